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
            (.gherkin, LegacyGherkinWriter(entry: entry, wording: wording).gherkin()),
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
    }

    /// The numbered test steps, one "- Action: result" line per expectation.
    func condensed() -> GeneratedMarkdown {
        var markdown = GeneratedMarkdown()
        guard hasCondensed else { return markdown }
        markdown.add(wording.header, from: entry.line)
        markdown.addBlank()
        markdown.add(wording.howToTest, from: entry.line)
        markdown.addBlank()
        let steps: [(String, [LegacyEntry.Expectation])] = [
            ("Test keyboard only, then screen reader + keyboard actions", entry.keyboard),
            ("Test mobile screenreader gestures", entry.mobile),
            ("Listen to screenreader output on all devices", entry.screenreader),
            ("Device OS settings", entry.settings),
        ]
        var number = 0
        for (title, expectations) in steps where !expectations.isEmpty {
            number += 1
            markdown.add("\(number). \(title)", from: expectations[0].line)
            markdown.addBlank()
            for expectation in expectations {
                let action = LegacyWording.escaped(LegacyWording.capitalized(expectation.action))
                markdown.add("   - \(action): \(LegacyWording.escaped(expectation.result))", from: expectation.line)
            }
            markdown.addBlank()
        }
        return markdown
    }

    /// One `###` heading per WCAG group (Perceivable, Operable, …) over its criteria.
    func wcag() -> GeneratedMarkdown {
        var markdown = GeneratedMarkdown()
        guard !entry.wcag.isEmpty else { return markdown }
        markdown.add("\(LegacyWording.capitalized(wording.aThing)) must meet these WCAG criteria.", from: entry.wcag[0].line)
        markdown.addBlank()
        for group in entry.wcag {
            markdown.add("### \(LegacyWording.escaped(group.name))", from: group.line)
            markdown.addBlank()
            for criterion in group.criteria {
                markdown.add("- \(LegacyWording.escaped(criterion))", from: group.line)
            }
            markdown.addBlank()
        }
        return markdown
    }
}
