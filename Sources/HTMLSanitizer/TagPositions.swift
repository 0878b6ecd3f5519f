import TextSupport

/// Maps byte offsets in a verbatim HTML block to source lines and character columns. Tags come
/// in order, so it scans forward from the last offset asked about: each byte is read once, and
/// columns are counted on from the tag before (`SourceColumns.Offsets`).
struct TagPositions {
    let origin: HTMLOrigin
    private var offsets: SourceColumns.Offsets

    init(origin: HTMLOrigin, bytes: [UInt8]) {
        self.origin = origin
        offsets = SourceColumns.Offsets(bytes: bytes, line: origin.position.line, column: origin.position.column)
    }

    mutating func position(at offset: Int) -> HTMLPosition {
        guard origin.isVerbatim else { return origin.position }
        let position = offsets.position(at: offset)
        return HTMLPosition(line: position.line, column: position.column)
    }
}
