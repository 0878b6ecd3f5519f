/// One page's change between two versions of its source: its kind (added, removed, renamed,
/// changed) and title, from the parsed text on each side. Sides are nil where the file did not
/// exist.
struct CheckDifference: Sendable {
    func page(_ file: ContentHistory.FileChange, before: SourceFile?, after: SourceFile?) -> PageChange {
        let parser = PageParser()
        let title = (after ?? before).map { parser.outline($0).title } ?? PageAddress.title(fromName: PageAddress.stem(ofSourcePath: file.path))
        let kind: ContentHistory.FileChange.Kind = switch (before, after) {
        case (nil, _): .added
        case (_, nil): .removed
        default: file.kind == .renamed ? .renamed : .modified
        }
        var change = PageChange(kind: kind, path: file.path, oldPath: kind == .renamed ? file.oldPath : nil, title: title)
        if kind == .renamed, let oldPath = file.oldPath, let after {
            let old = "/" + PageAddress.address(ofSourcePath: oldPath).joined(separator: "/")
            let listed = parser.outline(after).aliases.map { SiteLinks.normalisedAlias($0.path) }
            let moved = PageAddress.address(ofSourcePath: oldPath) != PageAddress.address(ofSourcePath: file.path)
            if moved, !listed.contains(SiteLinks.normalisedAlias(old)) { change.suggestedAlias = old }
        }
        return change
    }
}
