import Foundation
import Testing
@testable import SitePreview

/// The settling of file-system events, on a clock the test moves: no waiting, no timing.
struct DebouncerTests {
    let start = ContinuousClock.now

    func at(_ milliseconds: Int) -> ContinuousClock.Instant { start + .milliseconds(milliseconds) }

    /// Vim's save, as inotify reports it: a probe file made and removed, the page renamed to a
    /// backup, the page written, the backup removed; then the same again from another editor
    /// that writes a temporary file and renames it over the page.
    let renameSaves: [Set<String>] = [
        ["/site/web/4913"], ["/site/web/4913"], ["/site/web/link.md", "/site/web/link.md~"], ["/site/web/link.md"],
        ["/site/web/link.md~"], ["/site/web/.link.md.tmp"], ["/site/web/.link.md.tmp", "/site/web/link.md"],
    ]

    @Test func aBurstOfRenameSavesIsOneBatch() {
        var debouncer = Debouncer(quiet: .seconds(FileWatcher.settleTime), longest: .seconds(1))
        var batches: [ChangeBatch] = []
        for (index, paths) in renameSaves.enumerated() {
            debouncer.add(paths, at: at(index))
            if let batch = debouncer.takeBatchIfDue(at: at(index)) { batches.append(batch) }
        }
        #expect(debouncer.takeBatchIfDue(at: at(renameSaves.count + 5)) == nil, "due before the events were quiet")
        var now = renameSaves.count
        while now < 200 {
            if let batch = debouncer.takeBatchIfDue(at: at(now)) { batches.append(batch) }
            now += 1
        }
        #expect(batches.count == 1)
        #expect(batches.first?.paths == renameSaves.reduce(into: Set<String>()) { $0.formUnion($1) })
        #expect(debouncer.deadline() == nil)
    }

    @Test func theBatchIsDueOnceTheEventsAreQuiet() throws {
        var debouncer = Debouncer(quiet: .milliseconds(15), longest: .seconds(1))
        debouncer.add(["/a.md"], at: at(0))
        debouncer.add(["/b.md"], at: at(10))
        #expect(debouncer.deadline() == at(25))
        #expect(debouncer.takeBatchIfDue(at: at(24)) == nil)
        let due = debouncer.takeBatchIfDue(at: at(25))
        let batch = try #require(due)
        #expect(batch.paths == ["/a.md", "/b.md"])
    }

    @Test func aFileStillBeingWrittenIsWaitedFor() throws {
        var debouncer = Debouncer(quiet: .milliseconds(15), longest: .seconds(1))
        debouncer.add(["/site/link.md"], at: at(0))   // the first part written; the file is still open
        #expect(debouncer.takeBatchIfDue(at: at(200), isWriting: true) == nil)
        debouncer.add(["/site/link.md"], at: at(400))   // the rest written, and the file closed
        #expect(debouncer.takeBatchIfDue(at: at(410)) == nil)
        let due = debouncer.takeBatchIfDue(at: at(415))
        #expect(try #require(due).paths == ["/site/link.md"])
    }

    @Test func aFileHeldOpenIsReportedAfterTheLongestWait() {
        var debouncer = Debouncer(quiet: .milliseconds(15), longest: .seconds(1))
        debouncer.add(["/site/busy.log"], at: at(0))
        #expect(debouncer.deadline(isWriting: true) == at(1000))
        #expect(debouncer.takeBatchIfDue(at: at(999), isWriting: true) == nil)
        #expect(debouncer.takeBatchIfDue(at: at(1000), isWriting: true) != nil)
    }

    @Test func aSteadyStreamIsStillReported() {
        var debouncer = Debouncer(quiet: .milliseconds(15), longest: .milliseconds(100))
        var reported = 0
        for now in stride(from: 0, through: 320, by: 5) {  // due at 100, 205 and 310
            debouncer.add(["/busy.log"], at: at(now))
            if debouncer.takeBatchIfDue(at: at(now)) != nil { reported += 1 }
        }
        #expect(reported == 3)
    }

    @Test func nothingAddedIsNothingDue() {
        var debouncer = Debouncer(quiet: .milliseconds(15), longest: .seconds(1))
        debouncer.add([], at: at(0))
        #expect(debouncer.deadline() == nil)
        #expect(debouncer.takeBatchIfDue(at: at(1000)) == nil)
    }

    @Test func mergedBatchesKeepEveryPathAndTheFirstEvent() {
        let early = ChangeBatch(paths: ["/a.md"], firstSeen: Date(timeIntervalSince1970: 10), delivered: Date(timeIntervalSince1970: 11))
        let late = ChangeBatch(paths: ["/b.md"], firstSeen: Date(timeIntervalSince1970: 20), delivered: Date(timeIntervalSince1970: 21))
        let merged = late.merged(with: early)
        #expect(merged.paths == ["/a.md", "/b.md"])
        #expect(merged.firstSeen == Date(timeIntervalSince1970: 10))
        #expect(merged.delivered == Date(timeIntervalSince1970: 21))
    }
}
