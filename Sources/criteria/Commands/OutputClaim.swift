import ArgumentParser
import Foundation
import SiteCore

/// Before a build writes an output: its lock (`OutputLock`), then the debris of killed builds
/// beside it (`StagingSweeper`), each said in one line.
enum OutputClaim {
    /// Holds the lock for `output` until the returned lock is released. Another build holding it:
    /// exit 1 naming it, or, with `waiting`, a line saying so and a wait.
    static func claim(_ output: URL, waiting: Bool, quiet: Bool) throws -> OutputLock {
        let lock: OutputLock
        do {
            lock = try OutputLock.acquire(for: output, waiting: waiting) { holder in
                let who = holder.map { "another criteria build (pid \($0))" } ?? "another criteria build"
                Report.standardError("Waiting for \(who), which is writing \(output.path)…")
            }
        } catch {
            Report.standardError("error: \(error)")
            throw ExitCode(1)
        }
        for cleared in StagingSweeper().sweep(beside: output) where !quiet {
            let path = Report.displayPath(cleared.path, contentFolder: ".")
            print(cleared.restored
                  ? "Put back \(path) as \(output.lastPathComponent): build \(cleared.pid) was killed while replacing it."
                  : "Removed \(path), left by build \(cleared.pid), which is no longer running.")
        }
        return lock
    }
}
