import Foundation

/// Files written by whichever threads are free, each file by one of them, once the list of
/// them is known. The build's last stage (`Pipeline`) lays out the overview pages on one
/// core and starts writing them while the other core scores the search index; that core joins
/// in once the index is scored, rather than the overview pages (the home page among them, which
/// lists every page) waiting for the index with one core idle.
final class FileHandOut: @unchecked Sendable {   // every property is read and changed under `condition`
    private let writer: FolderWriter
    private let condition = NSCondition()
    private var files: [OutputFile]?
    private var next = 0
    private var outcomes: [Result<FileOperations.Outcome, any Error>?] = []

    init(writer: FolderWriter) {
        self.writer = writer
    }

    /// Makes `files` the ones to write; threads waiting in `write()` start on them.
    func publish(_ files: [OutputFile]) {
        condition.lock()
        defer { condition.unlock() }
        precondition(self.files == nil, "the files are published once")
        self.files = files
        outcomes = Array(repeating: nil, count: files.count)
        condition.broadcast()
    }

    /// Writes files until none is left, waiting for `publish` first.
    func write() {
        while let (index, file) = take() {
            let outcome = Result { try writer.write(SiteEntries.Entry(path: file.path, source: .generated(file))) }
            condition.lock()
            outcomes[index] = outcome
            condition.unlock()
        }
    }

    private func take() -> (Int, OutputFile)? {
        condition.lock()
        defer { condition.unlock() }
        while files == nil { condition.wait() }
        guard let files, next < files.count else { return nil }
        next += 1
        return (next - 1, files[next - 1])
    }

    /// The files' paths and what writing each did, in the order published, once every thread
    /// that wrote has left `write()`; the first failure in that order is thrown.
    func written() throws -> [(path: String, outcome: FileOperations.Outcome)] {
        condition.lock()
        defer { condition.unlock() }
        return try zip(files ?? [], outcomes).map { file, outcome in
            guard let outcome else { preconditionFailure("every file is written before the outcomes are read") }
            return (file.path, try outcome.get())
        }
    }
}
