import Foundation

/// Emit stage for an output folder an earlier build wrote: brings it up to date in place,
/// writing only the files whose contents changed and deleting only files the earlier build
/// listed in its manifest and this one no longer writes. Unchanged files keep their bytes and
/// their modification times, so servers, rsync and browsers' caches see no change.
///
/// Changed files are first written into a staging folder beside the output; only when all of
/// them are written are they renamed into place, one `rename(2)` each. A failure while writing
/// (a full disk, say) leaves the site as it was.
struct OutputUpdater {
    struct Result {
        var written: [String]
        var removed: [String]
        /// The files of the site as now on disk, for the build cache.
        var records: [String: BuildCache.File]
    }

    /// previous: what the last build recorded (empty without a cache); kept: files this build
    /// does not write but keeps (their records are carried over).
    func update(_ entries: [SiteEntries.Entry], kept: [String], previous: [String: BuildCache.File],
                output: URL) throws -> Result {
        let listedBefore = Set(OutputFolderGuard.readManifest(in: output))
        let outcomes = try install(entries, previous: previous, into: output)
        var records = Self.records(of: entries, outcomes: outcomes, in: output)
        for path in kept { records[path] = previous[path] }
        let stillListed = Set(entries.map(\.path)).union(kept)
        let removed = listedBefore.subtracting(stillListed).sorted()
        for path in removed { removeListedFile(path, in: output) }
        let written = zip(entries, outcomes).filter { $1.written && $0.path != OutputFolderGuard.manifestName }.map(\.0.path)
        return Result(written: written, removed: removed, records: records)
    }

    // MARK: - Deciding

    /// What the build cache records of each entry as it now is on disk (the manifest is not
    /// recorded): where its contents came from, and the file's size and modification time.
    static func records(of entries: [SiteEntries.Entry], outcomes: [FileOperations.Outcome],
                        in output: URL) -> [String: BuildCache.File] {
        var records: [String: BuildCache.File] = [:]
        for (entry, outcome) in zip(entries, outcomes) where entry.path != OutputFolderGuard.manifestName {
            guard let stamp = FileStamp(path: output.appendingPathComponent(entry.path).path) else { continue }
            records[entry.path] = BuildCache.File(origin: outcome.origin, size: stamp.size, modified: stamp.modified)
        }
        return records
    }

    /// True when the file at `target` is already as this build would write it. Without a record
    /// (no cache), generated contents are compared with the file's bytes.
    private static func isCurrent(origin: String, text: String?, target: String, previous: BuildCache.File?) -> Bool {
        guard let stamp = FileStamp(path: target) else { return false }
        if let previous, previous.size == stamp.size, previous.modified == stamp.modified {
            return previous.origin == origin
        }
        guard let text, Int64(text.utf8.count) == stamp.size else { return false }
        return FileManager.default.contents(atPath: target) == Data(text.utf8)
    }

    // MARK: - Writing

    /// Writes the entries that changed into a staging folder, then renames each into place.
    private func install(_ entries: [SiteEntries.Entry], previous: [String: BuildCache.File],
                         into output: URL) throws -> [FileOperations.Outcome] {
        let parent = output.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(
            ".\(output.lastPathComponent).tmp-update-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        let files = FileOperations()
        try files.createFolder(staging)
        defer { try? FileManager.default.removeItem(at: staging) }   // ours alone; empty once all is moved
        let outcomes = try files.writeAll(entries, into: staging) { entry, origin, text in
            Self.isCurrent(origin: origin, text: text, target: output.appendingPathComponent(entry.path).path,
                           previous: previous[entry.path])
        }
        for (entry, outcome) in zip(entries, outcomes) where outcome.written {
            let target = output.appendingPathComponent(entry.path)
            try files.createFolder(target.deletingLastPathComponent())
            try files.replace(target, with: staging.appendingPathComponent(entry.path))
        }
        return outcomes
    }

    /// Deletes a file the previous build listed, then any folders it leaves empty.
    private func removeListedFile(_ path: String, in output: URL) {
        var url = output.appendingPathComponent(path)
        try? FileManager.default.removeItem(at: url)
        let root = output.standardizedFileURL.path
        while true {
            url = url.deletingLastPathComponent()
            guard url.standardizedFileURL.path.hasPrefix(root + "/"),
                  (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.isEmpty == true else { return }
            try? FileManager.default.removeItem(at: url)
        }
    }
}
