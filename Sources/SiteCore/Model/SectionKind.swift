import TextSupport

/// The sections a criteria document is split into, by its top-level `## ` headings.
///
/// Each case keeps its spelling as data. Headings match case-insensitively after trimming.
public enum SectionKind: String, Sendable, CaseIterable, Hashable {
    case generalNotes
    case condensed
    case gherkin
    case criteria
    /// WCAG principles and their criteria: generated from an older entry's `wcag` groups, or
    /// written under a `## WCAG` heading (which `criteria migrate` writes, so a migrated page keeps it).
    case wcag
    /// The fallback: content before the first `## ` and every `## ` heading not listed here.
    case developerNotes
    case androidDeveloperNotes
    case iosDeveloperNotes
    case videos

    /// Hashed by its case: `RawRepresentable`'s default hashes the raw string, and sections are
    /// dictionary keys for every check and heading of every page.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's place in `allCases`.
    var ordinal: Int {
        switch self {
        case .generalNotes: 0
        case .condensed: 1
        case .gherkin: 2
        case .criteria: 3
        case .wcag: 4
        case .developerNotes: 5
        case .androidDeveloperNotes: 6
        case .iosDeveloperNotes: 7
        case .videos: 8
        }
    }

    /// The heading as written in documents and shown as the tab label.
    public var title: String {
        switch self {
        case .generalNotes: "General Notes"
        case .condensed: "Condensed"
        case .gherkin: "Gherkin"
        case .criteria: "Criteria"
        case .wcag: "WCAG"
        case .developerNotes: "Developer Notes"
        case .androidDeveloperNotes: "Android Developer Notes"
        case .iosDeveloperNotes: "iOS Developer Notes"
        case .videos: "Videos"
        }
    }

    /// A tab label that keeps a page's tabs on one row where room is short ("Android"); nil
    /// when the title is short already. The tab's name stays the title.
    public var shortTitle: String? {
        switch self {
        case .androidDeveloperNotes: "Android"
        case .iosDeveloperNotes: "iOS"
        default: nil
        }
    }

    /// The fragment that opens this section's tab, e.g. `link/index.html#gherkin`.
    public var anchor: String {
        switch self {
        case .generalNotes: "general-notes"
        case .condensed: "condensed"
        case .gherkin: "gherkin"
        case .criteria: "criteria"
        case .wcag: "wcag"
        case .developerNotes: "developer-notes"
        case .androidDeveloperNotes: "android-developer-notes"
        case .iosDeveloperNotes: "ios-developer-notes"
        case .videos: "videos"
        }
    }

    /// The order tabs appear in. General Notes is the introduction, not a tab.
    public static let tabOrder: [SectionKind] = [
        .condensed, .gherkin, .criteria, .wcag, .developerNotes, .androidDeveloperNotes, .iosDeveloperNotes, .videos,
    ]

    /// The section a `## ` heading names, or nil when it belongs to the fallback Developer Notes.
    ///
    /// A `## Developer Notes` heading is deliberately *not* matched: the seed format lists it as
    /// a fallback heading, so it stays visible inside the Developer Notes tab.
    public init?(heading: String) {
        let key = heading.trimmingWhitespace.lowercased()
        guard let kind = Self.headings[key] else { return nil }
        self = kind
    }

    private static let headings: [String: SectionKind] = Dictionary(
        uniqueKeysWithValues: [SectionKind.generalNotes, .condensed, .gherkin, .criteria, .wcag,
                               .androidDeveloperNotes, .iosDeveloperNotes, .videos]
            .map { ($0.title.lowercased(), $0) }
    )

    /// The headings that name a section, for messages.
    public static let namedHeadings = "General Notes, Condensed, Gherkin, Criteria, WCAG, Videos, iOS Developer Notes, Android Developer Notes, "
        + "and Developer Notes, where any other heading goes"
}
