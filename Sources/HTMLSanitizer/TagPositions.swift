import TextSupport

/// Maps byte offsets in a verbatim HTML block to source lines and character columns. Tags come
/// in order, so it scans forward from the last offset asked about: each byte is read once, and
/// columns are counted on from the tag before (`SourceColumns.Offsets`).
///
/// In generated HTML, a tag written inline in the source (`HTMLOrigin.inlineTags`) is where it
/// is written; any other, cmark's own, is at the fragment's start.
struct TagPositions {
    let origin: HTMLOrigin
    private var offsets: SourceColumns.Offsets
    private let bytes: [UInt8]
    /// The first inline tag not yet matched: they come in order too.
    private var nextInline = 0

    init(origin: HTMLOrigin, bytes: [UInt8]) {
        self.origin = origin
        self.bytes = bytes
        offsets = SourceColumns.Offsets(bytes: bytes, line: origin.position.line, column: origin.position.column)
    }

    mutating func position(at offset: Int) -> HTMLPosition {
        guard origin.isVerbatim else { return inlinePosition(at: offset) ?? origin.position }
        let position = offsets.position(at: offset)
        return HTMLPosition(line: position.line, column: position.column)
    }

    /// The inline tag whose text is the tag at `offset`, the next one not matched yet.
    private mutating func inlinePosition(at offset: Int) -> HTMLPosition? {
        guard nextInline < origin.inlineTags.count, offset < bytes.count, bytes[offset] == UInt8(ascii: "<"),
              let end = bytes[offset...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let tag = bytes[offset...end]
        guard let index = origin.inlineTags[nextInline...].firstIndex(where: { $0.text.utf8.elementsEqual(tag) }) else { return nil }
        nextInline = index + 1
        return origin.inlineTags[index].position
    }
}
