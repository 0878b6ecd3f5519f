import Foundation

/// Reads the build cache's JSON back (`BuildCache.read`), over the file's bytes: the
/// counterpart of `CacheJSON`, in the forms it writes.
///
/// `JSONDecoder` was slow, on one core, before a build with nothing to do could answer. This
/// reader goes over the bytes once and makes each value directly.
///
/// It reads JSON as JSON: any escape in a string (`\/`, `\u00e9`, surrogate pairs), whitespace
/// between tokens, members in any order. What is not a cache of this shape (another format, a
/// damaged or cut-off file, text that is not UTF-8) throws `Malformed`, and the cache is ignored.
struct CacheJSONReader {
    struct Malformed: Error {
        /// Byte offset where reading stopped.
        let offset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The cache `data` holds; `Malformed`, saying where reading stopped, when it holds anything else.
    static func cache(from data: Data) throws -> BuildCache {
        try data.withUnsafeBytes { raw in
            var reader = CacheJSONReader(raw.bindMemory(to: UInt8.self))
            return try reader.wholeCache()
        }
    }

    // MARK: - The cache's records

    private mutating func wholeCache() throws -> BuildCache {
        var format: Int?, settings: String?, linkSignature: [String]?, navigationSignature: [String]?
        var pages: [String: BuildCache.Page]?, files: [String: BuildCache.File]?, diagnostics: [Diagnostic]?
        var history: ContentHistory?
        try members { reader, name in
            switch name {
            case "format": format = try reader.int()
            case "settings": settings = try reader.string()
            case "linkSignature": linkSignature = try reader.array { try $0.string() }
            case "navigationSignature": navigationSignature = try reader.array { try $0.string() }
            case "pages": pages = try reader.map { try $0.page() }
            case "files": files = try reader.map { try $0.file() }
            case "diagnostics": diagnostics = try reader.array { try $0.diagnostic() }
            case "history": history = try Self.history(reader.array { try $0.array { try $0.string() } })
            default: throw reader.malformed
            }
        }
        skipWhitespace()
        guard offset == bytes.count, let format, let settings, let linkSignature, let navigationSignature, let pages, let files,
              let diagnostics else { throw malformed }
        return BuildCache(format: format, settings: settings, linkSignature: linkSignature, navigationSignature: navigationSignature,
                          pages: pages, files: files, diagnostics: diagnostics, history: history)
    }

    /// The rows `CacheJSON.historyRows` writes; nil for none.
    private static func history(_ rows: [[String]]) throws -> ContentHistory? {
        guard let first = rows.first else { return nil }
        guard first.count == 2 else { throw Malformed(offset: 0) }
        let commits = try rows.dropFirst().map { row in
            guard row.count >= 3, (row.count - 3) % 3 == 0 else { throw Malformed(offset: 0) }
            let changes = try stride(from: 3, to: row.count, by: 3).map { index in
                guard let kind = ContentHistory.FileChange.Kind(rawValue: row[index]) else { throw Malformed(offset: 0) }
                return ContentHistory.FileChange(kind: kind, path: row[index + 1], oldPath: row[index + 2].isEmpty ? nil : row[index + 2])
            }
            return ContentHistory.Commit(hash: row[0], time: row[1], subject: row[2], changes: changes)
        }
        return ContentHistory(head: first[0], isShallow: first[1] == "shallow", commits: commits)
    }

    private mutating func page() throws -> BuildCache.Page {
        var source: String?, outputPath: String?, summary: String?, hasCriteria: Bool?, media: [MediaRef]?, renderDiagnostics: [Diagnostic]?
        var facets = PageFacets()
        try members { reader, name in
            switch name {
            case "source": source = try reader.string()
            case "outputPath": outputPath = try reader.string()
            case "summary": summary = try reader.string()
            case "hasCriteria": hasCriteria = try reader.bool()
            case "media": media = try reader.array { try $0.media() }
            case "renderDiagnostics": renderDiagnostics = try reader.array { try $0.diagnostic() }
            case "platforms": facets.platforms = try reader.array { try $0.string() }
            case "wcag": facets.wcag = try reader.array { try $0.string() }
            case "checkCount": facets.checkCount = try reader.int()
            case "checks": facets.checks = try reader.array { try $0.checkCitation() }
            default: throw reader.malformed
            }
        }
        guard let source, let outputPath, let summary, let hasCriteria, let media, let renderDiagnostics else { throw malformed }
        return BuildCache.Page(source: source, outputPath: outputPath, summary: summary, hasCriteria: hasCriteria, media: media,
                               renderDiagnostics: renderDiagnostics, facets: facets)
    }

    /// `[id, text, wcag…]`.
    private mutating func checkCitation() throws -> PageFacets.CheckCitation {
        let fields = try array { try $0.string() }
        guard fields.count >= 2 else { throw malformed }
        return PageFacets.CheckCitation(id: fields[0], text: fields[1], wcag: Array(fields.dropFirst(2)))
    }

    private mutating func file() throws -> BuildCache.File {
        var origin: String?, size: Int64?, modified: Int64?
        try members { reader, name in
            switch name {
            case "origin": origin = try reader.string()
            case "size": size = try Int64(reader.int())
            case "modified": modified = try Int64(reader.int())
            default: throw reader.malformed
            }
        }
        guard let origin, let size, let modified else { throw malformed }
        return BuildCache.File(origin: origin, size: size, modified: modified)
    }

    /// `[severity, file, line, column, message, note, rule]`, note and rule null when absent.
    private mutating func diagnostic() throws -> Diagnostic {
        try expect(UInt8(ascii: "["))
        guard let severity = Diagnostic.Severity(rawValue: try string()) else { throw malformed }
        try expect(UInt8(ascii: ","))
        let location = try locationFields()
        try expect(UInt8(ascii: ","))
        let message = try string()
        try expect(UInt8(ascii: ","))
        let note = try optionalString()
        try expect(UInt8(ascii: ","))
        let rule = try optionalString()
        try expect(UInt8(ascii: "]"))
        return Diagnostic(severity, location, message, note: note, rule: rule)
    }

    /// `[assetPath, [file, line, column], exists]`.
    private mutating func media() throws -> MediaRef {
        try expect(UInt8(ascii: "["))
        let assetPath = try string()
        try expect(UInt8(ascii: ","))
        try expect(UInt8(ascii: "["))
        let location = try locationFields()
        try expect(UInt8(ascii: "]"))
        try expect(UInt8(ascii: ","))
        let exists = try bool()
        try expect(UInt8(ascii: "]"))
        return MediaRef(assetPath: assetPath, location: location, exists: exists)
    }

    /// `file, line, column`, without brackets.
    private mutating func locationFields() throws -> SourceLocation {
        let file = try string()
        try expect(UInt8(ascii: ","))
        let line = try int()
        try expect(UInt8(ascii: ","))
        return SourceLocation(file: file, line: line, column: try int())
    }

    // MARK: - JSON

    private var malformed: Malformed { Malformed(offset: offset) }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    /// The next token's first byte, whitespace skipped; nil at the end.
    private mutating func peek() -> UInt8? {
        skipWhitespace()
        return offset < bytes.count ? bytes[offset] : nil
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard peek() == byte else { throw malformed }
        offset += 1
    }

    /// Whether the next bytes are `word` (`true`, `null`, …), taking them if so.
    private mutating func take(_ word: StaticString) -> Bool {
        guard peek() != nil, bytes.count - offset >= word.utf8CodeUnitCount else { return false }
        let matches = word.withUTF8Buffer { wanted in wanted.indices.allSatisfy { bytes[offset + $0] == wanted[$0] } }
        if matches { offset += word.utf8CodeUnitCount }
        return matches
    }

    private mutating func bool() throws -> Bool {
        if take("true") { return true }
        if take("false") { return false }
        throw malformed
    }

    /// An integer, as `JSONText.appendDecimal` writes it: no fraction, no exponent.
    private mutating func int() throws -> Int {
        let negative = peek() == UInt8(ascii: "-")
        if negative { offset += 1 }
        let start = offset
        var magnitude = 0
        while offset < bytes.count, case let digit = bytes[offset] &- UInt8(ascii: "0"), digit < 10 {
            let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = times10.addingReportingOverflow(Int(digit))
            guard !overflow, !overflowAgain else { throw malformed }
            magnitude = sum
            offset += 1
        }
        guard offset > start else { throw malformed }
        return negative ? -magnitude : magnitude
    }

    private mutating func optionalString() throws -> String? {
        take("null") ? nil : try string()
    }

    private mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = offset
        // Most strings hold no escape: made from their bytes in place.
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                defer { offset += 1 }
                return try text(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
            case UInt8(ascii: "\\"):
                return try escapedString(from: start)
            case ..<0x20:
                throw malformed   // control characters are escaped in JSON
            default:
                offset += 1
            }
        }
        throw malformed
    }

    /// The rest of a string that holds an escape at `offset`; its first bytes start at `start`.
    private mutating func escapedString(from start: Int) throws -> String {
        var unescaped = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                return try unescaped.withUnsafeBufferPointer { try text($0) }
            case UInt8(ascii: "\\"):
                try unescape(into: &unescaped)
            case ..<0x20:
                throw malformed
            default:
                unescaped.append(byte)
            }
        }
        throw malformed
    }

    /// The escape after a backslash, appended as UTF-8.
    private mutating func unescape(into unescaped: inout [UInt8]) throws {
        guard offset < bytes.count else { throw malformed }
        let letter = bytes[offset]
        offset += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(letter)
        case UInt8(ascii: "b"): unescaped.append(0x08)
        case UInt8(ascii: "f"): unescaped.append(0x0C)
        case UInt8(ascii: "n"): unescaped.append(0x0A)
        case UInt8(ascii: "r"): unescaped.append(0x0D)
        case UInt8(ascii: "t"): unescaped.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexUnit()
            if (0xD800..<0xDC00).contains(scalar) {
                // A character beyond the Basic Multilingual Plane, as a surrogate pair.
                guard take("\\u"), case let low = try hexUnit(), (0xDC00..<0xE000).contains(low) else { throw malformed }
                scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
            }
            guard let decoded = Unicode.Scalar(scalar) else { throw malformed }   // a lone low surrogate
            unescaped.append(contentsOf: decoded.utf8)
        default:
            throw malformed
        }
    }

    /// The four hex digits of a `\u` escape.
    private mutating func hexUnit() throws -> UInt32 {
        guard bytes.count - offset >= 4 else { throw malformed }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[offset])).hexDigitValue else { throw malformed }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    /// Checked, since the file may have been damaged: a cache whose text is not UTF-8 is no cache.
    private func text(_ utf8: UnsafeBufferPointer<UInt8>) throws -> String {
        guard let text = String(validUTF8: UnsafeRawBufferPointer(utf8)) else { throw malformed }
        return text
    }

    private mutating func array<Element>(_ element: (inout Self) throws -> Element) throws -> [Element] {
        try expect(UInt8(ascii: "["))
        var elements: [Element] = []
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return elements
        }
        repeat {
            elements.append(try element(&self))
        } while try commaOrEnd(UInt8(ascii: "]"))
        return elements
    }

    /// An object whose members' names are a dictionary's keys (paths).
    private mutating func map<Value>(_ value: (inout Self) throws -> Value) throws -> [String: Value] {
        var values: [String: Value] = [:]
        try members { reader, name in values[name] = try value(&reader) }
        return values
    }

    /// An object, `member` reading the value of each member it is given the name of.
    private mutating func members(_ member: (inout Self, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return
        }
        repeat {
            let name = try string()
            try expect(UInt8(ascii: ":"))
            try member(&self, name)
        } while try commaOrEnd(UInt8(ascii: "}"))
    }

    /// True after a comma (another element follows), false after `end`.
    private mutating func commaOrEnd(_ end: UInt8) throws -> Bool {
        switch peek() {
        case UInt8(ascii: ","): offset += 1; return true
        case end: offset += 1; return false
        default: throw malformed
        }
    }
}
