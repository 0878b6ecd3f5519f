import ArgumentParser

/// The content folder, as a plain argument or `--content`: `criteria build content` and
/// `criteria export --format json content` alike (`SiteFolders` holds it for the commands that
/// also read media). `plan` takes `--content` only: its `--select` takes values up to the next
/// option, so a folder after them would be read as one.
struct ContentFolder: ParsableArguments {
    @Argument(help: ArgumentHelp("The content folder (the same as --content; default: content).", valueName: "content-folder"))
    var folder: String?
    @Option(help: "The content folder.") var content: String?

    /// The content folder given, as an argument or with `--content`.
    var path: String { folder ?? content ?? "content" }

    func validate() throws {
        if let folder, let content, folder != content {
            throw ValidationError("the content folder is given twice (\(folder) and --content \(content)); give it once")
        }
    }
}
