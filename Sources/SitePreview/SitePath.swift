import Foundation

/// Maps a request's raw path to a path inside the site, refusing anything that could leave it:
/// `..` and `.` segments (plain or percent-encoded), encoded slashes and backslashes, NUL bytes.
enum SitePath {
    static func resolve(rawPath: String) -> String? {
        let path = rawPath.split(separator: "?", maxSplits: 1).first.map(String.init) ?? rawPath
        let lowered = path.lowercased()
        // An encoded separator would turn one segment into two after decoding.
        if lowered.contains("%2f") || lowered.contains("%5c") || lowered.contains("%00") || path.contains("\\") { return nil }
        guard let decoded = path.removingPercentEncoding, !decoded.contains("\0") else { return nil }
        var segments: [Substring] = []
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." || segment == ".." { return nil }
            segments.append(segment)
        }
        var result = segments.joined(separator: "/")
        if result.isEmpty || decoded.hasSuffix("/") { result += result.isEmpty ? "index.html" : "/index.html" }
        return result
    }
}
