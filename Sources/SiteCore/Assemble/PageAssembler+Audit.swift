/// `audit.html`: the results of the audits a reader keeps in the browser (docs/audits.md).
extension PageAssembler {
    /// The page, when the theme has an `audit` template. Its content is written by the theme's
    /// audit.js from localStorage; the build gives it the site's title and a bundle's build stamp.
    func auditPage() -> OutputFile? {
        guard templates.has("audit") else { return nil }
        let title = "Audits"
        var layout = layout(at: [], title: title, description: "Audit results kept in this browser for \(config.title)", current: [],
                            isSiteHome: false, file: "audit.html")
        layout.usesAudit = true
        let site = ScriptJSON.object([("title", config.title), ("build", stamp?.text ?? "")])
        let view = AuditPageView(layout: layout, title: title, siteJSON: site)
        return OutputFile(path: "audit.html", contents: templates.render(view, template: "audit"))
    }
}
