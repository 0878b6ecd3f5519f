import Foundation

/// What a build keeps of its pages (`CachedBuild`), taken a page at a time in source order as
/// the pages are made (`ParallelMap.forEach`): by whichever core made the page that is next in
/// order, while the other cores go on with their pages. Kept between batches instead, on the
/// build's thread, it made every other core wait.
///
/// One core at a time keeps a page; the build's thread reads and changes the keeper only
/// between batches, when no core is keeping.
final class PageKeeper: @unchecked Sendable {
    private(set) var pages = PagePass()
    /// The build will fail (errors, or warnings when they count as errors): it writes no more.
    private(set) var failing: Bool
    /// Why a file could not be written (a full disk, say): the first such failure.
    private(set) var writeFailure: (any Error)?
    /// Thread time spent keeping, docs files written included, for `--verbose`.
    private(set) var keeping = 0.0
    private let failingOnWarnings: Bool

    /// This batch's files: written by the cores, pages before docs files, for the destination to
    /// record; and held for it to write, in the same order.
    private var writtenPages: [(path: String, outcome: FileOperations.Outcome)] = []
    private var writtenDocs: [(path: String, outcome: FileOperations.Outcome)] = []
    private var heldPages: [OutputFile] = []
    private var heldDocs: [OutputFile] = []

    init(failing: Bool, failingOnWarnings: Bool) {
        self.failing = failing
        self.failingOnWarnings = failingOnWarnings
    }

    /// Whether the destination should be given up before more is written.
    var stopsWriting: Bool { failing || writeFailure != nil }

    /// Keeps the next page in source order. `writer`: the batch's, which writes the docs files
    /// that this page fills; without one, they are held for the destination.
    func keep(_ result: PageWork.Result, of source: SurveyedSource, record: BuildCache.Page?, writer: FolderWriter?) {
        let started = DispatchTime.now().uptimeNanoseconds
        failing = failing || result.failsBuild(countingWarnings: failingOnWarnings)
        switch result.rendered?.file {
        case .held(let file): heldPages.append(file)
        case .written(let path, let outcome):
            do { writtenPages.append((path, try outcome.get())) } catch { noteWriteFailure(error) }
        case nil: break
        }
        pages.add(result, of: source, record: record)
        let docs = pages.index.takeDocsFiles()
        if let writer {
            // A build that will fail gives its staging folder up after this batch: its docs
            // files would go with it.
            for file in docs where !stopsWriting {
                do {
                    writtenDocs.append((file.path, try writer.write(SiteEntries.Entry(path: file.path, source: .generated(file)))))
                } catch {
                    noteWriteFailure(error)
                }
            }
        } else {
            heldDocs += docs
        }
        keeping += Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    }

    func noteWriteFailure(_ error: any Error) {
        writeFailure = writeFailure ?? error
    }

    /// The batch's files (see `writtenPages`), let go here.
    func takeBatchFiles() -> (written: [(path: String, outcome: FileOperations.Outcome)], held: [OutputFile]) {
        defer { writtenPages = []; writtenDocs = []; heldPages = []; heldDocs = [] }
        return (writtenPages + writtenDocs, heldPages + heldDocs)
    }
}
