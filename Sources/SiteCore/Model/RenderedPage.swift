/// A page after rendering: HTML fragments for its introduction and tabs, and the media it uses.
public struct RenderedPage: Sendable {
    /// A link destination written in a tab's Markdown that leads to a page of this site.
    public struct PageLink: Sendable, Equatable {
        /// The destination as cmark read it, which is as written for every site path.
        public var written: String
        /// The page from the site's root, with its fragment.
        public var target: String
    }

    public struct Tab: Sendable, Equatable {
        public var kind: SectionKind
        public var html: String
        /// The id of the heading the section opened with, when it only said the tab's label
        /// again and the tab's own heading stands for it (`HeadingAnchors.repeatsTabLabel`).
        public var labelHeadingID: String? = nil
        /// For the tab's Markdown as Copy and Save take it: each link destination written in
        /// it that leads to a page of this site, and that page from the site's root.
        public var pageLinks: [PageLink] = []
    }

    public var page: CriteriaPage
    public var introHTML: String
    public var tabs: [Tab]
    public var media: [MediaRef]
    /// General Notes as plain text: the page's card on overview pages.
    public var summary: String

    /// The page has a Condensed, Gherkin or Criteria tab; one without is a guide or an article,
    /// listed apart on overview pages.
    public var hasCriteria: Bool {
        tabs.contains { [.condensed, .gherkin, .criteria].contains($0.kind) }
    }
}
