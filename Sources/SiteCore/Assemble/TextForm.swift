/// The facts about a text that the template library acts on, beyond what the text says.
///
/// The library writes a partial's or block's indentation before a token only when what it has
/// written so far ends in a line feed (as a `Character`, so not after CR LF) and the token writes
/// something. A text's emptiness and its last character can so change what is written after it;
/// a shape records them, and the stand-in written for the text keeps them.
enum TextForm: UInt8 {
    /// Written as it is, with no stand-in: the empty text.
    case empty
    /// Written as it is: a lone line feed, which may join a CR written before it.
    case lineFeed
    /// Ends in a line feed not after a CR: the stand-in ends in one too.
    case endsInLineFeed
    /// Ends in a CR, which may join a line feed written after it: the stand-in ends in one too.
    case endsInCarriageReturn
    case other

    init(of text: String) {
        let bytes = text.utf8
        guard let last = bytes.last else { self = .empty; return }
        switch last {
        case UInt8(ascii: "\n"):
            if bytes.count == 1 {
                self = .lineFeed
            } else {
                self = bytes[bytes.index(bytes.endIndex, offsetBy: -2)] == UInt8(ascii: "\r") ? .other : .endsInLineFeed
            }
        case UInt8(ascii: "\r"): self = .endsInCarriageReturn
        default: self = .other
        }
    }

    /// Whether the text is spliced in (a slot), rather than written as it is in every view.
    var hasSlot: Bool { self != .empty && self != .lineFeed }

    /// The last byte the stand-in keeps from the text, and the splice leaves out of it.
    var keptEnding: UInt8? {
        switch self {
        case .endsInLineFeed: UInt8(ascii: "\n")
        case .endsInCarriageReturn: UInt8(ascii: "\r")
        default: nil
        }
    }
}
