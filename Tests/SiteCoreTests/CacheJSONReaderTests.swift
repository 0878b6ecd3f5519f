import Foundation
import Testing
@testable import SiteCore

/// `CacheJSONReader`: the build cache read back by hand. What `CacheJSON` writes reads back the
/// same (see also `BuildCacheFileTests`); other JSON of the same shape reads as JSON would; and
/// anything else is no cache, never a crash or a cache with wrong values.
@Suite struct CacheJSONReaderTests {
    private static let location = SourceLocation(file: "web/ä \"b\".md", line: 3, column: 7)

    /// Every kind of value the cache holds, with the texts most likely to trip a reader.
    private static let awkward = BuildCache(
        settings: "tool 1\ttheme \\ \u{0}\u{1F}",
        linkSignature: ["web/a.md [\"web\", \"a\"] []", "", "</script> \u{2028}\u{2029} 😀 e\u{301}"],
        navigationSignature: ["x"],
        pages: [
            "web/\"quoted\" 😀.md": BuildCache.Page(
                source: "h1", outputPath: "web/q/index.html", summary: "Card \"1\" / é\n<b>",
                media: [MediaRef(assetPath: "media/a.webm", location: location, exists: true),
                        MediaRef(assetPath: "media/b.vtt", location: SourceLocation(file: "b.md"), exists: false)],
                renderDiagnostics: [Diagnostic(.warning, location, "w", rule: "markup-repair")]),
            "web/plain.md": BuildCache.Page(source: "h2", outputPath: "web/plain/index.html", summary: "", media: [], renderDiagnostics: []),
        ],
        files: [
            "web/q/index.html": BuildCache.File(origin: "copy:12:34", size: 0, modified: Int64.max),
            "web/old.html": BuildCache.File(origin: "abc", size: Int64.max, modified: -1_234_567_890_123_456_789),
        ],
        diagnostics: [
            Diagnostic(.error, location, "message \\ \"quoted\"\n<tag> \u{2028}\u{1}\r\u{7F}", note: "note 😀", rule: nil),
            Diagnostic(.warning, SourceLocation(file: ""), "", note: nil, rule: "broken-link"),
        ])

    private func written(_ cache: BuildCache) throws -> String {
        var parts: [Data] = []
        var json = CacheJSON(flushingTo: { parts.append($0) })
        try json.cache(cache)
        try json.finish()
        return String(decoding: parts.reduce(Data(), +), as: UTF8.self)
    }

    @Test func whatTheCacheWritesReadsBackTheSame() throws {
        let folder = try TemporaryFolder()
        try Self.awkward.write(in: folder.url)
        #expect(BuildCache.read(in: folder.url) == Self.awkward)
        #expect(try CacheJSONReader.cache(from: Data(written(Self.awkward).utf8)) == Self.awkward)
    }

    /// A cache encoded but its files beforehand (`EncodedCache`, as the emit stage does while
    /// the site's files are written) is written byte for byte as one encoded at once.
    @Test func aCacheEncodedAheadIsWrittenAsOneEncodedAtOnce() throws {
        let whole = try TemporaryFolder(), ahead = try TemporaryFolder()
        try Self.awkward.write(in: whole.url)
        var known = Self.awkward
        let files = known.files
        known.files = [:]
        let encoded = try EncodedCache(known)
        known.files = files
        try known.write(in: ahead.url, encoded: encoded)
        let name = BuildCache.fileName
        #expect(try Data(contentsOf: ahead.url.appendingPathComponent(name)) == Data(contentsOf: whole.url.appendingPathComponent(name)))
    }

    /// A cache many blocks long, handed on a block at a time, reads back the same, its members
    /// in sorted key order.
    @Test func aCacheOfManyBlocksReadsBackTheSameInKeyOrder() throws {
        let location = SourceLocation(file: "web/a.md", line: 3, column: 1)
        let pages = Dictionary(uniqueKeysWithValues: (0..<2_000).map { index in
            ("web/page-\(index).md", BuildCache.Page(source: "hash \(index)", outputPath: "web/page-\(index)/index.html",
                                                     summary: "Summary of page \(index) <b>", hasCriteria: index % 2 == 0,
                                                     media: [MediaRef(assetPath: "media/\(index).png", location: location, exists: true)],
                                                     renderDiagnostics: [Diagnostic(.warning, location, "repaired \(index)")]))
        })
        let files = Dictionary(uniqueKeysWithValues: (0..<3_000).map { index in
            ("web/page-\(index)/index.html", BuildCache.File(origin: "origin \(index)", size: Int64(index), modified: Int64(index) * 7))
        })
        let diagnostics = (0..<3_000).map { Diagnostic(.warning, location, "warning \($0)", note: "note", rule: "rule") }
        let cache = BuildCache(settings: "s", linkSignature: pages.keys.sorted(), navigationSignature: ["n"], pages: pages,
                               files: files, diagnostics: diagnostics)
        let text = try written(cache)
        #expect(text.utf8.count > 8 * ByteBlocks.blockSize)
        #expect(try CacheJSONReader.cache(from: Data(text.utf8)) == cache)
        let members = ["{\"diagnostics\":[", "],\"files\":{", "},\"format\":", ",\"linkSignature\":[", "],\"navigationSignature\":[",
                       "],\"pages\":{", "},\"settings\":"].map { text.range(of: $0)?.lowerBound }
        #expect(members.allSatisfy { $0 != nil } && members.compactMap { $0 } == members.compactMap { $0 }.sorted())
        #expect(text.hasPrefix("{\"diagnostics\":[[\"warning\",\"web/a.md\",3,1,\"warning 0\",\"note\",\"rule\"],"))
        #expect(text.hasSuffix(",\"settings\":\"s\"}"))
    }

    /// The cache as another JSON writer could put it: whitespace between tokens, members in
    /// another order, and escapes `CacheJSON` never writes.
    @Test func otherJSONOfTheSameShapeReadsAsJSON() throws {
        let text = """
        {
          "settings" : "caf\\u00e9 \\/ \\ud83d\\ude00 \\b\\f\\"",
          "format" : \(BuildCache.format),
          "pages" : { "a\\u002Fb.md" : { "summary" : "", "source" : "h", "renderDiagnostics" : [ ], "hasCriteria" : false,
                                        "media" : [ [ "m.webm" , [ "a/b.md" , 1 , 2 ] , true ] ], "outputPath" : "a/b/index.html" } },
          "files" : { "a/b/index.html" : { "size" : 10, "origin" : "o", "modified" : -5 } },
          "linkSignature" : [ ],
          "navigationSignature" : [ "n" ],
          "diagnostics" : [ [ "warning", "a/b.md", 1, 2, "m", null, "r" ] ]
        }\n
        """
        let cache = try CacheJSONReader.cache(from: Data(text.utf8))
        #expect(cache.settings == "café / 😀 \u{8}\u{C}\"")
        #expect(cache.pages["a/b.md"]?.media == [MediaRef(assetPath: "m.webm", location: SourceLocation(file: "a/b.md", line: 1, column: 2), exists: true)])
        #expect(cache.files["a/b/index.html"] == BuildCache.File(origin: "o", size: 10, modified: -5))
        #expect(cache.diagnostics == [Diagnostic(.warning, SourceLocation(file: "a/b.md", line: 1, column: 2), "m", note: nil, rule: "r")])
        #expect(cache.navigationSignature == ["n"] && cache.linkSignature.isEmpty)
        #expect(cache.pages["a/b.md"]?.hasCriteria == false)
    }

    /// A cache cut off anywhere is no cache: a build that stopped while writing it, a full disk.
    @Test func aCacheCutOffAnywhereIsNoCache() throws {
        let text = Array(try written(Self.awkward).utf8)
        for end in 0..<text.count {
            #expect(throws: CacheJSONReader.Malformed.self, "cut off after \(end) of \(text.count) bytes") {
                try CacheJSONReader.cache(from: Data(text[..<end]))
            }
        }
        #expect(try CacheJSONReader.cache(from: Data(text)) == Self.awkward)
    }

    @Test func aDamagedOrForeignCacheIsNoCache() throws {
        let good = try written(BuildCache(settings: "s", linkSignature: ["l"], navigationSignature: [], pages: [:],
                                          files: ["f": BuildCache.File(origin: "o", size: 1, modified: 2)], diagnostics: []))
        #expect(try CacheJSONReader.cache(from: Data(good.utf8)).settings == "s")
        let damaged: [(String, String)] = [
            ("\"settings\":\"s\"", "\"settings\":\"s\",\"extra\":1"),         // a member it does not know
            (",\"settings\":\"s\"", ""),                                      // a member missing
            ("\"size\":1", "\"size\":1.5"),                                   // not an integer
            ("\"size\":1", "\"size\":99999999999999999999"),                  // beyond 64 bits
            ("\"size\":1", "\"size\":\"1\""),
            ("\"linkSignature\":[\"l\"]", "\"linkSignature\":[\"l\",]"),
            ("\"linkSignature\":[\"l\"]", "\"linkSignature\":[\"\\ud800\"]"), // a lone surrogate
            ("\"linkSignature\":[\"l\"]", "\"linkSignature\":[\"\\x\"]"),     // no such escape
            ("\"linkSignature\":[\"l\"]", "\"linkSignature\":[\"a\nb\"]"),    // a raw control character
            ("\"diagnostics\":[]", "\"diagnostics\":[[\"fatal\",\"f\",1,2,\"m\",null,null]]"),
            ("\"diagnostics\":[]", "\"diagnostics\":[[\"error\",\"f\",1,2,\"m\",null]]"),
        ]
        for (found, replacement) in damaged {
            #expect(good.contains(found))
            #expect(throws: CacheJSONReader.Malformed.self, "\(replacement)") {
                try CacheJSONReader.cache(from: Data(good.replacingOccurrences(of: found, with: replacement).utf8))
            }
        }
        #expect(throws: CacheJSONReader.Malformed.self) { try CacheJSONReader.cache(from: Data((good + "{}").utf8)) }
        // The link signature's one line, "l", made a byte that is not UTF-8.
        var notUTF8 = Array(good.replacingOccurrences(of: "[\"l\"]", with: "[\"\u{1}\"]").utf8)
        notUTF8[notUTF8.firstIndex(of: 0x01)!] = 0xFF
        #expect(throws: CacheJSONReader.Malformed.self) { try CacheJSONReader.cache(from: Data(notUTF8)) }

        // Another format is read, then turned away by `BuildCache.read`.
        let folder = try TemporaryFolder()
        try folder.write(good.replacingOccurrences(of: "\"format\":\(BuildCache.format)", with: "\"format\":2"), to: BuildCache.fileName)
        #expect(BuildCache.read(in: folder.url) == nil)
        try folder.write(good, to: BuildCache.fileName)
        #expect(BuildCache.read(in: folder.url)?.settings == "s")
    }
}
