/// `missing-media`, `media-outside-assets` and `media-name-encoding`: media paths that name no
/// file in the assets folder, leave it, or hold characters a URL must encode.
struct MediaRule {
    let assets: AssetCatalog

    func check(_ references: [PageReference], into sink: inout Diagnostics) {
        for reference in references {
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
            }
            let awkward = assetPath.split(separator: "/").filter { URLPath.encode(String($0)) != String($0) }
            if let name = awkward.last {
                sink.report(.mediaNameNeedsEncoding, reference.location,
                            "media name \"\(name)\" has characters that need URL encoding (in \(written))",
                            note: "rename the file with letters, digits, '-', '_' and '.' only")
            }
        }
    }
}
