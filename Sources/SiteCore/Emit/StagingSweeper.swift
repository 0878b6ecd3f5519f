import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes what builds that were killed left beside an output (`FileOperations.temporarySibling`
/// names, which carry the pid of the build that made them):
/// - staging folders `.public.tmp-build-PID-N` and `.public.tmp-update-PID-N`, a bundle's
///   `.site.zip.tmp-bundle-PID-N`, and in the output the cache's `.criteria-cache.tmp-write-PID-N`;
/// - `.public.old-PID`, the previous site of a build killed while swapping: removed when the
///   output is in place, put back when the kill came between the two renames.
///
/// Only what a process no longer running made is touched; run it while holding `OutputLock`,
/// so no live build of ours is writing into the output.
public struct StagingSweeper {
    /// One thing removed (or put back), for the user.
    public struct Cleared: Equatable, Sendable {
        public var path: String
        public var pid: Int32
        /// True when an earlier site was put back as the output rather than removed.
        public var restored: Bool
    }

    public init() {}

    public func sweep(beside output: URL) -> [Cleared] {
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        var cleared: [Cleared] = []
        for entry in entries(of: parent) {
            if let pid = Self.pid(in: entry, after: ".\(name).tmp-", purposes: ["build", "update", "bundle"]), !Self.isRunning(pid) {
                remove(parent.appendingPathComponent(entry), pid: pid, into: &cleared)
            } else if entry.hasPrefix(".\(name).old-"), let pid = Int32(entry.dropFirst(name.count + 6)), !Self.isRunning(pid) {
                settlePreviousSite(parent.appendingPathComponent(entry), output: output, pid: pid, into: &cleared)
            }
        }
        for entry in entries(of: output) {
            guard let pid = Self.pidOfWrite(entry), !Self.isRunning(pid) else { continue }
            remove(output.appendingPathComponent(entry), pid: pid, into: &cleared)
        }
        return cleared
    }

    /// The pid in `<prefix><purpose>-PID-N`, for one of `purposes`.
    static func pid(in entry: String, after prefix: String, purposes: [String]) -> Int32? {
        guard entry.hasPrefix(prefix) else { return nil }
        let parts = entry.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, purposes.contains(String(parts[0])), UInt32(parts[2]) != nil,
              let pid = Int32(parts[1]), pid > 0 else { return nil }
        return pid
    }

    /// The pid in a file the output holds for a moment (`.criteria-cache.tmp-write-PID-N`).
    static func pidOfWrite(_ entry: String) -> Int32? {
        guard let marker = entry.range(of: ".tmp-", options: .backwards) else { return nil }
        return pid(in: entry, after: String(entry[..<marker.upperBound]), purposes: ["write"])
    }

    /// True unless no process has this pid (`kill(pid, 0)`: EPERM means one runs, as another user).
    public static func isRunning(_ pid: Int32) -> Bool {
        if pid == ProcessInfo.processInfo.processIdentifier { return true }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    private func entries(of folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix(".") }.sorted()
    }

    private func remove(_ url: URL, pid: Int32, into cleared: inout [Cleared]) {
        // Left by a build that is gone; if it cannot be removed, the next build tries again.
        if (try? FileManager.default.removeItem(at: url)) != nil {
            cleared.append(Cleared(path: url.path, pid: pid, restored: false))
        }
    }

    private func settlePreviousSite(_ previous: URL, output: URL, pid: Int32, into cleared: inout [Cleared]) {
        guard !FileManager.default.fileExists(atPath: output.path) else {
            remove(previous, pid: pid, into: &cleared)
            return
        }
        if rename(previous.path, output.path) == 0 {
            cleared.append(Cleared(path: previous.path, pid: pid, restored: true))
        }
    }
}
