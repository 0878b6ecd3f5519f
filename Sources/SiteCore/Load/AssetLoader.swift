import Foundation

/// Load stage: lists the assets folder once, so pages can check media references in memory.
public struct AssetLoader: Sendable {
    public init() {}

    public func load(_ root: URL?) -> AssetCatalog {
        guard let root else { return .empty }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return AssetCatalog(root: root, files: [])
        }
        let files = ThemeLoader().files(under: root)
        var tracks: [String: AssetCatalog.CaptionTrack] = [:]
        for path in files where path.lowercased().hasSuffix(".vtt") {
            let file = root.appendingFile(path).path
            // Stamped before it is read: a track changed in between is copied again next build.
            let stamp = FileStamp(path: file)
            if let data = FileManager.default.contents(atPath: file) { tracks[path] = .init(data: data, stamp: stamp) }
        }
        return AssetCatalog(root: root, files: Set(files), tracks: tracks)
    }
}
