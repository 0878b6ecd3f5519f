import CMarkBridge

/// The success criteria each check cites: those its own text cites (a scenario's steps
/// included); or else those of the nearest step it sits in that cites any; or else those of its
/// section's own text, outside checks and steps (a note, a heading, a GIVEN THAT line); or else
/// the page's WCAG section's (an older entry's `wcag:` items too); or else those the rest of the
/// page cites, as a "Further Reading" list of citations under Developer Notes does in the
/// MagentaA11y pages. A check never takes another check's citation, nor another step's.
extension CheckReader {
    /// Sets each check's `wcag`, in place: a new array of checks, each copied, showed in the
    /// parse stage's profile.
    func cite(_ checks: inout [Check], sections: [Section], olderCriteria: [LegacyEntry.Criterion]) {
        guard !checks.isEmpty else { return }
        var fallbacks = Fallbacks(sections: sections, olderCriteria: olderCriteria)
        // What the last check without citations of its own got, and from where: the checks of a
        // step follow each other and get the same, found once rather than step by step for each.
        var last: (place: Fallbacks.Place, cited: [String])?
        for index in checks.indices {
            // Each check's fields read where it is: a copy of the check retains all its strings.
            var own = Self.ownCitations(text: checks[index].text, details: checks[index].details)
            if let at = fallbacks.sectionIndex(of: checks[index].section), sections[at].blocks.indices.contains(checks[index].block) {
                let block = sections[at].blocks[checks[index].block]
                let lines = Self.lines(ofItem: checks[index].item, in: block, withItemsInside: true)
                for number in Self.linkedCriteria(in: block, lines: lines) where !own.contains(number) { own.append(number) }
            }
            guard own.isEmpty else {
                checks[index].wcag = own
                continue
            }
            let place = fallbacks.place(of: checks[index])
            if let last, last.place == place {
                checks[index].wcag = last.cited
                continue
            }
            let cited = fallbacks.cited(at: place, item: checks[index].item, checks: checks)
            checks[index].wcag = cited
            last = (place, cited)
        }
    }

    /// What a check citing nothing itself takes, by where it is: its step's citations, its
    /// section's own text's, the WCAG section's, the rest of the page's; each found once.
    private struct Fallbacks {
        let sections: [Section]
        let olderCriteria: [LegacyEntry.Criterion]
        var bySection: [SectionKind: [String]] = [:]
        var pageWide: [String]?
        var wcagSection: [String]?
        // What each step cites: the checks of a step ask for it in turn.
        var bySteps: [StepKey: [String]] = [:]
        // The section of the checks before, found again only when the section changes: checks
        // come in section order, and looking each check's section up showed in the profile.
        var kind: SectionKind?
        var section: Int?

        init(sections: [Section], olderCriteria: [LegacyEntry.Criterion]) {
            (self.sections, self.olderCriteria) = (sections, olderCriteria)
        }

        /// A check's section, block and parent item: checks of the same place take the same.
        struct Place: Equatable {
            var section: SectionKind
            var block: Int
            var parent: Int?
        }

        /// The index of the section of that kind. An index, not the section: copying a section
        /// for every check showed in the profile.
        mutating func sectionIndex(of check: SectionKind) -> Int? {
            if kind != check { (kind, section) = (check, sections.firstIndex { $0.kind == check }) }
            return section
        }

        mutating func place(of check: Check) -> Place {
            let parent = sectionIndex(of: check.section).flatMap { CheckReader.parent(ofItem: check.item, block: check.block, in: sections[$0]) }
            return Place(section: check.section, block: check.block, parent: parent)
        }

        /// `place`: the check's (`place(of:)`, which this follows); `checks`: the page's.
        mutating func cited(at place: Place, item: Int, checks: [Check]) -> [String] {
            var cited: [String] = []
            if let section {
                cited = CheckReader.stepCitations(block: place.block, item: item, in: sections[section], cache: &bySteps)
                if cited.isEmpty {
                    if bySection[place.section] == nil {
                        let own = CheckReader.ownText(of: sections[section], checks: checks)
                        bySection[place.section] = CheckReader.union(WCAGCitations.numbers(in: own.text), own.linked)
                    }
                    cited = bySection[place.section] ?? []
                }
            }
            if cited.isEmpty {
                if wcagSection == nil {
                    let numbers = WCAGCitations.numbers(in: CheckReader.text(of: sections) { $0 == .wcag }
                        + olderCriteria.map { "\nWCAG " + $0.text }.joined())
                    wcagSection = CheckReader.union(numbers, CheckReader.linkedCriteria(in: sections) { $0 == .wcag })
                }
                cited = wcagSection ?? []
            }
            if cited.isEmpty {
                if pageWide == nil {
                    let others: (SectionKind) -> Bool = { !CheckReader.kinds.contains($0) && $0 != .wcag }
                    pageWide = CheckReader.union(WCAGCitations.numbers(in: CheckReader.text(of: sections, kinds: others)),
                                                 CheckReader.linkedCriteria(in: sections, kinds: others))
                }
                cited = pageWide ?? []
            }
            return cited
        }
    }

    /// The item's parent item, if any: what its step citations follow from.
    fileprivate static func parent(ofItem item: Int, block: Int, in section: Section) -> Int? {
        guard section.blocks.indices.contains(block) else { return nil }
        return section.blocks.withUnsafeBufferPointer { blocks in
            blocks[block].listItems.indices.contains(item) ? blocks[block].listItems[item].parent : nil
        }
    }

    /// A step: a list item of a block of a section.
    fileprivate struct StepKey: Hashable {
        var section: SectionKind
        var block: Int
        var item: Int
    }

    /// What the check's own text cites, a scenario's steps included. Most cite nothing, and
    /// joining a scenario's lines to find that out showed in the parse stage's profile.
    private static func ownCitations(text: String, details: [String]) -> [String] {
        guard text.holdsDigitDotDigit || details.contains(where: \.holdsDigitDotDigit) else { return [] }
        return WCAGCitations.numbers(in: ([text] + details).joined(separator: "\n"))
    }

    /// What the nearest step around the check that cites any cites: a step's citation is about
    /// the checks inside it. `cache`: each step's citations.
    fileprivate static func stepCitations(block: Int, item: Int, in section: Section, cache: inout [StepKey: [String]]) -> [String] {
        guard section.blocks.indices.contains(block) else { return [] }
        let items = section.blocks[block].listItems
        var parent = items.indices.contains(item) ? items[item].parent : nil
        while let step = parent {
            let key = StepKey(section: section.kind, block: block, item: step)
            let cited = cache[key] ?? stepCitations(step, in: section.blocks[block])
            cache[key] = cited
            if !cited.isEmpty { return cited }
            parent = items[step].parent
        }
        return []
    }

    /// What a step's own text cites, and its own lines' links to Understanding pages.
    private static func stepCitations(_ step: Int, in block: MarkdownBlock) -> [String] {
        var cited = WCAGCitations.numbers(in: shown(block.listItems[step]))
        for number in linkedCriteria(in: block, lines: lines(ofItem: step, in: block, withItemsInside: false)) where !cited.contains(number) {
            cited.append(number)
        }
        return cited
    }

    /// The criteria whose W3C Understanding pages the block's links on `lines` point to, in the
    /// order written: a link is a citation, as the page's (`PageCitations`) are.
    fileprivate static func linkedCriteria(in block: MarkdownBlock, lines: ClosedRange<Int>) -> [String] {
        var numbers: [String] = []
        let constructs = block.constructs
        for index in constructs.indices where constructs[index].kind == .link && lines.contains(constructs[index].line) {
            guard let number = PageCitations.understood(constructs[index].destination), !numbers.contains(number) else { continue }
            numbers.append(number)
        }
        return numbers
    }

    /// `first`, then those of `more` it lacks.
    fileprivate static func union(_ first: [String], _ more: [String]) -> [String] {
        more.reduce(into: first) { numbers, number in if !numbers.contains(number) { numbers.append(number) } }
    }

    /// The criteria whose Understanding pages the sections' links point to, code aside, in the
    /// order written: a note's or a WCAG section's `[Label in Name](…/Understanding/label-in-name)`
    /// cites as a number does (an editor's trial: the page cited it, its checks did not).
    fileprivate static func linkedCriteria(in sections: [Section], kinds: (SectionKind) -> Bool) -> [String] {
        var numbers: [String] = []
        for section in sections.indices where kinds(sections[section].kind) {
            let blocks = sections[section].blocks
            for block in blocks.indices where blocks[block].kind != .codeBlock {
                numbers = union(numbers, linkedCriteria(in: blocks[block], lines: blocks[block].line...max(blocks[block].line, blocks[block].endLine)))
            }
        }
        return numbers
    }

    /// The section's text that is neither a check's own (its item, a scenario's steps) nor a
    /// step's (an item a check sits in), as `text(of:)` reads it: paragraphs, headings, and
    /// list items that hold no check; with the Understanding pages its links on those lines
    /// point to. `checks`: the page's; those of other sections are passed over.
    fileprivate static func ownText(of section: Section, checks: [Check]) -> (text: String, linked: [String]) {
        var lines: [String] = []
        var linked: [String] = []
        for (index, block) in section.blocks.enumerated() where block.kind != .codeBlock {
            let links = block.constructs.contains { $0.kind == .link }
            guard block.plainText.holdsDigitDotDigit || links else { continue }
            guard !block.listItems.isEmpty else {
                lines.append(block.plainText)
                if links { linked = union(linked, linkedCriteria(in: block, lines: block.line...max(block.line, block.endLine))) }
                continue
            }
            // A block with items is a list (the content has no quoted lists): all its text is its items'.
            var taken = Set<Int>()
            for check in checks.indices where checks[check].section == section.kind && checks[check].block == index
                && block.listItems.indices.contains(checks[check].item) {
                let item = checks[check].item
                taken.insert(item)
                taken.formUnion(descendants(of: item, in: block.listItems))
                var parent = block.listItems[item].parent
                while let step = parent, taken.insert(step).inserted { parent = block.listItems[step].parent }
            }
            let free = block.listItems.indices.filter { !taken.contains($0) }
            lines += free.map { shown(block.listItems[$0]) }
            if links {
                for item in free { linked = union(linked, linkedCriteria(in: block, lines: Self.lines(ofItem: item, in: block, withItemsInside: false))) }
            }
        }
        return (lines.joined(separator: "\n"), linked)
    }

    /// The sections' text as a reader sees it, code blocks left out, and of that only the blocks
    /// that may cite: a citation is read within a line, and joining every block showed in the
    /// parse stage's profile. `kinds`: the sections read, asked of each rather than the sections
    /// filtered, which copied them.
    fileprivate static func text(of sections: [Section], kinds: (SectionKind) -> Bool) -> String {
        var lines: [String] = []
        for section in sections.indices where kinds(sections[section].kind) {
            let blocks = sections[section].blocks
            for block in blocks.indices where blocks[block].kind != .codeBlock && blocks[block].plainText.holdsDigitDotDigit {
                lines.append(blocks[block].plainText)
            }
        }
        return lines.joined(separator: "\n")
    }
}
