/// A media file a page refers to (video, caption track, image), relative to the assets folder.
public struct MediaRef: Sendable, Hashable {
    /// Path inside the assets folder, with forward slashes and no `..`, e.g. `media/video/x.webm`.
    public var assetPath: String
    /// Where the reference is written.
    public var location: SourceLocation
    /// False when no such file is in the assets folder; the reference is kept all the same.
    public var exists: Bool

    public init(assetPath: String, location: SourceLocation, exists: Bool) {
        self.assetPath = assetPath
        self.location = location
        self.exists = exists
    }
}
