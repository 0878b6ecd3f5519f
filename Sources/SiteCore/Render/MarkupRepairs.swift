/// What the rewriter carries from block to block of one page to keep its markup valid: the
/// elements open in the current tab (`ContentStructure`) and the page's id plan (`PageIDs`).
/// A fresh value repairs one fragment on its own, with ids kept as written.
struct MarkupRepairs {
    var structure = ContentStructure()
    var ids = PageIDs()
}
