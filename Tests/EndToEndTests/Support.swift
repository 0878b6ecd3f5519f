import Foundation
import Testing

/// Runs the `criteria` executable that `swift build` put beside the test bundle.
enum CriteriaRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static var executable: URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("criteria")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return repositoryRoot.appendingPathComponent(".build/debug/criteria")
    }

    /// Runs `criteria` and collects what it printed. Both pipes are drained at once, each on its
    /// own thread: reading one to its end first deadlocks as soon as the other fills its 64 KiB
    /// pipe buffer (a corpus build prints about 60 KiB of warnings, and one CI run hung there).
    /// A run still going after `limit` seconds (generous: a debug build on a loaded machine) is
    /// killed and recorded as a test failure, so a hang fails its test instead of the whole run.
    /// `program`: another file to run (default: `executable`); `environment`: variables set
    /// over this process's own. `inGit`: the run sees git repositories; otherwise `GIT_DIR` names
    /// one that does not exist, so a site built from this repository's folders has no dates and
    /// its goldens do not change with every commit (docs/configuration.md, `dates:`).
    static func run(_ arguments: [String], in folder: URL, limit: TimeInterval = 600, program: URL? = nil,
                    environment: [String: String] = [:], inGit: Bool = false,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        let process = Process()
        process.executableURL = program ?? executable
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if inGit { variables["GIT_DIR"] = nil } else { variables["GIT_DIR"] = "/dev/null/no-repository" }
        process.environment = variables
        process.currentDirectoryURL = folder
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let readers = DispatchGroup()
        let outData = Collected(), errData = Collected()
        DispatchQueue.global().async(group: readers) { outData.data = output.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: readers) { errData.data = error.fileHandleForReading.readDataToEndOfFile() }
        let deadline = Date().addingTimeInterval(limit)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        readers.wait()
        if timedOut {
            Issue.record("criteria \(arguments.joined(separator: " ")) still running after \(Int(limit)) s; killed",
                         sourceLocation: sourceLocation)
        }
        return Result(status: process.terminationStatus, standardOutput: String(decoding: outData.data, as: UTF8.self),
                      standardError: String(decoding: errData.data, as: UTF8.self))
    }

    /// One pipe's bytes, written by its reader thread and read after `readers.wait()`.
    private final class Collected: @unchecked Sendable {
        var data = Data()
    }
}

/// A fresh folder for one test's output, removed afterwards.
final class Scratch {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("criteria-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Files under `folder`, relative and sorted, leaving out theme assets and copied media, whose
/// bytes are not generated, and the build cache, which records this machine's paths and times.
func generatedFiles(in folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
    let base = folder.standardizedFileURL.pathComponents.count
    var paths: [String] = []
    for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        let relative = url.standardizedFileURL.pathComponents.dropFirst(base).joined(separator: "/")
        if !relative.hasPrefix("_assets/"), !relative.hasPrefix("media/"), relative != ".criteria-cache" { paths.append(relative) }
    }
    return paths.sorted()
}

/// Compares a whole output tree with `Expected/<name>/public`; `UPDATE_GOLDEN=1` rewrites it (and fails).
func assertGoldenTree(_ actual: URL, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let expected = CriteriaRunner.testsFolder.appendingPathComponent("Expected/\(name)/public")
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" || !FileManager.default.fileExists(atPath: expected.path) {
        try? FileManager.default.removeItem(at: expected)
        for path in generatedFiles(in: actual) {
            let target = expected.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: actual.appendingPathComponent(path), to: target)
        }
        Issue.record("golden tree Expected/\(name) written; review it and run again", sourceLocation: sourceLocation)
        return
    }
    let actualFiles = generatedFiles(in: actual), expectedFiles = generatedFiles(in: expected)
    #expect(actualFiles == expectedFiles, "the set of generated files differs", sourceLocation: sourceLocation)
    for path in Set(actualFiles).intersection(expectedFiles).sorted() {
        let left = try String(contentsOf: expected.appendingPathComponent(path), encoding: .utf8)
        let right = try String(contentsOf: actual.appendingPathComponent(path), encoding: .utf8)
        if left != right {
            Issue.record("\(path) differs from its golden:\n\(firstDifference(left, right))", sourceLocation: sourceLocation)
        }
    }
}

func assertGoldenText(_ actual: String, _ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = CriteriaRunner.testsFolder.appendingPathComponent("Expected/\(path)")
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if expected == actual { return }
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" || expected == nil {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("golden \(path) written; review it and run again", sourceLocation: sourceLocation)
        return
    }
    Issue.record("\(path) differs from its golden:\n\(firstDifference(expected!, actual))", sourceLocation: sourceLocation)
}

func firstDifference(_ expected: String, _ actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
        let l = index < left.count ? String(left[index]) : "<end>"
        let r = index < right.count ? String(right[index]) : "<end>"
        if l != r { return "line \(index + 1):\n  expected: \(l)\n  actual:   \(r)" }
    }
    return "(no line differs)"
}
