import CMarkBridge

/// A Gherkin section read block by block into a feature's parts (`FeatureWriter.feature`): its
/// description, scenarios and trailing comments; the background is read apart
/// (`FeatureWriter.background`).
struct FeatureDraft {
    let title: String
    var tags: ArraySlice<[String]>
    var description: [String] = []
    var comments: [String] = []
    var scenarios: [FeatureWriter.Scenario] = []
    /// The last heading: it names the loose steps under it.
    private var heading: String?
    /// A heading before the first scenario names the loose steps under it, if any come;
    /// otherwise it is a line of the description, where it was written.
    private var headingIsPending = false
    /// Whether loose steps go on into the last scenario.
    private var looseIsOpen = false

    init(title: String, tags: [[String]]) {
        self.title = title
        self.tags = tags[...]
    }

    mutating func read(_ block: MarkdownBlock) {
        let text = FeatureWriter.oneLine(block.plainText)
        switch block.kind {
        case .heading:
            describePendingHeading()
            (heading, headingIsPending, looseIsOpen) = (text, true, false)
        case .other where block.html.hasPrefix("<ol") || block.html.hasPrefix("<ul"):
            for item in ListOutline(html: block.html).items { read(item) }
        case .other where !text.isEmpty:
            let isStep = FeatureWriter.isStep(text)
            if !isStep { describePendingHeading() }
            if !scenarios.isEmpty { comments.append(text) }
            // A step before the scenarios is the background, read apart.
            else if !isStep { description.append(FeatureWriter.descriptionLine(text)) }
        default:
            break
        }
    }

    /// A numbered item, or a bulleted one that is not a step but holds some, is a scenario;
    /// loose steps make one named by the heading above them (or the page).
    private mutating func read(_ item: ListOutline.Item) {
        if item.isOrdered || (!FeatureWriter.isStep(item.text) && !item.children.isEmpty) {
            describePendingHeading()
            let name = FeatureWriter.scenarioName(item.text)
            scenarios.append(.init(name: name.isEmpty ? "Scenario \(scenarios.count + 1)" : name,
                                   steps: item.children.flatMap(FeatureWriter.steps),
                                   tags: item.text.isEmpty ? [] : tags.popFirst() ?? []))
            looseIsOpen = false
            return
        }
        if !looseIsOpen {
            scenarios.append(.init(name: heading ?? title))
            (looseIsOpen, headingIsPending) = (true, false)
        }
        scenarios[scenarios.count - 1].steps += FeatureWriter.steps(item)
    }

    /// The pending heading as a line of the description, before the first scenario; once
    /// described, it names no later scenario.
    mutating func describePendingHeading() {
        if headingIsPending, scenarios.isEmpty, let written = heading {
            description.append(FeatureWriter.descriptionLine(written))
            heading = nil
        }
        headingIsPending = false
    }
}
