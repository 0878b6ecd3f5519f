import Mustache

/// A view as the template library holds it: one reference, however many fields the view has.
///
/// The library holds each value as `Any` and casts it to `MustacheParent` for every name a
/// template looks up. A view struct larger than an existential's inline buffer is copied into a
/// new heap box by each such cast, every field retained and released again, and a page's views
/// are looked up once for every name its templates use. The box is small enough to be held inline:
/// copying it is one retain. It is a struct, not a class: the library's casts of a generic
/// class went through the runtime's class paths and cost more than the copies they saved.
///
/// Templates see the same names and values as in the view itself (`TemplateView`).
struct ViewBox: MustacheParent {
    private let lookUp: (String) -> TemplateValue?

    init<View: TemplateView>(_ view: View) {
        lookUp = { View.fields.value(named: $0, of: view) }
    }

    func child(named name: String) -> Any? { lookUp(name)?.libraryValue }

    /// The field `name` of the view, as `TemplateProgram` reads it.
    func value(named name: String) -> TemplateValue? { lookUp(name) }
}
