/// Replaces each text that has a slot with its stand-in (`SplicedTemplate.standIn`), numbered
/// in slot order from `firstNumber` (`ViewFields.writeStandIns`). Two stand-in views, numbered
/// differently, must render the same template text around their slots for a shape to be
/// spliced: a template that uses a text other than by writing it (a transform, a debug dump of
/// a view) renders them differently.
///
/// The navigation items are not in the shape, and a template may use them in ways no two
/// stand-in lists tell apart (writing something for middle items only), so the stand-in's items
/// note that they were asked for (`navigationAsked`), and such a template is not spliced.
struct StandInWriter {
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

    func items(_ items: inout () -> [NavItemView]) {
        let asked = navigationAsked
        items = {
            asked.isSet = true
            return []
        }
    }
}
