import Testing
@testable import SiteCore

/// How diagnostics read: the compiler's form, written as bytes for reports (`Diagnostic.write`),
/// and sorted by place for them.
@Suite struct DiagnosticTextTests {
    static let examples = [
        Diagnostic(.error, SourceLocation(file: "web/link.md", line: 12, column: 4), "broken link to \"x.md\"", rule: "broken-link"),
        Diagnostic(.warning, SourceLocation(file: "web/link.md", line: 3, column: 0), "no column", note: "add one"),
        Diagnostic(.warning, SourceLocation(file: "criteria.yml"), "unknown key 'titel'", note: "did you mean 'title'?", rule: "front-matter"),
        Diagnostic(.error, SourceLocation(file: "", line: 0, column: 9), ""),
        Diagnostic(.warning, SourceLocation(file: "日本/ページ.md", line: 1_234_567, column: 10), "<vidéo> 🙂", note: "é", rule: "r"),
    ]

    @Test func descriptionsReadAsACompilerWritesThem() {
        #expect(Self.examples.map(\.description) == [
            "web/link.md:12:4: error: broken link to \"x.md\" [broken-link]",
            "web/link.md:3:1: warning: no column\nweb/link.md:3:1: note: add one",
            "criteria.yml: warning: unknown key 'titel' [front-matter]\ncriteria.yml: note: did you mean 'title'?",
            ": error: ",
            "日本/ページ.md:1234567:10: warning: <vidéo> 🙂 [r]\n日本/ページ.md:1234567:10: note: é",
        ])
        #expect(SourceLocation(file: "a.md", line: 7, column: -3).description == "a.md:7:1")
    }

    /// A report's line: the description with the file under a folder, on the bytes already there.
    @Test(arguments: ["", "content/", "../my criteria/"])
    func writtenBytesAreTheDescriptionWithTheFileUnderTheFolder(_ prefix: String) {
        for diagnostic in Self.examples {
            var bytes = Array("before\n".utf8)
            diagnostic.write(to: &bytes, filePrefix: prefix)
            var shown = diagnostic
            shown.location.file = prefix + shown.location.file
            #expect(String(decoding: bytes, as: UTF8.self) == "before\n" + shown.description)
        }
    }

    /// By file, line and column; diagnostics at one place in the order they were found.
    @Test func sortedByPlaceKeepingTheOrderAtOnePlace() {
        var diagnostics = Diagnostics()
        var generator = SystemRandomNumberGenerator()
        var made: [Diagnostic] = []
        for number in 0..<400 {
            let location = SourceLocation(file: ["b.md", "a.md", "a/b.md", "ä.md"].randomElement(using: &generator)!,
                                          line: Int.random(in: 0...3, using: &generator), column: Int.random(in: 0...2, using: &generator))
            made.append(Diagnostic(.warning, location, "\(number)"))
        }
        diagnostics.append(contentsOf: made)
        let expected = made.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.location.file, lhs.element.location.line, lhs.element.location.column, lhs.offset)
            let right = (rhs.element.location.file, rhs.element.location.line, rhs.element.location.column, rhs.offset)
            return left < right
        }.map(\.element)
        #expect(diagnostics.sorted == expected)
    }
}
