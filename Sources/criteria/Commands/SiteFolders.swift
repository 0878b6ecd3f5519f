import ArgumentParser
import Foundation
import SiteCore

/// The folders and files a site is read from, shared by `build`, `check`, `serve` and `bundle`:
/// the content folder (`ContentFolder`), `--assets` and `--config`. A path
/// given that does not exist is a usage error naming it (`requireExisting`, before anything is
/// built). It is checked when the command runs, not in `validate()`: the parser validates before
/// it looks for unknown options, so `--contnet site` would be answered "content folder not
/// found" instead of "did you mean '--content'?".
struct SiteFolders: ParsableArguments {
    @OptionGroup var contentGiven: ContentFolder
    @Option(help: "The media folder that relative media paths resolve against (default: <content>/assets).") var assets: String?
    @Option(help: "A configuration file (default: <content>/criteria.yml).") var config: String?

    /// The content folder given, as an argument or with `--content`.
    var contentFolder: String { contentGiven.path }

    func requireExisting() throws {
        try Self.requireFolder(contentFolder, naming: "content folder")
        if let assets { try Self.requireFolder(assets, naming: "--assets folder") }
        if let config { try Self.requireFile(config, naming: "--config file") }
    }

    static func requireFolder(_ path: String, naming name: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("\(name) not found: \(path)")
        }
        guard isDirectory.boolValue else { throw UsageError("\(name) is not a folder: \(path)") }
    }

    static func requireFile(_ path: String, naming name: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("\(name) not found: \(path)")
        }
        guard !isDirectory.boolValue else { throw UsageError("\(name) is a folder, not a file: \(path)") }
    }

    /// The file `plan` and `export` write (`--output FILE`), before the content is read: named,
    /// not a folder, not in the content folder. Each refusal is bad usage, with the paths as given.
    static func requireOutputFile(_ output: String, content: String) throws {
        guard !output.isEmpty else { throw UsageError("--output is empty; name the file to write") }
        do {
            try DerivedFilesWriter().checkFileTarget(BuildCommand.url(output), input: BuildCommand.url(content))
        } catch .fileInsideInput {
            throw UsageError(DerivedFilesWriter.Failure.fileInsideInput(file: output, input: content).description)
        } catch {
            throw UsageError(error.description)
        }
    }
}
