import Foundation

/// What `criteria build` remembers about the site it wrote, kept beside it as
/// `<output>/.criteria-cache` (JSON). The next build compares its inputs with it to decide what
/// to redo: nothing when no input changed, only the changed pages when no title, address or card
/// text changed, everything when the theme, the config or the tool changed.
///
/// A cache that is missing, unreadable or from another format is ignored: the build is then full.
struct BuildCache: Equatable {
    static let fileName = ".criteria-cache"
    static let format = 5

    var format = BuildCache.format
    /// Everything but the content files: tool, config, theme, assets (`BuildFingerprint`).
    var settings: String
    /// Addresses and aliases of every page: a change may alter links on any page.
    var linkSignature: [String]
    /// What navigation and overview pages show of every page: a change alters every page.
    var navigationSignature: [String]
    /// By source path (relative to the content folder).
    var pages: [String: Page]
    /// Every file of the written site, by output path (the cache and manifest themselves excluded).
    var files: [String: File]
    /// All diagnostics of the build, in order: a build with nothing to do reports them again.
    var diagnostics: [Diagnostic]
    /// The content folder's git history as this build read it, so the next reads only newer
    /// commits (`GitHistoryReader`); nil without one. Its uncommitted files are not kept.
    var history: ContentHistory?

    /// What a page contributes when it is not rendered again.
    struct Page: Equatable {
        /// `ContentHash` of the source text; for an older entry that includes files, then
        /// `|path=hash` for each of them (`IncludeLibrary.stamp`), so a changed include renders
        /// the pages that include it again.
        var source: String
        /// The page's HTML file.
        var outputPath: String
        var summary: String
        /// The page has criteria tabs (`RenderedPage.hasCriteria`); one without is listed as a guide.
        var hasCriteria = true
        var media: [MediaRef]
        /// Warnings from rendering it (the sanitizer's), reported again while it is unchanged.
        var renderDiagnostics: [Diagnostic]
        /// The WCAG criteria it cites and its native platforms (`RenderedPage.facets`).
        var facets = PageFacets()
    }

    /// A written file as the build left it, so a later build can tell whether it is still there
    /// and unchanged without reading it.
    struct File: Equatable {
        /// `ContentHash` of generated contents; for a copied file, the source's size and
        /// modification time.
        var origin: String
        var size: Int64
        /// Nanoseconds since 1970.
        var modified: Int64

        /// Still as recorded: the file untouched since, and for a copied file, its `source`
        /// (found through the theme and assets folder, so the cache names no absolute path).
        func isIntact(at path: String, source: URL?) -> Bool {
            guard let stamp = FileStamp(path: path), stamp.size == size, stamp.modified == modified else { return false }
            guard origin.hasPrefix(FileStamp.copyPrefix) else { return true }
            return source.flatMap { FileStamp(path: $0.path)?.origin } == origin
        }
    }

    /// Read by hand (`CacheJSONReader`), as it is written: `JSONDecoder` was slow enough to be
    /// most of a build with nothing to do.
    static func read(in output: URL) -> BuildCache? {
        guard let data = FileManager.default.contents(atPath: output.appendingPathComponent(fileName).path),
              let cache = try? CacheJSONReader.cache(from: data),
              cache.format == format else { return nil }
        return cache
    }

    /// Writes the cache into `output` as JSON, a few dozen kilobytes at a time: encoding it whole
    /// into one text held it about twice over at once, at the build's end, when its memory is
    /// highest. Written by hand (`CacheJSON`), members in sorted key order: `JSONEncoder` is slow.
    /// `encoded`: the rest of the cache encoded already, in blocks (`EncodedCache`, which holds
    /// it once while the site's files are written), so only `files` is encoded here.
    func write(in output: URL, encoded: EncodedCache? = nil) throws {
        try FileOperations().writeAtomically(to: output, path: Self.fileName) { write in
            // The JSON hands its bytes to `write` only while this closure runs.
            try withoutActuallyEscaping(write) { write in
                var json = CacheJSON(flushingTo: write)
                guard let encoded else {
                    try json.cache(self)
                    try json.finish()
                    return
                }
                for part in encoded.before { try write(part) }
                try json.files(self)
                try json.finish()
                for part in encoded.after { try write(part) }
            }
        }
    }
}
