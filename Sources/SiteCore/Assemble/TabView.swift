/// One section of a criteria page, shown as a tab.
struct TabView {
    var anchor: String
    var label: String
    /// A shorter label shown where room is short (`SectionKind.shortTitle`); the tab's name
    /// stays `label`.
    var shortLabel = ""
    var hasShortLabel = false
    /// The id of the content's own heading that the panel's heading stands for, because it
    /// said the label again (`RenderedPage.Tab.labelHeadingID`): kept so its links still land.
    var labelHeadingID = ""
    var hasLabelHeadingID = false
    var html: String
    /// The tab offers Copy and Save (`SectionKind.collectable`).
    var isCollectable: Bool = false
    /// The section's Markdown as a JSON string, safe inside `<script type="application/json">`.
    var sourceJSON: String = ""
    /// The destinations in that Markdown that start at the site's root, as a JSON list
    /// (`CopyMarkdown.linkedFromRoot`); empty when there are none.
    var siteLinksJSON: String = ""
    var hasSiteLinks: Bool { !siteLinksJSON.isEmpty }
}

extension TabView: TemplateView {
    static let fields = ViewFields<Self>([
        .text("anchor", \.anchor),
        .text("label", \.label),
        .text("shortLabel", \.shortLabel),
        .flag("hasShortLabel", \.hasShortLabel),
        .text("labelHeadingID", \.labelHeadingID),
        .flag("hasLabelHeadingID", \.hasLabelHeadingID),
        .text("html", \.html),
        .flag("isCollectable", \.isCollectable),
        .text("sourceJSON", \.sourceJSON),
        .text("siteLinksJSON", \.siteLinksJSON),
        .flag("hasSiteLinks", \.hasSiteLinks),
    ])
}
