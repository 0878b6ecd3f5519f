/// The success criteria of WCAG 2.2 (W3C Recommendation, 12 December 2024 edition), by number:
/// conformance level and name, as published at https://www.w3.org/TR/WCAG22/.
///
/// 4.1.1 Parsing is kept, marked obsolete: WCAG 2.2 removed it, and a page that still cites it
/// should say something else. The Understanding pages' slugs are the names, slugged
/// (`Name, Role, Value` → `name-role-value`); `target-size` is 2.5.5's slug in WCAG 2.1.
public enum WCAGCriteria {
    public enum Level: String, Sendable, CaseIterable {
        case a = "A"
        case aa = "AA"
        case aaa = "AAA"
    }

    public struct Criterion: Sendable, Equatable {
        public var number: String
        public var name: String
        public var level: Level
        public var isObsolete: Bool

        /// The names a citation may give after the number: the name, and for a name with a
        /// qualifier in brackets, the name without it ("Contrast" for "Contrast (Minimum)"),
        /// as content often cites it.
        var citedNames: [String] {
            guard let open = name.range(of: " (") else { return [name] }
            return [name, String(name[..<open.lowerBound])]
        }
    }

    public static func criterion(_ number: String) -> Criterion? { byNumber[number] }

    /// The criterion an Understanding page slug (`focus-visible`, `target-size`) is about.
    public static func criterion(understandingSlug slug: String) -> Criterion? { bySlug[slug] }

    public static let all: [Criterion] = table.map { number, level, name in
        Criterion(number: number, name: name, level: level, isObsolete: number == "4.1.1")
    }

    private static let byNumber: [String: Criterion] = Dictionary(uniqueKeysWithValues: all.map { ($0.number, $0) })

    /// Where the criterion numbered `number` is in `all`: WCAG's order, for sorting a few
    /// numbers without asking each of the 87 whether it is among them.
    static func position(of number: String) -> Int? { positions[number] }

    private static let positions: [String: Int] = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.number, $0) })
    private static let bySlug: [String: Criterion] = {
        var slugs = Dictionary(all.map { (PageAddress.slug($0.name), $0) }, uniquingKeysWith: { first, _ in first })
        slugs["target-size"] = byNumber["2.5.5"]
        return slugs
    }()

    private static let table: [(String, Level, String)] = [
        ("1.1.1", .a, "Non-text Content"),
        ("1.2.1", .a, "Audio-only and Video-only (Prerecorded)"),
        ("1.2.2", .a, "Captions (Prerecorded)"),
        ("1.2.3", .a, "Audio Description or Media Alternative (Prerecorded)"),
        ("1.2.4", .aa, "Captions (Live)"),
        ("1.2.5", .aa, "Audio Description (Prerecorded)"),
        ("1.2.6", .aaa, "Sign Language (Prerecorded)"),
        ("1.2.7", .aaa, "Extended Audio Description (Prerecorded)"),
        ("1.2.8", .aaa, "Media Alternative (Prerecorded)"),
        ("1.2.9", .aaa, "Audio-only (Live)"),
        ("1.3.1", .a, "Info and Relationships"),
        ("1.3.2", .a, "Meaningful Sequence"),
        ("1.3.3", .a, "Sensory Characteristics"),
        ("1.3.4", .aa, "Orientation"),
        ("1.3.5", .aa, "Identify Input Purpose"),
        ("1.3.6", .aaa, "Identify Purpose"),
        ("1.4.1", .a, "Use of Color"),
        ("1.4.2", .a, "Audio Control"),
        ("1.4.3", .aa, "Contrast (Minimum)"),
        ("1.4.4", .aa, "Resize Text"),
        ("1.4.5", .aa, "Images of Text"),
        ("1.4.6", .aaa, "Contrast (Enhanced)"),
        ("1.4.7", .aaa, "Low or No Background Audio"),
        ("1.4.8", .aaa, "Visual Presentation"),
        ("1.4.9", .aaa, "Images of Text (No Exception)"),
        ("1.4.10", .aa, "Reflow"),
        ("1.4.11", .aa, "Non-text Contrast"),
        ("1.4.12", .aa, "Text Spacing"),
        ("1.4.13", .aa, "Content on Hover or Focus"),
        ("2.1.1", .a, "Keyboard"),
        ("2.1.2", .a, "No Keyboard Trap"),
        ("2.1.3", .aaa, "Keyboard (No Exception)"),
        ("2.1.4", .a, "Character Key Shortcuts"),
        ("2.2.1", .a, "Timing Adjustable"),
        ("2.2.2", .a, "Pause, Stop, Hide"),
        ("2.2.3", .aaa, "No Timing"),
        ("2.2.4", .aaa, "Interruptions"),
        ("2.2.5", .aaa, "Re-authenticating"),
        ("2.2.6", .aaa, "Timeouts"),
        ("2.3.1", .a, "Three Flashes or Below Threshold"),
        ("2.3.2", .aaa, "Three Flashes"),
        ("2.3.3", .aaa, "Animation from Interactions"),
        ("2.4.1", .a, "Bypass Blocks"),
        ("2.4.2", .a, "Page Titled"),
        ("2.4.3", .a, "Focus Order"),
        ("2.4.4", .a, "Link Purpose (In Context)"),
        ("2.4.5", .aa, "Multiple Ways"),
        ("2.4.6", .aa, "Headings and Labels"),
        ("2.4.7", .aa, "Focus Visible"),
        ("2.4.8", .aaa, "Location"),
        ("2.4.9", .aaa, "Link Purpose (Link Only)"),
        ("2.4.10", .aaa, "Section Headings"),
        ("2.4.11", .aa, "Focus Not Obscured (Minimum)"),
        ("2.4.12", .aaa, "Focus Not Obscured (Enhanced)"),
        ("2.4.13", .aaa, "Focus Appearance"),
        ("2.5.1", .a, "Pointer Gestures"),
        ("2.5.2", .a, "Pointer Cancellation"),
        ("2.5.3", .a, "Label in Name"),
        ("2.5.4", .a, "Motion Actuation"),
        ("2.5.5", .aaa, "Target Size (Enhanced)"),
        ("2.5.6", .aaa, "Concurrent Input Mechanisms"),
        ("2.5.7", .aa, "Dragging Movements"),
        ("2.5.8", .aa, "Target Size (Minimum)"),
        ("3.1.1", .a, "Language of Page"),
        ("3.1.2", .aa, "Language of Parts"),
        ("3.1.3", .aaa, "Unusual Words"),
        ("3.1.4", .aaa, "Abbreviations"),
        ("3.1.5", .aaa, "Reading Level"),
        ("3.1.6", .aaa, "Pronunciation"),
        ("3.2.1", .a, "On Focus"),
        ("3.2.2", .a, "On Input"),
        ("3.2.3", .aa, "Consistent Navigation"),
        ("3.2.4", .aa, "Consistent Identification"),
        ("3.2.5", .aaa, "Change on Request"),
        ("3.2.6", .a, "Consistent Help"),
        ("3.3.1", .a, "Error Identification"),
        ("3.3.2", .a, "Labels or Instructions"),
        ("3.3.3", .aa, "Error Suggestion"),
        ("3.3.4", .aa, "Error Prevention (Legal, Financial, Data)"),
        ("3.3.5", .aaa, "Help"),
        ("3.3.6", .aaa, "Error Prevention (All)"),
        ("3.3.7", .a, "Redundant Entry"),
        ("3.3.8", .aa, "Accessible Authentication (Minimum)"),
        ("3.3.9", .aaa, "Accessible Authentication (Enhanced)"),
        ("4.1.1", .a, "Parsing"),
        ("4.1.2", .a, "Name, Role, Value"),
        ("4.1.3", .aa, "Status Messages"),
    ]
}
