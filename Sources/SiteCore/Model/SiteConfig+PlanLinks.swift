extension SiteConfig {
    /// What plan links start with: the base URL with its closing `/`, or nothing (links from
    /// the site root). `criteria plan` and `plan.html` use the same.
    public var planLinkBase: String {
        guard let base = baseURL, !base.isEmpty else { return "" }
        return base.hasSuffix("/") ? base : base + "/"
    }
}
