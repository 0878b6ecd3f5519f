/// Which checks go into a plan: pages by path, folder or glob, success criteria, platforms and
/// tabs (docs/plans.md). `plan.js` filters the same way in the browser.
public struct PlanSelection: Sendable, Equatable {
    /// Page paths (`web/component/button.md`, or without `.md`), folders (`web/`, `web`) or
    /// globs (`web/**/button*`); empty selects every page.
    public var pages: [String] = []
    /// Success-criterion numbers; a check citing any of them is kept. Empty keeps all.
    public var wcag: [String] = []
    /// `web`, `android`, `ios` or `native`; `android` and `ios` take native checks too. Empty keeps all.
    public var platforms: [String] = []
    /// Tabs (`condensed`, `gherkin`, `criteria`); empty keeps all.
    public var sections: [String] = []

    public static let platformNames = ["web", "android", "ios", "native"]

    /// Why a selection cannot make a plan; each is one sentence naming the value.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// A value no page with checks matches, and the paths of those it may have meant
        /// (`closePaths`).
        case noPage(String, closest: [String] = [])
        case unknownCriterion(String)
        /// Numbers WCAG 2.2 removed (4.1.1 Parsing): no check cites them, so they would select nothing.
        case obsoleteCriterion(String)
        case noCriterion(String)
        case unknownPlatform(String)
        /// The pages and tabs chosen have checks, but none cites these criteria.
        case noCheckCites(String)
        /// The pages and tabs chosen have checks, but none for these platforms; `has`: theirs.
        case noCheckOn(String, has: String)
        case noCheck

        public var description: String {
            switch self {
            case .noPage(let value, let closest):
                "--select \(value) matches no page with checks" + (closest.isEmpty ? "" : "; did you mean \(Self.either(closest))?")
            case .unknownCriterion(let value):
                "unknown WCAG success \(value.contains(",") ? "criteria" : "criterion") \(value); write a WCAG 2.2 number such as 2.4.7"
            case .obsoleteCriterion(let value):
                "WCAG 2.2 removed \(value) (obsolete), so no check cites it; leave it out or write a WCAG 2.2 number such as 2.4.7"
            case .noCriterion(let value): "--wcag \(value) names no success criterion; write a WCAG 2.2 number such as 2.4.7"
            case .unknownPlatform(let value): "unknown platform \(value); expected one of: \(platformNames.joined(separator: ", "))"
            case .noCheckCites(let value):
                "no check of the selection cites \(value), so there is nothing to write (pages may cite it outside their checks: the site's WCAG index lists them)"
            case .noCheckOn(let platforms, let has):
                "no check of the selection is for \(platforms) (its checks are for \(has)), so there is nothing to write"
            case .noCheck: "the selection matches no check, so there is nothing to write"
            }
        }

        /// "a", "a or b", "a, b or c".
        private static func either(_ values: [String]) -> String {
            values.count < 2 ? values.joined() : values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1]
        }
    }

    public init(pages: [String] = [], wcag: [String] = [], platforms: [String] = [], sections: [String] = []) {
        (self.pages, self.wcag, self.platforms, self.sections) = (pages, wcag, platforms, sections)
    }

    /// The checks selected, in the order given; a problem when a value is unknown or matches
    /// nothing, or when nothing is left.
    public func select(_ checks: [PlanCheck]) -> Result<[PlanCheck], Problem> {
        let unknown = wcag.filter { WCAGCriteria.criterion($0) == nil }
        if !unknown.isEmpty { return .failure(.unknownCriterion(unknown.joined(separator: ", "))) }
        let obsolete = wcag.compactMap { WCAGCriteria.criterion($0) }.filter(\.isObsolete)
        if !obsolete.isEmpty { return .failure(.obsoleteCriterion(obsolete.map { "\($0.number) \($0.name)" }.joined(separator: ", "))) }
        if let unknown = platforms.first(where: { !Self.platformNames.contains($0) }) { return .failure(.unknownPlatform(unknown)) }
        for value in pages where !checks.contains(where: { Self.matches(value, path: $0.pagePath) }) {
            return .failure(.noPage(value, closest: Self.closePaths(to: value, among: checks.map(\.pagePath))))
        }
        let placed = checks.filter { check in
            (pages.isEmpty || pages.contains { Self.matches($0, path: check.pagePath) }) && (sections.isEmpty || sections.contains(check.section))
        }
        let chosen = placed.filter { check in platforms.isEmpty || platforms.contains { Self.platform($0, takes: check.platform) } }
        // A web page asked for Android checks: the platforms it has say why nothing is left.
        if chosen.isEmpty, !placed.isEmpty {
            let has = Self.platformNames.filter { name in placed.contains { $0.platform == name } }
            return .failure(.noCheckOn(platforms.joined(separator: ", "), has: has.joined(separator: ", ")))
        }
        let kept = chosen.filter { check in wcag.isEmpty || check.wcag.contains(where: wcag.contains) }
        // When the criteria alone leave nothing, naming them says more than "matches no check".
        if kept.isEmpty, !chosen.isEmpty { return .failure(.noCheckCites(wcag.joined(separator: ", "))) }
        return kept.isEmpty ? .failure(.noCheck) : .success(kept)
    }

    /// The criteria asked for that none of `kept` cites: a plan for 1.4.11 and 2.4.7 that holds
    /// only 2.4.7's checks says so, or it would look complete (an editor's trial).
    public func uncited(by kept: [PlanCheck]) -> [String] {
        wcag.filter { number in !kept.contains { $0.wcag.contains(number) } }
    }

    /// The success-criterion numbers in what a reader wrote (`--wcag`, the builder's field): each
    /// run of digits and dots, its end dots trimmed, so that labels, names and separators around
    /// them are skipped ("WCAG 1.4.11", "SC 2.4.7 Focus Visible; 1.4.3"), and a version right
    /// after "WCAG" too ("WCAG 2.2 SC 2.4.7"). Read over scalars, as `plan.js` reads them. Text
    /// without a number is a problem: it selects nothing a reader could mean.
    public static func criteria(in text: String) -> Result<[String], Problem> {
        let scalars = Array(text.unicodeScalars)
        var numbers: [String] = []
        var start = 0
        while start < scalars.count {
            guard Self.isNumberScalar(scalars[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < scalars.count, Self.isNumberScalar(scalars[end]) { end += 1 }
            let number = Self.withoutEndDots(scalars[start..<end])
            if number.contains(where: { $0 != "." }), !Self.isVersion(number, after: scalars[..<start]) {
                numbers.append(String(String.UnicodeScalarView(number)))
            }
            start = end
        }
        return numbers.isEmpty && !isBlank(text) ? .failure(.noCriterion(text)) : .success(numbers)
    }

    /// Text with nothing but white space and separators: no criterion asked for.
    public static func isBlank(_ text: String) -> Bool {
        text.allSatisfy { $0.isWhitespace || $0 == "," || $0 == ";" }
    }

    private static func isNumberScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || scalar == "."
    }

    private static func withoutEndDots(_ run: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
        var run = run
        while run.first == "." { run.removeFirst() }
        while run.last == "." { run.removeLast() }
        return run
    }

    /// `2.2` in "WCAG 2.2 SC 2.4.7": one dot, and "WCAG" (any case) before it, spaces between.
    private static func isVersion(_ number: ArraySlice<Unicode.Scalar>, after before: ArraySlice<Unicode.Scalar>) -> Bool {
        guard number.filter({ $0 == "." }).count == 1 else { return false }
        var before = before
        while let last = before.last, last.properties.isWhitespace { before.removeLast() }
        return String(String.UnicodeScalarView(before.suffix(4))).lowercased() == "wcag"
    }

    /// The pages with checks a value that matched none may have meant, at most three, in path
    /// order: those whose file name is the value's last part, in any case and with or without
    /// `.md` (`button.md` for `web/component/button.md`), or else a typo or two from it
    /// (`buton.md`). A value with folders keeps to pages under folders of those names.
    static func closePaths(to value: String, among paths: [String]) -> [String] {
        // A path from the repository's root (`content/web/form/radio.md`, as a CI step writes
        // it) is one from the content folder once its first folders are dropped.
        // A pattern is not shortened: `wb/**` without its first folder would be `**`, every page.
        let isPattern = value.contains { $0 == "*" || $0 == "?" }
        let written = Self.normalised(value).split(separator: "/", omittingEmptySubsequences: true)
        for start in written.indices.dropFirst() where !isPattern {
            let shorter = written[start...].joined(separator: "/")
            if paths.contains(where: { Self.matches(shorter, path: $0) }) { return [shorter] }
        }
        let parts = Self.normalised(value).lowercased().split(separator: "/", omittingEmptySubsequences: true)
        guard let last = parts.last, !isPattern else { return [] }
        let name = Self.bareName(last)
        let folder = parts.dropLast().joined(separator: "/")
        let byName = Set(paths).sorted().compactMap { path -> (path: String, distance: Int)? in
            let pathParts = path.lowercased().split(separator: "/")
            let pathFolder = pathParts.dropLast().joined(separator: "/")
            guard folder.isEmpty || ("/" + pathFolder + "/").contains("/" + folder + "/"), let file = pathParts.last else { return nil }
            return (path, EditDistance.between(Self.bareName(file), name))
        }
        for limit in [0, name.count < 5 ? 1 : 2] {
            let close = byName.filter { $0.distance <= limit }.map(\.path)
            if !close.isEmpty { return Array(close.prefix(3)) }
        }
        return last.hasSuffix(".md") ? [] : closeFolders(to: parts.joined(separator: "/"), among: paths)
    }

    /// The folders of pages with checks a value that names none may have meant (`natve` for
    /// `native`), a typo or two from it, at most three in path order.
    private static func closeFolders(to value: String, among paths: [String]) -> [String] {
        let folders = Set(paths.flatMap { path -> [String] in
            let parts = path.split(separator: "/").dropLast()
            return parts.indices.map { parts[...$0].joined(separator: "/") }
        }).sorted()
        let limit = value.count < 5 ? 1 : 2
        return Array(folders.filter { EditDistance.between($0.lowercased(), value) <= limit }.prefix(3))
    }

    /// A value without a leading `./` or trailing slashes, as a path from the content folder.
    private static func normalised(_ value: String) -> String {
        var value = value.hasPrefix("./") ? String(value.dropFirst(2)) : value
        while value.hasSuffix("/") { value.removeLast() }
        return value
    }

    /// A file name without `.md`.
    private static func bareName(_ name: Substring) -> String {
        name.hasSuffix(".md") ? String(name.dropLast(3)) : String(name)
    }

    static func platform(_ chosen: String, takes platform: String) -> Bool {
        switch chosen {
        case "android", "ios": platform == chosen || platform == "native"
        case "native": platform == "native" || platform == "android" || platform == "ios"
        default: platform == chosen
        }
    }

    /// A value against a page's source path: the path itself, with or without `.md`, a folder
    /// above it, or a glob over either.
    static func matches(_ value: String, path: String) -> Bool {
        let value = normalised(value)
        let bare = path.hasSuffix(".md") ? String(path.dropLast(3)) : path
        if value.isEmpty || value == "." || value == path || value == bare || bare.hasPrefix(value + "/") { return true }
        guard value.contains(where: { $0 == "*" || $0 == "?" }) else { return false }
        return PathGlob(value).matches(path) || PathGlob(value).matches(bare)
    }
}
