/// Where a page's file goes (`page-urls:` in `criteria.yml`): `folder` writes
/// `native/controls/link/index.html`, `file` writes `native/controls/link.html`. Overviews of
/// categories, the home page and alias redirects keep their folder's `index.html` either way,
/// and so do link targets as the checks know them: all of those use `PageURLs.folder`.
public enum PageURLs: String, Sendable, Equatable, CaseIterable {
    /// A folder per page: addresses without `.html` on any server (the default).
    case folder
    /// A file per page: one folder fewer per page to make.
    case file

    /// The page's file relative to the site root: `native/controls/link/index.html` or
    /// `native/controls/link.html`.
    public func outputPath(_ address: [String]) -> String {
        guard !address.isEmpty else { return "index.html" }
        let joined = address.joined(separator: "/")
        return self == .file ? joined + ".html" : joined + "/index.html"
    }

    /// Like `outputPath`, percent-encoded for use in a link. Links name the file, not the
    /// folder, so they also work from `file://`, where a folder link opens a directory listing.
    public func href(_ address: [String]) -> String {
        outputPath(address.map { URLPath.encode($0) })
    }

    /// `href` of an address joined with `/` (`native/controls/link`).
    func href(joined address: String) -> String {
        href(address.split(separator: "/").map(String.init))
    }

    /// How many folders below the site root the page's file is.
    func depth(_ address: [String]) -> Int {
        self == .file ? max(address.count - 1, 0) : address.count
    }

    /// The canonical form of the page's address below a base URL: its folder
    /// (`native/controls/link/`), which any server answers with its `index.html`, or its file.
    func canonicalPath(_ address: [String]) -> String {
        guard self == .file, !address.isEmpty else { return address.map { URLPath.encode($0) + "/" }.joined() }
        return href(address)
    }
}
