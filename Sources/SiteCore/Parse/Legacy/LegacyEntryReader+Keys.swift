import TextSupport
import Yams

extension LegacyEntryReader {
    /// Reports each key of `mapping` that is not in `known` at its own place
    /// (`unknown-front-matter-key`), saying what is lost: the older site ignored such keys, and
    /// so does the build, so a misspelt `reslt:` would otherwise vanish from the page unseen.
    /// Returns the known keys suggested for them ("did you mean …"). `anyCase`: the keys are read
    /// in any case (step keywords); `wcag`'s are read as written, so `List:` is unknown.
    @discardableResult
    func reportUnknownKeys(of mapping: Node.Mapping, known: [String], anyCase: Bool = false, in place: String,
                           into sink: inout Diagnostics) -> [String] {
        var suggested: [String] = []
        for (key, value) in mapping {
            let name = key.string ?? ""
            guard !known.contains(anyCase ? name.lowercased() : name) else { continue }
            let nearest = EditDistance.nearest(to: name, among: known, within: 2)
            if let nearest { suggested.append(nearest) }
            sink.report(.unknownFrontMatterKey, YAMLErrors.location(of: key, in: path, lineOffset: lineOffset),
                        "unknown key \"\(name)\" in \(place) is ignored\(lost(value))",
                        note: nearest.map { "did you mean \"\($0)\"?" } ?? "known keys here: \(known.joined(separator: ", "))")
        }
        return suggested
    }

    /// The note for an error that a needed key is missing, when a key of `mapping` is a slip of it.
    func slipNote(_ mapping: Node.Mapping, for wanted: String) -> String? {
        mapping.keys.compactMap(\.string).lazy.compactMap { EditDistance.didYouMean($0, among: [wanted]) }.first
    }

    /// "; its text "focus visible" is not published", or nothing when the value is empty.
    private func lost(_ value: Node) -> String {
        if isEmpty(value) { return "" }
        switch value {
        case .scalar(let scalar):
            let text = scalar.string.split(whereSeparator: \.isNewline).map { $0.trimmingSpacesAndTabs }
                .filter { !$0.isEmpty }.joined(separator: " ")
            return "; its text \"\(text)\" is not published"
        case .sequence(let sequence):
            return "; its list of \(sequence.count) item\(sequence.count == 1 ? "" : "s") is not published"
        case .mapping: return "; its mapping is not published"
        case .alias: return ""
        }
    }
}
