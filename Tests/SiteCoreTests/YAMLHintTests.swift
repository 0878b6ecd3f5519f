import Testing
import Yams
@testable import SiteCore

/// YAML mistakes in front matter and `criteria.yml` keep the parser's message and place, and
/// get a note saying what to write instead.
@Suite struct YAMLHintTests {
    /// The error and its note for front matter whose lines are `yaml`.
    func frontMatterProblem(_ yaml: String) -> [String] {
        messages(parsePage("---\n\(yaml)\n---\n\n## Criteria\n\n- x\n").1)
    }

    @Test func aTabInTheIndentationIsShownWhereTheTabIs() {
        let note = "note: indent with spaces, not tabs: YAML does not read a tab as indentation"
        let key = frontMatterProblem("title: Tab\n\torder: 2")
        #expect(key.count == 1 && key[0].hasPrefix("web/component/sample.md:3:1: error: invalid YAML: found a tab character"), "\(key)")
        #expect(key.first?.hasSuffix("web/component/sample.md:3:1: " + note) == true, "\(key)")
        let item = frontMatterProblem("title: Tab\naliases:\n\t- /old")
        #expect(item == ["web/component/sample.md:4:1: error: invalid YAML: found character that cannot start any token while scanning for the next token [front-matter]\n"
            + "web/component/sample.md:4:1: " + note], "\(item)")
        #expect(frontMatterProblem("title:\tTab").isEmpty, "a tab after the colon is allowed")
    }

    @Test func aColonInAValueIsQuotedInTheNote() {
        #expect(frontMatterProblem("title: Button: primary") == [
            "web/component/sample.md:2:14: error: invalid YAML: mapping values are not allowed in this context [front-matter]\n"
                + "web/component/sample.md:2:14: note: \": \" inside a value starts another key; put the value in quotes: title: \"Button: primary\"",
        ])
        #expect(frontMatterProblem("title: Ok\ndescription: Say \"Hi\": now").last?
            .hasSuffix("note: \": \" inside a value starts another key; put the value in quotes: description: 'Say \"Hi\": now'") == true)
    }

    @Test(arguments: [
        ("[Draft] Button", "2:16", "YAML reads a value that starts with [ as a list", "\"[Draft] Button\""),
        ("{Draft} Button", "2:16", "YAML reads a value that starts with { as a mapping", "\"{Draft} Button\""),
        ("*Required field", "2:8", "YAML reads a value that starts with * as a reference to an &anchor", "\"*Required field\""),
        ("%complete", "2:8", "a value cannot start with % in YAML", "\"%complete\""),
        ("@mention", "2:8", "a value cannot start with @ in YAML", "\"@mention\""),
        ("`code` button", "2:8", "a value cannot start with ` in YAML", "\"`code` button\""),
        ("| Ok", "2:8", "YAML reads a value that starts with | as a block of text on the lines below", "\"| Ok\""),
        ("\"Button\" primary", "2:17", "a quoted value ends at its closing quote", "'\"Button\" primary'"),
    ])
    func aValueStartingWithAnIndicatorIsQuotedInTheNote(value: String, place: String, meaning: String, fixed: String) {
        let problem = frontMatterProblem("title: \(value)")
        #expect(problem.count == 1 && problem[0].hasPrefix("web/component/sample.md:\(place): error: invalid YAML: "), "\(problem)")
        #expect(problem.first?.hasSuffix("web/component/sample.md:\(place): note: \(meaning); put the whole value in quotes: title: \(fixed)") == true,
                "\(problem)")
    }

    @Test func aListItemKeepsItsDashInTheNote() {
        #expect(frontMatterProblem("aliases:\n  - @old").first?.hasSuffix("sample.md:3:5: note: a value cannot start with @ in YAML; put the whole value in quotes: - \"@old\"") == true)
    }

    @Test func anUnclosedQuoteAndOtherMistakesGetNoGuess() {
        #expect(frontMatterProblem("title: \"Button\norder: 2") == ["web/component/sample.md:2:8: error: invalid YAML: this quote is never closed [front-matter]"])
    }

    /// An editor's trial: a key indented under one whose value is given reads as more of that
    /// value, and the parser's "mapping values are not allowed" said nothing of why.
    @Test func aKeyIndentedUnderAValueIsShownWhereItStarts() {
        #expect(frontMatterProblem("title: x\n  order: 2") == [
            "web/component/sample.md:3:8: error: invalid YAML: mapping values are not allowed in this context [front-matter]\n"
                + "web/component/sample.md:3:8: note: this line is indented under \"title: x\", whose value is already given, "
                + "so YAML reads it as more of that value; start it where that key starts: order: 2",
        ])
        #expect(frontMatterProblem("title: Button\norder: 2\n\n   extra: 3").last?.hasSuffix("under \"order: 2\", whose value is already given, "
            + "so YAML reads it as more of that value; start it where that key starts: extra: 3") == true)
        #expect(frontMatterProblem("title: Button: primary").last?.contains("indented") == false, "not indented: the colon's own note")
        #expect(frontMatterProblem("description: Use a switch\n  at once. Note: not for forms").last?.contains("indented") == false,
                "wrapped prose with a colon is no key")
    }

    @Test(arguments: [
        ("title: 'It's a button'", "title: \"It's a button\""),
        ("title: \"Say \"hi\" now\"", "title: 'Say \"hi\" now'"),
        ("title: 'It's \"hi\"'", "title: 'It''s \"hi\"'"),
        ("description: \"Say \"hi\", it's\"", "description: 'Say \"hi\", it''s'"),
    ])
    func aValueQuotedAroundItsOwnQuotesIsQuotedTheOtherWay(line: String, fixed: String) {
        let problem = frontMatterProblem(line)
        #expect(problem.count == 1 && problem[0].hasSuffix("note: a quoted value ends at its closing quote; to keep the quotes inside it, write: \(fixed)"),
                "\(problem)")
    }

    @Test func theRequotedTextReadsAsTheTextMeant() throws {
        for text in ["It's a button", "Say \"hi\" now", "It's \"hi\" \\ x", "a''b"] {
            let yaml = "title: \(YAMLErrors.quoted(text))"
            #expect(try Yams.load(yaml: yaml) as? [String: String] == ["title": text], "\(yaml)")
        }
    }

    @Test(arguments: [
        ("keyboard: {tab: moves, space: acts", "2:11", "the mapping that starts with { is never closed; end it with }: keyboard: {tab: moves, space: acts}"),
        ("aliases: [/old/c, [/old/d]", "2:10", "the list that starts with [ is never closed; end it with ]: aliases: [/old/c, [/old/d]]"),
        ("aliases: [/old/c, /old/d]]", "2:26", "] after the list's closing ] closes nothing; remove it: aliases: [/old/c, /old/d]"),
        ("aliases: [\"/a]\", /b]]", "2:21", "] after the list's closing ] closes nothing; remove it: aliases: [\"/a]\", /b]"),
    ])
    func anUnbalancedListOrMappingSaysWhichBracket(line: String, place: String, note: String) {
        let problem = frontMatterProblem(line)
        #expect(problem.count == 1 && problem[0].hasSuffix("web/component/sample.md:\(place): note: \(note)"), "\(problem)")
    }

    @Test func aListFollowedByTextOrUnderATextKeyIsQuoted() {
        #expect(frontMatterProblem("aliases: [/old] page").first?.hasSuffix("put the whole value in quotes: aliases: \"[/old] page\"") == true)
        #expect(frontMatterProblem("title: [Draft").first?.hasSuffix("put the whole value in quotes: title: \"[Draft\"") == true)
        #expect(frontMatterProblem("description: {x}}").first?.hasSuffix("put the whole value in quotes: description: \"{x}}\"") == true)
    }

    @Test func theConfigurationGetsTheSameNotes() {
        var sink = Diagnostics()
        _ = ConfigLoader().load("title: Site: A11y\n", path: "criteria.yml", into: &sink)
        #expect(messages(sink) == ["criteria.yml:1:12: error: invalid YAML: mapping values are not allowed in this context\n"
            + "criteria.yml:1:12: note: \": \" inside a value starts another key; put the value in quotes: title: \"Site: A11y\""])
        var tabbed = Diagnostics()
        _ = ConfigLoader().load("rules:\n\tmissing-media: off\n", path: "criteria.yml", into: &tabbed)
        #expect(tabbed.all.map { "\($0.location) \($0.note ?? "")" } == ["criteria.yml:2:1 indent with spaces, not tabs: YAML does not read a tab as indentation"])
    }

    @Test func quotingNeedsNoBackslashEscapes() {
        #expect(YAMLErrors.quoted("a: b") == "\"a: b\"")
        #expect(YAMLErrors.quoted("say \"hi\"") == "'say \"hi\"'")
        #expect(YAMLErrors.quoted("it's \"x\" \\ y") == "'it''s \"x\" \\ y'")
        #expect(YAMLErrors.quoted("C:\\docs") == "'C:\\docs'", "a backslash is kept as written")
        let (lead, key, value) = YAMLErrors.parts(of: "    - - key: value: more  ")
        #expect(lead == "- - " && key == "key: " && value == "value: more")
    }
}

/// Values YAML reads without an error but not as written: a first word taken as an anchor or a
/// tag, or a value taken as a comment. Warned at the value, with the value quoted as the fix.
@Suite struct YAMLSlipTests {
    func frontMatterProblem(_ yaml: String) -> [String] {
        messages(parsePage("---\n\(yaml)\n---\n\n## Criteria\n\n- x\n").1)
    }

    @Test(arguments: [
        ("title: &amp thing", "YAML reads \"&amp\" as an anchor's name and drops it, so title is \"thing\"", "title: \"&amp thing\""),
        ("title: !Important thing", "YAML reads \"!Important\" as a type tag and drops it, so title is \"thing\"", "title: \"!Important thing\""),
        ("title: #1 choice", "# starts a comment in YAML, so title is empty", "title: \"#1 choice\""),
        ("description:   &co  partners", "YAML reads \"&co\" as an anchor's name and drops it, so description is \"partners\"",
         "description: \"&co  partners\""),
    ])
    func aDroppedWordIsWarnedAtTheValue(line: String, warning: String, fixed: String) {
        let column = line.distance(from: line.startIndex, to: line.firstIndex { "&!#".contains($0) } ?? line.startIndex) + 1
        #expect(frontMatterProblem("order: 2\n" + line) == [
            "web/component/sample.md:3:\(column): warning: \(warning) [front-matter]\n"
                + "web/component/sample.md:3:\(column): note: put the whole value in quotes: \(fixed)",
        ])
    }

    @Test func theTitleIsWhatYAMLRead() {
        #expect(parsePage("---\ntitle: &amp thing\n---\n## Criteria\n\n- x\n").0.title == "thing")
        #expect(parsePage("---\ntitle: #1 choice\n---\n## Criteria\n\n- x\n", path: "web/choice.md").0.title == "Choice")
    }

    @Test(arguments: [
        "title: \"&amp thing\"", "title: '#1 choice'", "title: A #1 choice", "title: Fish & chips", "title: Wow!",
        "title: !!str 2024", "title: &name \"Quoted\"", "aliases: &old [/a]", "title: &t Button\ndescription: *t",
        "description: |\n  #1 is Tab", "title: Ok # a comment",
    ])
    func whatIsWrittenAsMeantIsNot(yaml: String) {
        #expect(frontMatterProblem(yaml).isEmpty, "\(frontMatterProblem(yaml))")
    }
}
