/// `_assets/checks.js`: every page's checks for tools in the browser (plans, audits, the WCAG
/// pages), as a classic script that sets one global, so it loads from `file://` too:
/// `window.criteriaChecks = {"pages":[{category, checks, date, path, platforms, title, url}], "version":2}`.
/// A check has the export's fields (`docs/commands.md#exports`), keys sorted as there; URLs are
/// relative to the site root; `date` is the page's last commit (`YYYY-MM-DD`), absent when
/// unknown. Pages without checks are left out. No page loads it by default:
/// a feature that needs it adds the `<script>`.
enum ChecksScript {
    static let path = Theme.assetsFolder + "/checks.js"

    /// One page's entry, JSON; nil for a page without checks. Made as each page is parsed, so
    /// the finish stage only joins them.
    static func entry(of page: CriteriaPage, pageURLs: PageURLs, date: String? = nil) -> String? {
        guard !page.checks.isEmpty else { return nil }
        let url = pageURLs.outputPath(page.address)
        var json: [UInt8] = []
        json.reserveCapacity(page.checks.count * 400)
        field("{\"category\":", page.folder.first ?? "", &json)
        json.append(contentsOf: ",\"checks\":[".utf8)
        for (index, check) in page.checks.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.append(contentsOf: "{\"details\":".utf8)
            list(check.details, &json)
            field(",\"id\":", check.id, &json)
            field(",\"page\":", page.sourcePath, &json)
            field(",\"platform\":", check.platform.rawValue, &json)
            field(",\"section\":", check.section.anchor, &json)
            field(",\"step\":", check.step, &json)
            field(",\"text\":", check.text, &json)
            field(",\"url\":", url + "#" + check.id, &json)
            json.append(contentsOf: ",\"wcag\":".utf8)
            list(check.wcag, &json)
            json.append(UInt8(ascii: "}"))
        }
        json.append(UInt8(ascii: "]"))
        if let date { field(",\"date\":", date, &json) }
        field(",\"path\":", page.sourcePath, &json)
        json.append(contentsOf: ",\"platforms\":".utf8)
        list(page.platforms.map(\.rawValue), &json)
        field(",\"title\":", page.title, &json)
        field(",\"url\":", url, &json)
        json.append(UInt8(ascii: "}"))
        return String(decoding: json, as: UTF8.self)
    }

    /// The script, pages in source-path order, one a line.
    static func file(_ entries: [(path: String, json: String)]) -> OutputFile {
        let pages = entries.sorted { $0.path < $1.path }.map(\.json).joined(separator: ",\n")
        return OutputFile(path: path, contents: "window.criteriaChecks = {\"pages\":[\n\(pages)\n],\"version\":\(SiteExport.version)};\n")
    }

    private static func field(_ key: String, _ value: String, _ json: inout [UInt8]) {
        json.append(contentsOf: key.utf8)
        JSONText.append(value, to: &json)
    }

    private static func list(_ values: [String], _ json: inout [UInt8]) {
        json.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            JSONText.append(value, to: &json)
        }
        json.append(UInt8(ascii: "]"))
    }
}
