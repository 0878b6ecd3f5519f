import Foundation

/// The files in the assets folder, listed once so that pages can check media references
/// without touching the disk.
public struct AssetCatalog: Sendable {
    /// The assets folder, or nil when the site has none.
    public var root: URL?
    /// Paths relative to `root`, with forward slashes.
    public var files: Set<String>
    /// The text of caption tracks (`.vtt`), by path. Pages embed them, because a page opened
    /// from `file://` may not load a sibling file as a track.
    public var captions: [String: Data]
    /// Each caption track's stamp, taken as it was read: the emit stage writes the track from
    /// `captions` rather than opening it again.
    var captionStamps: [String: FileStamp] = [:]
    /// The caption tracks that hold no cue (a file with only `WEBVTT`): a video with one of
    /// them has no captions.
    public let captionsWithoutCues: Set<String>

    public init(root: URL?, files: Set<String>, captions: [String: Data] = [:]) {
        self.root = root
        self.files = files
        self.captions = captions
        captionsWithoutCues = Set(captions.filter { WebVTTParser().cues(in: $0.value).isEmpty }.keys)
    }

    public static let empty = AssetCatalog(root: nil, files: [])
}
