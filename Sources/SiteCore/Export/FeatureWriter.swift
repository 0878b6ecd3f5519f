import CMarkBridge

/// A page's Gherkin section → a Cucumber `.feature` file.
///
/// Shapes it reads (those of the MagentaA11y corpus and of generated older entries):
/// - `GIVEN THAT …` paragraphs before the first list → a `Background:` with Given steps;
/// - other text and headings before it → the feature's description;
/// - each numbered top-level item ("1. Scenario: Test keyboard actions", "2. Desktop
///   screenreader"), or a bulleted one that is not itself a step, → a `Scenario:`, its nested
///   items → steps, depth first;
/// - bulleted steps directly under a heading → a scenario named by that heading;
/// - a step's first word picks its keyword (WHEN → When, THEN → Then, AND → And, BUT → But,
///   GIVEN → Given); any other item ("I HEAR …", "OR when …") becomes an `And` step;
/// - text after the scenarios → `#` comments. Code and HTML blocks are left out.
struct FeatureWriter: Sendable {
    struct Scenario {
        var name: String
        var steps: [String] = []
        var tags: [String] = []
    }

    /// `tags` go to the numbered or named scenarios, in order (the page's Gherkin checks:
    /// `SiteExport.scenarioTags`); scenarios made of loose steps get none.
    func feature(title: String, gherkin section: Section, tags: [[String]] = []) -> String {
        var draft = FeatureDraft(title: title, tags: tags)
        for block in section.blocks { draft.read(block) }
        draft.describePendingHeading()
        return Self.render(title: title, description: draft.description, background: Self.background(of: section.blocks).map(Self.step),
                           scenarios: draft.scenarios, comments: draft.comments)
    }

    private static func render(title: String, description: [String], background: [String], scenarios: [Scenario],
                               comments: [String]) -> String {
        var lines = ["Feature: \(oneLine(title))"]
        lines += description.map { "  " + $0 }
        if !background.isEmpty { lines += ["", "  Background:"] + background.map { "    " + $0 } }
        for scenario in scenarios {
            lines.append("")
            if !scenario.tags.isEmpty { lines.append("  " + scenario.tags.map { "@" + tag($0) }.joined(separator: " ")) }
            lines += ["  Scenario: \(scenario.name)"] + scenario.steps.map { "    " + $0 }
        }
        if !comments.isEmpty { lines += [""] + comments.map { "  # " + $0 } }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A tag's text: Gherkin ends a tag at white space, so white space and `@` become `-`.
    private static func tag(_ text: String) -> String {
        String(text.map { $0.isWhitespace || $0 == "@" ? "-" : $0 })
    }

    /// The `GIVEN THAT …` paragraphs before a Gherkin section's first list, as written: the
    /// feature's Background, which holds for each of its scenarios.
    static func background(of blocks: [MarkdownBlock]) -> [String] {
        var lines: [String] = []
        // By index, each block read where it is: a copy retains all its strings.
        for index in blocks.indices {
            let html = blocks[index].html.utf8
            if html.starts(with: "<ol".utf8) || html.starts(with: "<ul".utf8) { break }
            guard blocks[index].kind == .other else { continue }
            let text = oneLine(blocks[index].plainText)
            if isStep(text) { lines.append(text) }
        }
        return lines
    }

    /// An item and its sub-items, depth first, as steps; empty items give none.
    static func steps(_ item: ListOutline.Item) -> [String] {
        (item.text.isEmpty ? [] : [step(item.text)]) + item.children.flatMap(steps)
    }

    static let keywords = ["GIVEN": "Given", "WHEN": "When", "THEN": "Then", "AND": "And", "BUT": "But"]

    /// Whether `text` (one line) starts with a step's keyword and has words after it. Found by
    /// its bytes: Foundation's `contains`, for every page's checks script, showed in a profile.
    static func isStep(_ text: String) -> Bool {
        let words = text.utf8.drop { $0 == UInt8(ascii: " ") }
        guard let space = words.firstIndex(of: UInt8(ascii: " ")) else { return false }
        return keywords[text[words.startIndex..<space].uppercased()] != nil
    }

    /// "WHEN I swipe" → "When I swipe"; "GIVEN THAT I am" → "Given that I am"; "I HEAR x" → "And I HEAR x".
    /// A line ending in a capital `AND`, which joins it to the next on the page ("WHEN I use a
    /// screen reader AND" above "I swipe right"), loses it: the next is a step of its own, and
    /// "… AND" above "And I swipe right" read twice.
    static func step(_ text: String) -> String {
        let text = text.hasSuffix(" AND") ? String(text.dropLast(4)) : text
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2, let keyword = keywords[words[0].uppercased()] else { return "And " + text }
        var rest = words[1]
        if rest.hasPrefix("THAT ") { rest = "that" + rest.dropFirst(4) }
        return keyword + " " + rest
    }

    /// "Scenario: Test keyboard actions" → "Test keyboard actions".
    static func scenarioName(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("scenario:") else { return trimmed }
        return trimmed.dropFirst("scenario:".count).trimmingCharacters(in: .whitespaces)
    }

    /// A description line that Gherkin cannot mistake for a keyword, tag, table or comment.
    static func descriptionLine(_ text: String) -> String {
        let line = String(text.drop { $0 == "#" || $0 == " " })
        let reserved = ["Feature:", "Background:", "Scenario", "Example", "Rule:", "@", "|", "\"\"\"", "```", "#", "*"]
        return reserved.contains { line.hasPrefix($0) } ? "- " + line : line
    }

    static func oneLine(_ text: String) -> String {
        text.wordsJoinedBySpaces
    }
}
