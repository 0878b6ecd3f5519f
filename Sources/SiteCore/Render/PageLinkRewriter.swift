import Foundation
import HTMLSanitizer
import TextSupport

/// Rewrites the URLs of one page: links to pages of this site become relative links to their
/// `index.html`, media paths resolve against the assets folder (and are collected for copying),
/// and `#heading` fragments follow the ids headings get inside tabs.
struct PageLinkRewriter {
    let site: SiteLinks
    /// The page being rendered; its file is `site.pageURLs.depth(address)` folders below the root.
    let page: CriteriaPage
    /// Plain heading slugs → the ids they got on this page.
    let headingIDs: [String: String]
    /// True for an offline bundle: media from other sites are not loaded (see `OfflineMedia`).
    let offline: Bool
    private(set) var media: [MediaRef] = []

    init(site: SiteLinks, page: CriteriaPage, headingIDs: [String: String], offline: Bool = false) {
        self.site = site
        self.page = page
        self.headingIDs = headingIDs
        self.offline = offline
    }

    var rootPrefix: String { String(repeating: "../", count: site.pageURLs.depth(page.address)) }

    mutating func rewrite(_ url: String, attribute: String, element: String, at location: SourceLocation,
                          into sink: inout Diagnostics) -> String? {
        let trimmed = url.trimmingWhitespace
        guard !trimmed.isEmpty else { return nil }
        if trimmed.hasPrefix("#") { return headingIDs[String(trimmed.dropFirst())].map { "#" + $0 } }
        if let (path, fragment) = site.sitePath(of: trimmed) {
            if let target = site.target(ofSitePath: path) { return link(to: target, fragment: fragment) }
            if attribute != "href" || site.assets.files.contains(assetPath(path) ?? "") {
                return mediaURL(path, element: element, at: location, into: &sink)
            }
            return nil   // a missing page is the `broken-link` rule's to report
        }
        if offline, attribute != "href", OfflineMedia.isRemote(trimmed) {
            return OfflineMedia.placeholder(for: trimmed, element: element, at: location, into: &sink)
        }
        if site.hasWCAGPages, attribute == "href", let number = PageCitations.understood(trimmed) {
            // A citation's W3C Understanding link leads to the criterion's page here, which
            // links to it and lists every page citing the criterion (`PageAssembler+WCAG`).
            return rootPrefix + site.pageURLs.href(WCAGCitingPages.address(of: number))
        }
        guard URLScheme.of(trimmed) == nil, !trimmed.hasPrefix("//") else { return nil }   // another site
        return rewriteRelative(trimmed, attribute: attribute, element: element, at: location, into: &sink)
    }

    /// For a copy of the page's Markdown: the page of this site that `url` links to, from the
    /// site's root (`web/component/button/index.html#focus`), as `rewrite` links it from this
    /// page; nil for anything else (other sites, media, this page's headings, the W3C
    /// Understanding pages a citation links to, which a ticket wants as they are).
    func sitePageLink(_ url: String) -> String? {
        let trimmed = url.trimmingWhitespace
        guard !trimmed.hasPrefix("#"), PageCitations.understood(trimmed) == nil else { return nil }
        var copy = self
        var unused = Diagnostics()
        guard let href = copy.rewrite(trimmed, attribute: "href", element: "a", at: SourceLocation(file: page.sourcePath, line: 1, column: 1),
                                      into: &unused),
              copy.media.count == media.count, href.hasPrefix(rootPrefix) else { return nil }
        return String(href.dropFirst(rootPrefix.count))
    }

    /// `button.md`, `../controls/button.md`, `../button/` → that page; media paths → the copied file.
    private mutating func rewriteRelative(_ url: String, attribute: String, element: String, at location: SourceLocation,
                                          into sink: inout Diagnostics) -> String? {
        let (path, fragment) = split(url)
        if path.lowercased().hasSuffix(".md") || path.lowercased().hasSuffix(".markdown") {
            let folder = page.sourcePath.split(separator: "/").dropLast().joined(separator: "/")
            let decoded = path.removingPercentEscapes ?? path
            if let resolved = Self.resolve(decoded, against: folder), let address = site.sourcePaths[resolved] {
                return link(to: PageURLs.folder.href(joined: address), fragment: fragment)
            }
            return nil   // reported by the `broken-link` rule
        }
        if attribute == "href", !site.assets.files.contains(assetPath(path) ?? "") {
            // A miss is the `broken-link` rule's to report.
            guard case .page(let target) = site.relativeLink(url, from: page.address) else { return nil }
            return link(to: target, fragment: fragment)
        }
        return mediaURL(url, element: element, at: location, into: &sink)
    }

    private func link(to target: String, fragment: String?) -> String {
        rootPrefix + site.linkPath(target) + (fragment.map { $0.isEmpty ? "" : "#" + $0 } ?? "")
    }

    /// Resolves a media path against the assets folder, records it, and points at its copy.
    private mutating func mediaURL(_ url: String, element: String, at location: SourceLocation,
                                   into sink: inout Diagnostics) -> String? {
        let (path, fragment) = split(url)
        // A path leaving the assets folder and a missing file are the `media-outside-assets` and
        // `missing-media` rules' to report (see `MediaRule`), with the reference's exact place.
        guard let assetPath = assetPath(path) else { return nil }
        let exists = site.assets.files.contains(assetPath)
        media.append(MediaRef(assetPath: assetPath, location: location, exists: exists))
        if element == "track", let captions = site.assets.captions[assetPath]?.data {
            // Chromium refuses a track file next to a page opened from disk ("unique security
            // origin"), so captions travel inside the page; the file is still copied.
            return "data:text/vtt;charset=utf-8;base64," + captions.base64EncodedString()
        }
        return rootPrefix + URLPath.encodePath(assetPath) + (fragment.map { "#" + $0 } ?? "")
    }

    /// The path inside the assets folder, or nil when `..` would leave it.
    private func assetPath(_ path: String) -> String? {
        Self.resolve(path.removingPercentEscapes ?? path, against: "")
    }

    /// The path before any `?query` or `#fragment`, and what follows the first `#`.
    private func split(_ url: String) -> (path: String, fragment: String?) {
        let path = url.queryOrFragmentStart.map { url[..<$0] } ?? url[...]
        let hash = url.firstIndex(ofASCII: { $0 == UInt8(ascii: "#") })
        return (String(path), hash.map { String(url[url.index(after: $0)...]) })
    }

    /// Joins `path` to `folder` and removes `.` and `..`; nil if it climbs above the root.
    static func resolve(_ path: String, against folder: String) -> String? {
        PathBytes.joinedWhenPlain(path, to: folder) ?? walk(path, against: folder)
    }

    /// `resolve` for any path: component by component.
    static func walk(_ path: String, against folder: String) -> String? {
        let start = path.hasPrefix("/") ? [] : folder.split(separator: "/").map(String.init)
        guard let parts = walk(path.split(separator: "/").map(String.init), from: start), !parts.isEmpty else { return nil }
        return parts.joined(separator: "/")
    }

    /// `components` taken one by one from `folder`, `.` and `..` applied; nil when `..` climbs
    /// above the root, empty for the root itself.
    static func walk(_ components: [String], from folder: [String]) -> [String]? {
        var parts = folder
        for component in components {
            switch component {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(component)
            }
        }
        return parts
    }
}
