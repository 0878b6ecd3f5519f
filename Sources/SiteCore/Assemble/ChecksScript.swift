/// `_assets/checks.js`: every page's checks for tools in the browser (plans, audits, the WCAG
/// pages), as a classic script that sets one global, so it loads from `file://` too:
/// `window.criteriaChecks = {"pages":[{category, checks, date, path, platforms, title, url}], "version":2}`.
/// Once loaded, a check has the export's fields (`docs/commands.md#exports`); URLs are relative
/// to the site root; `date` is the page's last commit (`YYYY-MM-DD`), absent when unknown. Pages
/// without checks are left out. No page loads it by default: a feature that needs it adds the
/// `<script>`.
///
/// A check's `page` and `url` are its page's `path` and `url` + `#` + its ID: the file leaves
/// them out, a large part of its bytes, and its last line puts them back as it loads.
enum ChecksScript {
    static let path = Theme.assetsFolder + "/checks.js"

    /// One page's entry, JSON; nil for a page without checks. Made as each page is parsed, so
    /// the finish stage only joins them.
    static func entry(of page: CriteriaPage, pageURLs: PageURLs, date: String? = nil) -> String? {
        guard !page.checks.isEmpty else { return nil }
        // A step's checks follow each other: its text is escaped once for them all.
        var step: (text: String, json: [UInt8]) = ("", escaped(""))
        var json: [UInt8] = []
        json.reserveCapacity(page.checks.count * 400)
        field("{\"category\":", page.folder.first ?? "", &json)
        json.append(contentsOf: ",\"checks\":[".utf8)
        // By index: each check read where it is, not copied.
        let checks = page.checks
        for index in checks.indices {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.append(contentsOf: "{\"details\":".utf8)
            list(checks[index].details, &json)
            field(",\"id\":", checks[index].id, &json)
            field(",\"platform\":", checks[index].platform.rawValue, &json)
            field(",\"section\":", checks[index].section.anchor, &json)
            if checks[index].step != step.text { step = (checks[index].step, escaped(checks[index].step)) }
            json.append(contentsOf: ",\"step\":".utf8)
            json.append(contentsOf: step.json)
            field(",\"text\":", checks[index].text, &json)
            json.append(contentsOf: ",\"wcag\":".utf8)
            list(checks[index].wcag, &json)
            json.append(UInt8(ascii: "}"))
        }
        json.append(UInt8(ascii: "]"))
        if let date { field(",\"date\":", date, &json) }
        field(",\"path\":", page.sourcePath, &json)
        json.append(contentsOf: ",\"platforms\":".utf8)
        list(page.platforms.map(\.rawValue), &json)
        field(",\"title\":", page.title, &json)
        field(",\"url\":", pageURLs.outputPath(page.address), &json)
        json.append(UInt8(ascii: "}"))
        return String(decoding: json, as: UTF8.self)
    }

    /// The script, pages in source-path order, one a line.
    static func file(_ entries: [(path: String, json: String)]) -> OutputFile {
        let pages = entries.sorted { $0.path < $1.path }.map(\.json)
        return OutputFile(path: path, contents: script(pages, head: "window.criteriaChecks = {\"pages\":[\n",
                                                       tail: "\n],\"version\":\(SiteExport.version)};\n" + restore))
    }

    /// The checks' fields the file leaves out, from their page's.
    static let restore = """
        window.criteriaChecks.pages.forEach(function (page) { page.checks.forEach(function (check) { \
        check.page = page.path; check.url = page.url + '#' + check.id; }); });

        """

    /// `head`, the pages a ",\n" between each, `tail`, copied once into a string of their size:
    /// the script holds every check of the site, and `joined` with an interpolation copied it
    /// twice on the finish stage's longest path.
    private static func script(_ pages: [String], head: String, tail: String) -> String {
        let separator = ",\n"
        let size = head.utf8.count + tail.utf8.count + pages.reduce(0) { $0 + $1.utf8.count } + max(pages.count - 1, 0) * separator.utf8.count
        return String(unsafeUninitializedCapacity: size) { out in
            var offset = 0
            func copy(_ text: String) {
                var text = text
                text.withUTF8 { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: out[offset...]).initialize(fromContentsOf: bytes)
                    offset += bytes.count
                }
            }
            copy(head)
            for (index, page) in pages.enumerated() {
                if index > 0 { copy(separator) }
                copy(page)
            }
            copy(tail)
            return offset
        }
    }

    private static func escaped(_ value: String) -> [UInt8] {
        var json: [UInt8] = []
        JSONText.append(value, to: &json)
        return json
    }

    private static func field(_ key: String, _ value: String, _ json: inout [UInt8]) {
        json.append(contentsOf: key.utf8)
        JSONText.append(value, to: &json)
    }

    private static func list(_ values: [String], _ json: inout [UInt8]) {
        json.append(UInt8(ascii: "["))
        for index in values.indices {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            JSONText.append(values[index], to: &json)
        }
        json.append(UInt8(ascii: "]"))
    }
}
