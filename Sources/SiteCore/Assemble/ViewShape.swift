/// What a template's output can depend on in a view besides its texts: its flags, the lengths
/// of its lists, and a few facts about each text (`TextForm`). Views of one shape render the
/// same template text around their texts, so `SplicedTemplate` renders that text once per shape
/// and splices each view's texts into it.
///
/// A view lists every field it has, once, in a fixed order (`visitFields`); a test holds that
/// list to the view's stored properties, so a field added to a view and not to its list fails.
protocol ShapedView {
    mutating func visitFields<Visitor: FieldVisitor>(_ visitor: inout Visitor)
}

/// Sees a view's fields in the order the view lists them, and may replace its texts.
protocol FieldVisitor {
    mutating func text(_ text: inout String)
    mutating func flag(_ flag: Bool)
    /// A list's length, before its elements are visited.
    mutating func count(_ count: Int)
    /// The layout's navigation items, which no shape describes: built only for a template that
    /// asks for `nav`.
    mutating func items(_ items: inout () -> [NavItemView])
    /// A view held by a view. By default its fields are visited in place.
    mutating func view<View: ShapedView>(_ view: inout View)
    /// By default, its length and then each element's fields.
    mutating func list<Element: ShapedView>(_ list: inout [Element])
}

extension FieldVisitor {
    mutating func view<View: ShapedView>(_ view: inout View) {
        view.visitFields(&self)
    }

    mutating func list<Element: ShapedView>(_ list: inout [Element]) {
        count(list.count)
        for index in list.indices { list[index].visitFields(&self) }
    }
}

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

/// A view's shape as bytes, and its spliced texts in slot order.
struct ShapeRecorder: FieldVisitor {
    var shape: [UInt8] = []
    var texts: [String] = []

    mutating func text(_ text: inout String) {
        let form = TextForm(of: text)
        shape.append(form.rawValue)
        if form.hasSlot { texts.append(text) }
    }

    mutating func flag(_ flag: Bool) { shape.append(flag ? 1 : 0) }

    mutating func count(_ count: Int) {
        var rest = UInt(count)
        repeat {
            shape.append(UInt8(rest & 0x7F) | (rest >= 0x80 ? 0x80 : 0))
            rest >>= 7
        } while rest > 0
    }

    mutating func items(_ items: inout () -> [NavItemView]) {}
}

/// Replaces each text that has a slot with its stand-in (`SplicedTemplate.standIn`), numbered
/// in slot order from `firstNumber`. Two stand-in views, numbered differently, must render the
/// same template text around their slots for a shape to be spliced: a template that uses a text
/// other than by writing it (a transform, a debug dump of a view) renders them differently.
///
/// The navigation items are not in the shape, and a template may use them in ways no two
/// stand-in lists tell apart (writing something for middle items only), so the stand-in's items
/// note that they were asked for (`navigationAsked`), and such a template is not spliced.
struct StandInWriter: FieldVisitor {
    let firstNumber: Int
    let navigationAsked = Flag()
    /// Per slot so far: the stand-in keeps the text's last byte.
    private(set) var keepsEnding: [Bool] = []

    /// Set by a rendering on the thread that reads it, after that rendering returns.
    final class Flag {
        var isSet = false
    }

    init(firstNumber: Int) {
        self.firstNumber = firstNumber
    }

    mutating func text(_ text: inout String) {
        let form = TextForm(of: text)
        guard form.hasSlot else { return }
        text = SplicedTemplate.standIn(number: firstNumber + keepsEnding.count, ending: form.keptEnding)
        keepsEnding.append(form.keptEnding != nil)
    }

    mutating func flag(_ flag: Bool) {}
    mutating func count(_ count: Int) {}

    mutating func items(_ items: inout () -> [NavItemView]) {
        let asked = navigationAsked
        items = {
            asked.isSet = true
            return []
        }
    }
}
