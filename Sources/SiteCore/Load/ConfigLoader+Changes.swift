import Yams

/// `dates:` and `changes:`, the keys of the changes page and the pages' dates.
extension ConfigLoader {
    /// `dates: git` or `dates: off`; another value is an error at its place.
    func dates(_ node: Node, path: String, reader: inout YAMLValueReader) -> SiteConfig.DateSource? {
        guard let raw = reader.string(node) else { return nil }
        if let value = SiteConfig.DateSource(rawValue: raw) { return value }
        reader.diagnostics.error(YAMLErrors.location(of: node, in: path), "dates must be \"git\" or \"off\", not \"\(raw)\"")
        return nil
    }

    /// `changes:` with `commits:` (how many, at least 1) and `since:` (a revision, such as a tag).
    func changes(_ node: Node, path: String, reader: inout YAMLValueReader) -> SiteConfig.ChangesSpan? {
        guard let mapping = node.mapping else {
            reader.diagnostics.error(YAMLErrors.location(of: node, in: path), "changes must be a mapping with commits: or since:")
            return nil
        }
        var span = SiteConfig.ChangesSpan()
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "commits":
                guard let count = reader.string(value).flatMap({ Int($0) }), count > 0 else {
                    reader.diagnostics.error(YAMLErrors.location(of: value, in: path), "changes: commits must be a whole number above 0")
                    continue
                }
                span.count = count
            case "since": span.since = reader.string(value)
            default:
                reader.diagnostics.error(YAMLErrors.location(of: key, in: path), "unknown key \"\(key.string ?? "")\" in changes",
                                         note: "known keys: commits, since")
            }
        }
        return span
    }
}
