import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import TextSupport
#endif

/// One build at a time into an output: a lock file beside it (`.public.lock` for `public`)
/// that holds the pid of the build holding it. The lock itself is `flock(2)`, which the kernel
/// lets go when its holder ends in any way, SIGKILL included; so a lock file a killed build left
/// is stale by construction, and the next build takes it over.
public final class OutputLock {
    /// Another build holds the lock and the caller chose not to wait.
    public struct Held: Error, CustomStringConvertible {
        public var output: String
        /// The holder's pid as its lock file says, when it could be read.
        public var holder: Int32?

        public var description: String {
            let who = holder.map { "another criteria build (pid \($0))" } ?? "another criteria build"
            return "\(who) is writing \(output); pass --wait to wait for it to finish, or run again when it has"
        }
    }

    public let file: URL
    private var descriptor: Int32

    private init(file: URL, descriptor: Int32) {
        self.file = file
        self.descriptor = descriptor
    }

    /// The lock file for `output`: hidden, in the output's parent, named after it.
    public static func lockFile(for output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).lock")
    }

    /// Takes the lock for `output`. When another build holds it: with `waiting`, calls
    /// `onWait` with the holder's pid once and blocks until it is free; otherwise throws `Held`.
    public static func acquire(for output: URL, waiting: Bool, onWait: (Int32?) -> Void = { _ in }) throws -> OutputLock {
        let file = lockFile(for: output)
        try FileOperations().createFolder(file.deletingLastPathComponent())
        var toldWaiting = false
        while true {
            let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw EmitError.io(operation: "open the lock file", path: file.path, reason: lastError()) }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK else {
                    let reason = lastError()
                    close(descriptor)
                    throw EmitError.io(operation: "lock", path: file.path, reason: reason)
                }
                let holder = readHolder(descriptor)
                guard waiting else {
                    close(descriptor)
                    throw Held(output: output.path, holder: holder)
                }
                if !toldWaiting { onWait(holder) }
                toldWaiting = true
                try lockWaiting(descriptor, file)
            }
            // The holder removes the file as it lets go; a lock taken on a file no longer at
            // the path would not keep out the next build, which makes a new one.
            guard isStillAtPath(descriptor, file.path) else {
                close(descriptor)
                continue
            }
            let lock = OutputLock(file: file, descriptor: descriptor)
            lock.recordHolder()
            return lock
        }
    }

    /// Blocks until the lock is free (a signal's EINTR is not the lock).
    private static func lockWaiting(_ descriptor: Int32, _ file: URL) throws {
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = lastError()
                close(descriptor)
                throw EmitError.io(operation: "lock", path: file.path, reason: reason)
            }
        }
    }

    /// Removes the lock file, then lets go of the lock (in that order: see `acquire`).
    public func release() {
        guard descriptor >= 0 else { return }
        unlink(file.path)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }

    private func recordHolder() {
        let text = "\(ProcessInfo.processInfo.processIdentifier)\n"
        _ = ftruncate(descriptor, 0)
        // The pid is for messages only; the lock holds without it, so a failed write is not fatal.
        _ = text.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    }

    private static func readHolder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[0..<count], as: UTF8.self).trimmingWhitespace)
    }

    private static func isStillAtPath(_ descriptor: Int32, _ path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
