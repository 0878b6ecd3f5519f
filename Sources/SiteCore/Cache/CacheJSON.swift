import Foundation

// How the build cache (`BuildCache`) holds diagnostics, locations and media references: each
// as a JSON array of its fields, in a fixed order, rather than an object with named members:
// a large site's cache holds tens of thousands of diagnostics (docs/performance.md).
// `CacheJSON` writes them, `CacheJSONReader` reads them back; nothing else encodes or decodes
// these types.

/// The build cache's JSON, written by hand as bytes (`BuildCache.write`), in the forms above.
/// Its bytes go out between the elements of arrays and objects once they fill a block
/// (`ByteBlocks`), so the whole text is never held at once as one string (`EncodedCache` keeps
/// the blocks of all but `files` while the site's files are written).
struct CacheJSON {
    private var blocks: ByteBlocks

    init(flushingTo output: @escaping (Data) throws -> Void) { blocks = ByteBlocks(handingOnTo: output) }

    /// Writes out what is left; call once the JSON is complete.
    mutating func finish() throws { try blocks.flush() }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { blocks.pending.append(contentsOf: $0) }
    }

    mutating func string(_ text: String) { blocks.pending.append(contentsOf: JSONText.string(text).utf8) }

    mutating func number(_ number: Int) { JSONText.appendDecimal(number, to: &blocks.pending) }

    /// `element` writes each element into the JSON it is given (this one).
    mutating func array<Element>(_ elements: [Element], _ element: (inout CacheJSON, Element) throws -> Void) throws {
        raw("[")
        for (index, item) in elements.enumerated() {
            if index > 0 { raw(",") }
            try element(&self, item)
            try blocks.flushWhenFull()
        }
        raw("]")
    }

    /// Members in sorted key order; `value` writes each value into the JSON it is given.
    mutating func object<Value>(_ members: [String: Value], _ value: (inout CacheJSON, Value) throws -> Void) throws {
        raw("{")
        for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { raw(",") }
            string(member.key)
            raw(":")
            try value(&self, member.value)
            try blocks.flushWhenFull()
        }
        raw("}")
    }

    /// The whole cache, members in sorted key order.
    mutating func cache(_ cache: BuildCache) throws {
        try beforeFiles(cache)
        try files(cache)
        try afterFiles(cache)
    }

    /// The cache's members before `files`: what the build knows before its files are written,
    /// so it can be encoded while they are (`EncodedCache`).
    mutating func beforeFiles(_ cache: BuildCache) throws {
        raw("{\"diagnostics\":")
        try array(cache.diagnostics) { json, diagnostic in json.diagnostic(diagnostic) }
    }

    mutating func files(_ cache: BuildCache) throws {
        raw(",\"files\":")
        try object(cache.files) { json, file in json.file(file) }
    }

    /// The members after `files`, and the end of the cache.
    mutating func afterFiles(_ cache: BuildCache) throws {
        raw(",\"format\":")
        number(cache.format)
        raw(",\"history\":")
        try array(Self.historyRows(cache.history)) { json, row in try json.array(row) { json, field in json.string(field) } }
        raw(",\"linkSignature\":")
        try array(cache.linkSignature) { json, line in json.string(line) }
        raw(",\"navigationSignature\":")
        try array(cache.navigationSignature) { json, line in json.string(line) }
        raw(",\"pages\":")
        try object(cache.pages) { json, page in try json.page(page) }
        raw(",\"settings\":")
        string(cache.settings)
        raw("}")
    }

    /// The history as rows of strings: `[head, shallow]`, then per commit `[hash, time, subject,
    /// kind, path, old path, kind, …]` (old path empty unless renamed); no rows without one.
    static func historyRows(_ history: ContentHistory?) -> [[String]] {
        guard let history else { return [] }
        return [[history.head, history.isShallow ? "shallow" : "full"]] + history.commits.map { commit in
            [commit.hash, commit.time, commit.subject] + commit.changes.flatMap { [$0.kind.rawValue, $0.path, $0.oldPath ?? ""] }
        }
    }

    mutating func diagnostic(_ diagnostic: Diagnostic) {
        raw("[")
        string(diagnostic.severity.rawValue)
        raw(",")
        location(diagnostic.location)
        raw(",")
        string(diagnostic.message)
        raw(",")
        optional(diagnostic.note)
        raw(",")
        optional(diagnostic.rule)
        raw("]")
    }

    /// `{"modified": …, "origin": …, "size": …}`.
    mutating func file(_ file: BuildCache.File) {
        raw("{\"modified\":")
        number(Int(file.modified))
        raw(",\"origin\":")
        string(file.origin)
        raw(",\"size\":")
        number(Int(file.size))
        raw("}")
    }

    /// `{"checkCount": …, "checks": [[id, text, wcag…]], "hasCriteria": …, "media": […], "outputPath": …, "renderDiagnostics": […], "source": …, "summary": …, "wcag": […]}`.
    mutating func page(_ page: BuildCache.Page) throws {
        raw("{\"checkCount\":")
        number(page.facets.checkCount)
        raw(",\"checks\":")
        try array(page.facets.checks) { json, check in
            try json.array([check.id, check.text] + check.wcag) { json, text in json.string(text) }
        }
        raw(page.hasCriteria ? ",\"hasCriteria\":true" : ",\"hasCriteria\":false")
        raw(",\"media\":")
        try array(page.media) { json, media in json.media(media) }
        raw(",\"outputPath\":")
        string(page.outputPath)
        raw(",\"platforms\":")
        try array(page.facets.platforms) { json, platform in json.string(platform) }
        raw(",\"renderDiagnostics\":")
        try array(page.renderDiagnostics) { json, diagnostic in json.diagnostic(diagnostic) }
        raw(",\"source\":")
        string(page.source)
        raw(",\"summary\":")
        string(page.summary)
        raw(",\"wcag\":")
        try array(page.facets.wcag) { json, number in json.string(number) }
        raw("}")
    }

    mutating func media(_ media: MediaRef) {
        raw("[")
        string(media.assetPath)
        raw(",[")
        location(media.location)
        raw("],")
        raw(media.exists ? "true" : "false")
        raw("]")
    }

    /// `file, line, column`, without brackets (a diagnostic's fields hold them inline).
    private mutating func location(_ location: SourceLocation) {
        string(location.file)
        raw(",")
        number(location.line)
        raw(",")
        number(location.column)
    }

    private mutating func optional(_ text: String?) {
        if let text { string(text) } else { raw("null") }
    }
}
