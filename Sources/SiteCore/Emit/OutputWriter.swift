import Foundation

/// Emit stage: writes the site into a temporary folder beside the output and swaps it in only
/// when every file is written, so a failed build leaves the previous site as it was.
///
/// Written: the HTML files, the theme's assets under `_assets/`, the media pages use, and a
/// manifest of everything written (which lets the next build tell its own files from others).
public struct OutputWriter: Sendable {
    public init() {}

    private let fileOperations = FileOperations()

    public struct Summary: Sendable, Equatable {
        public var filesWritten: Int
        /// Where an output folder holding foreign files was moved (with `--force`).
        public var setAside: String?
    }

    public func write(_ files: [OutputFile], media: [MediaRef], assets: AssetCatalog, theme: Theme,
                      to output: URL, content: URL, force: Bool) throws -> Summary {
        try write(SiteEntries.list(files: files, media: media, assets: assets, theme: theme),
                  to: output, content: content, force: force).summary
    }

    /// Writes the entries `SiteEntries` lists (the same tree a bundle's zip holds); returns, in
    /// entry order, what each one's contents came from (`FileOperations.Outcome`).
    func write(_ entries: [SiteEntries.Entry], to output: URL, content: URL, force: Bool)
        throws -> (summary: Summary, outcomes: [FileOperations.Outcome]) {
        var staging = try Staging(output: output, content: content, force: force)
        do {
            try staging.write(entries)
            let setAside = try staging.commit()
            // The manifest is not counted as a file of the site.
            return (Summary(filesWritten: entries.count - 1, setAside: setAside), staging.written.map(\.outcome))
        } catch {
            staging.discard()
            throw error
        }
    }

    /// A new site written a batch of files at a time into a staging folder beside the output,
    /// which `commit` swaps in: a build can write its pages as it renders them and still leave
    /// the previous site untouched when it fails (`discard`).
    struct Staging {
        let output: URL
        private let verdict: OutputFolderGuard.Verdict
        private let folder: URL
        /// Writes into the staging folder, from any thread; what it wrote is `record`ed.
        let writer: FolderWriter
        /// Every entry written so far, in order, with what its contents came from.
        private(set) var written: [(path: String, outcome: FileOperations.Outcome)] = []

        init(output: URL, content: URL, force: Bool) throws {
            self.output = output
            verdict = try OutputFolderGuard().check(output: output, content: content, force: force)
            let parent = output.deletingLastPathComponent()
            try FileOperations().createFolder(parent)
            folder = FileOperations.temporarySibling(of: output, purpose: "build")
            try FileOperations().createFolder(folder)
            writer = FolderWriter(folder: folder)
        }

        mutating func write(_ entries: [SiteEntries.Entry]) throws {
            record(zip(entries.map(\.path), try writer.writeAll(entries)).map { ($0, $1) })
        }

        /// Files `writer` wrote, in the order the site lists them.
        mutating func record(_ files: [(path: String, outcome: FileOperations.Outcome)]) {
            written += files
        }

        /// Puts the staged site in place; returns where a foreign output folder was set aside.
        mutating func commit() throws -> String? {
            try OutputWriter().swap(folder, into: output, verdict: verdict)
        }

        /// The staging folder is ours alone; removing it keeps a failed build from leaving debris.
        func discard() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Moves the old output aside, the new one in, then deletes the old one if it was all ours.
    fileprivate func swap(_ staging: URL, into output: URL, verdict: OutputFolderGuard.Verdict) throws -> String? {
        let fileManager = FileManager.default
        guard verdict != .absent else {
            try fileOperations.move(staging, to: output)
            return nil
        }
        let suffix = verdict == .ours ? "old-\(ProcessInfo.processInfo.processIdentifier)" : "replaced-\(Int(Date().timeIntervalSince1970))"
        let previous = output.deletingLastPathComponent().appendingPathComponent(
            verdict == .ours ? ".\(output.lastPathComponent).\(suffix)" : "\(output.lastPathComponent).\(suffix)")
        try fileOperations.move(output, to: previous)
        do {
            try fileOperations.move(staging, to: output)
        } catch {
            try? fileManager.moveItem(at: previous, to: output)   // put the old site back
            throw error
        }
        if verdict == .ours {
            // Every file in it was listed in its manifest, i.e. written by an earlier build.
            try? fileManager.removeItem(at: previous)
            return nil
        }
        return previous.path
    }

    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           let posix = POSIXErrorCode(rawValue: Int32(underlying.code)), underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(posix.rawValue))
        }
        return nsError.localizedDescription
    }
}
