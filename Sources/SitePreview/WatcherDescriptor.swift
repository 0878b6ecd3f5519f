import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The watcher's file descriptors: the wake pipe's ends and inotify's.
enum WatcherDescriptor {
    static func close(_ fd: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(fd)  // Nothing useful to do if close fails: the descriptor is released either way.
        #else
        _ = Darwin.close(fd)
        #endif
    }
}
