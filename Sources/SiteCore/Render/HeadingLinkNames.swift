/// The names of a page's heading self-links, such as "Link to section: Groupings › Android Views
/// (Android Developer Notes)": each says which heading it links to, under which headings and in
/// which tab, and is unique on the page, so a screen reader's list of links tells them apart.
/// The heading's own name stays its visible text.
struct HeadingLinkNames {
    private var uses: [Name: Int] = [:]
    /// The headings above the next one in its section: (level, text), outermost first.
    private var outline: [(level: Int, text: String)] = []
    private var section: SectionKind?

    /// A name as the table keys it: by its UTF-8 bytes. A String hashes text beyond ASCII (every
    /// nested name's `›`) by normalising it first, which showed in the render stage's profile.
    /// Two headings whose texts differ only in their Unicode encoding so count as two names.
    private struct Name: Hashable {
        let text: String

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        static func == (left: Name, right: Name) -> Bool { left.text.utf8.elementsEqual(right.text.utf8) }
    }

    /// Names for a page of `headings` headings: grown from empty, the table hashed every name
    /// again at each doubling.
    init(headings: Int) {
        uses.reserveCapacity(headings)
    }

    /// The name of the self-link of the heading whose text is `heading` at `level`, in the
    /// section `kind`; a name already given on this page gets a number.
    mutating func name(for heading: String, level: Int, in kind: SectionKind) -> String {
        if section != kind { outline = [] }
        section = kind
        let text = heading.wordsJoinedBySpaces
        outline.removeAll { $0.level >= level }
        let path = (outline.map(\.text) + [text]).joined(separator: " › ")
        outline.append((level, text))
        let name = "Link to section: \(path)" + (kind == .generalNotes ? "" : " (\(kind.title))")
        let count = uses[Name(text: name), default: 0] + 1
        uses[Name(text: name)] = count
        return count == 1 ? name : "\(name), \(count)"
    }
}
