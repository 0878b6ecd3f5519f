import Foundation

/// One `exclude:` pattern of `criteria.yml`: content files it matches are neither published nor
/// checked. Matched against paths relative to the content folder, a `/`-separated segment at a
/// time: `*` is any run of characters but `/`, `?` one of them, `[a-z]` and `[!a]` classes (as
/// in the shell); a segment `**` is any number of folders, none included. A pattern that
/// matches a folder matches everything under it; a leading or trailing `/` is ignored.
public struct ExcludePattern: Sendable, Equatable {
    /// As written.
    public var text: String
    /// Where it is written, for a pattern that matches nothing.
    public var location: SourceLocation
    private let segments: [String]

    public init(_ text: String, location: SourceLocation) {
        self.text = text
        self.location = location
        segments = text.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    /// Whether `path` (relative to the content folder) or a folder above it matches.
    public func matches(_ path: String) -> Bool {
        guard !segments.isEmpty else { return false }
        let parts = path.split(separator: "/").map(String.init)
        return (1...max(parts.count, 1)).contains { Self.match(segments[...], parts[..<min($0, parts.count)]) }
    }

    private static func match(_ pattern: ArraySlice<String>, _ parts: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return parts.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (parts.startIndex...parts.endIndex).contains { match(rest, parts[$0...]) }
        }
        guard let part = parts.first, segment(first, matches: part) else { return false }
        return match(pattern.dropFirst(), parts.dropFirst())
    }

    /// One segment, by the shell's rules; a dot at the start of a name is an ordinary character
    /// (hidden files are never content anyway).
    static func segment(_ pattern: String, matches name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
