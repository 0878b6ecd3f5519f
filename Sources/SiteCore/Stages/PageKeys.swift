/// What the other pages depend on of a page: the keys both builds keep from one build to the
/// next and hand to the change detector (`ChangePlan`), as `signature` texts: the plan stage
/// compares them with the on-disk cache's (`BuildCache`) or a preview's last run's (`SiteMemory`).
/// A preview's finish stage also compares the navigation keys with each page's card, as values:
/// - `Link`: every link to a page depends on it, so when any page's changes, every page is
///   rendered again;
/// - `Navigation`: every page's navigation shows it, so when any page's changes, every page is
///   assembled again (and, in a build into a folder, rendered: a page is rendered and assembled
///   as one).
/// A page whose own source changed is parsed, rendered and assembled again in any case.
enum PageKeys {
    struct Link: Equatable, Sendable {
        var sourcePath: String
        var address: [String]
        var aliases: [String]

        init(_ outline: PageOutline) {
            sourcePath = outline.sourcePath
            address = outline.address
            aliases = outline.aliases.map(\.path)
        }

        /// The fields joined by NUL, which no path, address or title holds, as the cache keeps them.
        var signature: String { ([sourcePath, address.joined(separator: "/")] + aliases).joined(separator: "\u{0}") }
    }

    struct Navigation: Equatable, Sendable {
        var address: [String]
        var title: String
        var order: Int?
        /// What the overview pages show of the page beyond its title, which rendering gives
        /// (`NavigationBuilder`'s summaries and guides): watch mode keeps overview pages between
        /// saves, a build makes them every time and leaves it nil.
        var card: Card?

        struct Card: Equatable, Sendable {
            var summary: String
            /// Listed apart, among the guides: the page has no criteria tabs.
            var isGuide: Bool
            /// The WCAG pages list the page under each criterion it cites.
            var facets = PageFacets()
        }

        init(_ outline: PageOutline) {
            address = outline.address
            title = outline.title
            order = outline.order
        }

        /// Address, title and order joined by NUL, as the cache keeps them; the card is left out.
        var signature: String { [address.joined(separator: "/"), title, String(order ?? -1)].joined(separator: "\u{0}") }
    }
}
