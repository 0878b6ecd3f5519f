/// `broken-link` and `broken-fragment`: links to pages of this site that match none, and
/// `#fragments` that name nothing on the page they point to.
struct LinkRule {
    let targets: FragmentTargets

    func check(_ page: CheckedPage, references: [PageReference], ownNames: Set<String>, into sink: inout Diagnostics) {
        for reference in references where reference.attribute == "href" {
            switch reference.target {
            case .missingPage:
                sink.report(.brokenLink, reference.location, "link to \(reference.url) does not match a page of this site")
            case .fragment(let fragment):
                if !Self.isFound(fragment, in: ownNames) {
                    sink.report(.brokenFragment, reference.location, "link to #\(fragment) matches no heading or id on this page",
                                note: nearest(fragment, in: ownNames).map { "did you mean #\($0)?" })
                }
            case .page(let outputPath, let fragment?):
                if let names = targets.names(atOutputPath: outputPath), !Self.isFound(fragment, in: names) {
                    sink.report(.brokenFragment, reference.location,
                                "link to \(reference.url) names #\(fragment), which matches no heading or id on that page",
                                note: nearest(fragment, in: names).map { "did you mean #\($0)?" })
                }
            default:
                continue
            }
        }
    }

    /// An empty fragment (`#`) is the top of the page; `%20` and the like are compared decoded.
    static func isFound(_ fragment: String, in names: Set<String>) -> Bool {
        fragment.isEmpty || names.contains(fragment) || names.contains(fragment.removingPercentEncoding ?? fragment)
    }

    private func nearest(_ fragment: String, in names: Set<String>) -> String? {
        let slug = HeadingAnchors.slug(fragment)
        if slug != fragment, names.contains(slug) { return slug }
        return names.filter { !$0.contains("-heading") && !$0.hasPrefix("tab-") }
            .map { ($0, EditDistance.between($0, fragment)) }
            .filter { $0.1 <= 2 }
            .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }
}
