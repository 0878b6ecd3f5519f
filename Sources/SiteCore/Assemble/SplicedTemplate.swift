import HTMLSanitizer

/// A template's output for one shape of view (`ShapeRecorder`), as the text it writes around the
/// view's texts: rendering a view of that shape is then a matter of joining them.
///
/// It is learned from the template library itself. Two stand-in views of the shape, whose texts
/// are numbered markers (`standIn`), are rendered; the markers are found in both outputs, escaped
/// or not, and what lies between them must be the same in both. Any use of a text the library
/// makes other than writing it, a transform or a view written out whole, changes a marker or
/// the text around it, and the shape is not spliced.
struct SplicedTemplate: Sendable {
    private struct Piece: Sendable {
        /// The template's text before the slot.
        var literal: String
        var slot: Int
        /// Written with `{{…}}` rather than `{{{…}}}`: escaped as the theme's templates escape.
        var escaped: Bool
    }

    private let pieces: [Piece]
    /// The template's text after the last slot.
    private let tail: String
    /// Per slot: the stand-in kept the text's last byte (`TextForm.keptEnding`), so the
    /// template text after the slot starts with it.
    private let keepsEnding: [Bool]
    private let literalBytes: Int

    /// `<␁aZ12␁>`: a marker no template text holds (a theme whose templates hold U+0001 is not
    /// spliced), which HTML escaping turns into `&lt;␁aZ12␁&gt;`. Its letters are changed by
    /// the library's case transforms, and its number, of a length that differs between the two
    /// stand-ins, by `count` and `reversed`.
    static func standIn(number: Int, ending: UInt8?) -> String {
        var text = "<\u{1}aZ\(number)\u{1}>"
        if let ending { text.unicodeScalars.append(Unicode.Scalar(ending)) }
        return text
    }

    /// The stand-ins numbered from 0 and from `secondNumbers`; nil when the outputs do not
    /// show the same template text around the same slots.
    init?(first: String, second: String, secondNumbers: Int, keepsEnding: [Bool]) {
        guard let (pieces, tail) = Self.pieces(of: first, firstNumber: 0, slots: keepsEnding.count),
              let (others, otherTail) = Self.pieces(of: second, firstNumber: secondNumbers, slots: keepsEnding.count),
              tail == otherTail, pieces.count == others.count,
              zip(pieces, others).allSatisfy({ $0.literal == $1.literal && $0.slot == $1.slot && $0.escaped == $1.escaped })
        else { return nil }
        self.pieces = pieces
        self.tail = tail
        self.keepsEnding = keepsEnding
        literalBytes = pieces.reduce(tail.utf8.count) { $0 + $1.literal.utf8.count }
    }

    /// The template's output for a view of this shape whose texts with slots are `texts`.
    func render(_ texts: [String]) -> String {
        var output = ""
        output.reserveCapacity(pieces.reduce(literalBytes) { $0 + texts[$1.slot].utf8.count } + 64)
        for piece in pieces {
            output.append(piece.literal)
            let text = piece.escaped ? HTMLEscaping.escapeTemplateValue(texts[piece.slot]) : texts[piece.slot]
            if keepsEnding[piece.slot] {
                // The last byte is a line feed or a CR, which ends a scalar.
                output.append(contentsOf: Substring(text.utf8.dropLast()))
            } else {
                output.append(text)
            }
        }
        output.append(tail)
        return output
    }

    /// The template text between the markers of `output`, and the slot each marker stands for.
    private static func pieces(of output: String, firstNumber: Int, slots: Int) -> (pieces: [Piece], tail: String)? {
        var output = output
        return output.withUTF8 { bytes -> ([Piece], String)? in
            func holds(_ text: StaticString, at offset: Int) -> Bool {
                offset >= 0 && offset + text.utf8CodeUnitCount <= bytes.count
                    && text.withUTF8Buffer { $0.elementsEqual(bytes[offset..<offset + $0.count]) }
            }
            var pieces: [Piece] = []
            var literalStart = 0
            while let mark = ByteSearch.firstOffset(of: 1, in: bytes, from: literalStart) {
                let escaped = holds("&lt;", at: mark - 4)
                let open = escaped ? mark - 4 : mark - 1
                guard open >= literalStart, escaped || holds("<", at: open), holds("aZ", at: mark + 1) else { return nil }
                var cursor = mark + 3, number = 0
                let digits = cursor
                while cursor < bytes.count, cursor - digits < 10, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) {
                    number = number * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
                    cursor += 1
                }
                let close: StaticString = escaped ? "\u{1}&gt;" : "\u{1}>"
                let slot = number - firstNumber
                guard cursor > digits, holds(close, at: cursor), (0..<slots).contains(slot) else { return nil }
                pieces.append(Piece(literal: String(decoding: bytes[literalStart..<open], as: UTF8.self), slot: slot, escaped: escaped))
                literalStart = cursor + close.utf8CodeUnitCount
            }
            return (pieces, String(decoding: bytes[literalStart...], as: UTF8.self))
        }
    }
}
