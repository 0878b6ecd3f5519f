import Foundation
import SiteCore
import Testing

/// Queries a reader would type, and the page each must find in the top three, on the shared corpus.
@Suite struct SearchQuerySetTests {
    static let queries: [(query: String, page: String)] = [
        // Component names, as typed into the box (the last word may still be incomplete).
        ("text input", "text-input"), ("toggle switch", "toggle-switch"), ("checkbox", "checkbox"),
        ("radio button", "radio-button"), ("skip link", "skip-link"), ("modal dialog", "modal-dialog"),
        ("breadcrumbs", "breadcrumbs"), ("star rating", "star-rating"), ("carousel", "carousel"),
        ("password", "password-input"), ("tooltip", "tooltip"), ("date picker", "date-picker"),
        ("snackbar", "snackbar-toast"), ("accordion", "expander-accordion"), ("progress indic", "progress-indicator"),
        ("segmented control", "segmented-control"), ("main landmark", "main-landmark"), ("footnote", "footnote"),
        ("color contrast", "color-contrast"), ("webview", "webview"), ("loading spinner", "loading-spinner"),
        // Typos and plurals.
        ("chekbox", "checkbox"), ("paginaton", "pagination"), ("headings", "heading"), ("sliders", "slider"),
        // Platform APIs and phrases from the criteria.
        ("aria-current breadcrumb", "breadcrumbs"), ("UISwitch", "toggle-switch"), ("aria-sort", "table"),
        ("autocomplete listbox", "autocomplete"), ("video captions", "video-audio-player"),
        ("decorative image alt", "decorative-image"), ("single page application focus", "single-page-application"),
    ]

    @Test(.enabled(if: Corpus.isAvailable, "skipped: the shared corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout"))
    func everyQueryFindsItsPageInTheTopThree() throws {
        let site = SiteInput(contentRoot: Corpus.documentation, outputRoot: FileManager.default.temporaryDirectory.appendingPathComponent("unused"),
                             defaultTheme: CriteriaRunner.repositoryRoot.appendingPathComponent("themes/default"))
        var diagnostics = Diagnostics()
        let index = Pipeline().searchIndex(site, into: &diagnostics)
        let engine = SearchEngine(index: index)
        #expect(Self.queries.count >= 30)
        var misses: [String] = []
        for (query, page) in Self.queries {
            let top = engine.searchPages(query, limit: 3).pages.map { index.units[$0.sections[0].unit] }
            let pages = top.map { $0.url.split(separator: "/").dropLast().last.map(String.init) ?? "" }
            // A page matches when its slug is the expected one or starts with it (`pagination-control`).
            if !pages.contains(where: { $0 == page || $0.hasPrefix(page + "-") || $0 == page + "s" }) { misses.append("\(query) → \(top.map(\.label))") }
        }
        #expect(misses.isEmpty, "expected page not in the top 3:\n\(misses.joined(separator: "\n"))")
    }

    /// Tests/SearchQuestions/questions.json: questions as a reader types them, and the pages that
    /// answer them; `make bench` and the browser tests measure the same set.
    @Test(.enabled(if: Corpus.isAvailable, "skipped: the shared corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout"))
    func questionsFindTheirPageInTheTopThree() throws {
        let file = CriteriaRunner.repositoryRoot.appendingPathComponent("Tests/SearchQuestions/questions.json")
        let set = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let questions = try #require(set["questions"] as? [[String: Any]])
        let target = try #require(set["target"] as? Double)
        #expect(questions.count >= 20)
        let site = SiteInput(contentRoot: Corpus.documentation, outputRoot: FileManager.default.temporaryDirectory.appendingPathComponent("unused"),
                             defaultTheme: CriteriaRunner.repositoryRoot.appendingPathComponent("themes/default"))
        var diagnostics = Diagnostics()
        let index = Pipeline().searchIndex(site, into: &diagnostics)
        let engine = SearchEngine(index: index)
        var misses: [String] = []
        for question in questions {
            let query = question["q"] as? String ?? ""
            let wanted = Set((question["pages"] as? [String] ?? []).map { $0 + "/index.html" })
            let top = engine.searchPages(query, limit: 3).pages.map { String(index.units[$0.sections[0].unit].url.prefix { $0 != "#" }) }
            if wanted.isDisjoint(with: top) { misses.append("\(query) → \(top)") }
        }
        let share = Double(questions.count - misses.count) / Double(questions.count)
        #expect(share >= target, "\(questions.count - misses.count) of \(questions.count) in the top 3; missed:\n\(misses.joined(separator: "\n"))")
    }

    /// Tests/SearchQuestions/unseen.json: questions written from sources outside the corpus, split
    /// once at random into a tuning half and a held-back half. Each half must keep at least its
    /// floor in the top three, the figures the ranking reached when they were set (docs/search.md,
    /// "Questions"): a change that drops the held-back half is not kept.
    static let unseenFloors = ["tuning": 29, "heldBack": 28]

    @Test(.enabled(if: Corpus.isAvailable, "skipped: the shared corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout"))
    func unseenQuestionsKeepTheirFloors() throws {
        let file = CriteriaRunner.repositoryRoot.appendingPathComponent("Tests/SearchQuestions/unseen.json")
        let set = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let site = SiteInput(contentRoot: Corpus.documentation, outputRoot: FileManager.default.temporaryDirectory.appendingPathComponent("unused"),
                             defaultTheme: CriteriaRunner.repositoryRoot.appendingPathComponent("themes/default"))
        var diagnostics = Diagnostics()
        let index = Pipeline().searchIndex(site, into: &diagnostics)
        let engine = SearchEngine(index: index)
        for (half, floor) in Self.unseenFloors.sorted(by: { $0.key < $1.key }) {
            let questions = try #require(set[half] as? [[String: Any]])
            #expect(questions.count >= 30)
            var misses: [String] = []
            for question in questions {
                let query = question["q"] as? String ?? ""
                let wanted = Set((question["pages"] as? [String] ?? []).map { $0 + "/index.html" })
                let top = engine.searchPages(query, limit: 3).pages.map { String(index.units[$0.sections[0].unit].url.prefix { $0 != "#" }) }
                if wanted.isDisjoint(with: top) { misses.append("\(query) → \(top)") }
            }
            let found = questions.count - misses.count
            #expect(found >= floor, "\(half): \(found) of \(questions.count) in the top 3, floor \(floor); missed:\n\(misses.joined(separator: "\n"))")
        }
    }
}
