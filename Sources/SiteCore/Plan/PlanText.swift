/// The escaping every plan format needs, written once and mirrored in `plan-format.js`.
///
/// Everything works on Unicode scalars of the ASCII range, so JavaScript's UTF-16 code units
/// give the same result: no character outside ASCII is changed.
enum PlanText {
    /// Tabs, carriage returns and line feeds, in runs, become one space, and spaces at either
    /// end go: a check stays on its line of a Markdown list, a Jira list or a text plan.
    static func oneLine(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var inRun = false
        for scalar in text.unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                if !inRun { result.append(" ") }
                inRun = true
            } else {
                result.append(scalar)
                inRun = false
            }
        }
        while result.first == " " { result.removeFirst() }
        while result.last == " " { result.removeLast() }
        return String(result)
    }

    /// The heading of a group of step-less checks that follows other groups on its page.
    static func sectionTitle(_ anchor: String) -> String {
        ["condensed": "Condensed", "gherkin": "Gherkin", "criteria": "Criteria"][anchor] ?? anchor
    }

    /// Backslash before each character Markdown (GitHub's and GitLab's) would read as markup:
    /// emphasis, code, links, HTML, headings, tables, strikethrough, entities, mentions.
    static func markdown(_ text: String) -> String {
        escape(oneLine(text), "\\`*_[]<>#|~&@")
    }

    /// Backslash before each character Jira's wiki markup would read: emphasis, macros
    /// (`{code}`), links, tables, images, lists, citations, line breaks.
    static func jira(_ text: String) -> String {
        escape(oneLine(text), "\\*_-+^~?{}[]|!#")
    }

    /// A link target safe inside Markdown's `(…)` and Jira's `[…|…]`.
    static func link(_ url: String) -> String {
        var result = ""
        for scalar in url.unicodeScalars {
            switch scalar {
            case " ": result += "%20"
            case "(": result += "%28"
            case ")": result += "%29"
            case "<": result += "%3C"
            case ">": result += "%3E"
            case "[": result += "%5B"
            case "]": result += "%5D"
            case "|": result += "%7C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// " (WCAG 2.4.7, 1.4.3)" after a check, of the numbers its text does not show already
    /// ("Focus moves (WCAG 2.4.7)" is not followed by "(WCAG 2.4.7)"), or nothing.
    static func wcagSuffix(_ numbers: [String], shownIn text: String) -> String {
        let unshown = numbers.filter { !shows(text, $0) }
        return unshown.isEmpty ? "" : " (WCAG " + unshown.joined(separator: ", ") + ")"
    }

    /// Whether `text` holds `number` as a number of its own: no digit or dot before it, and no
    /// digit, nor a dot and a digit, after it (the reading of `NumberedLine`), so "12.4.7" and
    /// "2.4.7.1" do not show 2.4.7. Over Unicode scalars: only ASCII digits and dots count.
    static func shows(_ text: String, _ number: String) -> Bool {
        let scalars = Array(text.unicodeScalars), wanted = Array(number.unicodeScalars)
        func isDigit(_ index: Int) -> Bool { scalars.indices.contains(index) && ("0"..."9").contains(scalars[index]) }
        func isDot(_ index: Int) -> Bool { scalars.indices.contains(index) && scalars[index] == "." }
        guard !wanted.isEmpty, scalars.count >= wanted.count else { return false }
        return (0...(scalars.count - wanted.count)).contains { start in
            let end = start + wanted.count
            return scalars[start..<end].elementsEqual(wanted) && !isDigit(start - 1) && !isDot(start - 1)
                && !isDigit(end) && !(isDot(end) && isDigit(end + 1))
        }
    }

    /// " (last changed 2026-03-01)" after a page's heading, or nothing when its date is unknown.
    static func dateSuffix(_ date: String?) -> String {
        date.map { " (last changed " + $0 + ")" } ?? ""
    }

    private static func escape(_ text: String, _ special: String) -> String {
        let set = Set(special.unicodeScalars)
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if set.contains(scalar) { result.append("\\") }
            result.append(scalar)
        }
        return String(result)
    }
}
