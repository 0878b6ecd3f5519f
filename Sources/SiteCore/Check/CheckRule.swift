/// The content rules `criteria check` (and `criteria build`) apply, each with the id printed as
/// `[id]` after its diagnostics and the severity it reports at.
///
/// Errors are problems that make a page wrong or unreadable as published: front matter that
/// cannot be read, a WCAG level that contradicts its number. Everything the shared corpus has
/// in numbers (links to pages that moved, demos with an `h1`, videos without captions) is a
/// warning: worth fixing, listed in the README, never a reason to refuse a build.
public enum CheckRule: String, Sendable, CaseIterable {
    case frontMatter = "front-matter"
    case unknownFrontMatterKey = "unknown-front-matter-key"
    case unknownSection = "unknown-section"
    case misfiledSection = "misfiled-section"
    case repeatedSection = "repeated-section"
    case noCriteriaSection = "no-criteria-section"
    case duplicateTitle = "duplicate-title"
    case oneCategory = "one-category"
    case brokenLink = "broken-link"
    case brokenFragment = "broken-fragment"
    case missingMedia = "missing-media"
    case mediaOutsideAssets = "media-outside-assets"
    case mediaNameNeedsEncoding = "media-name-encoding"
    case missingCaptions = "missing-captions"
    case remoteMedia = "remote-media"
    case missingAlt = "missing-alt"
    case h1InContent = "h1-in-content"
    case skippedHeadingLevel = "skipped-heading-level"
    case unclosedCodeBlock = "unclosed-code-block"
    case wcagLevel = "wcag-level"
    case wcagUnknown = "wcag-unknown"
    case wcagObsolete = "wcag-obsolete"
    case wcagLink = "wcag-link"
    case checkID = "check-id"
    case rawHTML = "raw-html"
    case markupRepair = "markup-repair"
    case liquid = "liquid"
    case olderValue = "older-value"

    public var id: String { rawValue }

    public var severity: Diagnostic.Severity {
        switch self {
        case .frontMatter, .wcagLevel: .error
        default: .warning
        }
    }

    /// What the rule catches, one line, for the README's table and `--help`.
    public var summary: String {
        switch self {
        case .frontMatter: "front matter that is not valid YAML, is not a mapping, or has a value of the wrong type"
        case .unknownFrontMatterKey: "a front-matter key that neither format knows (a typo such as `tilte`), also inside an older entry's Gherkin steps and `wcag` groups (`reslt:`)"
        case .unknownSection: "a `## ` heading one or two letters away from a section name (`## Vidoes`)"
        case .misfiledSection: "a `## ` heading that names a section with words that only qualify it (`## Acceptance Criteria`): it goes to Developer Notes"
        case .repeatedSection: "a section heading used twice in a file (the second is appended to the first)"
        case .noCriteriaSection: "a page with none of Condensed, Gherkin or Criteria (written or generated from front matter)"
        case .duplicateTitle: "a page with the title of another page under the same top-level folder: search lists both as one, \"Button (Web)\""
        case .oneCategory: "every page in one top-level folder whose folders name platforms (`documentation/web/`, `documentation/native/`): the site has one category, and its home page's filters, search results and plans name pages by it (\"Button (Documentation)\")"
        case .brokenLink: "a link to a page of this site (site path, corpus URL or `.md` file) that matches no page"
        case .brokenFragment: "a `#fragment` that names no heading, tab or `id` on the page it points to"
        case .missingMedia: "a video, track, poster or image path with no file in the assets folder"
        case .mediaOutsideAssets: "a media path whose `..` leaves the assets folder"
        case .mediaNameNeedsEncoding: "a media file name with spaces or other characters that need URL encoding"
        case .remoteMedia: "an image, video, audio, track or poster loaded from another site (`https://…`): the offline bundle and a copy read without a network miss it"
        case .missingCaptions: "a `<video>` without a `<track kind=\"captions\">` or `subtitles` track, or a track whose file holds no cue"
        case .missingAlt: "an `<img>` without `alt`, or a Markdown image with empty alt text"
        case .h1InContent: "an `h1` in content (`# ` or `<h1>`): the page title is the page's only `h1`"
        case .skippedHeadingLevel: "a heading more than one level below the one before it (`##` then `####`)"
        case .unclosedCodeBlock: "a fenced code block (```` ``` ```` or `~~~`) that is never closed: the rest of its list item, quote or file is shown as code, its sections and checks lost"
        case .wcagLevel: "a WCAG 2.2 success criterion cited with a level that is not its own (`2.3.3 … (Level AA)`)"
        case .wcagUnknown: "a WCAG number cited that is not a WCAG 2.2 success criterion"
        case .wcagObsolete: "a citation of 4.1.1 Parsing, which WCAG 2.2 removed"
        case .wcagLink: "a link citing one WCAG criterion that points to another's Understanding page"
        case .checkID: "a check's pinned ID (`{#name}` ending the item) that is not a valid name, is pinned twice on a page, is a heading's or tab's id or another check's, or a marker that pins nothing (one ending a heading included)"
        case .rawHTML: "raw HTML the sanitizer removed or showed as text (`<script>`, `on*=` handlers, unknown elements)"
        case .markupRepair: "raw HTML the build repairs so the page is valid: repeated ids, `<main>` or `<th>` misplaced, roles or attributes an element does not allow"
        case .liquid: "Liquid or kramdown markup in an older entry that is not read (an unknown tag, a missing include, an unclosed block): shown as text or left out"
        case .olderValue: "a text where an older entry's front matter expects a map or list (`keyboard: N/A`): shown as written; or criteria published in half (a Gherkin step with no `result:`, `tab:` with nothing after it), or a step under a key that is not a keyword (`Or:`)"
        }
    }
}
