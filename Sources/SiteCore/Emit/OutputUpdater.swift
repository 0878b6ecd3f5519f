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

    /// An update written a batch of files at a time: changed files go into a staging folder
    /// beside the output, and only `commit` renames them into place and removes what this build
    /// no longer writes, so a build can write pages as it renders them and still leave the site
    /// as it was when it fails.
    struct Staging {
        let output: URL
        private let previous: [String: BuildCache.File]
        private let listedBefore: Set<String>
        private let folder: URL
        /// Writes into the staging folder, from any thread, the entries not current in the
        /// output; what it wrote or left is `record`ed.
        let writer: FolderWriter
        /// Every entry offered so far, in order, with what its contents came from and whether it
        /// was written (changed) or is already current in the output.
        private(set) var offered: [(path: String, outcome: FileOperations.Outcome)] = []

        init(output: URL, previous: [String: BuildCache.File]) throws {
            self.output = output
            self.previous = previous
            listedBefore = Set(OutputFolderGuard.readManifest(in: output))
            folder = FileOperations.temporarySibling(of: output, purpose: "update")
            try FileOperations().createFolder(folder)
            writer = FolderWriter(folder: folder) { entry, origin, text in
                OutputUpdater.isCurrent(origin: origin, text: text, target: output.appendingFile(entry.path).path,
                                        previous: previous[entry.path])
            }
        }

        /// Writes those of `entries` whose contents differ from the output's into the staging folder.
        mutating func write(_ entries: [SiteEntries.Entry]) throws {
            record(zip(entries.map(\.path), try writer.writeAll(entries)).map { ($0, $1) })
        }

        /// Entries `writer` was offered, in the order the site lists them.
        mutating func record(_ files: [(path: String, outcome: FileOperations.Outcome)]) {
            offered += files
        }

        /// Renames the changed files into place, then deletes the files the last build listed and
        /// this one neither wrote nor `kept`.
        func commit(kept: [String]) throws -> Result {
            let files = FileOperations()
            let manifest = OutputFolderGuard.manifestName
            try listAddedFilesFirst()
            for (path, outcome) in offered where outcome.written && path != manifest {
                try files.createFolder(output.appendingFile(path).deletingLastPathComponent())
                try files.replace(output.appendingFile(path), with: folder.appendingFile(path))
            }
            let stillListed = Set(offered.map(\.path)).union(kept)
            let removed = listedBefore.subtracting(stillListed).sorted()
            for path in removed { OutputUpdater.removeListedFile(path, in: output) }
            // The new manifest goes in last: until then the one in place lists every file the
            // output may hold, so a build killed in between leaves no file unaccounted for.
            if offered.contains(where: { $0.path == manifest && $0.outcome.written }) {
                try files.replace(output.appendingFile(manifest), with: folder.appendingFile(manifest))
            }
            var records = OutputUpdater.records(of: offered, in: output)
            for path in kept { records[path] = previous[path] }
            let written = offered.filter { $0.outcome.written && $0.path != manifest }.map(\.path)
            return Result(written: written, removed: removed, records: records)
        }

        /// A build killed among the renames would leave files the old manifest does not list,
        /// which the next build would take for someone else's (`OutputFolderGuard`); so when
        /// this build adds files, a manifest listing the old and the new ones goes in first.
        private func listAddedFilesFirst() throws {
            let added = offered.filter { $0.outcome.written && $0.path != OutputFolderGuard.manifestName && !listedBefore.contains($0.path) }
            guard !added.isEmpty else { return }
            let listed = listedBefore.union(added.map(\.path)).sorted()
            let text = "# Files written by criteria build, and files a build being committed adds.\n" + listed.joined(separator: "\n") + "\n"
            try FileOperations().writeAtomically(to: output, path: OutputFolderGuard.manifestName) { write in try write(Data(text.utf8)) }
        }

        /// Removes the staging folder: ours alone, and empty once a commit moved everything.
        func discard() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    // MARK: - Deciding

    /// What the build cache records of each entry as it now is on disk (the manifest is not
    /// recorded): where its contents came from, and the file's size and modification time,
    /// as stamped when it was written, or, for a file already current, as it is in `output`.
    static func records(of files: [(path: String, outcome: FileOperations.Outcome)], in output: URL) -> [String: BuildCache.File] {
        var records: [String: BuildCache.File] = [:]
        records.reserveCapacity(files.count)
        let folder = output.path
        for (path, outcome) in files where path != OutputFolderGuard.manifestName {
            guard let stamp = outcome.stamp ?? FileStamp(path: folder.joiningFile(path)) else { continue }
            records[path] = BuildCache.File(origin: outcome.origin, size: stamp.size, modified: stamp.modified)
        }
        return records
    }

    /// True when the file at `target` is already as this build would write it. Without a record
    /// (no cache), generated contents are compared with the file's bytes.
    fileprivate static func isCurrent(origin: String, text: String?, target: String, previous: BuildCache.File?) -> Bool {
        guard let stamp = FileStamp(path: target) else { return false }
        if let previous, previous.size == stamp.size, previous.modified == stamp.modified {
            return previous.origin == origin
        }
        guard let text, Int64(text.utf8.count) == stamp.size else { return false }
        return FileManager.default.contents(atPath: target) == Data(text.utf8)
    }

    // MARK: - Removing

    /// Deletes a file the previous build listed, then any folders it leaves empty.
    fileprivate static func removeListedFile(_ path: String, in output: URL) {
        var url = output.appendingFile(path)
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
