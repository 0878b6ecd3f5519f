import Foundation
import Synchronization

/// What the page pass keeps of its pages, taken a page at a time in source order as the pages
/// are made (`ParallelMap.forEach`): by whichever core made the page that is next in order,
/// while the other cores go on with their pages. Kept between batches instead, on the build's
/// thread, it made every other core wait.
///
/// One core at a time keeps a page, and the build's thread asks between batches, when no core
/// is keeping; the lock makes that a fact the compiler checks rather than a promise.
final class PageKeeper: Sendable {
    private let state: Mutex<State>

    private struct State {
        var pages = PagePass()
        /// The build will fail (errors, or warnings when they count as errors): it writes no more.
        var failing: Bool
        /// Why a file could not be written (a full disk, say): the first such failure.
        var writeFailure: (any Error)?
        /// Thread time spent keeping, docs files written included, for `--verbose`.
        var keeping = 0.0
        /// This batch's files: written by the cores, pages before docs files, for the destination
        /// to record; and held for it to write, in the same order.
        var writtenPages: [(path: String, outcome: FileOperations.Outcome)] = []
        var writtenDocs: [(path: String, outcome: FileOperations.Outcome)] = []
        var heldPages: [OutputFile] = []
        var heldDocs: [OutputFile] = []
        /// A preview's pages, whole, for its memory (`PageWork.Result.remembered`).
        var remembered: [(path: String, result: PageWork.Result)] = []

        var stopsWriting: Bool { failing || writeFailure != nil }

        mutating func noteWriteFailure(_ error: any Error) {
            writeFailure = writeFailure ?? error
        }
    }

    private let failingOnWarnings: Bool
    /// The site's `rules:`, which set the level of a page's parse problems.
    private let rules: RuleLevels
    /// Whether the index's docs files are made as pages come: only a run that writes the site
    /// wants them, and making them lets go of the units' texts.
    private let takesDocs: Bool

    init(failing: Bool, failingOnWarnings: Bool, rules: RuleLevels, takesDocs: Bool = true) {
        state = Mutex(State(failing: failing))
        self.failingOnWarnings = failingOnWarnings
        self.rules = rules
        self.takesDocs = takesDocs
    }

    /// Whether the destination should be given up before more is written.
    var stopsWriting: Bool { state.withLock { $0.stopsWriting } }

    var writeFailure: (any Error)? { state.withLock { $0.writeFailure } }

    var keeping: Double { state.withLock { $0.keeping } }

    /// Keeps the next page in source order. `writer`: the batch's, which writes the docs files
    /// that this page fills; without one, they are held for the destination.
    func keep(_ result: PageWork.Result, of source: SurveyedSource, record: BuildCache.Page?, writer: FolderWriter?) {
        let started = DispatchTime.now().uptimeNanoseconds
        state.withLock { state in
            defer { state.keeping += Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }
            guard result.remembered == nil else { return state.remembered.append((source.path, result)) }
            state.failing = state.failing || result.failsBuild(countingWarnings: failingOnWarnings, rules: rules)
            switch result.rendered?.file {
            case .held(let file): state.heldPages.append(file)
            case .written(let path, let outcome):
                do { state.writtenPages.append((path, try outcome.get())) } catch { state.noteWriteFailure(error) }
            case nil: break
            }
            state.pages.add(result, of: source, record: record)
            guard takesDocs else { return }
            let docs = state.pages.index.takeDocsFiles()
            guard let writer else {
                state.heldDocs += docs
                return
            }
            // A build that will fail gives its staging folder up after this batch: its docs
            // files would go with it.
            for file in docs where !state.stopsWriting {
                do {
                    state.writtenDocs.append((file.path, try writer.write(SiteEntries.Entry(path: file.path, source: .generated(file)))))
                } catch {
                    state.noteWriteFailure(error)
                }
            }
        }
    }

    func noteWriteFailure(_ error: any Error) {
        state.withLock { $0.noteWriteFailure(error) }
    }

    /// The batch's files (see `State.writtenPages`), let go here.
    func takeBatchFiles() -> (written: [(path: String, outcome: FileOperations.Outcome)], held: [OutputFile]) {
        state.withLock { state in
            defer { state.writtenPages = []; state.writtenDocs = []; state.heldPages = []; state.heldDocs = [] }
            return (state.writtenPages + state.writtenDocs, state.heldPages + state.heldDocs)
        }
    }

    /// The batch's pages that a preview keeps, let go here.
    func takeRemembered() -> [(path: String, result: PageWork.Result)] {
        state.withLock { state in
            defer { state.remembered = [] }
            return state.remembered
        }
    }

    /// What the pages gave, taken out once every batch is done.
    func takePages() -> PagePass {
        state.withLock { state in
            var taken = PagePass()
            swap(&taken, &state.pages)
            return taken
        }
    }
}
