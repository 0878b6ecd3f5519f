/// `one-category`: every page is in one top-level folder whose own folders name platforms
/// (`documentation/web/…`, `documentation/native/…`, as the MagentaA11y repository lays them
/// out). The top-level folders are the site's categories, so such a site has one: the home
/// page's filters, search results and plans name pages by it ("Button (Documentation)" for
/// both Button pages). A check's platform is read from its whole path and is right. Said once,
/// with the content folder that would make them categories.
enum OneCategoryRule {
    static func check(_ outlines: [PageOutline], navigation: NavigationBuilder) -> [Diagnostic] {
        guard let top = outlines.first?.address.first, outlines.allSatisfy({ $0.address.count > 1 && $0.address[0] == top }) else { return [] }
        var folders: [String] = []
        for outline in outlines where outline.address.count > 2 && !folders.contains(outline.address[1]) { folders.append(outline.address[1]) }
        guard folders.count > 1, folders.contains(where: Check.Platform.isNamed(byFolder:)) else { return [] }
        let named = folders.prefix(3).map { "\($0)/" }.joined(separator: ", ") + (folders.count > 3 ? "…" : "")
        var found = Diagnostics()
        found.report(.oneCategory, SourceLocation(file: top + "/"),
                     "every page is in \(top)/, so the site has one category, \(navigation.title(ofFolder: top)), where \(named) would each be "
                         + "one: the home page's filters, search results and plans name pages by it",
                     note: "build with this folder as the content folder (--content, and --assets for an assets folder beside it) to make \(named) the categories")
        return found.all
    }
}
