import Foundation
import TextSupport

/// The docs files: each holds whole pages, a page as its title and address once, then per unit
/// its tab (a number in `tabs`), heading, fragment and text (docs/search.md, "Files").
extension SearchIndexFiles {
    /// The pages of one docs file: their units, a slice of the index's (watch mode compares
    /// each with its group at the last save), and how many units each page has.
    struct DocsGroup {
        var units: ArraySlice<SearchIndex.Unit>
        var pageSizes: [Int]
    }

    /// The tab labels a docs file numbers, with the anchor each tab's fragments start with:
    /// a page's introduction, then the tabs in tab order. A new index starts with these
    /// (`SearchIndex.tabs`); its files are written with its own.
    static let tabs: [SearchIndex.Tab] = [SearchIndex.Tab(label: "Introduction", anchor: "")]
        + SectionKind.allCases.filter { $0 != .generalNotes }.map { SearchIndex.Tab(label: $0.title, anchor: $0.anchor) }

    static func docsPath(_ number: Int) -> String { "\(folder)/docs-\(number).js" }

    /// The pages of each docs file, as ranges of page numbers, given each page's number of units:
    /// a file takes the next page while its units fit in `limit`, and always takes one.
    static func docsPages(_ pageSizes: [Int], limit: Int = docsUnits) -> [Range<Int>] {
        var groups: [Range<Int>] = [], first = 0, units = 0
        for (page, size) in pageSizes.enumerated() {
            if page > first, units + size > limit {
                groups.append(first..<page)
                (first, units) = (page, 0)
            }
            units += size
        }
        if first < pageSizes.count { groups.append(first..<pageSizes.count) }
        return groups
    }

    /// The number of units of each page, from the first unit of every page (of some pages
    /// through the last: `units` is where the last one ends).
    static func pageSizes(_ starts: ArraySlice<Int>, units: Int) -> [Int] {
        starts.indices.map { (($0 + 1 < starts.endIndex) ? starts[$0 + 1] : units) - starts[$0] }
    }

    static func pageSizes(_ starts: [Int], units: Int) -> [Int] { pageSizes(starts[...], units: units) }

    /// The pages of each docs file of `index`, as ranges of page numbers.
    static func docsPages(of index: SearchIndex) -> [Range<Int>] {
        docsPages(pageSizes(index.pageStarts, units: index.units.count), limit: index.docsUnits)
    }

    /// The docs file of each page of `index`.
    static func docsFileOfPage(_ index: SearchIndex) -> [Int] {
        docsFileOfPage(index.pageStarts, units: index.units.count, limit: index.docsUnits)
    }

    /// The docs file of each page, from the first unit of every page.
    static func docsFileOfPage(_ starts: [Int], units: Int, limit: Int = docsUnits) -> [Int] {
        var files = [Int](repeating: 0, count: starts.count)
        for (number, pages) in docsPages(pageSizes(starts, units: units), limit: limit).enumerated() {
            for page in pages { files[page] = number }
        }
        return files
    }

    /// The units of each docs file, in file order: `docs-n.js` holds the `n`th group.
    static func docsGroups(of index: SearchIndex) -> [DocsGroup] {
        let sizes = pageSizes(index.pageStarts, units: index.units.count)
        return docsPages(of: index).map { pages in
            let units = pages.isEmpty ? 0..<0 : index.pageStarts[pages.lowerBound]..<(index.pageStarts[pages.upperBound - 1] + sizes[pages.upperBound - 1])
            return DocsGroup(units: index.units[units], pageSizes: Array(sizes[pages]))
        }
    }

    /// The `number`th docs file, made when written; it holds its units until then. `tabs`: the
    /// index's (`SearchIndex.tabs`), which its meta file lists.
    static func docsFile(number: Int, group: DocsGroup, tabs: [SearchIndex.Tab]) -> OutputFile {
        OutputFile(path: docsPath(number)) {
            var body = Array("CriteriaSearch.docs(\(number), [\n".utf8)
            var start = group.units.startIndex
            for (row, size) in group.pageSizes.enumerated() {
                if row > 0 { body.append(contentsOf: ",\n".utf8) }
                appendPage(group.units[start..<start + size], tabs: tabs, to: &body)
                start += size
            }
            body.append(contentsOf: "\n], \(SearchIndex.formatVersion));\n".utf8)
            return String(decoding: body, as: UTF8.self)
        }
    }

    /// `[title, path, tab, heading, fragment, text, …]`: the page's title and address (the
    /// first unit's, up to its fragment) once, then four fields per unit.
    private static func appendPage(_ units: ArraySlice<SearchIndex.Unit>, tabs: [SearchIndex.Tab], to body: inout [UInt8]) {
        guard let first = units.first else { return }
        let path = first.url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        body.append(UInt8(ascii: "["))
        JSONText.append(first.page, to: &body)
        body.append(UInt8(ascii: ","))
        JSONText.append(String(path), to: &body)
        for unit in units {
            body.append(UInt8(ascii: ","))
            let tab = tabs.firstIndex { $0.label == unit.tab }
            if let tab { JSONText.appendDecimal(tab, to: &body) } else { JSONText.append(unit.tab, to: &body) }
            body.append(UInt8(ascii: ","))
            JSONText.append(unit.heading, to: &body)
            body.append(UInt8(ascii: ","))
            JSONText.append(fragmentField(unit, path: path, anchor: tab.map { tabs[$0].anchor } ?? ""), to: &body)
            body.append(UInt8(ascii: ","))
            JSONText.append(unit.text, to: &body)
        }
        body.append(UInt8(ascii: "]"))
    }

    /// What a unit's fragment field holds: empty when `derivedFragment` gives its address
    /// exactly, `.` for the page's path alone, `#` and the fragment after the page's path, else
    /// the whole address, so a unit on another path than its page's keeps its own.
    static func fragmentField(_ unit: SearchIndex.Unit, path: Substring, anchor: String) -> String {
        if isDerived(unit.url, path: path, anchor: anchor, heading: unit.heading) { return "" }
        if unit.url == path { return "." }
        return unit.url.hasPrefix(path + "#") ? String(unit.url.dropFirst(path.count)) : unit.url
    }

    /// Whether `url` is the path and the derived fragment (`derivedFragment`), compared byte by
    /// byte as the fragment is made: asked of every unit as its docs file is written, where
    /// making the fragment's words and joining them was most of writing the file.
    static func isDerived(_ url: String, path: Substring, anchor: String, heading: String) -> Bool {
        var url = url, path = path, anchor = anchor, heading = heading
        return url.withUTF8 { url in
            path.withUTF8 { path in
                anchor.withUTF8 { anchor in heading.withUTF8 { isDerived(url, path: path, anchor: anchor, heading: $0) } }
            }
        }
    }

    private static func isDerived(_ url: UnsafeBufferPointer<UInt8>, path: UnsafeBufferPointer<UInt8>,
                                  anchor: UnsafeBufferPointer<UInt8>, heading: UnsafeBufferPointer<UInt8>) -> Bool {
        func holds(_ part: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
            offset + part.count <= url.count && ByteSearch.equal(UnsafeBufferPointer(rebasing: url[offset..<offset + part.count]), part)
        }
        guard holds(path, at: 0) else { return false }
        var at = path.count
        var separator = UInt8(ascii: "#")   // before the fragment's first part, then `-`
        if !anchor.isEmpty {
            guard at < url.count, url[at] == separator, holds(anchor, at: at + 1) else { return false }
            at += 1 + anchor.count
            separator = UInt8(ascii: "-")
        }
        var inWord = false
        for byte in heading {
            guard let lower = fragmentByte(byte) else {
                inWord = false
                continue
            }
            if !inWord {
                guard at < url.count, url[at] == separator else { return false }
                at += 1
                separator = UInt8(ascii: "-")
                inWord = true
            }
            guard at < url.count, url[at] == lower else { return false }
            at += 1
        }
        return at == url.count
    }

    /// A heading's byte as a fragment has it: ASCII letters lower-cased, digits; nil for others.
    private static func fragmentByte(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
        default: nil
        }
    }

    /// A unit's address from its page's path and its fragment field.
    static func url(path: String, fragmentField field: String, anchor: String, heading: String) -> String {
        switch field {
        case "": path + (derivedFragment(anchor: anchor, heading: heading).map { "#" + $0 } ?? "")
        case ".": path
        case _ where field.hasPrefix("#"): path + field
        default: field
        }
    }

    /// The fragment a unit's heading would have on its own: its tab's anchor, then the
    /// heading's runs of ASCII letters and digits, lower-cased, all joined by hyphens; nil when
    /// there are none. The browser reads it the same way, and it is left out only where it is
    /// the unit's fragment exactly (not for a repeated heading's, nor where other letters count).
    static func derivedFragment(anchor: String, heading: String) -> String? {
        var parts = anchor.isEmpty ? [] : [anchor], word: [UInt8] = []
        for byte in heading.utf8 {
            if let lower = fragmentByte(byte) {
                word.append(lower)
            } else {
                if !word.isEmpty { parts.append(String(decoding: word, as: UTF8.self)) }
                word = []
            }
        }
        if !word.isEmpty { parts.append(String(decoding: word, as: UTF8.self)) }
        return parts.isEmpty ? nil : parts.joined(separator: "-")
    }
}
