import Foundation

/// What every page needs to know about the site to rewrite links: which addresses are pages,
/// which old addresses (aliases) lead to them, which origins mean "this site", and which media
/// files exist.
public struct SiteLinks: Sendable {
    /// Page addresses joined with `/`, e.g. `native/controls/link`.
    let pages: Set<String>
    /// Source paths (`native/controls/link.md`) → address.
    let sourcePaths: [String: String]
    /// Normalised alias paths → address.
    let aliases: [String: String]
    /// Category folders (`native`, `native/controls`), whose overview pages links may name.
    let folders: Set<String>
    /// `top-folder/page-slug` → address, for slugs that occur once in their top folder; lets a
    /// link with a stale middle folder (`/native-criteria/inputs/date-time-picker`) still land.
    let uniqueSlugs: [String: String]
    /// The top-level folders, for telling a broken criteria link from a link to another site.
    let topFolders: Set<String>
    /// Longest first, so `…/MagentaA11yV2` wins over the bare origin.
    let origins: [String]
    public let assets: AssetCatalog
    /// Where pages' files are (`page-urls:`). Targets (`target(ofSitePath:)`) name a page by its
    /// folder's `index.html` either way, as the checks know it; `linkPath` gives the file.
    let pageURLs: PageURLs
    /// With `page-urls: file`, each page's target (its folder's `index.html`) → its file.
    private let pageFiles: [String: String]
    /// The pages marked `draft: true` that this build leaves out, so a link to one can say so.
    var drafts: Drafts?
    /// The theme makes a page for each cited WCAG criterion, which citations link to.
    var hasWCAGPages = false
    /// What `target(ofSitePath:)` found for each path asked so far: pages link to the same few
    /// paths again and again, and working one out (decoding, splitting, slugs, aliases) each
    /// time added up. Shared by copies, which is right as none of the above can change.
    private let knownTargets = MemoTable<String, String?>()

    public init(pages: [CriteriaPage], origins: [String], assets: AssetCatalog, pageURLs: PageURLs = .folder) {
        self.init(outlines: pages.map(\.outline), origins: origins, assets: assets, pageURLs: pageURLs)
    }

    public init(outlines pages: [PageOutline], origins: [String], assets: AssetCatalog, pageURLs: PageURLs = .folder) {
        self.pages = Set(pages.map { $0.address.joined(separator: "/") })
        self.pageURLs = pageURLs
        pageFiles = pageURLs == .folder ? [:] : Dictionary(pages.map { (PageURLs.folder.href($0.address), pageURLs.href($0.address)) },
                                                            uniquingKeysWith: { first, _ in first })
        self.sourcePaths = Dictionary(pages.map { ($0.sourcePath, $0.address.joined(separator: "/")) },
                                      uniquingKeysWith: { first, _ in first })
        var aliases: [String: String] = [:]
        for page in pages {
            for alias in page.aliases { aliases[Self.normalisedAlias(alias.path)] = page.address.joined(separator: "/") }
        }
        self.aliases = aliases
        self.folders = Set(pages.flatMap { page in
            (1..<max(page.address.count, 1)).map { page.address.prefix($0).joined(separator: "/") }
        })
        let bySlug = Dictionary(grouping: pages.filter { $0.address.count > 1 }) { "\($0.address[0])/\($0.address[$0.address.count - 1])" }
        self.topFolders = Set(pages.compactMap { $0.address.count > 1 ? $0.address[0] : nil })
        self.uniqueSlugs = bySlug.compactMapValues { $0.count == 1 ? $0[0].address.joined(separator: "/") : nil }
        self.origins = origins.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }.sorted { $0.count > $1.count }
        self.assets = assets
    }

    /// `/web-criteria/component/button/` → `web-criteria/component/button`.
    static func normalisedAlias(_ alias: String) -> String {
        alias.split(separator: "/").filter { !$0.isEmpty && $0 != "." }.joined(separator: "/").lowercased()
    }

    /// The site path of a URL that points at this site, with its fragment; nil for other URLs.
    /// `https://www.magentaa11y.com/#/web-criteria/component/link` → `/web-criteria/component/link`.
    func sitePath(of url: String) -> (path: String, fragment: String?)? {
        var rest: Substring
        if url.hasPrefix("/") && !url.hasPrefix("//") {
            rest = Substring(url)
        } else if let origin = origins.first(where: { url.hasPrefix($0) && Self.isBoundary(url.dropFirst($0.count).first) }) {
            rest = url.dropFirst(origin.count)
        } else {
            return nil
        }
        if rest.hasPrefix("/#/") { rest = rest.dropFirst(2) } else if rest.hasPrefix("#/") { rest = rest.dropFirst(1) }
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
        return (rest.isEmpty ? "/" : String(rest), fragment)
    }

    private static func isBoundary(_ character: Character?) -> Bool {
        character == nil || character == "/" || character == "#" || character == "?"
    }

    /// What a site path names, trying the corpus forms: `/web-criteria/x/y` (category with a
    /// `-criteria` suffix), `/web/x/y`, aliases, a folder's overview, and a page slug that is
    /// unique in its top folder. Returns the output path relative to the site root.
    func target(ofSitePath path: String) -> String? {
        knownTargets.value(for: path) { lookUpTarget(ofSitePath: path) }
    }

    private func lookUpTarget(ofSitePath path: String) -> String? {
        let decoded = path.removingPercentEscapes ?? path
        var segments = decoded.split(separator: "/").map(String.init)
        if segments.last == "index.html" { segments.removeLast() }
        guard !segments.isEmpty else { return "index.html" }
        if let alias = aliases[Self.normalisedAlias(segments.joined(separator: "/"))] { return PageURLs.folder.href(joined: alias) }
        var slugs = segments.map { PageAddress.slug($0) }
        if slugs[0].hasSuffix("-criteria") { slugs[0] = String(slugs[0].dropLast("-criteria".count)) }
        let joined = slugs.joined(separator: "/")
        if pages.contains(joined) || folders.contains(joined) { return PageURLs.folder.href(joined: joined) }
        if slugs.count > 1, let last = slugs.last, let unique = uniqueSlugs["\(slugs[0])/\(last)"] { return PageURLs.folder.href(joined: unique) }
        return nil
    }

    /// The path a link names for `target`: a page's file with `page-urls: file`, else the target.
    func linkPath(_ target: String) -> String {
        pageFiles[target] ?? target
    }

    /// True for site paths that look like criteria pages (`/web-criteria/…`), so a miss is worth a warning.
    func looksLikeCriteriaPath(_ path: String) -> Bool {
        guard let first = path.split(separator: "/").first else { return false }
        return first.hasSuffix("-criteria") || topFolders.contains(String(first))
    }
}

extension SiteLinks {
    /// The links of the draft pages a build leaves out: a class, as a struct cannot hold itself.
    final class Drafts: Sendable {
        let links: SiteLinks

        init(_ links: SiteLinks) {
            self.links = links
        }
    }

    /// These links, knowing that `outlines` are drafts left out of the site.
    func leavingOut(drafts outlines: [PageOutline]) -> SiteLinks {
        var links = self
        links.drafts = outlines.isEmpty ? nil : Drafts(SiteLinks(outlines: outlines, origins: origins, assets: assets, pageURLs: pageURLs))
        return links
    }
}
