/// `duplicate-title`: two pages with one title where a reader cannot tell them apart. Search
/// shows a page as its title and its top-level folder ("Button (Web)"), so two pages with the
/// same title under one top-level folder look alike there, and in navigation too when they are
/// in one folder. The same title under `web/` and `native/` is the rule, not a problem.
///
/// It needs every page's outline, not one page, so it runs where a run's checks are gathered.
enum DuplicateTitleRule {
    /// A warning at each page whose title an earlier page (in source order) under the same
    /// top-level folder already has, ignoring case and runs of white space. Two pages at one
    /// address are an error of their own (`PageAssembler`), so they are left out here.
    /// `navigation` names the top-level folders as search shows them.
    static func check(_ outlines: [PageOutline], navigation: NavigationBuilder) -> [Diagnostic] {
        // Each page's index, not its outline, which the table copied; the finish stage runs this
        // on one core while the other waits.
        var firsts: [String: Int] = [:]
        firsts.reserveCapacity(outlines.count)
        var found = Diagnostics()
        for (index, outline) in outlines.enumerated() {
            let key = (outline.address.count > 1 ? outline.address[0] : "") + "\u{0}" + normalised(outline.title)
            guard let first = firsts[key] else {
                firsts[key] = index
                continue
            }
            guard outlines[first].address != outline.address else { continue }
            report(outline, sameAs: outlines[first], navigation: navigation, into: &found)
        }
        return found.all
    }

    private static func report(_ outline: PageOutline, sameAs first: PageOutline, navigation: NavigationBuilder, into sink: inout Diagnostics) {
        let topLevel = outline.address.count > 1
        let folder = topLevel ? "in \(outline.address[0])/" : "at the top level"
        let searched = topLevel ? "\(outline.title) (\(navigation.title(ofFolder: outline.address[0])))" : outline.title
        let alike = outline.address.dropLast() == first.address.dropLast()
            ? "search lists both as \"\(searched)\" and navigation as \"\(outline.title)\" in one folder"
            : "search lists both as \"\(searched)\""
        let location = outline.titlePlace ?? SourceLocation(file: outline.sourcePath, line: 1, column: 1)
        let fix = outline.titlePlace == nil
            ? "this one's title comes from its file name: give it a title of its own with title: in its front matter"
            : "give one of the two a title of its own"
        sink.report(.duplicateTitle, location,
                    "page title \"\(outline.title)\" is also the title of another page \(folder): \(alike)",
                    note: "the other page is \(first.sourcePath); \(fix)")
    }

    /// Lower case, white space runs one space, none at either end.
    static func normalised(_ title: String) -> String {
        // Most titles are printable ASCII with single spaces inside: lower case is all they need.
        var previous: UInt8 = 0x20, isSimple = true
        for byte in title.utf8 {
            guard byte >= 0x20, byte < 0x7F, byte != 0x20 || previous != 0x20 else {
                isSimple = false
                break
            }
            previous = byte
        }
        if isSimple, previous != 0x20 { return title.lowercased() }
        return title.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
