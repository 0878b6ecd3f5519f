/// A file of the generated site: its path relative to the output root and its text.
///
/// Large files can be made when they are written rather than when they are laid out
/// (`init(path:making:)`): overview pages, search shards and docs files are made, written and let
/// go on all cores by the emit stage (`FolderWriter`), so a build does not hold them all at once.
/// Criteria pages are written as the build makes them, each on the core that made it
/// (`Pipeline`), or made when read in a site held in memory (`PageAssembler.assemble`).
public struct OutputFile: Sendable, Equatable {
    public var path: String
    private let body: Body

    private enum Body: Sendable {
        case text(String)
        case deferred(@Sendable () -> String)
    }

    public init(path: String, contents: String) {
        self.path = path
        body = .text(contents)
    }

    /// A file whose text `make` returns, asked for each time `contents` is read: read it once.
    public init(path: String, making make: @escaping @Sendable () -> String) {
        self.path = path
        body = .deferred(make)
    }

    public var contents: String {
        switch body {
        case .text(let text): return text
        case .deferred(let make): return make()
        }
    }

    /// True until the text is made: a file from `init(path:making:)`.
    var isDeferred: Bool {
        if case .deferred = body { return true }
        return false
    }

    /// The same file with its text made now.
    public var made: OutputFile {
        isDeferred ? OutputFile(path: path, contents: contents) : self
    }

    /// Every file's text made, on all cores (watch mode and tests keep a whole site in memory).
    public static func made(_ files: [OutputFile]) -> [OutputFile] {
        var unused = Diagnostics()
        return ParallelMap.map(files, into: &unused) { file, _ in file.made }
    }

    public static func == (lhs: OutputFile, rhs: OutputFile) -> Bool {
        lhs.path == rhs.path && lhs.contents == rhs.contents
    }
}
