import Foundation
import SitePreview
import Testing

/// Serialized because the descriptor-leak test counts the process's open descriptors,
/// and the other tests here open and close some while they run.
@Suite(.serialized)
struct FileWatcherTests {
    /// Both mechanisms must behave the same; `true` forces polling.
    static let mechanisms = [false, true]

    @Test(arguments: mechanisms)
    func modifiedFileIsReported(forcePolling: Bool) async throws {
        let tree = try TemporaryTree()
        try tree.write("page.md", "old")
        let recorder = try tree.startWatcher(forcePolling: forcePolling)
        defer { recorder.watcher.stop() }

        try tree.write("page.md", "new and longer")
        #expect(await recorder.eventuallyReports(tree.path("page.md")))
    }

    @Test(arguments: mechanisms)
    func saveThroughTemporaryFileReportsFinalPath(forcePolling: Bool) async throws {
        let tree = try TemporaryTree()
        try tree.write("page.md", "old")
        let recorder = try tree.startWatcher(forcePolling: forcePolling)
        defer { recorder.watcher.stop() }

        try tree.write("x.tmp", "saved by an editor")
        // rename(2) replaces page.md in one step, as editors do; FileManager.moveItem refuses to overwrite.
        #expect(rename(tree.path("x.tmp"), tree.path("page.md")) == 0)
        #expect(await recorder.eventuallyReports(tree.path("page.md")))
    }

    @Test(arguments: mechanisms)
    func fileInFolderCreatedAfterStartIsReported(forcePolling: Bool) async throws {
        let tree = try TemporaryTree()
        let recorder = try tree.startWatcher(forcePolling: forcePolling)
        defer { recorder.watcher.stop() }

        // Written right after mkdir: the watcher must not lose it while it adds the new folders' watches.
        try tree.write("new/deeper/page.md", "fresh")
        #expect(await recorder.eventuallyReports(tree.path("new/deeper/page.md")))

        // And the new folder is watched from now on.
        try tree.write("new/deeper/later.md", "later")
        #expect(await recorder.eventuallyReports(tree.path("new/deeper/later.md")))
    }

    @Test(arguments: mechanisms)
    func folderMovedInReportsItsFiles(forcePolling: Bool) async throws {
        let tree = try TemporaryTree()
        let outside = try TemporaryTree()
        try outside.write("moved/inner/page.md", "from elsewhere")
        let recorder = try tree.startWatcher(forcePolling: forcePolling)
        defer { recorder.watcher.stop() }

        #expect(rename(outside.path("moved"), tree.path("moved")) == 0)
        #expect(await recorder.eventuallyReports(tree.path("moved/inner/page.md")))

        try tree.write("moved/inner/added.md", "added after the move")
        #expect(await recorder.eventuallyReports(tree.path("moved/inner/added.md")))
    }

    @Test(arguments: mechanisms)
    func renamedFolderIsWatchedUnderItsNewName(forcePolling: Bool) async throws {
        let tree = try TemporaryTree()
        try tree.write("before/page.md", "moves along")
        let recorder = try tree.startWatcher(forcePolling: forcePolling)
        defer { recorder.watcher.stop() }

        #expect(rename(tree.path("before"), tree.path("after")) == 0)
        #expect(await recorder.eventuallyReports(tree.path("after/page.md")))
        #expect(recorder.allPaths.contains(tree.path("before")))

        try tree.write("after/second.md", "written after the rename")
        #expect(await recorder.eventuallyReports(tree.path("after/second.md")))
        #expect(!recorder.allPaths.contains(tree.path("before/second.md")))
    }

    @Test(arguments: mechanisms)
    func folderMovedOutIsReportedAndNoLongerFollowed(forcePolling: Bool) async throws {
        let tree = try TemporaryTree()
        let outside = try TemporaryTree()
        try tree.write("leaving/page.md", "about to leave")
        let recorder = try tree.startWatcher(forcePolling: forcePolling)
        defer { recorder.watcher.stop() }

        #expect(rename(tree.path("leaving"), outside.path("leaving")) == 0)
        #expect(await recorder.eventuallyReports(tree.path("leaving")))

        try outside.write("leaving/page.md", "changed outside the watched tree")
        try tree.write("marker.md", "reported after anything the write above could cause")
        #expect(await recorder.eventuallyReports(tree.path("marker.md")))
        let count = recorder.allPaths.filter { $0.hasPrefix(tree.path("leaving") + "/") }.count
        // Polling reports the file as removed once; inotify reports only the folder. Nothing after the move.
        #expect(count <= (forcePolling ? 1 : 0))
    }

    @Test(arguments: mechanisms)
    func deletedFileIsReported(forcePolling: Bool) async throws {
        let tree = try TemporaryTree()
        try tree.write("sub/gone.md", "soon gone")
        let recorder = try tree.startWatcher(forcePolling: forcePolling)
        defer { recorder.watcher.stop() }

        try FileManager.default.removeItem(atPath: tree.path("sub/gone.md"))
        #expect(await recorder.eventuallyReports(tree.path("sub/gone.md")))
    }

    @Test(arguments: mechanisms)
    func hiddenFoldersAreIgnored(forcePolling: Bool) async throws {
        let tree = try TemporaryTree()
        try tree.write(".git/HEAD", "ref")
        let recorder = try tree.startWatcher(forcePolling: forcePolling)
        defer { recorder.watcher.stop() }

        try tree.write(".git/HEAD", "another ref")
        try tree.write(".build/debug/output", "object code")
        try tree.write("visible.md", "shown")
        // Events arrive in order, so once visible.md is reported the hidden writes have been seen (and dropped).
        #expect(await recorder.eventuallyReports(tree.path("visible.md")))
        let hidden = recorder.allPaths.filter { $0.contains("/.git") || $0.contains("/.build") }
        #expect(hidden.isEmpty, "hidden folders reported: \(hidden.sorted())")
    }

    @Test(arguments: mechanisms)
    func fileRootSurvivesSaveByRename(forcePolling: Bool) async throws {
        let tree = try TemporaryTree()
        try tree.write("site.yml", "title: old")
        try tree.write("neighbour.md", "not watched")
        let recorder = Recorder()
        let watcher = FileWatcher(roots: [URL(fileURLWithPath: tree.path("site.yml"))], forcePolling: forcePolling) {
            recorder.record($0)
        }
        try watcher.start()
        defer { watcher.stop() }

        try tree.write("neighbour.md", "changed, but not a root")
        for round in 1...2 {  // the second round proves the first rename did not end the watch
            try tree.write("site.yml.tmp", "title: round \(round)")
            #expect(rename(tree.path("site.yml.tmp"), tree.path("site.yml")) == 0)
            #expect(await recorder.eventuallyCount(of: tree.path("site.yml"), atLeast: round))
        }
        #expect(!recorder.allPaths.contains(tree.path("neighbour.md")))
    }

    /// Five saves as editors make them (a temporary file written, then renamed over the page),
    /// one after another: the events settle once, into one report.
    @Test func burstOfRenameSavesIsReportedOnce() async throws {
        let tree = try TemporaryTree()
        try tree.write("busy.md", "0")
        let recorder = try tree.startWatcher()
        defer { recorder.watcher.stop() }

        for index in 1...5 {
            try tree.write(".busy.md.swp", String(repeating: "x", count: index))
            #expect(rename(tree.path(".busy.md.swp"), tree.path("busy.md")) == 0)
        }
        #expect(await recorder.eventuallyReports(tree.path("busy.md")))
        try await Task.sleep(for: .milliseconds(300))  // far longer than the settle time, so a second report would be here
        #expect(recorder.reportCount == 1, "got \(recorder.reportCount) reports for one burst")
    }

    /// A writer that writes a page in two parts, the file open in between for longer than the
    /// settle time (a shell redirect, a copy): one report, once the file is closed.
    @Test(.enabled(if: isLinux))
    func aFileWrittenInPartsIsReportedOnceClosed() async throws {
        let tree = try TemporaryTree()
        try tree.write("page.md", "old")
        let recorder = try tree.startWatcher()
        defer { recorder.watcher.stop() }

        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: tree.path("page.md")))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("---\ntitle: Half\n".utf8))
        try await Task.sleep(for: .milliseconds(150))  // ten times the settle time, the file still open
        #expect(recorder.reportCount == 0, "reported while the file was still being written")
        try handle.write(contentsOf: Data("---\n## Criteria\n".utf8))
        try handle.close()
        #expect(await recorder.eventuallyReports(tree.path("page.md")))
        try await Task.sleep(for: .milliseconds(300))
        #expect(recorder.reportCount == 1)
    }

    @Test func pollingSaysSoAndReportsAChange() async throws {
        let tree = try TemporaryTree()
        try tree.write("page.md", "old")
        let recorder = try tree.startWatcher(forcePolling: true)
        defer { recorder.watcher.stop() }
        #expect(recorder.watcher.mechanism == .polling)

        try tree.write("page.md", "polled change")
        #expect(await recorder.eventuallyReports(tree.path("page.md")))
    }

    @Test(.enabled(if: isLinux))
    func linuxUsesInotify() throws {
        let tree = try TemporaryTree()
        let recorder = try tree.startWatcher()
        defer { recorder.watcher.stop() }
        #expect(recorder.watcher.mechanism == .inotify)
    }

    /// A preview's settings saved with another theme folder: the watcher watches it too, and
    /// what it watched goes on being reported, a change being settled included.
    @Test(arguments: mechanisms)
    func watchingMoreRootsReportsTheirChangesAndLosesNoneOfTheOthers(forcePolling: Bool) async throws {
        let content = try TemporaryTree(), theme = try TemporaryTree()
        try theme.write("assets/criteria.css", "body {}")
        let recorder = Recorder()
        let watcher = FileWatcher(roots: [content.root], forcePolling: forcePolling) { recorder.record($0) }
        try watcher.start()
        defer { watcher.stop() }

        try content.write("settling.md", "written just before the settings' save is read")
        try watcher.watch([content.root, theme.root])
        #expect(await recorder.eventuallyReports(content.path("settling.md")))
        try theme.write("assets/criteria.css", "body { color: red }")
        #expect(await recorder.eventuallyReports(theme.path("assets/criteria.css")))
        try content.write("page.md", "still watched")
        #expect(await recorder.eventuallyReports(content.path("page.md")))
        try watcher.watch([theme.root])   // nothing new: nothing changes
        try content.write("later.md", "still watched")
        #expect(await recorder.eventuallyReports(content.path("later.md")))
    }

    @Test func watchingBeforeStartWatchesTheNewRootsOnStart() async throws {
        let first = try TemporaryTree(), second = try TemporaryTree()
        let recorder = Recorder()
        let watcher = FileWatcher(roots: [first.root]) { recorder.record($0) }
        try watcher.watch([second.root])
        try watcher.start()
        defer { watcher.stop() }
        try second.write("page.md", "watched")
        #expect(await recorder.eventuallyReports(second.path("page.md")))
    }

    @Test func missingRootIsIgnored() async throws {
        let tree = try TemporaryTree()
        let missing = URL(fileURLWithPath: tree.path("does-not-exist"))
        let recorder = Recorder()
        let watcher = FileWatcher(roots: [missing, tree.root]) { recorder.record($0) }
        try watcher.start()
        defer { watcher.stop() }

        try tree.write("page.md", "still watched")
        #expect(await recorder.eventuallyReports(tree.path("page.md")))
    }

    @Test(arguments: mechanisms)
    func stopIsPromptAndIdempotent(forcePolling: Bool) async throws {
        let tree = try TemporaryTree()
        let recorder = Recorder()
        let watcher = FileWatcher(roots: [tree.root], forcePolling: forcePolling) { recorder.record($0) }
        watcher.stop()  // before start: harmless
        try watcher.start()
        try watcher.start()  // while running: harmless

        try tree.write("pending.md", "an event still being debounced when stop() is called")
        let elapsed = ContinuousClock().measure { watcher.stop() }
        #expect(elapsed < .milliseconds(500), "stop() took \(elapsed)")
        watcher.stop()

        let countAtStop = recorder.reportCount
        try tree.write("after.md", "nobody is listening")
        try await Task.sleep(for: .milliseconds(700))  // one polling interval plus the settle time
        #expect(recorder.reportCount == countAtStop)
        #expect(!recorder.allPaths.contains(tree.path("after.md")))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
    func startAndStopLeaveNoDescriptorsOpen() async throws {
        let tree = try TemporaryTree()
        for top in 0..<30 {  // 30 chains of 10 nested folders: 300 folders, each with a file
            var folder = "top\(top)"
            for depth in 0..<10 {
                try tree.write("\(folder)/page.md", "\(top).\(depth)")
                folder += "/level\(depth)"
            }
        }
        let watcher = FileWatcher(roots: [tree.root]) { (_: Set<String>) in }
        // Warm-up: Foundation and Dispatch open some descriptors lazily, once per process.
        try watcher.start()
        watcher.stop()

        let before = openDescriptorCount()
        for _ in 0..<5 {
            try watcher.start()
            #expect(watcher.mechanism == .inotify)
            watcher.stop()
        }
        // Waits a little only in case another suite running alongside holds a descriptor for a moment.
        let settled = await eventually { openDescriptorCount() <= before }
        #expect(settled, "open descriptors: \(before) before, \(openDescriptorCount()) after 5 start/stop cycles")
    }
}

// MARK: - Helpers

private let isLinux: Bool = {
    #if os(Linux)
    true
    #else
    false
    #endif
}()

private func openDescriptorCount() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
}

/// Polls `condition` every 20 ms for up to `timeout` seconds; true as soon as it holds.
private func eventually(timeout: Double = 3, _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(timeout)
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return condition()
}

/// Collects the watcher's reports so a test can wait for them.
private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()  // reports arrive on the watcher's queue; @unchecked Sendable rests on this lock
    private var reports: [Set<String>] = []

    func record(_ paths: Set<String>) { lock.withLock { reports.append(paths) } }
    var reportCount: Int { lock.withLock { reports.count } }
    var allPaths: Set<String> { lock.withLock { reports.reduce(into: []) { $0.formUnion($1) } } }

    func eventuallyReports(_ path: String) async -> Bool {
        await eventually { allPaths.contains(path) }
    }

    func eventuallyCount(of path: String, atLeast count: Int) async -> Bool {
        await eventually { lock.withLock { reports.filter { $0.contains(path) }.count } >= count }
    }
}

/// A recorder with the watcher that feeds it.
private struct WatchedRecorder {
    let watcher: FileWatcher
    let recorder: Recorder
    var reportCount: Int { recorder.reportCount }
    var allPaths: Set<String> { recorder.allPaths }
    func eventuallyReports(_ path: String) async -> Bool { await recorder.eventuallyReports(path) }
}

/// A fresh folder under the system's temporary folder, removed when the value goes away.
private final class TemporaryTree {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("FileWatcherTests-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        // Best effort: a leftover temporary folder must not fail the test that made it.
        try? FileManager.default.removeItem(at: root)
    }

    /// The absolute, standardized path the watcher reports for `relative`.
    func path(_ relative: String) -> String { root.appendingPathComponent(relative).standardizedFileURL.path }

    /// Writes in place (not atomically), creating folders as needed, like a plain editor save.
    func write(_ relative: String, _ text: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func startWatcher(forcePolling: Bool = false) throws -> WatchedRecorder {
        let recorder = Recorder()
        let watcher = FileWatcher(roots: [root], forcePolling: forcePolling) { recorder.record($0) }
        try watcher.start()
        return WatchedRecorder(watcher: watcher, recorder: recorder)
    }
}
