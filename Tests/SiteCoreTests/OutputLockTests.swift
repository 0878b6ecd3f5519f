import Foundation
import Synchronization
import Testing
@testable import SiteCore

@Suite struct OutputLockTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("criteria-lock-\(UUID().uuidString)")
    var output: URL { folder.appendingPathComponent("public") }
    var lockFile: URL { folder.appendingPathComponent(".public.lock") }

    @Test func aHeldLockKeepsOutASecondBuildWhichIsToldTheHoldersPid() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let lock = try OutputLock.acquire(for: output, waiting: false)
        #expect(try String(contentsOf: lockFile, encoding: .utf8) == "\(ProcessInfo.processInfo.processIdentifier)\n")
        // flock(2) locks belong to the open file, so a second acquisition conflicts even in one process.
        #expect {
            try OutputLock.acquire(for: output, waiting: false)
        } throws: { error in
            (error as? OutputLock.Held)?.holder == ProcessInfo.processInfo.processIdentifier
        }
        lock.release()
        #expect(!FileManager.default.fileExists(atPath: lockFile.path), "the lock file goes with the lock")
        let again = try OutputLock.acquire(for: output, waiting: false)
        again.release()
    }

    /// A killed build leaves its lock file, but not its lock: the next build takes it over.
    @Test func aLockFileWithoutALiveHolderIsTakenOver() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "999999\n".write(to: lockFile, atomically: true, encoding: .utf8)
        let lock = try OutputLock.acquire(for: output, waiting: false)
        #expect(try String(contentsOf: lockFile, encoding: .utf8) == "\(ProcessInfo.processInfo.processIdentifier)\n")
        lock.release()
    }

    /// The lock is let go once the second build has been told it waits, however long its task
    /// takes to start: a fixed pause before letting go failed on a loaded machine.
    @Test func aWaitingBuildIsToldOnceAndGetsTheLockWhenItIsLetGo() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let lock = try OutputLock.acquire(for: output, waiting: false)
        let output = self.output
        let told = Told()
        let waiter = Task.detached {
            let second = try OutputLock.acquire(for: output, waiting: true) { holder in told.pids.withLock { $0.append(holder) } }
            second.release()
        }
        let deadline = ContinuousClock.now + .seconds(60)
        while told.pids.withLock({ $0.isEmpty }), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        // A little longer, so that a second "told" would be seen: the waiter is told once.
        try await Task.sleep(for: .milliseconds(50))
        lock.release()
        try await waiter.value
        #expect(told.pids.withLock { $0 } == [ProcessInfo.processInfo.processIdentifier])
    }

    private final class Told: Sendable {
        let pids = Mutex<[Int32?]>([])
    }
}

@Suite struct StagingSweeperTests {
    @Test func namesOfWorkInProgressGiveTheirBuildsPid() {
        #expect(StagingSweeper.pid(in: ".public.tmp-update-4711-123", after: ".public.tmp-", purposes: ["build", "update"]) == 4711)
        #expect(StagingSweeper.pid(in: ".public.tmp-build-4711-123", after: ".public.tmp-", purposes: ["build", "update"]) == 4711)
        #expect(StagingSweeper.pid(in: ".public.tmp-write-4711-123", after: ".public.tmp-", purposes: ["build", "update"]) == nil)
        #expect(StagingSweeper.pid(in: ".public.tmp-update-4711", after: ".public.tmp-", purposes: ["update"]) == nil)
        #expect(StagingSweeper.pid(in: ".public.tmp-update-x-1", after: ".public.tmp-", purposes: ["update"]) == nil)
        #expect(StagingSweeper.pid(in: ".public-2.tmp-update-4711-1", after: ".public.tmp-", purposes: ["update"]) == nil,
                "another output's staging folder")
        #expect(StagingSweeper.pidOfWrite(".criteria-cache.tmp-write-99-7") == 99)
        #expect(StagingSweeper.pidOfWrite(".criteria-manifest") == nil)
    }

    @Test func aKilledBuildsLeftoversGoAndALiveOnesStay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("criteria-sweep-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let me = ProcessInfo.processInfo.processIdentifier, dead: Int32 = 2_000_000_000
        let names = [".public.tmp-update-\(dead)-1", ".public.tmp-build-\(me)-2", ".public.old-\(dead)", ".other.tmp-build-\(dead)-3",
                     "public/.criteria-cache.tmp-write-\(dead)-4", "public/.criteria-cache.tmp-write-\(me)-5"]
        for name in names { try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true) }
        let cleared = StagingSweeper().sweep(beside: output)
        #expect(cleared.map { URL(fileURLWithPath: $0.path).lastPathComponent }
                == [".public.old-\(dead)", ".public.tmp-update-\(dead)-1", ".criteria-cache.tmp-write-\(dead)-4"])
        #expect(cleared.allSatisfy { $0.pid == dead && !$0.restored })
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == ["public", ".public.tmp-build-\(me)-2", ".other.tmp-build-\(dead)-3"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == [".criteria-cache.tmp-write-\(me)-5"])
    }

    /// Killed between its two renames, a build leaves no output but the previous site aside: put back.
    @Test func thePreviousSiteOfABuildKilledWhileSwappingIsPutBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("criteria-sweep-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let aside = folder.appendingPathComponent(".public.old-2000000000")
        try FileManager.default.createDirectory(at: aside, withIntermediateDirectories: true)
        try Data("site".utf8).write(to: aside.appendingPathComponent("index.html"))
        let cleared = StagingSweeper().sweep(beside: folder.appendingPathComponent("public"))
        #expect(cleared.map(\.restored) == [true])
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("public/index.html").path) == Data("site".utf8))
    }
}
