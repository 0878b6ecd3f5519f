import Foundation
import Synchronization

/// Files written by whichever threads are free, each file by one of them, once the list of
/// them is known. The build's last stage (`Pipeline`) lays out the overview pages on one
/// core and starts writing them while the other core scores the search index; that core joins
/// in once the index is scored, rather than the overview pages (the home page among them, which
/// lists every page) waiting for the index with one core idle.
final class FileHandOut: Sendable {
    private struct State {
        var files: [OutputFile]?
        var next = 0
        var outcomes: [Result<FileOperations.Outcome, any Error>?] = []
    }

    private let writer: FolderWriter
    private let state = Mutex(State())
    /// Signalled once the files are published; each thread that waits on it signals it again
    /// on its way, so every writer, however many, gets through.
    private let published = DispatchSemaphore(value: 0)

    init(writer: FolderWriter) {
        self.writer = writer
    }

    /// Makes `files` the ones to write; threads waiting in `write()` start on them.
    func publish(_ files: [OutputFile]) {
        state.withLock { state in
            precondition(state.files == nil, "the files are published once")
            state.files = files
            state.outcomes = Array(repeating: nil, count: files.count)
        }
        published.signal()
    }

    /// Writes files until none is left, waiting for `publish` first.
    func write() {
        published.wait()
        published.signal()
        while let (index, file) = take() {
            let outcome = Result { try writer.write(SiteEntries.Entry(path: file.path, source: .generated(file))) }
            state.withLock { $0.outcomes[index] = outcome }
        }
    }

    private func take() -> (Int, OutputFile)? {
        state.withLock { state in
            guard let files = state.files, state.next < files.count else { return nil }
            state.next += 1
            return (state.next - 1, files[state.next - 1])
        }
    }

    /// The files' paths and what writing each did, in the order published, once every thread
    /// that wrote has left `write()`; the first failure in that order is thrown.
    func written() throws -> [(path: String, outcome: FileOperations.Outcome)] {
        try state.withLock { state in
            try zip(state.files ?? [], state.outcomes).map { file, outcome in
                guard let outcome else { preconditionFailure("every file is written before the outcomes are read") }
                return (file.path, try outcome.get())
            }
        }
    }
}
