/// Writes the Markdown of the sections an older entry's front matter stands for: General Notes,
/// Condensed, Gherkin (`LegacyGherkinWriter`) and WCAG, worded as the older site worded them and
/// laid out as today's documents write them (seed `000_…`).
struct LegacySectionWriter: Sendable {
    let entry: LegacyEntry
    let wording: LegacyWording

    /// The generated sections that have content, in tab order after General Notes.
    func sections() -> [(kind: SectionKind, markdown: GeneratedMarkdown)] {
        let all: [(SectionKind, GeneratedMarkdown)] = [
            (.generalNotes, generalNotes()),
            (.condensed, condensed()),
            (.gherkin, gherkin()),
            (.wcag, wcag()),
        ]
        return all.filter { !$0.1.isEmpty }.map { (kind: $0.0, markdown: $0.1) }
    }

    /// "How to test a link": the page's introduction, as in today's documents.
    func generalNotes() -> GeneratedMarkdown {
        var markdown = GeneratedMarkdown()
        if hasCondensed { markdown.add(wording.howToTest, from: entry.line) }
        return markdown
    }

    private var hasCondensed: Bool {
        !(entry.keyboard.isEmpty && entry.mobile.isEmpty && entry.screenreader.isEmpty && entry.settings.isEmpty)
            || entry.notes.contains { Self.condensedKeys.contains($0.key) }
    }

    private static let condensedKeys: Set<String> = ["keyboard", "mobile", "screenreader", "settings"]

    /// The numbered test steps, one "- Action: result" line per expectation.
    func condensed() -> GeneratedMarkdown {
        var markdown = GeneratedMarkdown()
        guard hasCondensed else { return markdown }
        markdown.add(wording.header, from: entry.line)
        markdown.addBlank()
        markdown.add(wording.howToTest, from: entry.line)
        markdown.addBlank()
        let steps: [(key: String, title: String, expectations: [LegacyEntry.Expectation])] = [
            ("keyboard", "Test keyboard only, then screen reader + keyboard actions", entry.keyboard),
            ("mobile", "Test mobile screenreader gestures", entry.mobile),
            ("screenreader", "Listen to screenreader output on all devices", entry.screenreader),
            ("settings", "Device OS settings", entry.settings),
        ]
        var number = 0
        for step in steps {
            let note = entry.note(step.key)
            guard !step.expectations.isEmpty || note != nil else { continue }
            number += 1
            markdown.add("\(number). \(step.title)", from: note?.line ?? step.expectations.first?.line ?? entry.line)
            markdown.addBlank()
            if let note { markdown.add("   - \(note.label): \(LegacyWording.escaped(note.text))", from: note.line) }
            for expectation in step.expectations {
                let action = LegacyWording.escaped(LegacyWording.capitalized(expectation.action))
                markdown.add("   - \(action): \(LegacyWording.escaped(expectation.result))", from: expectation.line)
            }
            markdown.addBlank()
        }
        return markdown
    }

    /// The Gherkin steps (`LegacyGherkinWriter`), then a line for each Gherkin key given a text.
    func gherkin() -> GeneratedMarkdown {
        var markdown = LegacyGherkinWriter(entry: entry, wording: wording).gherkin()
        addNotes(["gherkin-keyboard", "gherkin-mobile"], to: &markdown)
        return markdown
    }

    /// "Keyboard: N/A", as the older site printed a text where a map or list belonged.
    private func addNotes(_ keys: [String], to markdown: inout GeneratedMarkdown) {
        for key in keys {
            guard let note = entry.note(key) else { continue }
            markdown.addBlank()
            markdown.add("\(note.label): \(LegacyWording.escaped(note.text))", from: note.line)
        }
    }

    /// One `###` heading per WCAG group (Perceivable, Operable, …) over its criteria.
    func wcag() -> GeneratedMarkdown {
        var markdown = GeneratedMarkdown()
        addNotes(["wcag"], to: &markdown)
        guard let first = entry.wcag.first else { return markdown }
        markdown.addBlank()
        markdown.add("\(LegacyWording.capitalized(wording.aThing)) must meet these WCAG criteria.", from: first.line)
        markdown.addBlank()
        for group in entry.wcag {
            markdown.add("### \(LegacyWording.escaped(group.name))", from: group.line)
            markdown.addBlank()
            for criterion in group.criteria {
                markdown.add("- \(LegacyWording.escaped(criterion.text))", from: criterion.line)
            }
            markdown.addBlank()
        }
        return markdown
    }
}
