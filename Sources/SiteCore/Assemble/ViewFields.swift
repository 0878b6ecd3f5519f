/// A view's fields, by name for the template library's look-ups.
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

    /// Every name a template can look up in this view and in the views it holds.
    func names(into names: inout Set<String>, visited: inout Set<ObjectIdentifier>) {
        guard visited.insert(ObjectIdentifier(View.self)).inserted else { return }
        for field in fields {
            names.insert(field.name)
            field.nestedNames(&names, &visited)
        }
    }
}
