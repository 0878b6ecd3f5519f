extension SiteLinks {
    /// What a relative link names when it is neither a `.md` path nor a media file.
    enum RelativeLink: Equatable {
        /// A page or category overview of this site (its output path, `web/link/index.html`).
        case page(String)
        /// Inside a category of this site, but nothing is there: a reader following it gets a 404.
        /// The note says where a browser takes it, from the page's published address.
        case missing(note: String?)
        /// Not written as an address, above the site's root, or beside its categories: not the
        /// site's to judge, and left as written.
        case elsewhere
    }

    /// Reads `url` as a browser does on the page's folder address (`web/component/button/`),
    /// whatever the layout, so the same links work with either `page-urls:`; with `file`, a link
    /// that works on the page's file (`./switch.html` on `web/component/button.html`) is read
    /// that way too. Only links written as addresses are read (`./x`, `../x`, `x/`): a bare name
    /// (`page-2` in a demonstration), a file (`guide.pdf`) or a link with a `?query` is left
    /// alone, as before links were read at all.
    func relativeLink(_ url: String, from address: [String]) -> RelativeLink {
        let path = url.firstIndex(ofASCII: { $0 == UInt8(ascii: "#") }).map { String(url[..<$0]) } ?? url
        guard Self.isWrittenAsAddress(path, url: url) else { return .elsewhere }
        let fileBase = Array(address.dropLast())
        var missed = false
        for base in pageURLs == .folder ? [address] : [address, fileBase] {
            switch read(path, on: base) {
            case .page(let target): return .page(target)
            case .missing: missed = true
            case .elsewhere: continue
            }
        }
        return missed ? .missing(note: note(path, from: address, browserBase: pageURLs == .folder ? address : fileBase)) : .elsewhere
    }

    /// "read from the page's address, web/component/a/, it leads to web/component/gone/": where
    /// a browser on the published page goes; nil when that climbs above the site.
    private func note(_ path: String, from address: [String], browserBase: [String]) -> String? {
        guard let segments = Self.resolve(path, against: browserBase) else { return nil }
        let page = address.joined(separator: "/") + (pageURLs == .folder ? "/" : ".html")
        let leadsTo = segments.joined(separator: "/") + (path.hasSuffix("/") && !segments.isEmpty ? "/" : "")
        return "read from the page's address, \(page), it leads to \(leadsTo)"
    }

    private func read(_ path: String, on base: [String]) -> RelativeLink {
        guard var segments = Self.resolve(path, against: base) else { return .elsewhere }
        if segments.last == "index.html" {
            segments.removeLast()
        } else if pageURLs == .file, let last = segments.last, last.hasSuffix(".html") {
            segments[segments.count - 1] = String(last.dropLast(".html".count))
        }
        let joined = segments.joined(separator: "/")
        if let target = exactTarget(joined) { return .page(target) }
        return looksLikeCriteriaPath(joined) ? .missing(note: nil) : .elsewhere
    }

    /// A page, category or alias at exactly `path`: unlike `target(ofSitePath:)`, no slug is
    /// guessed, as a relative link that names another folder is the author's slip to hear about.
    private func exactTarget(_ path: String) -> String? {
        guard !path.isEmpty else { return "index.html" }
        if pages.contains(path) || folders.contains(path) { return PageURLs.folder.href(joined: path) }
        return aliases[Self.normalisedAlias(path)].map { PageURLs.folder.href(joined: $0) }
    }

    private static func isWrittenAsAddress(_ path: String, url: String) -> Bool {
        guard !path.isEmpty, url.firstIndex(ofASCII: { $0 == UInt8(ascii: "?") }) == nil else { return false }
        let relative = path == "." || path == ".." || path.hasPrefix("./") || path.hasPrefix("../")
        guard relative || path.hasSuffix("/") else { return false }
        let last = path.split(separator: "/").last ?? ""
        return last == "." || last == ".." || !last.contains(".") || last.hasSuffix(".html")
    }

    /// `path`'s segments, each decoded once, walked from `folder`; nil when `..` climbs above
    /// the root, empty for the root itself.
    private static func resolve(_ path: String, against folder: [String]) -> [String]? {
        PageLinkRewriter.walk(path.split(separator: "/").map { String($0).removingPercentEscapes ?? String($0) }, from: folder)
    }
}
