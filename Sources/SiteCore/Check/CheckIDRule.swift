/// `check-id`: a `{#name}` marker that cannot pin its check's ID. The check then keeps its
/// generated ID (`CheckIDs`), so each problem is reported where the marker is written.
struct CheckIDRule {
    func check(_ page: CriteriaPage, into sink: inout Diagnostics) {
        var firstPinned: [String: SourceLocation] = [:]
        for check in page.checks {
            guard let pin = check.pin else { continue }
            if !pin.isValid {
                // The marker stays in the text, as the page shows it, so the ID made from the text
                // is not the one the check had before the marker: said, since links to it change.
                let suggestion = Self.suggestion(for: pin.name)
                sink.report(.checkID, pin.location,
                            "check ID \"\(pin.name)\" is not a valid name, so it pins nothing: the check gets \(check.id), made from its text with the marker",
                            note: "use lowercase letters, digits, - and _, starting with a letter" + (suggestion.map { ": {#\($0)}" } ?? ""))
            } else if check.isPinned {
                firstPinned[pin.name] = firstPinned[pin.name] ?? pin.location
            } else if let first = firstPinned[pin.name] {
                sink.report(.checkID, pin.location,
                            "check ID \"\(pin.name)\" is pinned twice on this page; the check at line \(first.line) keeps it, this one gets \(check.id)")
            } else {
                sink.report(.checkID, pin.location,
                            "check ID \"\(pin.name)\" is already an id on this page (a heading's, a tab's or the theme's), so the check gets \(check.id)")
            }
        }
    }

    /// A valid name close to `name` (`Space Bar` → `space-bar`, `9lives` → `check-9lives`); nil
    /// when its letters and digits give none.
    static func suggestion(for name: String) -> String? {
        let slug = CheckIDs.shortSlug(name)
        return [slug, "check-" + slug].first { !slug.isEmpty && CheckPin.isValidName($0) }
    }
}
