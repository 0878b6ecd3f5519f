/// A file the content decides: a category's overview, a page's own file or an alias's redirect,
/// listed in the order `PageAssembler` claims them, between the site's own pages.
struct ContentClaim {
    enum Kind {
        case overview(SiteTree.Category)
        case page(PageOutline)
        case alias(PageOutline)
    }

    let kind: Kind
    let path: String
    let source: String
    let location: SourceLocation
    /// How to resolve a collision, said where the claim loses.
    let remedy: String

    /// Overviews, then pages, then aliases, each in site order.
    static func all(_ pages: [PageOutline], tree: SiteTree, pageURLs: PageURLs) -> [ContentClaim] {
        let rename = OutputClaims.rename
        let overviews = tree.allCategories.map { category in
            let folder = category.path.joined(separator: "/")
            return ContentClaim(kind: .overview(category), path: PageURLs.folder.outputPath(category.path), source: "the overview of \(folder)/",
                                location: SourceLocation(file: folder + "/"), remedy: rename)
        }
        let files = pages.map { page in
            ContentClaim(kind: .page(page), path: pageURLs.outputPath(page.address), source: page.sourcePath,
                         location: SourceLocation(file: page.sourcePath, line: 1, column: 1), remedy: rename)
        }
        let aliases = pages.flatMap { page in
            page.aliases.compactMap { alias -> ContentClaim? in
                let path = SiteLinks.normalisedAlias(alias)
                guard !path.isEmpty else { return nil }
                return ContentClaim(kind: .alias(page), path: path + "/index.html", source: "alias \(alias) of \(page.sourcePath)",
                                    location: SourceLocation(file: page.sourcePath, line: 1, column: 1),
                                    remedy: "change or remove the alias in the page's front matter")
            }
        }
        return overviews + files + aliases
    }
}
