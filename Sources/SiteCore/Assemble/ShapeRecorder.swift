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
