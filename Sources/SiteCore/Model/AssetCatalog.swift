import Foundation

/// The files in the assets folder, listed once so that pages can check media references
/// without touching the disk.
public struct AssetCatalog: Sendable {
    /// The assets folder, or nil when the site has none.
    public var root: URL?
    /// Paths relative to `root`, with forward slashes.
    public var files: Set<String>

    public init(root: URL?, files: Set<String>) {
        self.root = root
        self.files = files
    }

    public static let empty = AssetCatalog(root: nil, files: [])
}
