/// `_assets/checks.js`: every page's checks for tools in the browser (plans, audits, the WCAG
/// pages), as a classic script that sets one global, so it loads from `file://` too:
/// `window.criteriaChecks = {"pages":[{background, category, checks, date, path, platforms, title, url}], "version":2}`
/// once loaded. A check then has the export's fields (`docs/commands.md#exports`); URLs are
/// relative to the site root; `date` is the page's last commit (`YYYY-MM-DD`), absent when
/// unknown; `background`, when the page has one, its Gherkin section's `GIVEN THAT` lines. Pages
/// without checks are left out. No page loads it by default: a feature that needs
/// it adds the `<script>`.
///
/// The file holds less than it gives: what a check repeats is written once and put back by its
/// last line (`restore`) as it loads. A page has `platform` and `steps`, not `checks`: each step
/// is `[section, step, [check, …]]` for a run of checks of one tab and step, and each check
/// `[id, text, details, wcag]` without the empty lists at its end; a check's `platform` is its
/// page's, its `page` and `url` its page's `path` and `url` + `#` + its ID. Written out, the
/// fields' names and these were two thirds of the file (344 KB for the corpus's 103 pages, which
/// the test-plan builder loads, from `file://` uncompressed).
enum ChecksScript {
    static let path = Theme.assetsFolder + "/checks.js"

    /// One page's entry, JSON; nil for a page without checks. Made as each page is parsed, so
    /// the finish stage only joins them.
    static func entry(of page: CriteriaPage, pageURLs: PageURLs, date: String? = nil) -> String? {
        guard !page.checks.isEmpty else { return nil }
        var json: [UInt8] = []
        json.reserveCapacity(page.checks.count * 120)
        field("{\"category\":", page.folder.first ?? "", &json)
        if let date { field(",\"date\":", date, &json) }
        field(",\"path\":", page.sourcePath, &json)
        field(",\"platform\":", page.platform.rawValue, &json)
        json.append(contentsOf: ",\"platforms\":".utf8)
        list(page.platforms.map(\.rawValue), &json)
        // Once a page, not in each scenario's details: the plan's rows put it before their steps.
        let background = page.gherkinBackground
        if !background.isEmpty {
            json.append(contentsOf: ",\"background\":".utf8)
            list(background, &json)
        }
        json.append(contentsOf: ",\"steps\":[".utf8)
        // By index: each check read where it is, not copied. A run of checks of one tab and step
        // is one group.
        let checks = page.checks
        for index in checks.indices {
            let startsGroup = index == 0 || checks[index].section != checks[index - 1].section || checks[index].step != checks[index - 1].step
            if startsGroup {
                if index > 0 { json.append(contentsOf: "]],".utf8) }
                field("[", checks[index].section.anchor, &json)
                field(",", checks[index].step, &json)
                json.append(contentsOf: ",[".utf8)
            } else {
                json.append(UInt8(ascii: ","))
            }
            field("[", checks[index].id, &json)
            field(",", checks[index].text, &json)
            if !checks[index].details.isEmpty || !checks[index].wcag.isEmpty {
                json.append(UInt8(ascii: ","))
                list(checks[index].details, &json)
            }
            if !checks[index].wcag.isEmpty {
                json.append(UInt8(ascii: ","))
                list(checks[index].wcag, &json)
            }
            json.append(UInt8(ascii: "]"))
        }
        json.append(contentsOf: "]]]".utf8)
        field(",\"title\":", page.title, &json)
        field(",\"url\":", pageURLs.outputPath(page.address), &json)
        json.append(UInt8(ascii: "}"))
        return String(decoding: json, as: UTF8.self)
    }

    /// The script, pages in source-path order, one a line, then where earlier checks are now
    /// (`CheckMoves`), for audits recorded before them.
    static func file(_ entries: [(path: String, json: String)], moves: CheckMoves) -> OutputFile {
        let pages = entries.sorted { $0.path < $1.path }.map(\.json)
        return OutputFile(path: path, contents: script(pages, head: "window.criteriaChecks = {\"pages\":[\n",
                                                       tail: "\n],\"moves\":" + moves.json + ",\"version\":\(SiteExport.version)};\n" + restore))
    }

    /// Each page's checks with the export's fields, in its order, from its steps (`entry`).
    static let restore = """
        window.criteriaChecks.pages.forEach(function (page) { page.checks = []; \
        page.steps.forEach(function (step) { step[2].forEach(function (check) { page.checks.push({ details: check[2] || [], \
        id: check[0], platform: page.platform, section: step[0], step: step[1], text: check[1], wcag: check[3] || [], \
        page: page.path, url: page.url + '#' + check[0] }); }); }); delete page.steps; delete page.platform; });

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
