import Foundation
import Testing

/// Builds that CI kills or starts twice: SIGKILL at several points of a few hundred pages' build,
/// then a normal build (no staging folder left, the right site); two builds into one output at
/// once (one fails at once naming the other, or waits with --wait); leftovers of live builds kept.
@Suite(.serialized) struct BuildFaultTests {
    static let seeds = CriteriaRunner.testsFolder.appendingPathComponent("Sites/seeds/content")

    /// `copies` of each seed page under their own names (`native/controls-7/link.md`), each with
    /// a sentence of its own, and the seeds' media: enough pages for a build to take a while.
    static func writeSite(at root: URL, copies: Int, variant: String) throws {
        let files = FileManager.default
        try? files.removeItem(at: root)
        try files.createDirectory(at: root, withIntermediateDirectories: true)
        try files.copyItem(at: seeds.appendingPathComponent("assets"), to: root.appendingPathComponent("assets"))
        for page in ["link", "text-input", "table-row-button"] {
            let text = try String(contentsOf: seeds.appendingPathComponent("native/controls/\(page).md"), encoding: .utf8)
            for copy in 0..<copies {
                let folder = root.appendingPathComponent("native/controls-\(copy)")
                try files.createDirectory(at: folder, withIntermediateDirectories: true)
                let own = text.replacingOccurrences(of: "## General Notes\n\n", with: "## General Notes\n\nCopy \(copy), \(variant). ")
                try own.write(to: folder.appendingPathComponent("\(page).md"), atomically: false, encoding: .utf8)
            }
        }
    }

    /// What is beside the output that a build leaves only while it runs.
    static func leftovers(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(".public.") }.sorted()
    }

    /// Each generated file's bytes (the build cache, which holds times, left out).
    static func snapshot(_ site: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in generatedFiles(in: site) { files[path] = try Data(contentsOf: site.appendingPathComponent(path)) }
        return files
    }

    @Test func aBuildKilledAtAnyPointIsCleanedUpByTheNextBuild() throws {
        let scratch = try Scratch()
        let content = scratch.url.appendingPathComponent("content"), output = scratch.url.appendingPathComponent("public")
        // The site as the next build must make it, built apart.
        try Self.writeSite(at: content, copies: 100, variant: "second")
        let reference = scratch.url.appendingPathComponent("reference")
        let started = Date()
        let clean = try CriteriaRunner.run(["build", content.path, "--output", reference.path, "--quiet"], in: scratch.url)
        #expect(clean.status == 0)
        let duration = Date().timeIntervalSince(started)
        let expected = try Self.snapshot(reference)
        #expect(expected.count > 300)

        var killsThatLeftWorkInProgress = 0
        // Kill points spread over a build; more are tried only while too few of them landed
        // mid-write, since a build's pace follows the machine's load.
        let fractions = [0.15, 0.4, 0.65, 0.9, 0.3, 0.55, 0.8, 0.2, 0.5, 0.7]
        for (index, fraction) in fractions.enumerated() {
            if index >= 4 && killsThatLeftWorkInProgress >= 2 { break }
            // Alternately a first build (a new folder) and an update of an earlier site.
            try? FileManager.default.removeItem(at: output)
            if index % 2 == 1 {
                try Self.writeSite(at: content, copies: 110, variant: "first")
                #expect(try CriteriaRunner.run(["build", content.path, "--output", "public", "--quiet"], in: scratch.url).status == 0)
                try Self.writeSite(at: content, copies: 100, variant: "second")
            }
            let killed = try BackgroundBuild(["build", content.path, "--output", "public", "--quiet"], in: scratch.url)
            Thread.sleep(forTimeInterval: duration * fraction)
            killed.kill()
            if Self.leftovers(in: scratch.url).contains(where: { $0.contains(".tmp-") || $0.contains(".old-") }) {
                killsThatLeftWorkInProgress += 1
            }
            let afterKill = try CriteriaRunner.run(["build", content.path, "--output", "public"], in: scratch.url)
            #expect(afterKill.status == 0, "after a kill at \(fraction) of a build: \(afterKill.standardError)")
            #expect(Self.leftovers(in: scratch.url).isEmpty, "after a kill at \(fraction): \(Self.leftovers(in: scratch.url))")
            #expect(try Self.snapshot(output) == expected, "after a kill at \(fraction), the next build makes the right site")
        }
        // Else the kills all came before or after the builds' writing, and nothing was tried.
        #expect(killsThatLeftWorkInProgress >= 2, "kills that left a staging folder: \(killsThatLeftWorkInProgress)")
    }

    /// A build of 300 pages into `public`, started and holding its lock.
    static func startFirstBuild(in scratch: Scratch) throws -> (content: URL, build: BackgroundBuild) {
        let content = scratch.url.appendingPathComponent("content")
        try writeSite(at: content, copies: 100, variant: "one")
        let first = try BackgroundBuild(["build", content.path, "--output", "public", "--quiet"], in: scratch.url)
        try first.waitForLock(of: scratch.url.appendingPathComponent("public"))
        return (content, first)
    }

    @Test func aSecondBuildIntoTheSameOutputFailsAtOnceNamingTheFirst() throws {
        let scratch = try Scratch()
        let (content, first) = try Self.startFirstBuild(in: scratch)
        let second = try CriteriaRunner.run(["build", content.path, "--output", "public"], in: scratch.url)
        #expect(second.status == 1)
        let output = scratch.url.appendingPathComponent("public").path
        #expect(second.standardError == "error: another criteria build (pid \(first.pid)) is writing \(output); "
                + "pass --wait to wait for it to finish, or run again when it has\n", "\(second.standardError)")
        #expect(first.wait() == 0)
        #expect(Self.leftovers(in: scratch.url).isEmpty)
        #expect(FileManager.default.fileExists(atPath: output + "/native/controls-99/link/index.html"))
    }

    @Test func withWaitTheSecondBuildWaitsForTheFirstThenBuilds() throws {
        let scratch = try Scratch()
        let (content, first) = try Self.startFirstBuild(in: scratch)
        let second = try CriteriaRunner.run(["build", content.path, "--output", "public", "--wait"], in: scratch.url)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardError.hasPrefix("Waiting for another criteria build (pid \(first.pid)), which is writing "),
                "\(second.standardError)")
        #expect(first.wait() == 0)
        #expect(second.standardOutput.contains("Up to date"), "the second build found the first one's site: \(second.standardOutput)")
        #expect(Self.leftovers(in: scratch.url).isEmpty)
    }

    /// Staging folders carry their build's pid: a dead one's is removed (and said), a live one's kept.
    @Test func onlyTheLeftoversOfBuildsNoLongerRunningAreRemoved() throws {
        let scratch = try Scratch()
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["60"]
        try sleeper.run()
        defer { sleeper.terminate() }
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let live = ".public.tmp-update-\(sleeper.processIdentifier)-17", dead = ".public.tmp-update-\(gone.processIdentifier)-42"
        for name in [live, dead] {
            try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("\(name)/web"), withIntermediateDirectories: true)
        }
        let result = try CriteriaRunner.run(["build", Self.seeds.path, "--output", "public"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("Removed \(dead), left by build \(gone.processIdentifier), which is no longer running.\n"),
                "\(result.standardOutput)")
        #expect(Self.leftovers(in: scratch.url) == [live])
    }
}

/// A `criteria` run in the background, its output in files (a pipe nobody reads would stall it).
final class BackgroundBuild {
    let process = Process()
    var pid: Int32 { process.processIdentifier }

    init(_ arguments: [String], in folder: URL) throws {
        process.executableURL = CriteriaRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func wait() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Waits until the build holds the lock for `output` (its lock file names its pid).
    func waitForLock(of output: URL, limit: TimeInterval = 60) throws {
        let lock = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).lock")
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline, process.isRunning {
            if let text = try? String(contentsOf: lock, encoding: .utf8), text == "\(pid)\n" { return }
            Thread.sleep(forTimeInterval: 0.01)
        }
        Issue.record("the build did not take the lock")
    }
}
