import Foundation

/// Where a build that writes as it goes (`Pipeline`) puts the site: a new output folder, an
/// update of the folder an earlier build wrote, or memory. Pages are written as they are made,
/// on the cores that made them (`pageWriter`), and recorded a batch at a time; `finish` writes
/// the rest and puts it all in place.
enum BuildDestination {
    case newFolder(OutputWriter.Staging)
    case update(OutputUpdater.Staging)
    case memory([OutputFile])
    /// A build that will fail: its staging folder is gone and nothing more is written.
    case abandoned

    mutating func write(_ files: [OutputFile]) throws {
        let entries = files.map { SiteEntries.Entry(path: $0.path, source: .generated($0)) }
        switch self {
        case .newFolder(var staging):
            try staging.write(entries)
            self = .newFolder(staging)
        case .update(var staging):
            try staging.write(entries)
            self = .update(staging)
        case .memory(let written):
            self = .memory(written + files)
        case .abandoned:
            return
        }
    }

    /// What writes pages' files from the cores that make them, as they are made; nil when the
    /// files are held in memory or the build writes nothing more.
    var pageWriter: FolderWriter? {
        switch self {
        case .newFolder(let staging): staging.writer
        case .update(let staging): staging.writer
        case .memory, .abandoned: nil
        }
    }

    /// Records the files `pageWriter` wrote (or found current), in the site's order.
    mutating func record(_ files: [(path: String, outcome: FileOperations.Outcome)]) {
        switch self {
        case .newFolder(var staging):
            staging.record(files)
            self = .newFolder(staging)
        case .update(var staging):
            staging.record(files)
            self = .update(staging)
        case .memory, .abandoned:
            return
        }
    }

    /// The paths of the files handed to `write` or `record`ed so far (written, or current
    /// already), which the manifest lists with the rest.
    var paths: [String] {
        switch self {
        case .newFolder(let staging): staging.written.map(\.path)
        case .update(let staging): staging.offered.map(\.path)
        case .memory(let files): files.map(\.path)
        case .abandoned: []
        }
    }

    /// Writes `entries`, then puts the site in place and records its files in `cache`.
    mutating func finish(_ entries: [SiteEntries.Entry], kept: [String], cache: inout BuildCache) throws -> BuildResult.Summary {
        switch self {
        case .newFolder(var staging):
            try staging.write(entries)
            let setAside = try staging.commit()
            cache.files = OutputUpdater.records(of: staging.written, in: staging.output)
            // The manifest is not counted as a file of the site.
            return BuildResult.Summary(filesWritten: staging.written.count - 1, filesRemoved: 0, setAside: setAside)
        case .update(var staging):
            try staging.write(entries)
            let result = try staging.commit(kept: kept)
            staging.discard()
            cache.files = result.records
            return BuildResult.Summary(filesWritten: result.written.count, filesRemoved: result.removed.count)
        case .memory, .abandoned:
            preconditionFailure("only a folder is finished")
        }
    }

    /// Gives up a folder's staged files; memory keeps what it has (a failed build's files are
    /// still shown by tests and previews).
    mutating func abandon() {
        switch self {
        case .newFolder(let staging): staging.discard()
        case .update(let staging): staging.discard()
        case .memory, .abandoned: return
        }
        self = .abandoned
    }
}
