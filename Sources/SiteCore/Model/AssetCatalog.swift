import Foundation

/// The files in the assets folder, listed once so that pages can check media references
/// without touching the disk.
public struct AssetCatalog: Sendable {
    /// The assets folder, or nil when the site has none.
    public var root: URL?
    /// Paths relative to `root`, with forward slashes.
    public var files: Set<String>
    /// The caption tracks (`.vtt`), by path. Pages embed them, because a page opened from
    /// `file://` may not load a sibling file as a track.
    public var captions: [String: CaptionTrack]
    /// The caption tracks that hold no cue (a file with only `WEBVTT`): a video with one of
    /// them has no captions.
    public let captionsWithoutCues: Set<String>

    /// A caption track's bytes and, when the load stage read it, its stamp taken just before:
    /// the emit stage writes the track from memory rather than opening it again.
    public struct CaptionTrack: Sendable {
        public var data: Data
        var stamp: FileStamp?
    }

    public init(root: URL?, files: Set<String>, captions: [String: Data] = [:]) {
        self.init(root: root, files: files, tracks: captions.mapValues { CaptionTrack(data: $0, stamp: nil) })
    }

    init(root: URL?, files: Set<String>, tracks: [String: CaptionTrack]) {
        self.root = root
        self.files = files
        captions = tracks
        captionsWithoutCues = Set(tracks.filter { !WebVTTParser().hasCues(in: $0.value.data) }.keys)
    }

    public static let empty = AssetCatalog(root: nil, files: [])
}
