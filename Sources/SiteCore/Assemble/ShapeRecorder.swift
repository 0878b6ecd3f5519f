/// A view's shape as bytes, and its spliced texts in slot order (`ViewFields.record`).
///
/// The shape is what a template's output can depend on in a view besides its texts: its
/// flags, the lengths of its lists, and a few facts about each text (`TextForm`). Views of one
/// shape render the same template text around their texts, so `SplicedTemplate` renders that
/// text once per shape and splices each view's texts into it.
struct ShapeRecorder {
    var shape: [UInt8] = []
    var texts: [String] = []

    mutating func text(_ text: String) {
        let form = TextForm(of: text)
        shape.append(form.rawValue)
        if form.hasSlot { texts.append(text) }
    }

    mutating func flag(_ flag: Bool) { shape.append(flag ? 1 : 0) }

    /// A list's length, before its elements are recorded.
    mutating func count(_ count: Int) {
        var rest = UInt(count)
        repeat {
            shape.append(UInt8(rest & 0x7F) | (rest >= 0x80 ? 0x80 : 0))
            rest >>= 7
        } while rest > 0
    }
}
