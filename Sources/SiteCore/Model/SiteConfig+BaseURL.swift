import Foundation

/// The base URL's parts that hosting needs: absolute page URLs for `sitemap.xml` and canonical
/// links, and the path on the server (`/a11y/`) for `404.html`, whose links must work from any depth.
extension SiteConfig {
    /// The base URL ending in `/`, or nil when none is set.
    var siteURL: String? {
        guard let base = baseURL, !base.isEmpty else { return nil }
        return base.hasSuffix("/") ? base : base + "/"
    }

    /// `https://intranet.example.com/a11y/` → `/a11y/`; `https://example.com` → `/`.
    var sitePath: String? {
        guard let siteURL, let components = URLComponents(string: siteURL) else { return nil }
        let path = components.percentEncodedPath
        return path.isEmpty ? "/" : path
    }

    /// Why `url` cannot be a base URL, or nil when it can: it must be an absolute http(s) URL
    /// without a query or fragment.
    public static func baseURLProblem(_ url: String) -> String? {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty else {
            return "is not an absolute http or https URL (e.g. https://intranet.example.com/a11y/)"
        }
        if components.query != nil || components.fragment != nil { return "may not have a query or fragment" }
        return nil
    }
}
