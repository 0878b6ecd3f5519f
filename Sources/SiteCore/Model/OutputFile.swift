/// A file of the generated site: its path relative to the output root and its text.
///
/// A criteria page's file is made when it is written, not when the site is assembled
/// (`init(path:making:)`): the emit stage makes, writes and lets go of each page in turn, so a
/// build never holds every page's HTML at once (about 65 KB a page, 650 MB at 10,000 pages).
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
