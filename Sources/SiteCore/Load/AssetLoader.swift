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
        return AssetCatalog(root: root, files: Set(ThemeLoader().files(under: root)))
    }
}
