extension SiteLinks {
    /// What a relative link names when it is neither a `.md` path nor a media file.
    enum RelativeLink: Equatable {
        /// A page or category overview of this site (its output path, `web/link/index.html`).
        case page(String)
        /// Inside a category of this site, but no page is there: a reader following it gets a 404.
        case missing
        /// Above the site's root, or beside its categories: not the site's to judge.
        case elsewhere
    }

    /// Reads `path` as a browser does on the page's folder address (`web/component/button/`),
    /// so `../switch/` from that page names `web/component/switch`. The link is then rewritten
    /// to the page's file, which keeps it working from `file://` and with `page-urls: file`.
    func relativeLink(_ path: String, from address: [String]) -> RelativeLink {
        let decoded = path.removingPercentEscapes ?? path
        guard let resolved = PageLinkRewriter.resolve(decoded, against: address.joined(separator: "/")) else { return .elsewhere }
        if let target = target(ofSitePath: "/" + resolved) { return .page(target) }
        return looksLikeCriteriaPath(resolved) ? .missing : .elsewhere
    }
}
