/// The change detector of both builds: from each page's keys (`PageKeys`) now and at the last
/// build, what must be made again beyond the changed pages themselves. The plan stage compares
/// the keys' signature texts with those the on-disk cache (`BuildCache`) or a preview's memory
/// (`SiteMemory`) kept; a preview's finish stage, the navigation keys with their cards. A page
/// whose own source changed is parsed, rendered and assembled again in any case; `ChangeScope`
/// says which sources did.
struct ChangePlan {
    /// Every page is rendered again: some page's address or aliases changed, so links to it
    /// anywhere may differ, or there is no last build to go by.
    private(set) var rendersAll: Bool
    /// Every page is assembled again: some page's title, order or address changed (in watch
    /// mode, its card too), and every page's navigation shows it.
    private(set) var assemblesAll: Bool

    /// `everything`: no last build to compare with, or settings, theme or assets changed.
    init(everything: Bool) {
        rendersAll = everything
        assemblesAll = everything
    }

    /// Compares the pages' link keys, in page order, with the last build's.
    mutating func compare<Key: Equatable>(links: [Key], since last: [Key]?) {
        if links != last { rendersAll = true }
    }

    /// Compares the pages' navigation keys, in page order, with the last build's.
    mutating func compare<Key: Equatable>(navigation: [Key], since last: [Key]?) {
        if navigation != last { assemblesAll = true }
    }

    /// Whether every page is made again where rendering and assembling a page are one step
    /// (`PageWork`): either reason remakes it.
    var remakesAll: Bool { rendersAll || assemblesAll }
}
