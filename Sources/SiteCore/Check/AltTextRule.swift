import TextSupport

/// `missing-alt`: an `<img>` without an `alt` attribute, or a Markdown image with empty alt text.
///
/// `alt=""` on an `<img>` is a decision: the image is decorative. Markdown cannot say that:
/// `![](…)` is far more often forgotten text than a decorative image, so it is reported, and a
/// decorative image is written as `<img src="…" alt="">`.
struct AltTextRule {
    func check(_ page: CheckedPage, into sink: inout Diagnostics) {
        for item in page.items where item.construct.kind == .image {
            if item.construct.text.isBlank {
                sink.report(.missingAlt, item.linkLocation, "image \(item.construct.destination) has empty alt text",
                            note: "describe the image in ![…](…), or write <img src=\"…\" alt=\"\"> if it is decorative")
            }
        }
        for tag in page.tags where tag.name == "img" && !tag.isEnd && tag.attribute("alt") == nil {
            sink.report(.missingAlt, tag.location, "<img> \(tag.attribute("src") ?? "") has no alt attribute",
                        note: "add alt=\"…\" describing the image, or alt=\"\" if it is decorative")
        }
    }
}
