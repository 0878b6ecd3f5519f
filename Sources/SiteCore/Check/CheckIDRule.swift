import Foundation

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
                            "check ID \"\(pin.name)\" is pinned twice on this page; the check at line \(first.line) keeps it, this one gets \(check.id)",
                            note: Self.another(for: pin.name, avoiding: names))
            } else {
                sink.report(.checkID, pin.location,
                            "check ID \"\(pin.name)\" is already an id on this page (a heading's, a tab's or the theme's), so the check gets \(check.id)",
                            note: Self.another(for: pin.name, avoiding: names))
            }
        }
    }

    /// A kramdown `{#name}` ending a heading: the older site gave the heading that id; here the
    /// marker is shown as text and the heading's id comes from its words, markers pin checks only.
    func checkHeadings(_ page: CheckedPage, into sink: inout Diagnostics) {
        for item in page.items {
            guard case .heading = item.construct.kind, let marked = CheckPin.split(item.construct.text),
                  let line = page.line(item.location.line), let column = Self.column(of: "{#" + marked.name + "}", endingHeading: line) else { continue }
            var location = item.location
            location.column = column
            if case .heading(level: 2) = item.construct.kind, let kind = SectionKind(heading: marked.text) {
                // The section is named by the heading's whole text, so this one is no section.
                let place = kind == .generalNotes ? "the introduction (General Notes)" : "the \(kind.title) tab"
                sink.report(.checkID, location,
                            "marker {#\(marked.name)} ends the heading \"\(item.construct.text)\", so it starts no \(kind.title) section: its content goes to Developer Notes",
                            note: "write \"## \(kind.title)\" for \(place); markers pin checks only")
            } else {
                sink.report(.checkID, location,
                            "marker {#\(marked.name)} ends a heading, which it does not name: the page shows it as text, and the heading's id comes from its words",
                            note: "markers pin checks only; take it out, and link to the heading by the id its words give")
            }
        }
    }

    /// The character column of `marker` written at the end of a heading's line (before an ATX
    /// heading's closing `#`s), not escaped; nil otherwise (the heading's text holds it from a
    /// code span, or escaped). A setext heading's marker is read on its first line only.
    private static func column(of marker: String, endingHeading line: Substring) -> Int? {
        var text = line[...]
        while let last = text.last, last == " " || last == "\t" || last == "#" || last == "\r" { text = text.dropLast() }
        guard text.hasSuffix(marker) else { return nil }
        // The line ends in the marker's `}`, so no code span holds it; an odd run of
        // backslashes before it escapes its `{`.
        let before = text.dropLast(marker.count)
        guard before.reversed().prefix(while: { $0 == "\\" }).count % 2 == 0 else { return nil }
        return before.count + 1
    }

    /// A valid name close to `name`, its words and underscores kept (`Space Bar` → `space-bar`,
    /// `Bad_Name` → `bad_name`, `9lives` → `check-9lives`), cut at a hyphen to fit 64 characters
    /// with `-2`, `-3`… added when the page has it already; nil when it has no letter or digit.
    static func suggestion(for name: String, avoiding taken: Set<String> = []) -> String? {
        var slug = ""
        for scalar in name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        slug = String(slug.drop { $0 == "_" || $0 == "-" }.reversed().drop { $0 == "_" || $0 == "-" }.reversed())
        guard let first = slug.unicodeScalars.first else { return nil }
        if !("a"..."z").contains(first) { slug = "check-" + slug }
        // Room for "-99"; a cut at a hyphen keeps whole words.
        if slug.count > 61 {
            let head = slug.prefix(61)
            let atWordEnd = slug.dropFirst(61).first == "-"
            // A hyphen in the first half would leave too little of the name: cut at the limit.
            let hyphen = head.lastIndex(of: "-").flatMap { head.distance(from: head.startIndex, to: $0) > 30 ? $0 : nil }
            slug = String(atWordEnd ? head : hyphen.map { head[..<$0] } ?? head)
        }
        var candidate = slug, next = 2
        while taken.contains(candidate) {
            candidate = "\(slug)-\(next)"
            next += 1
        }
        return CheckPin.isValidName(candidate) ? candidate : nil
    }

    /// The note for a name the page has already: one it does not have.
    private static func another(for name: String, avoiding taken: Set<String>) -> String? {
        suggestion(for: name, avoiding: taken).map { "pin a name this page does not have, such as {#\($0)}" }
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
