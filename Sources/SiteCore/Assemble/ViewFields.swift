/// A view's fields, by name for the template library's look-ups.
struct ViewFields<View>: Sendable {
    private let fields: [ViewField<View>]
    /// The fields' names, in order: a view has a few dozen at most, and names are short, so
    /// comparing each (a word or two) is cheaper than hashing the name for a dictionary.
    private let names: [String]

    init(_ fields: [ViewField<View>]) {
        self.fields = fields
        names = fields.map(\.name)
    }

    /// What a template sees for `name`; nil for a name the view does not have, which the
    /// library then looks up in the views around it. A name listed twice is the first field's.
    func value(named name: String, of view: View) -> TemplateValue? {
        names.firstIndex(of: name).map { fields[$0].value(view) }
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
