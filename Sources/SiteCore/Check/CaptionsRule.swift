/// `missing-captions`: a `<video>` with no `<track>` of kind `captions` or `subtitles` before its
/// `</video>` (a track without `kind` is subtitles, as in HTML). A video whose end tag never
/// comes is judged at the next `<video>` or the end of the page.
struct CaptionsRule {
    func check(_ page: CheckedPage, into sink: inout Diagnostics) {
        var open: (location: SourceLocation, hasCaptions: Bool)?
        func close() {
            if let video = open, !video.hasCaptions {
                sink.report(.missingCaptions, video.location, "video has no captions track",
                            note: "add <track kind=\"captions\" src=\"….vtt\" srclang=\"en\" label=\"English\"> inside the <video>")
            }
            open = nil
        }
        for tag in page.tags {
            switch (tag.name, tag.isEnd) {
            case ("video", false):
                close()
                open = (tag.location, false)
            case ("video", true):
                close()
            case ("track", false):
                let kind = (tag.attribute("kind") ?? "subtitles").lowercased()
                if kind == "captions" || kind == "subtitles" { open?.hasCaptions = true }
            default:
                continue
            }
        }
        close()
    }
}
