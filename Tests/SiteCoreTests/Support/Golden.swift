import Foundation
import Testing

/// Golden files: `assertGolden(actual, "name")` compares with `Golden/<name>` beside the tests.
/// A missing file, or `UPDATE_GOLDEN=1`, writes the file and fails, so every new or changed
/// golden shows up in review.
func assertGolden(_ actual: String, _ name: String, folder: URL = TestPaths.siteCoreTests.appendingPathComponent("Golden"),
                  sourceLocation: SourceLocation = #_sourceLocation) {
    let url = folder.appendingPathComponent(name)
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if expected == actual { return }
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" || expected == nil {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("golden \(name) written; review it and run again", sourceLocation: sourceLocation)
        return
    }
    Issue.record("output differs from golden \(name):\n\(firstDifference(expected!, actual))", sourceLocation: sourceLocation)
}

/// The first differing line, with line number, so a failure says where to look.
func firstDifference(_ expected: String, _ actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
        let l = index < left.count ? String(left[index]) : "<end>"
        let r = index < right.count ? String(right[index]) : "<end>"
        if l != r { return "line \(index + 1):\n  expected: \(l)\n  actual:   \(r)" }
    }
    return "(no line differs)"
}

enum TestPaths {
    static let siteCoreTests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = siteCoreTests.appendingPathComponent("Fixtures")
    static let repositoryRoot = siteCoreTests.deletingLastPathComponent().deletingLastPathComponent()
    static let defaultTheme = repositoryRoot.appendingPathComponent("themes/default")
}
