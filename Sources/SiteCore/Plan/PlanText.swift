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

    /// "2.4.7, 1.4.3" after a check, or nothing.
    static func wcagSuffix(_ numbers: [String]) -> String {
        numbers.isEmpty ? "" : " (WCAG " + numbers.joined(separator: ", ") + ")"
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
