import TextSupport

/// Writes an older entry's Gherkin section.
///
/// An entry with `gherkin-keyboard`/`gherkin-mobile` gets the older site's three steps, word for
/// word ("Keyboard for mobile & desktop", "Desktop screenreader", "Mobile screenreader", with
/// "I SEE"/"I HEAR"), as the MagentaA11y web pages still read. An entry without them (the older
/// native entries had no Gherkin) gets scenarios built from its condensed maps, shaped like seed
/// `000_…`: "Scenario: Test keyboard actions" with WHEN/THEN/AND items.
struct LegacyGherkinWriter: Sendable {
    let entry: LegacyEntry
    let wording: LegacyWording

    func gherkin() -> GeneratedMarkdown {
        var markdown = GeneratedMarkdown()
        let hasSteps = !(entry.gherkinKeyboard.isEmpty && entry.gherkinMobile.isEmpty)
        let hasMaps = !(entry.keyboard.isEmpty && entry.mobile.isEmpty && entry.screenreader.isEmpty && entry.settings.isEmpty)
        guard hasSteps || hasMaps else { return markdown }
        for line in [wording.header, wording.howToTest, wording.given] {
            markdown.add(line, from: entry.line)
            markdown.addBlank()
        }
        var groups: [Group] = hasSteps ? olderSiteGroups() : scenarioGroups()
        if hasSteps, !entry.settings.isEmpty {
            groups.append(Group(title: "Device OS settings", line: entry.settings[0].line, items: entry.settings.map {
                Item("WHEN I use \($0.action) I SEE \($0.result)", line: $0.line)
            }))
        }
        for (index, group) in groups.enumerated() {
            markdown.add("\(index + 1). \(group.title)", from: group.line)
            markdown.addBlank()
            for item in group.items { add(item, depth: 0, to: &markdown) }
            markdown.addBlank()
        }
        return markdown
    }

    /// A list item and the items nested under it.
    struct Item {
        var text: String
        var line: Int
        var children: [Item] = []
        init(_ text: String, line: Int, children: [Item] = []) {
            self.text = text
            self.line = line
            self.children = children
        }
    }

    struct Group {
        var title: String
        var line: Int
        var items: [Item]
    }

    /// Bullets at 3, 6, 9… spaces, as today's documents indent them under "1. ".
    private func add(_ item: Item, depth: Int, to markdown: inout GeneratedMarkdown) {
        markdown.add(String(repeating: " ", count: 3 * (depth + 1)) + "- " + LegacyWording.escaped(item.text), from: item.line)
        for child in item.children { add(child, depth: depth + 1, to: &markdown) }
    }

    // MARK: The older site's wording (entries with gherkin-keyboard / gherkin-mobile)

    private func olderSiteGroups() -> [Group] {
        var groups: [Group] = []
        let hearing = entry.screenreader.map { Item("I HEAR \($0.result)", line: $0.line) }
        if let first = entry.gherkinKeyboard.first {
            let rest = entry.gherkinKeyboard.dropFirst()
            groups.append(Group(title: "Keyboard for mobile & desktop", line: first.line,
                                items: [Item("WHEN I use \(first.action)\(seeing(first.result, "I SEE"))", line: first.line)]
                                    + rest.map { Item("\($0.keyword.uppercased()) when I use \($0.action)\(seeing($0.result, "I SEE"))", line: $0.line) }))
            groups.append(Group(title: "Desktop screenreader", line: first.line,
                                items: [Item("WHEN I use a desktop screenreader (NVDA, JAWS, VoiceOver) AND I use \(first.action)", line: first.line, children: hearing)]
                                    + rest.map { Item("\($0.keyword.uppercased()) when I use \($0.action)\(seeing($0.result, "I HEAR"))", line: $0.line) }))
        }
        if let first = entry.gherkinMobile.first {
            let rest = entry.gherkinMobile.dropFirst()
            groups.append(Group(title: "Mobile screenreader", line: first.line,
                                items: [Item("WHEN I use a mobile screenreader (Talkback, VoiceOver) AND I \(first.action)", line: first.line, children: hearing)]
                                    + rest.map { Item("\($0.keyword.uppercased()) when I \($0.action)\(seeing($0.result, "I HEAR"))", line: $0.line) }))
        }
        return groups
    }

    private func seeing(_ result: String?, _ verb: String) -> String {
        result.map { " \(verb) \($0)" } ?? ""
    }

    // MARK: Scenarios from the condensed maps (entries without Gherkin steps)

    private func scenarioGroups() -> [Group] {
        var groups: [Group] = []
        if !entry.keyboard.isEmpty {
            groups.append(Group(title: "Scenario: Test keyboard actions", line: entry.keyboard[0].line, items: entry.keyboard.map {
                Item("WHEN I press \(keys($0.action))", line: $0.line, children: [Item("THEN \(outcome($0.result))", line: $0.line)])
            }))
        }
        if !entry.mobile.isEmpty {
            groups.append(Group(title: "Scenario: Test mobile screen reader gestures", line: entry.mobile[0].line, items: entry.mobile.map {
                Item("WHEN I \(gesture($0.action))", line: $0.line, children: [Item("THEN \(outcome($0.result))", line: $0.line)])
            }))
        }
        let heard = entry.screenreader.filter { $0.result.lowercased() != "n/a" }
        if let first = heard.first {
            let ands = heard.dropFirst().map { Item("AND its \($0.action.lowercased()): \(LegacyWording.lowercasedFirst($0.result))", line: $0.line) }
            let then = Item("THEN its \(first.action.lowercased()): \(LegacyWording.lowercasedFirst(first.result))", line: first.line, children: ands)
            groups.append(Group(title: "Scenario: Test screen reader output on all devices", line: first.line,
                                items: [Item("WHEN a screen reader reads the \(wording.thing)", line: first.line, children: [then])]))
        }
        if !entry.settings.isEmpty {
            let names = entry.settings.map { $0.action.lowercased() }
            let title = "Scenario: Test device OS settings for " + ListFormatter.and(names)
            groups.append(Group(title: title, line: entry.settings[0].line, items: entry.settings.map {
                Item("WHEN I adjust the device \($0.action.lowercased()) setting", line: $0.line,
                     children: [Item("THEN \(outcome($0.result))", line: $0.line)])
            }))
        }
        return groups
    }

    /// `tab or arrow keys` → `the "TAB" or "ARROW KEYS" keys`; `spacebar` → `the "SPACEBAR" key`.
    private func keys(_ action: String) -> String {
        let names = action.replacingOccurrences(of: " or ", with: ",").split(separator: ",")
            .map { $0.trimmingSpacesAndTabs }.filter { !$0.isEmpty }
            .map { "\"\($0.uppercased())\"" }
        guard names.count > 1 else { return "the \(names.first ?? "\"\(action.uppercased())\"") key" }
        return "the \(ListFormatter.or(names)) keys"
    }

    /// `swipe` → `swipe to navigate to the link`; `doubletap` → `double-tap the link`.
    private func gesture(_ action: String) -> String {
        let key = action.lowercased().filter { $0.isLetter }
        switch key {
        case "swipe": return "swipe to navigate to the \(wording.thing)"
        case "doubletap": return "double-tap the \(wording.thing)"
        default: return "use \(action)"
        }
    }

    /// A result as the rest of a THEN line: "Activates the link" → "it activates the link",
    /// "Focus visibly moves to the link" → "focus visibly moves to the link".
    private func outcome(_ result: String) -> String {
        let word = result.prefix { $0.isLetter }.lowercased()
        let lowered = LegacyWording.lowercasedFirst(result)
        return word.count > 3 && word.hasSuffix("es") ? "it " + lowered : lowered
    }
}
