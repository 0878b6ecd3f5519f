import Foundation
@testable import SiteCore

/// A content folder written for one test: Markdown files by path and asset files, checked with
/// `Pipeline.check` exactly as `criteria check` does.
struct CheckFixture {
    var files: [String: String]
    var assets: Set<String> = []
    /// Asset files with the text given.
    var assetTexts: [String: String] = [:]

    /// Every diagnostic, sorted, as `path:line:col: severity: message [rule]` (notes left out).
    func check() throws -> [String] {
        try diagnostics().map { diagnostic in
            var shown = diagnostic
            shown.note = nil
            return shown.description
        }
    }

    func diagnostics() throws -> [Diagnostic] {
        let folder = try TemporaryFolder()
        for (path, text) in files { try folder.write(text, to: "content/" + path) }
        // A caption track with a cue: one without is a `missing-captions` warning of its own.
        for path in assets { try folder.write(path.hasSuffix(".vtt") ? "WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n" : "x", to: "content/assets/" + path) }
        for (path, text) in assetTexts { try folder.write(text, to: "content/assets/" + path) }
        let site = SiteInput(contentRoot: folder.url.appendingPathComponent("content"), outputRoot: folder.url.appendingPathComponent("public"),
                             defaultTheme: TestPaths.defaultTheme)
        var sink = Diagnostics()
        _ = Pipeline().check(site, into: &sink)
        return sink.sorted
    }

    /// The diagnostics of one rule.
    func check(_ rule: CheckRule) throws -> [String] {
        try check().filter { $0.hasSuffix("[\(rule.id)]") }
    }
}

/// A page with a criteria section, so that only the rule under test has something to say.
func page(_ body: String) -> String { "## Criteria\n\n- Works\n\n" + body }
