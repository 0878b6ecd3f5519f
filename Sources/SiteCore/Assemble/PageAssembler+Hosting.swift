import HTMLSanitizer

/// Files for a hosted site, written only when a base URL is set: `sitemap.xml` and `404.html`.
extension PageAssembler {
    /// `sitemap.xml`: the home page, every overview and every criteria page, as absolute URLs
    /// under the base URL in their canonical form (`canonicalURL`), sorted.
    func sitemap(_ pages: [PageOutline]) -> OutputFile? {
        guard config.siteURL != nil else { return nil }
        let folders = [[]] + tree.allCategories.map(\.path)
        let locations = Set(folders.compactMap { canonicalURL(PageURLs.folder.canonicalPath($0)) }
                            + pages.compactMap { canonicalURL(config.pageURLs.canonicalPath($0.address)) }).sorted()
        let entries = locations.map { "<url><loc>\(Self.xmlEscaped($0))</loc></url>" }
        let xml = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"]
            + entries + ["</urlset>"]
        return OutputFile(path: "sitemap.xml", contents: xml.joined(separator: "\n") + "\n")
    }

    /// `404.html`, which a server shows for any unknown path, at any depth: so its links are
    /// absolute paths under the base URL's path (`/a11y/_assets/criteria.css`), not relative.
    func notFoundPage() -> OutputFile? {
        guard let root = config.sitePath, templates.has("404") else { return nil }
        var layout = layout(at: [], title: "Page not found", description: "", current: [], isSiteHome: false, root: root)
        layout.canonical = ""
        layout.hasCanonical = false
        let view = NotFoundPageView(layout: layout, title: "Page not found", home: root + "index.html")
        return OutputFile(path: "404.html", contents: templates.render(view, template: "404"))
    }

    static func xmlEscaped(_ text: String) -> String {
        HTMLEscaping.escapeAttribute(text).replacingOccurrences(of: "'", with: "&apos;")
    }
}
