/// One page's change between two versions of its source (`PageChange`): added, removed,
/// renamed or changed, its title, and its checks added, removed and changed. Each side is parsed
/// as a build parses it; sides are nil where the file did not exist.
///
/// Checks are matched by ID first. An ID comes from a check's text (`CheckIDs`), so a reworded
/// check that is not pinned gets another: a removed and an added check of the same section and
/// step are taken as one check changed when at least half of their words are shared, or one
/// keeps four in five of the other's. The change then names both IDs. An added or removed page
/// lists no checks, only how many it has: all of them came or went with it.
struct CheckDifference: Sendable {
    func page(_ file: ContentHistory.FileChange, before: SourceFile?, after: SourceFile?) -> PageChange {
        let parser = PageParser()
        var ignored = Diagnostics()   // the content's problems are the build's to report, not the history's
        let old = before.map { parser.parse($0, into: &ignored) }, new = after.map { parser.parse($0, into: &ignored) }
        let title = new?.title ?? old?.title ?? PageAddress.title(fromName: PageAddress.stem(ofSourcePath: file.path))
        let kind: ContentHistory.FileChange.Kind = switch (before, after) {
        case (nil, _): .added
        case (_, nil): .removed
        default: file.kind == .renamed ? .renamed : .modified
        }
        let whole = kind == .added || kind == .removed
        var change = PageChange(kind: kind, path: file.path, oldPath: kind == .renamed ? file.oldPath : nil, title: title,
                                checks: whole ? [] : checks(from: old?.checks ?? [], to: new?.checks ?? []))
        change.checkCount = (new ?? old)?.checks.count ?? 0
        if kind == .renamed, let oldPath = file.oldPath, let new {
            let oldAddress = PageAddress.address(ofSourcePath: oldPath)
            let alias = "/" + oldAddress.joined(separator: "/")
            let listed = new.aliases.map { SiteLinks.normalisedAlias($0.path) }
            if oldAddress != new.address, !listed.contains(SiteLinks.normalisedAlias(alias)) { change.suggestedAlias = alias }
        }
        return change
    }

    /// The checks added, removed and changed from `old` to `new`, in the newer page's order,
    /// then the removed ones in the older page's.
    func checks(from old: [Check], to new: [Check]) -> [CheckChange] {
        let oldIDs = Set(old.map(\.id)), newIDs = Set(new.map(\.id))
        let gone = old.filter { !newIDs.contains($0.id) }
        var reworded: [String: Check] = [:]   // new ID → the old check it rewords
        var unpaired = gone
        for check in new where !oldIDs.contains(check.id) {
            guard let index = partner(of: check, among: unpaired) else { continue }
            reworded[check.id] = unpaired.remove(at: index)
        }
        let byID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var changes: [CheckChange] = new.compactMap { check in
            if let was = reworded[check.id] { return Self.change(from: was, to: check) }
            guard let was = byID[check.id] else { return CheckChange(kind: .added, id: check.id, newText: check.text) }
            let change = Self.change(from: was, to: check)
            return change.isTextChanged || change.step != nil || change.lines != nil ? change : nil
        }
        changes += unpaired.map { CheckChange(kind: .removed, id: $0.id, oldText: $0.text) }
        return changes
    }

    /// `was` changed into `check`: its text, and its step and lines where those changed.
    private static func change(from was: Check, to check: Check) -> CheckChange {
        CheckChange(kind: .changed, id: check.id, oldID: was.id == check.id ? nil : was.id, oldText: was.text, newText: check.text,
                    step: Revision.of(was.step, check.step), lines: Revision.of(was.details, check.details))
    }

    /// The removed check `check` rewords: of the same section and step, the one sharing the
    /// most words with it, when they share at least half of all their words, or when one keeps
    /// nearly all the other's words (`keepsTheWords`): a check that gained or lost a clause.
    private func partner(of check: Check, among removed: [Check]) -> Int? {
        let words = Self.words(check.text)
        let sameStep = removed.indices.filter { removed[$0].section == check.section && removed[$0].step == check.step }
        let paired = sameStep.compactMap { index -> (index: Int, share: Double)? in
            let other = Self.words(removed[index].text)
            let shared = words.intersection(other).count, all = words.union(other).count
            guard 2 * shared >= all || Self.keepsTheWords(shared: shared, of: min(words.count, other.count)) else { return nil }
            return (index: index, share: Double(shared) / Double(max(1, all)))
        }
        return paired.max(by: { $0.share < $1.share })?.index
    }

    /// Whether a text of `smaller` words is (nearly) all kept in the other, `shared` of them:
    /// four in five, of three words or more, so a word or two in common pair nothing.
    static func keepsTheWords(shared: Int, of smaller: Int) -> Bool {
        smaller >= 3 && 5 * shared >= 4 * smaller
    }

    static func words(_ text: String) -> Set<String> {
        Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
    }
}
