import Testing
@testable import SiteCore

/// The report a person reads (`DiagnosticReport`) and the two CI formats.
@Suite struct DiagnosticReportTests {
    func warning(_ file: String, _ line: Int, _ rule: String?, note: String? = nil) -> Diagnostic {
        Diagnostic(.warning, SourceLocation(file: file, line: line, column: 1), "w \(line)", note: note, rule: rule)
    }

    @Test func fewWarningsArePrintedInFull() {
        var diagnostics = Diagnostics()
        diagnostics.append(contentsOf: (1...20).map { warning("a.md", $0, "missing-media") })
        let report = DiagnosticReport(diagnostics, warningLimit: 20)
        #expect(report.shown.count == 20 && report.tallies.isEmpty)
        #expect(report.summaryLines(place: \.description, seeAll: "x").isEmpty)
    }

    @Test func theSmallRulesAreShownAndTheLargeOnesCountedWithTheirFirstPlace() {
        var diagnostics = Diagnostics()
        diagnostics.append(contentsOf: (1...116).map { warning("native/b.md", 200 - $0, "missing-media", note: "add the file") })
        diagnostics.append(contentsOf: (1...60).map { warning("web/c.md", $0, "markup-repair") })
        diagnostics.append(contentsOf: (1...4).map { warning("web/d.md", $0, "broken-link") })
        diagnostics.append(contentsOf: (1...3).map { warning("web/e.md", $0, nil) })
        diagnostics.error(SourceLocation(file: "z.md", line: 1, column: 1), "always shown")
        let report = DiagnosticReport(diagnostics, warningLimit: 20)
        #expect(report.shown.map { $0.diagnostic.location.file } == ["web/d.md", "web/d.md", "web/d.md", "web/d.md",
                                                                     "web/e.md", "web/e.md", "web/e.md", "z.md"])
        #expect(report.tallies == [
            DiagnosticReport.Tally(rule: "missing-media", count: 116, first: SourceLocation(file: "native/b.md", line: 84, column: 1)),
            DiagnosticReport.Tally(rule: "markup-repair", count: 60, first: SourceLocation(file: "web/c.md", line: 1, column: 1)),
        ])
        #expect(report.summaryLines(place: \.description, seeAll: "criteria check") == [
            "176 more warnings, by rule (to see every one: criteria check):",
            "  missing-media 116 (first: native/b.md:84:1)",
            "  markup-repair  60 (first: web/c.md:1:1)",
        ])
    }

    @Test func errorsAreNeverCounted() {
        var diagnostics = Diagnostics()
        for line in 1...50 { diagnostics.error(SourceLocation(file: "a.md", line: line, column: 1), "e", rule: "front-matter") }
        let report = DiagnosticReport(diagnostics, warningLimit: 20)
        #expect(report.shown.count == 50 && report.tallies.isEmpty)
    }

    @Test func aNoteRepeatedForARuleIsShownOnce() {
        var diagnostics = Diagnostics()
        diagnostics.append(contentsOf: [
            warning("a.md", 1, "missing-captions", note: "add a track"), warning("a.md", 2, "missing-captions", note: "add a track"),
            warning("a.md", 3, "missing-media", note: "add a track"), warning("a.md", 4, "unknown-section", note: "did you mean Videos?"),
            warning("a.md", 5, "unknown-section", note: "did you mean Criteria?"),
        ])
        #expect(DiagnosticReport(diagnostics, warningLimit: 20).shown.map(\.showsNote) == [true, false, true, true, true])
        #expect(DiagnosticReport(diagnostics, warningLimit: nil).shown.allSatisfy { $0.showsNote }, "everything means every note")
    }

    @Test func everythingShowsEveryWarning() {
        var diagnostics = Diagnostics()
        diagnostics.append(contentsOf: (1...300).map { warning("a.md", $0, "missing-media") })
        let report = DiagnosticReport(diagnostics, warningLimit: nil)
        #expect(report.shown.count == 300 && report.tallies.isEmpty)
    }
}

@Suite struct CIFormatTests {
    @Test func scalarEscapingMatchesThePlainReading() {
        let table: [Unicode.Scalar: String] = ["%": "%25", "\n": "%0A", "é": "e"]
        for text in ["", "plain", "100% sure\nnext", "é\u{301}%%", "🙂 %\r\n", String(repeating: "a%", count: 500)] {
            let plain = text.unicodeScalars.map { table[$0] ?? String($0) }.joined()
            #expect(ScalarEscaping.escape(text) { table[$0] } == plain)
        }
    }

    @Test func gitHubCommandsEscapeMessagesAndProperties() {
        let diagnostic = Diagnostic(.error, SourceLocation(file: "web/a,b:c.md", line: 3, column: 5), "100% wrong\r\nsecond",
                                    note: "fix it", rule: "front-matter")
        #expect(GitHubAnnotations.encode([diagnostic])
                == "::error file=web/a%2Cb%3Ac.md,line=3,col=5,title=front-matter::100%25 wrong%0D%0Asecond%0Anote: fix it\n")
        let unlocated = Diagnostic(.warning, SourceLocation(file: "criteria.yml"), "no place")
        #expect(GitHubAnnotations.encode([unlocated]) == "::warning file=criteria.yml::no place\n")
        #expect(GitHubAnnotations.error("public: 100% not ours,\nkept") == "::error::public: 100%25 not ours,%0Akept\n")
    }

    @Test func junitHasATestCaseAFileAndAFailureAProblem() {
        let problems = [
            Diagnostic(.warning, SourceLocation(file: "web/a.md", line: 2, column: 1), "media <x> & \"y\"", rule: "missing-media"),
            Diagnostic(.error, SourceLocation(file: "criteria.yml", line: 1, column: 1), "bad\u{1}key"),
        ]
        let xml = JUnitReport.encode(files: ["web/a.md", "web/b.md"], diagnostics: problems)
        #expect(xml.contains("<testsuites name=\"criteria check\" tests=\"3\" failures=\"2\" errors=\"0\">"))
        #expect(xml.contains("<testcase classname=\"criteria.check\" name=\"web/b.md\" file=\"web/b.md\"/>"))
        #expect(xml.contains("<failure type=\"missing-media\" message=\"warning: media &lt;x&gt; &amp; &quot;y&quot;\">"))
        #expect(xml.contains("<failure type=\"error\" message=\"error: bad\u{FFFD}key\">"))
    }
}
