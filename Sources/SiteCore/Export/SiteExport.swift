import Foundation

/// `criteria export`: the parsed pages → one JSON document, or one `.feature` file per page with
/// a Gherkin section.
///
/// JSON keys are sorted, pages are sorted by source path and sections keep tab order, so the
/// same content always gives the same bytes. The format (`"format": "criteriapress-export"`,
/// `"version": 2`) is described in `docs/export.md` and `docs/export.schema.json`.
public struct SiteExport: Sendable {
    public struct Document: Codable, Sendable, Equatable {
        public var format = "criteriapress-export"
        public var version = SiteExport.version
        public var pages: [Page]
    }

    public struct Page: Codable, Sendable, Equatable {
        public var title: String
        public var description: String?
        /// The source file, relative to the content folder: `web/component/button.md`.
        public var path: String
        /// The page's file, relative to the site root: `web/component/button/index.html`, or
        /// `web/component/button.html` with `page-urls: file`.
        public var url: String
        /// The top-level folder (`web`), as search filters by; `folder` is the whole folder path.
        public var category: String
        public var folder: String
        /// The date of the last commit that changed the source (`YYYY-MM-DD`); absent outside
        /// git, with `dates: off`, or for a file never committed.
        public var date: String?
        /// The introduction (General Notes) first, then the tabs in the order the page shows them.
        public var sections: [ExportedSection]
        /// The page's checks in document order (`Check`).
        public var checks: [ExportedCheck]
    }

    public struct ExportedCheck: Codable, Sendable, Equatable {
        public var id: String
        /// The page's source path, as `Page.path`.
        public var page: String
        /// The section kind's anchor: `condensed`, `gherkin` or `criteria`.
        public var section: String
        /// `web`, `native`, `android` or `ios`.
        public var platform: String
        public var step: String
        public var text: String
        public var details: [String]
        public var wcag: [String]
        /// The page's file and the check's anchor: `web/component/button/index.html#tab-focus-3f9a1c`.
        public var url: String

        public init(id: String, page: String, section: String, platform: String, step: String, text: String, details: [String],
                    wcag: [String], url: String) {
            (self.id, self.page, self.section, self.platform, self.step) = (id, page, section, platform, step)
            (self.text, self.details, self.wcag, self.url) = (text, details, wcag, url)
        }

        init(_ check: Check, page: CriteriaPage, url: String) {
            id = check.id
            self.page = page.sourcePath
            section = check.section.anchor
            platform = check.platform.rawValue
            step = check.step
            text = check.text
            details = check.details
            wcag = check.wcag
            self.url = url + "#" + check.id
        }
    }

    public struct ExportedSection: Codable, Sendable, Equatable {
        /// `general-notes`, `condensed`, `gherkin`, `criteria`, `wcag`, `developer-notes`, …
        public var kind: String
        public var title: String
        public var markdown: String
        public var text: String
    }

    /// The format's version; 2 added each page's `checks`. `_assets/checks.js` says it too.
    public static let version = 2

    /// Where the site puts its pages' files, which `url` names.
    let pageURLs: PageURLs
    /// Each page's last commit date by source path (`ContentHistory.lastChangeDates`).
    let dates: [String: String]

    public init(pageURLs: PageURLs = .folder, dates: [String: String] = [:]) {
        self.pageURLs = pageURLs
        self.dates = dates
    }

    public func document(_ pages: [CriteriaPage]) -> Document {
        Document(pages: pages.sorted { $0.sourcePath < $1.sourcePath }.map(page))
    }

    public func json(_ pages: [CriteriaPage]) -> String {
        PrettyJSON.text(document(pages)) + "\n"
    }

    /// Relative `.feature` path (`web/component/button.feature`) → its text, for pages with Gherkin.
    public func features(_ pages: [CriteriaPage]) -> [(path: String, text: String)] {
        pages.sorted { $0.sourcePath < $1.sourcePath }.compactMap { page in
            guard let gherkin = page.section(.gherkin) else { return nil }
            return (page.address.joined(separator: "/") + ".feature",
                    FeatureWriter().feature(title: page.title, gherkin: gherkin, tags: Self.scenarioTags(page)))
        }
    }

    /// Each Gherkin check's tags, in order: its ID, `component-` and the page's name, the
    /// platform, `wcag-` and each success criterion (the form Xray and Cucumber reports read).
    static func scenarioTags(_ page: CriteriaPage) -> [[String]] {
        let name = page.address.last ?? ""
        return page.checks.filter { $0.section == .gherkin }.map { check in
            [check.id, "component-" + name, check.platform.rawValue] + check.wcag.map { "wcag-" + $0 }
        }
    }

    private func page(_ page: CriteriaPage) -> Page {
        let kinds = [SectionKind.generalNotes] + page.tabKinds
        let url = pageURLs.outputPath(page.address)
        return Page(title: page.title, description: page.description, path: page.sourcePath,
                    url: url,
                    category: page.folder.first ?? "", folder: page.folder.joined(separator: "/"), date: dates[page.sourcePath],
                    sections: kinds.compactMap { page.section($0) }.map { section in
                        ExportedSection(kind: section.kind.anchor, title: section.kind.title, markdown: section.markdown,
                                        text: section.blocks.map { $0.plainText.trimmingCharacters(in: .whitespacesAndNewlines) }
                                            .filter { !$0.isEmpty }.joined(separator: "\n\n"))
                    },
                    checks: page.checks.map { ExportedCheck($0, page: page, url: url) })
    }
}
