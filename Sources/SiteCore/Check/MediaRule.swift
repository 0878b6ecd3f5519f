/// `missing-media`, `media-outside-assets` and `media-name-encoding`: media paths that name no
/// file in the assets folder, leave it, or hold characters a URL must encode; and
/// `missing-captions` for a caption track whose file holds no cue; `remote-media` for media a
/// page loads from another site, which the offline bundle cannot hold.
struct MediaRule {
    let assets: AssetCatalog

    func check(_ references: [PageReference], into sink: inout Diagnostics) {
        for reference in references {
            if Self.isRemoteMedia(reference) {
                let shown = reference.url.split(whereSeparator: { $0 == "?" || $0 == "#" }).first.map(String.init) ?? reference.url
                sink.report(.remoteMedia, reference.location, "\(reference.element) loads \(shown) from another site",
                            note: "the offline bundle and a copy read without a network miss it, and each reader's browser asks that site for it; copy the file into the assets folder")
                continue
            }
            guard case .media(let written, let assetPath) = reference.target else { continue }
            guard let assetPath else {
                sink.report(.mediaOutsideAssets, reference.location, "media path \(reference.url) leaves the assets folder; it is not copied")
                continue
            }
            if !assets.files.contains(assetPath) {
                let shown = ["source", "video"].contains(reference.element)
                    ? "the page says the video is not available in this copy" : "the reference is kept"
                sink.report(.missingMedia, reference.location, "media file not found: \(assetPath)",
                            note: "\(shown); add the file to the assets folder")
            } else if reference.element == "track", assets.captionsWithoutCues.contains(assetPath) {
                sink.report(.missingCaptions, reference.location, "caption track \(assetPath) has no cues",
                            note: "the video has no captions until the file holds cues (a line like 00:00.000 --> 00:02.000, then the text)")
            }
            let awkward = assetPath.split(separator: "/").filter { URLPath.encode(String($0)) != String($0) }
            if let name = awkward.last {
                sink.report(.mediaNameNeedsEncoding, reference.location,
                            "media name \"\(name)\" has characters that need URL encoding (in \(written))",
                            note: "rename the file with letters, digits, '-', '_' and '.' only")
            }
        }
    }

    /// The elements whose `src` or `poster` a published page keeps and a browser loads; others
    /// (`<iframe>`, `<embed>`) the sanitizer removes, and `raw-html` reports them.
    private static let mediaElements: Set<String> = ["img", "video", "audio", "source", "track"]

    /// Media, not a link, whose URL names another site (`https://`, `http://` or `//`).
    private static func isRemoteMedia(_ reference: PageReference) -> Bool {
        guard reference.attribute != "href", mediaElements.contains(reference.element.lowercased()),
              case .elsewhere = reference.target else { return false }
        let url = reference.url.trimmingWhitespace.lowercased()
        return url.hasPrefix("https://") || url.hasPrefix("http://") || url.hasPrefix("//")
    }
}
