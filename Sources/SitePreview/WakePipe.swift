import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe whose only job is to wake the watcher thread out of poll() when `stop()` is called.
struct WakePipe {
    let readEnd: Int32
    let writeEnd: Int32

    init() throws {
        var ends: [Int32] = [-1, -1]
        // pipe2() would set both flags atomically, but Swift's Glibc only declares it under _GNU_SOURCE.
        // The gap matters only if another thread spawns a process in it: that child would hold the pipe open.
        let result = pipe(&ends)
        for fd in ends where result == 0 {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, O_NONBLOCK)
        }
        guard result == 0 else {
            throw FileWatcherError(description: "cannot create file watcher pipe: \(String(cString: strerror(errno)))")
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    func wake() {
        var byte: UInt8 = 1
        // If the write fails the pipe is full, so a wake-up is already pending.
        _ = write(writeEnd, &byte, 1)
    }

    func close() {
        WatcherDescriptor.close(readEnd)
        WatcherDescriptor.close(writeEnd)
    }
}
