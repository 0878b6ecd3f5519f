import Foundation
import HTMLSanitizer
import TextSupport

/// Render stage helper: gives each `<video>` in rewritten HTML a transcript built from its
/// caption track, and replaces a video whose file is missing (most of the corpus ships without
/// its videos) with a note saying so and the transcript, open. A missing video left in place
/// would be a failed request and an empty player. A present video with captions shows them
/// from the start (its first captions track becomes `default`): the videos record screen-reader
/// speech, which a viewer who cannot hear it would otherwise miss.
struct VideoTranscripts {
    /// The assets the page's media resolve against.
    let assets: AssetCatalog
    /// The page's path to the site root (`../../`), which rewritten media URLs start with.
    let rootPrefix: String

    func apply(to html: String) -> String {
        // A byte search: String.contains(String) goes through Foundation and was most of this stage.
        guard html.containsBytes("<video") else { return html }
        var tokenizer = HTMLTokenizer(html)
        var output: [UInt8] = []
        var copied = 0
        var video: VideoSources?
        while let token = tokenizer.next() {
            switch token {
            case .startTag(let name, let attributes, let selfClosing, let range):
                let element = name.lowercasedHTMLName
                if element == "video" { video = VideoSources(start: range.lowerBound) }
                guard video != nil else { continue }
                let src = attributes.first { $0.isNamed("src") }?.rawValue.map(HTMLEntities.decode)
                if let src, element == "video" || element == "source" { video?.sources.append(src) }
                let kind = attributes.first { $0.isNamed("kind") }?.rawValue?.lowercased() ?? "subtitles"
                if let src, element == "track", kind == "captions" || kind == "subtitles" {
                    let label = attributes.first { $0.isNamed("label") }?.rawValue.map(HTMLEntities.decode)
                    video?.tracks.append((src, label))
                    if attributes.contains(where: { $0.isNamed("default") }) { video?.hasDefaultTrack = true }
                    if video?.firstTrackEnd == nil {
                        // Where ` default` goes: before `>`, or before `/>` in a self-closed tag.
                        var end = range.upperBound - 1
                        if selfClosing, end > range.lowerBound, tokenizer.bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
                        video?.firstTrackEnd = end
                    }
                }
            case .endTag(let name, let range) where name.lowercasedHTMLName == "video":
                guard let found = video else { continue }
                video = nil
                output.append(contentsOf: tokenizer.bytes[copied..<found.start])
                var originalBytes = Array(tokenizer.bytes[found.start..<range.upperBound])
                if !found.hasDefaultTrack, let end = found.firstTrackEnd {
                    originalBytes.insert(contentsOf: Array(" default".utf8), at: end - found.start)
                }
                let original = String(decoding: originalBytes, as: UTF8.self)
                output.append(contentsOf: replacement(for: found, original: original).utf8)
                copied = range.upperBound
            default:
                continue
            }
        }
        output.append(contentsOf: tokenizer.bytes[copied...])
        return String(decoding: output, as: UTF8.self)
    }

    private struct VideoSources {
        var start: Int
        var sources: [String] = []
        var tracks: [(src: String, label: String?)] = []
        var hasDefaultTrack = false
        /// Offset of the end of the first captions `<track>` tag.
        var firstTrackEnd: Int?
    }

    private func replacement(for video: VideoSources, original: String) -> String {
        let missing = isMissing(video)
        let transcripts = video.tracks.compactMap { track -> String? in
            guard let data = captions(at: track.src), let cueLines = Self.cueLines(ofTrack: data) else { return nil }
            return Self.transcript(cueLines: cueLines, label: video.tracks.count > 1 ? track.label : nil, open: missing)
        }
        guard missing else { return ([original] + transcripts).joined(separator: "\n") }
        let names = video.sources.compactMap(assetPath).map { HTMLEscaping.escapeText(String($0.split(separator: "/").last ?? "")) }
        let note = "<p class=\"video-missing-note\">Video not available in this copy: <code>\(names.joined(separator: "</code>, <code>"))</code>"
            + (transcripts.isEmpty ? ".</p>" : ". Its captions follow as a transcript.</p>")
        return (["<div class=\"video-missing\">", note] + transcripts + ["</div>"]).joined(separator: "\n")
    }

    /// Missing when it names files of this site and none of them is in the assets folder.
    private func isMissing(_ video: VideoSources) -> Bool {
        let local = video.sources.compactMap(assetPath)
        return !local.isEmpty && !local.contains { assets.files.contains($0) }
    }

    /// The asset path a rewritten media URL points at, or nil for other URLs.
    private func assetPath(_ src: String) -> String? {
        guard !src.isEmpty, src.hasPrefix(rootPrefix), URLScheme.of(src) == nil, !src.hasPrefix("/") else { return nil }
        var path = Substring(src.dropFirst(rootPrefix.count))
        if let end = path.queryOrFragmentStart { path = path[..<end] }
        return path.removingPercentEscapes ?? String(path)
    }

    /// A track's text: embedded as a `data:` URL by the link rewriter, or a file in the assets.
    private func captions(at src: String) -> Data? {
        let marker = ";base64,"
        if src.hasPrefix("data:"), let comma = src.range(of: marker) {
            return Data(base64Encoded: String(src[comma.upperBound...]))
        }
        return assetPath(src).flatMap { assets.captions[$0]?.data }
    }

    /// A `<details>` transcript around a track's cue lines (`cueLines(_:)`).
    static func transcript(cueLines: String, label: String?, open: Bool) -> String {
        let summary = "Transcript" + (label.map { " (\(HTMLEscaping.escapeText($0)))" } ?? "")
        return "<details class=\"transcript\"\(open ? " open" : "")>\n<summary>\(summary)</summary>\n\(cueLines)\n</details>"
    }

    /// Caption tracks' cue lines, by the tracks' bytes: many pages show the same videos, and
    /// parsing a track for each of them is wasted work. Keyed by contents, so never stale.
    private static let cueLinesOfTracks = MemoTable<TrackBytes, String?>()

    private static func cueLines(ofTrack data: Data) -> String? {
        cueLinesOfTracks.value(for: TrackBytes(data: data)) { cueLines(WebVTTParser().cues(in: data)) }
    }

    /// A track's bytes as a key: hashed by their count and their ends, compared whole. Hashing
    /// every byte of a track for each video of each page showed in the render stage's profile.
    private struct TrackBytes: Hashable, Sendable {
        let data: Data

        func hash(into hasher: inout Hasher) {
            hasher.combine(data.count)
            hasher.combine(data.prefix(64))
            hasher.combine(data.suffix(64))
        }

        static func == (left: TrackBytes, right: TrackBytes) -> Bool { left.data == right.data }
    }

    /// A paragraph per cue, its start time first; nil when there are no cues.
    static func cueLines(_ cues: [WebVTTParser.Cue]) -> String? {
        guard !cues.isEmpty else { return nil }
        return cues.map { cue in
            "<p><span class=\"cue-time\">\(WebVTTParser.clock(cue.start))</span> \(HTMLEscaping.escapeText(cue.text))</p>"
        }.joined(separator: "\n")
    }
}
