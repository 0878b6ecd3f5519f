import Foundation

/// Decides whether an output folder may be replaced: never the content folder or a folder
/// around it, and never a folder holding files that an earlier build did not write.
struct OutputFolderGuard {
    static let manifestName = ".criteria-manifest"

    enum Verdict: Equatable {
        case absent
        /// Every file in it is listed in its manifest: it may be deleted after the swap.
        case ours
        /// It holds other files and `--force` was given: it is set aside, not deleted.
        case foreign
    }

    func check(output: URL, content: URL, force: Bool) throws -> Verdict {
        let outputPath = output.standardizedFileURL.resolvingSymlinksInPath().path
        let contentPath = content.standardizedFileURL.resolvingSymlinksInPath().path
        if outputPath == contentPath { throw EmitError.outputIsContent(output.path) }
        if contentPath.hasPrefix(outputPath + "/") { throw EmitError.outputContainsContent(output: output.path, content: content.path) }
        if outputPath.hasPrefix(contentPath + "/") { throw EmitError.outputInsideContent(output: output.path, content: content.path) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return .absent }
        guard isDirectory.boolValue else { throw EmitError.outputIsNotAFolder(output.path) }
        let foreign = foreignFiles(in: output)
        if foreign.isEmpty { return .ours }
        if force { return .foreign }
        throw EmitError.foreignFiles(output: output.path, examples: Array(foreign.prefix(3)), count: foreign.count)
    }

    /// Files (and links) in `folder` that its manifest does not list (the manifest and the build
    /// cache are the build's own).
    func foreignFiles(in folder: URL) -> [String] {
        let listed = Set(Self.readManifest(in: folder))
        return FolderWalk(skipsHidden: false).entries(under: folder).compactMap { entry in
            guard entry.kind != .folder, entry.path != Self.manifestName, entry.path != BuildCache.fileName,
                  !listed.contains(entry.path) else { return nil }
            return entry.path
        }
    }

    static func readManifest(in folder: URL) -> [String] {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(manifestName).path),
              let text = String(data: data, encoding: .utf8) else { return [] }
        // Cut by `SourceLines`, at its bytes: cutting by characters is slow for a large site's
        // manifest (and left a CR LF file one line).
        return SourceLines.split(text).filter { !$0.isEmpty && !$0.hasPrefix("#") }.map(String.init)
    }
}
