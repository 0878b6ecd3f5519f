import HTMLSanitizer
import TextSupport

/// What a URL in a page points at, decided the way `PageLinkRewriter` rewrites it, so the rules
/// report exactly the links the published site would get wrong.
enum LinkTarget: Equatable {
    /// `#name`, on the page itself.
    case fragment(String)
    /// A page or category overview of this site (its output path, `web/link/index.html`).
    case page(outputPath: String, fragment: String?)
    /// Meant as a page of this site (`/web-criteria/…`, `../controls/button.md`, `../button/`)
    /// but none matches.
    case missingPage(note: String? = nil)
    /// Meant as a page of this site that is marked `draft: true` and so left out of it.
    case draftPage
    /// A file in the assets folder; `assetPath` is nil when `..` leaves the folder.
    case media(written: String, assetPath: String?)
    /// Another site, a `mailto:`, or a path the site does not handle: not checked.
    case elsewhere

    static func classify(_ url: String, attribute: String, in page: CriteriaPage, site: SiteLinks) -> LinkTarget {
        let target = classifyPublished(url, attribute: attribute, in: page, site: site)
        guard case .missingPage = target, let drafts = site.drafts?.links,
              case .page = classifyPublished(url, attribute: attribute, in: page, site: drafts) else { return target }
        return .draftPage
    }

    private static func classifyPublished(_ url: String, attribute: String, in page: CriteriaPage, site: SiteLinks) -> LinkTarget {
        let trimmed = url.trimmingWhitespace
        guard !trimmed.isEmpty else { return .elsewhere }
        if trimmed.hasPrefix("#") { return .fragment(String(trimmed.dropFirst())) }
        if let (path, fragment) = site.sitePath(of: trimmed) {
            if let target = site.target(ofSitePath: path) { return .page(outputPath: target, fragment: fragment) }
            if attribute != "href" || site.assets.files.contains(assetPath(path) ?? "") {
                return .media(written: path, assetPath: assetPath(strip(path)))
            }
            return site.looksLikeCriteriaPath(path) ? .missingPage() : .elsewhere
        }
        guard URLScheme.of(trimmed) == nil, !trimmed.hasPrefix("//") else { return .elsewhere }
        let path = strip(trimmed)
        if path.lowercased().hasSuffix(".md") || path.lowercased().hasSuffix(".markdown") {
            let folder = page.sourcePath.split(separator: "/").dropLast().joined(separator: "/")
            let resolved = PageLinkRewriter.resolve(path.removingPercentEscapes ?? path, against: folder)
            if let resolved, let address = site.sourcePaths[resolved] {
                return .page(outputPath: PageURLs.folder.href(joined: address), fragment: fragment(of: trimmed))
            }
            // A file's path is read from the file's folder, not the page's address as other
            // relative links are: said, as theirs is (an editor's trial).
            return .missingPage(note: resolved.map { "a .md link is read from the file's folder, \(folder.isEmpty ? "the content's root" : folder + "/"): "
                + "it leads to \($0), which is no page of the content" } ?? "a .md link is read from the file's folder; this one climbs above the content")
        }
        if attribute == "href", !site.assets.files.contains(assetPath(path) ?? "") {
            switch site.relativeLink(trimmed, from: page.address) {
            case .page(let target): return .page(outputPath: target, fragment: fragment(of: trimmed))
            case .missing(let note): return .missingPage(note: note)
            case .elsewhere: return .elsewhere
            }
        }
        return .media(written: path, assetPath: assetPath(path))
    }

    /// The path inside the assets folder, or nil when `..` would leave it.
    static func assetPath(_ path: String) -> String? {
        PageLinkRewriter.resolve(path.removingPercentEscapes ?? path, against: "")
    }

    /// The URL without its `?query` and `#fragment`.
    static func strip(_ url: String) -> String {
        url.queryOrFragmentStart.map { String(url[..<$0]) } ?? url
    }

    private static func fragment(of url: String) -> String? {
        url.firstIndex(of: "#").map { String(url[url.index(after: $0)...]) }
    }
}
