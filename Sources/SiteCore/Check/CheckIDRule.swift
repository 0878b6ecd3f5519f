/// `check-id`: a `{#name}` marker that cannot pin its check's ID. The check then keeps its
/// generated ID (`CheckIDs`), so each problem is reported where the marker is written.
struct CheckIDRule {
    func check(_ page: CriteriaPage, into sink: inout Diagnostics) {
        var firstPinned: [String: SourceLocation] = [:]
        for check in page.checks {
            guard let pin = check.pin else { continue }
            if !pin.isValid {
                let suggestion = CheckIDs.shortSlug(pin.name)
                sink.report(.checkID, pin.location, "check ID \"\(pin.name)\" is not a valid name, so the check keeps its ID \(check.id)",
                            note: "use lowercase letters, digits, - and _, starting with a letter" + (suggestion.isEmpty ? "" : ": {#\(suggestion)}"))
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
}
