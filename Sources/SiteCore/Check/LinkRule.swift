import TextSupport

/// `broken-link` and `broken-fragment`: links to pages of this site that match none, and
/// `#fragments` that name nothing on the page they point to.
struct LinkRule {
    /// The names of every page; nil when they are not known yet: links to another page's
    /// fragment are then handed back (`deferred`) for `check(_:names:into:)` once they are.
    let targets: FragmentTargets?

    /// `ownNames`: the page's names, those every page has (`FragmentTargets.everyPage`) aside:
    /// joining them into one set for every page, check IDs and all, showed in the check stage.
    func check(_ page: CheckedPage, references: [PageReference], ownNames: Set<String>,
               deferring deferred: inout [FragmentReference], into sink: inout Diagnostics) {
        for reference in references where reference.attribute == "href" {
            switch reference.target {
            case .missingPage(let note):
                sink.report(.brokenLink, reference.location, "link to \(reference.url) does not match a page of this site", note: note)
            case .draftPage:
                sink.report(.brokenLink, reference.location, "link to \(reference.url): that page is a draft (draft: true), so it is not published")
            case .fragment(let fragment):
                if !Self.isFound(fragment, in: ownNames), !Self.isFound(fragment, in: FragmentTargets.everyPage) {
                    sink.report(.brokenFragment, reference.location, "link to #\(fragment) matches no heading or id on this page",
                                note: nearest(fragment, in: ownNames.union(FragmentTargets.everyPage)).map { "did you mean #\($0)?" })
                }
            case .page(let outputPath, let fragment?):
                let link = FragmentReference(url: reference.url, outputPath: outputPath, fragment: fragment,
                                             location: reference.location, position: sink.all.count)
                if let targets {
                    check(link, names: targets.ownNames(atOutputPath: outputPath), into: &sink)
                } else {
                    deferred.append(link)
                }
            default:
                continue
            }
        }
    }

    /// A link to another page's fragment, given that page's names, those of every page aside
    /// (nil: not a criteria page).
    func check(_ link: FragmentReference, names: Set<String>?, into sink: inout Diagnostics) {
        guard let names, !Self.isFound(link.fragment, in: names), !Self.isFound(link.fragment, in: FragmentTargets.everyPage) else { return }
        sink.report(.brokenFragment, link.location,
                    "link to \(link.url) names #\(link.fragment), which matches no heading or id on that page",
                    note: nearest(link.fragment, in: names.union(FragmentTargets.everyPage)).map { "did you mean #\($0)?" })
    }

    /// An empty fragment (`#`) is the top of the page; `%20` and the like are compared decoded.
    static func isFound(_ fragment: String, in names: Set<String>) -> Bool {
        fragment.isEmpty || names.contains(fragment) || names.contains(fragment.removingPercentEscapes ?? fragment)
    }

    private func nearest(_ fragment: String, in names: Set<String>) -> String? {
        let slug = HeadingAnchors.slug(fragment)
        if slug != fragment, names.contains(slug) { return slug }
        return names.filter { !$0.containsBytes("-heading") && !$0.hasPrefix("tab-") }
            .map { ($0, EditDistance.between($0, fragment)) }
            .filter { $0.1 <= 2 }
            .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }
}
