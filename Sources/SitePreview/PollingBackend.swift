import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares snapshots of the trees (path → size, times, inode) every `interval`.
final class PollingBackend: ChangeBackend {
    private static let interval: Duration = .milliseconds(500)
    private let roots: [String]
    private var snapshot: [String: FileInfo]
    private(set) var nextTick: ContinuousClock.Instant?

    init(roots: [String]) {
        self.roots = roots
        snapshot = Self.scan(roots)
        nextTick = .now + Self.interval
    }

    var eventDescriptor: Int32? { nil }
    func readEvents() -> Set<String> { [] }
    /// Snapshots cannot tell a file being written from one written.
    var isWriting: Bool { false }
    func forgetWriters() {}
    func close() {}

    func tick(now: ContinuousClock.Instant) -> Set<String> {
        let current = Self.scan(roots)
        defer {
            snapshot = current
            nextTick = now + Self.interval
        }
        var changed = Set(snapshot.keys.filter { current[$0] == nil })
        for (path, info) in current {
            guard let old = snapshot[path] else { changed.insert(path); continue }
            // A folder's times change whenever its entries do; those entries are reported themselves.
            let differs = info.isDirectory && old.isDirectory ? false : info != old
            if differs { changed.insert(path) }
        }
        return changed
    }

    /// Missing roots are simply absent from the snapshot, so they are reported once they appear.
    private static func scan(_ roots: [String]) -> [String: FileInfo] {
        var result: [String: FileInfo] = [:]
        for root in roots {
            guard let info = FileInfo(path: root, followLinks: true) else { continue }
            result[root] = info
            if info.isDirectory { scanFolder(root, into: &result) }
        }
        return result
    }

    private static func scanFolder(_ folder: String, into result: inout [String: FileInfo]) {
        for child in FileTree.children(of: folder) {
            if child.info.isDirectory && FileTree.isSkippedFolder(child.name) { continue }
            result[child.path] = child.info
            if child.info.isDirectory { scanFolder(child.path, into: &result) }
        }
    }
}
