/// A URL a page uses (link, image, video source, track, poster), where it is written and what
/// it points at.
struct PageReference {
    var url: String
    /// `href` for links, `src` or `poster` for media.
    var attribute: String
    /// The element it is on (`a`, `img`, `track`, …); Markdown links are `a`, images `img`.
    var element: String
    var location: SourceLocation
    var target: LinkTarget

    /// Every reference of a page, in source order: Markdown links and images, then raw HTML's
    /// `href`, `src` and `poster` attributes.
    static func collect(_ page: CheckedPage, site: SiteLinks) -> [PageReference] {
        var references: [PageReference] = []
        func add(_ url: String, _ attribute: String, _ element: String, _ location: SourceLocation) {
            let target = LinkTarget.classify(url, attribute: attribute, in: page.page, site: site)
            references.append(PageReference(url: url, attribute: attribute, element: element, location: location, target: target))
        }
        for item in page.items {
            switch item.construct.kind {
            case .link: add(item.construct.destination, "href", "a", item.linkLocation)
            case .image: add(item.construct.destination, "src", "img", item.linkLocation)
            default: continue
            }
        }
        for tag in page.tags where !tag.isEnd {
            for attribute in ["href", "src", "poster"] {
                if let value = tag.attribute(attribute) { add(value, attribute, tag.name, tag.location) }
            }
        }
        return references.sorted { $0.location < $1.location }
    }
}
