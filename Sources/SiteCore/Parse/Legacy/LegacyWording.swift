/// The phrases the older site built around an entry's title, and the small text rules its
/// templates applied (Liquid's `capitalize`, `a`/`an`, HTML escaping of values).
struct LegacyWording: Sendable {
    /// The entry's title as written, e.g. `Link`.
    let title: String
    /// Native entries (a folder named like `native`) test a screen; web entries, a page.
    let isNative: Bool

    /// `link`: the older site lower-cased the title inside sentences.
    var thing: String { title.lowercased() }

    /// "a link", "an input": by the title's first letter, as the older site chose.
    var aThing: String {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        return (thing.first.map { vowels.contains($0) } == true ? "an " : "a ") + thing
    }

    var howToTest: String { "How to test \(aThing)" }

    var header: String {
        "### #a11y - \(isNative ? "Native App" : "Web") Accessibility Acceptance Criteria"
    }

    var given: String { "GIVEN THAT I am on \(isNative ? "a screen" : "a page") with \(aThing)" }

    /// Liquid's `capitalize`: the first letter upper case, the rest lower case.
    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst().lowercased()
    }

    /// The first letter lower case, unless the first word is an acronym or a name like `iOS`.
    static func lowercasedFirst(_ text: String) -> String {
        let word = text.prefix { $0.isLetter }
        if word.count > 1, word.dropFirst().first?.isUppercase == true { return text }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Values were HTML-escaped by the older templates; in Markdown, escaping `<` keeps a value
    /// like `<button>` as text instead of raw HTML.
    static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "<", with: "\\<")
    }

    /// True for a folder path with a folder named like `native` (`native/controls`, `checklist-native`).
    static func isNative(sourcePath: String) -> Bool {
        sourcePath.split(separator: "/").dropLast().contains { $0.lowercased().contains("native") }
    }
}
