import TextSupport

/// `h1-in-content` and `skipped-heading-level`, on levels as written in the source.
///
/// The page title is the page's `h1`, and each section (`## Gherkin`, a tab) is an `h2`: every
/// tab panel opens with an `h2` of the tab's name, and the renderer keeps source levels but for
/// Developer Notes' parts (another `##` section and its headings, one level down, the skips
/// as written). So a section's first heading may be `###`; a `####` there skips `h3`. Headings in raw HTML are
/// demonstrations with their own structure: only an `<h1>` among them is reported.
struct HeadingRule {
    func check(_ page: CheckedPage, into sink: inout Diagnostics) {
        var previous = 2
        var section: SectionKind?
        for item in page.items {
            guard case .heading(let level) = item.construct.kind else { continue }
            if item.section != section {
                section = item.section
                previous = 2
            }
            let text = item.construct.text.trimmingWhitespace
            if level == 1 {
                sink.report(.h1InContent, item.location, "heading \"\(text)\" is an h1; the page title is the page's only h1",
                            note: "use ## for a section or ### inside one")
            } else if level > previous + 1 {
                let skipped = switch level - previous {
                case 2: "h\(previous + 1) is"
                case 3: "h\(previous + 1) and h\(previous + 2) are"
                default: "h\(previous + 1) to h\(level - 1) are"
                }
                sink.report(.skippedHeadingLevel, item.location, "heading \"\(text)\" is h\(level) after h\(previous); \(skipped) skipped")
            }
            previous = level
        }
        for tag in page.tags where tag.name == "h1" && !tag.isEnd {
            sink.report(.h1InContent, tag.location, "raw HTML <h1> in content; the page title is the page's only h1",
                        note: "a demonstration can use <h2> or a lower level")
        }
    }
}
