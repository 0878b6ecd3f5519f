/// A view's fields in a fixed order, and by name for the template library's look-ups.
struct ViewFields<View>: Sendable {
    private let fields: [ViewField<View>]
    private let positions: [String: Int]

    init(_ fields: [ViewField<View>]) {
        self.fields = fields
        positions = Dictionary(fields.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// What a template sees for `name`; nil for a name the view does not have, which the
    /// library then looks up in the views around it.
    func value(named name: String, of view: View) -> Any? {
        positions[name].map { fields[$0].value(view) }
    }

    /// The view's shape and spliced texts, added to `recorder`.
    func record(_ view: View, into recorder: inout ShapeRecorder) {
        for field in fields { field.record(view, &recorder) }
    }

    /// The view with each of its texts that has a slot replaced by a stand-in.
    func writeStandIns(into view: inout View, with writer: inout StandInWriter) {
        for field in fields { field.writeStandIns(&view, &writer) }
    }

    /// Every name a template can look up in this view and in the views it holds.
    func names(into names: inout Set<String>, visited: inout Set<ObjectIdentifier>) {
        guard visited.insert(ObjectIdentifier(View.self)).inserted else { return }
        for field in fields {
            names.insert(field.name)
            field.nestedNames(&names, &visited)
        }
    }
}
