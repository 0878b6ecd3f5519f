/// What to do with raw HTML in content (`raw-html:` in a site's `criteria.yml`).
public enum RawHTMLPolicy: String, Sendable, Equatable {
    /// Pass it through the allowlist sanitizer (the default).
    case sanitize
    /// Keep it as written: only for content whose authors are all trusted.
    case trust
}
