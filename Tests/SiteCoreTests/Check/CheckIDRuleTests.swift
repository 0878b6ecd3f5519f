import Testing
@testable import SiteCore

/// `check-id`: pinned check IDs that cannot be used, reported at their marker; and WCAG numbers
/// in checks, which the `wcag-*` rules read like any text.
@Suite struct CheckIDRuleTests {
    @Test func duplicateInvalidAndTakenPinsAreReportedAtTheirMarker() throws {
        let fixture = CheckFixture(files: ["web/a.md": """
        ## Condensed

        ### Keyboard

        1. Keyboard
           - Tab: Focus moves {#tab}
           - Enter: Activates {#tab}
           - Space: Activates {#Space Bar}
           - Escape: Closes {#condensed-keyboard}
        """])
        #expect(try fixture.check(.checkID) == [
            "web/a.md:7:23: warning: check ID \"tab\" is pinned twice on this page; the check at line 6 keeps it, this one gets \(CheckIDs.generated(section: .condensed, text: "Enter: Activates")) [check-id]",
            "web/a.md:8:23: warning: check ID \"Space Bar\" is not a valid name, so it pins nothing: the check gets \(CheckIDs.generated(section: .condensed, text: "Space: Activates {#Space Bar}")), made from its text with the marker [check-id]",
            "web/a.md:9:21: warning: check ID \"condensed-keyboard\" is already an id on this page (a heading's, a tab's or the theme's), so the check gets \(CheckIDs.generated(section: .condensed, text: "Escape: Closes")) [check-id]",
        ])
        let notes = try fixture.diagnostics().map { $0.note ?? "" }
        #expect(notes == [
            "pin a name this page does not have, such as {#tab-2}",
            "use at most 64 lowercase letters, digits, - and _, starting with a letter: {#space-bar}",
            "pin a name this page does not have, such as {#condensed-keyboard-2}",
        ])
    }

    /// kramdown's `{#name}` on a heading named it on the older site; here it is text, so it is
    /// reported at the marker, and a heading in code is code.
    @Test func aMarkerEndingAHeadingIsReported() throws {
        let fixture = CheckFixture(files: ["web/a.md": "## Condensed\n\n### Keyboard {#kbd} ##\n\n- Tab: moves {#kbd}\n\n```\n### Code {#code}\n```\n\n"
                                           + "### Write `{#name}`\n\n### Use \\{#x}\n\n### Lone ` tick {#tick}\n\n### Escaped \\\\{#slash}\n"])
        #expect(try fixture.check(.checkID) == [
            "web/a.md:3:14: warning: marker {#kbd} ends a heading, which it does not name: the page shows it as text, and the heading's id comes from its words [check-id]",
            "web/a.md:15:17: warning: marker {#tick} ends a heading, which it does not name: the page shows it as text, and the heading's id comes from its words [check-id]",
            "web/a.md:17:15: warning: marker {#slash} ends a heading, which it does not name: the page shows it as text, and the heading's id comes from its words [check-id]",
        ])
    }

    /// `## Condensed {#cond}` names no section, the marker being part of its text: said so, with
    /// where its content goes, rather than only that the heading shows the marker.
    @Test func aMarkerEndingASectionHeadingSaysTheSectionIsNotStarted() throws {
        let fixture = CheckFixture(files: ["web/a.md": "Intro.\n\n## Condensed {#cond}\n\n- Tab: moves\n\n## Notes {#n}\n"])
        #expect(try fixture.check(.checkID) == [
            "web/a.md:3:14: warning: marker {#cond} ends the heading \"Condensed {#cond}\", so it starts no Condensed section: its content goes to Developer Notes [check-id]",
            "web/a.md:7:10: warning: marker {#n} ends a heading, which it does not name: the page shows it as text, and the heading's id comes from its words [check-id]",
        ])
        #expect(try fixture.diagnostics().first(where: { $0.rule == CheckRule.checkID.id })?.note == "write \"## Condensed\" for the Condensed tab; markers pin checks only")
    }

    /// The name suggested for an invalid one is itself valid: a name starting with a digit gets
    /// a word before it, and one without letters or digits gets none.
    @Test func theSuggestedNameIsValid() {
        #expect(CheckIDRule.suggestion(for: "Space Bar") == "space-bar")
        #expect(CheckIDRule.suggestion(for: "9starts-with-digit") == "check-9starts-with-digit")
        #expect(CheckIDRule.suggestion(for: "!!!") == nil)
        #expect(CheckIDRule.suggestion(for: "Bad_Name") == "bad_name", "an underscore is valid")
        #expect(CheckIDRule.suggestion(for: "État du bouton") == "etat-du-bouton")
        let long = "a-very-long-name-that-an-editor-wrote-to-say-everything-about-this-check-at-once"
        #expect(CheckIDRule.suggestion(for: long) == "a-very-long-name-that-an-editor-wrote-to-say-everything-about", "cut at a hyphen, whole words kept")
        #expect(CheckIDRule.suggestion(for: String(repeating: "x", count: 80))?.count == 61)
        #expect(CheckIDRule.suggestion(for: "9" + String(repeating: "x", count: 70))?.count == 61, "a hyphen near the start cuts nothing")
        for name in ["Space Bar", "9lives", "Über Größe", "a b c d e f g h", "ÉTAT", "_x", "-y"] {
            if let suggested = CheckIDRule.suggestion(for: name) { #expect(CheckPin.isValidName(suggested), "\(name) → \(suggested)") }
        }
    }

    /// A marker on a step, or on a scenario's line, pins nothing: reported where it is written.
    @Test func aMarkerOnAnItemThatIsNoCheckIsReported() throws {
        let fixture = CheckFixture(files: ["web/a.md": """
        ## Condensed

        1. Keyboard {#keyboard-step}
           - Tab: Focus moves {#tab}

        ## Gherkin

        - Scenario: Tab
          - WHEN I press tab {#press}
          - THEN focus moves
        """])
        #expect(try fixture.check(.checkID) == [
            "web/a.md:3:13: warning: marker {#keyboard-step} ends a step, not a check, so it pins nothing [check-id]",
            "web/a.md:9:22: warning: marker {#press} ends a step, not a check, so it pins nothing [check-id]",
        ])
    }

    /// A marker that does not end its check (punctuation or words after it, or a second marker
    /// after it) pins nothing and stays on the page: reported where it is. One inside a code
    /// span shows the syntax and is no marker.
    @Test func aMarkerInsideACheckIsReported() throws {
        let fixture = CheckFixture(files: ["web/a.md": """
        ## Condensed

        1. Keyboard
           - Enter: Activates {#dot}.
           - Tab: {#mid} Focus moves
           - Space: Toggles {#one} {#two}
           - Escape: shows `{#code-sample}` as written
           - Home: shows ``{#a}`` then {#a} here
           - End: wraps onto a second line
             {#wrapped} before more words
        """])
        let message = "does not end its item, so it pins nothing [check-id]"
        #expect(try fixture.check(.checkID) == [
            "web/a.md:4:23: warning: marker {#dot} \(message)",
            "web/a.md:5:11: warning: marker {#mid} \(message)",
            "web/a.md:6:21: warning: marker {#one} \(message)",
            "web/a.md:8:32: warning: marker {#a} \(message)",
            "web/a.md:10:6: warning: marker {#wrapped} \(message)",
        ])
        #expect(CheckModelTests.checks("## Condensed\n\n- Space: Toggles {#one} {#two}\n").map(\.id) == ["two"], "the last marker still pins")
    }

    /// A pin that is another check's ID from its text takes it, and that check gets `-2`: links
    /// to it change, so it is said.
    @Test func aPinTakingAnotherChecksGeneratedIDIsReported() throws {
        let taken = CheckIDs.generated(section: .condensed, text: "Swipe: Focus moves")
        let fixture = CheckFixture(files: ["web/a.md": "## Condensed\n\n- Swipe: Focus moves\n- Role: Button {#\(taken)}\n"])
        #expect(try fixture.check(.checkID) == [
            "web/a.md:4:16: warning: check ID \"\(taken)\" is the ID the check at line 3 has from its text; that check now gets \(taken)-2, so links to it change [check-id]",
        ])
        // A check pinning the ID it has from its text, to keep it, moves no other: one of the
        // same text had `-2` before, and keeps it.
        let own = CheckIDs.generated(section: .condensed, text: "Tab: Focus moves")
        let kept = CheckFixture(files: ["web/a.md": "## Condensed\n\n- Tab: Focus moves {#\(own)}\n- Tab: Focus moves\n"])
        #expect(try kept.check(.checkID).isEmpty)
        // A pin equal to another check's `-2` moves that one.
        let second = CheckFixture(files: ["web/a.md": "## Condensed\n\n- Tab: Focus moves\n- Tab: Focus moves\n- Role: Button {#\(own)-2}\n"])
        #expect(try second.check(.checkID).count == 1)
    }

    /// A suggested name the page has already, pinned or given, gets a number.
    @Test func theSuggestionAvoidsNamesThePageHas() throws {
        let fixture = CheckFixture(files: ["web/a.md": "## Condensed\n\n- Focus: visible {#focus}\n- Focus: again {#FOCUS}\n"])
        let note = try fixture.diagnostics().first { $0.message.contains("FOCUS") }?.note
        #expect(note?.hasSuffix(": {#focus-2}") == true)
        #expect(CheckIDRule.suggestion(for: "Focus", avoiding: ["focus", "focus-2"]) == "focus-3")
    }

    @Test func aValidPinIsNoFinding() throws {
        #expect(try CheckFixture(files: ["web/a.md": "## Criteria\n\n- Works {#works}\n- Also works\n"]).check().isEmpty)
    }

    @Test func anUnknownWCAGNumberInACheckIsReportedWhereItIsWritten() throws {
        let fixture = CheckFixture(files: ["web/a.md": "## Criteria\n\n- Focus is visible (WCAG 2.4.99)\n- Parses (WCAG 4.1.1 Parsing)\n"])
        #expect(try fixture.check().map { $0.replacingOccurrences(of: #" \[.*\]$"#, with: "", options: .regularExpression) } == [
            "web/a.md:3:26: warning: WCAG 2.4.99 is not a WCAG 2.2 success criterion",
            "web/a.md:4:16: warning: WCAG 4.1.1 Parsing is obsolete and removed in WCAG 2.2",
        ])
    }

    @Test func aLinkToACheckIsNoBrokenFragment() throws {
        let fixture = CheckFixture(files: ["web/a.md": "## Criteria\n\n- Works {#works}\n", "web/b.md": "## Criteria\n\n- See [a](a.md#works) and [a](a.md#nothing)\n"])
        #expect(try fixture.check(.brokenFragment).count == 1)
        #expect(try fixture.check(.brokenFragment).first?.contains("#nothing") == true)
    }
}
