import Foundation

/// Load stage: asks git which commit the content folder is at, for a bundle's build stamp.
/// Anything short of a clean answer (git missing, not a repository, no commit yet) means
/// "no version", never an error: a bundle of a plain folder is fine.
public struct ContentVersionReader: Sendable {
    /// The program that finds git on the PATH; tests point it elsewhere to play "git missing".
    var launcher: URL

    public init() {
        launcher = URL(fileURLWithPath: "/usr/bin/env")
    }

    init(launcher: URL) {
        self.launcher = launcher
    }

    public func version(of folder: URL) -> ContentVersion? {
        guard let commit = git(["rev-parse", "--short", "HEAD"], in: folder)?.trimmingCharacters(in: .whitespacesAndNewlines),
              !commit.isEmpty, commit.allSatisfy(\.isHexDigit) else { return nil }
        // Only changes inside the content folder count (`-- .`), untracked files included.
        guard let status = git(["status", "--porcelain", "--", "."], in: folder) else { return nil }
        return ContentVersion(commit: commit, isDirty: !status.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    /// Standard output of a successful git run, or nil.
    private func git(_ arguments: [String], in folder: URL) -> String? {
        let process = Process()
        process.executableURL = launcher
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Read before waiting: a full pipe would otherwise block git forever.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
