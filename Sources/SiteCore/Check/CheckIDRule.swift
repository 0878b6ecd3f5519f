/// `check-id`: a `{#name}` marker that cannot pin its check's ID. The check then keeps its
/// generated ID (`CheckIDs`), so each problem is reported where the marker is written.
struct CheckIDRule {
    func check(_ page: CriteriaPage, into sink: inout Diagnostics) {
        guard page.checks.contains(where: { $0.pin != nil }) else { return }
        var firstPinned: [String: SourceLocation] = [:]
        let unpinned = Self.unpinnedIDs(of: page)
        lazy var names = Self.names(on: page)
        for (index, check) in page.checks.enumerated() {
            guard let pin = check.pin else { continue }
            if !pin.isValid {
                // The marker stays in the text, as the page shows it, so the ID made from the text
                // is not the one the check had before the marker: said, since links to it change.
                let suggestion = Self.suggestion(for: pin.name, avoiding: names)
                sink.report(.checkID, pin.location,
                            "check ID \"\(pin.name)\" is not a valid name, so it pins nothing: the check gets \(check.id), made from its text with the marker",
                            note: "use at most 64 lowercase letters, digits, - and _, starting with a letter" + (suggestion.map { ": {#\($0)}" } ?? ""))
            } else if check.isPinned {
                firstPinned[pin.name] = firstPinned[pin.name] ?? pin.location
                if let other = page.checks.indices.first(where: { $0 != index && unpinned[$0] == pin.name && page.checks[$0].id != pin.name }) {
                    sink.report(.checkID, pin.location,
                                "check ID \"\(pin.name)\" is the ID the check at line \(page.checks[other].location.line) has from its text; "
                                    + "that check now gets \(page.checks[other].id), so links to it change",
                                note: "pin a name of its own, one no check of this page has")
                }
            } else if let first = firstPinned[pin.name] {
                sink.report(.checkID, pin.location,
                            "check ID \"\(pin.name)\" is pinned twice on this page; the check at line \(first.line) keeps it, this one gets \(check.id)")
            } else {
                sink.report(.checkID, pin.location,
                            "check ID \"\(pin.name)\" is already an id on this page (a heading's, a tab's or the theme's), so the check gets \(check.id)")
            }
        }
    }

    /// A valid name close to `name` (`Space Bar` → `space-bar`, `9lives` → `check-9lives`), with
    /// `-2`, `-3`… when the page has it already; nil when its letters and digits give none.
    static func suggestion(for name: String, avoiding taken: Set<String> = []) -> String? {
        let slug = CheckIDs.shortSlug(name)
        guard let base = [slug, "check-" + slug].first(where: { !slug.isEmpty && CheckPin.isValidName($0) }) else { return nil }
        var candidate = base, next = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(next)"
            next += 1
        }
        return candidate
    }

    /// Every id the page's checks, headings, tabs and theme hold, and the names its markers pin.
    private static func names(on page: CriteriaPage) -> Set<String> {
        var names = page.headingAnchors.all.union(PageRenderer.themeIDs)
        for check in page.checks {
            names.insert(check.id)
            if let pin = check.pin, pin.isValid { names.insert(pin.name) }
        }
        return names
    }

    /// The IDs the page's checks would have with no marker pinning any: what links to a check
    /// had before a pin elsewhere took its ID.
    private static func unpinnedIDs(of page: CriteriaPage) -> [String] {
        var checks = page.checks
        for index in checks.indices { checks[index].pin = nil }
        CheckIDs.assign(&checks, taken: page.headingAnchors.all, reserved: PageRenderer.themeIDs)
        return checks.map(\.id)
    }
}
