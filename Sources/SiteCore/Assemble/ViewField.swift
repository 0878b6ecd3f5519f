/// One field of a view, as templates see it and as its shape records it.
struct ViewField<View>: Sendable {
    let name: String
    /// The value handed to the template library.
    let value: @Sendable (View) -> Any
    /// What the field adds to the view's shape, and its text if it is spliced.
    let record: @Sendable (View, inout ShapeRecorder) -> Void
    let writeStandIns: @Sendable (inout View, inout StandInWriter) -> Void
    /// The names of the views the field holds.
    let nestedNames: @Sendable (inout Set<String>, inout Set<ObjectIdentifier>) -> Void

    /// A text, written by `{{name}}` (escaped) or `{{{name}}}`.
    static func text(_ name: String, _ path: WritableKeyPath<View, String> & Sendable) -> Self {
        Self(name: name, value: { TemplateText($0[keyPath: path]) },
             record: { view, recorder in recorder.text(view[keyPath: path]) },
             writeStandIns: { view, writer in writer.text(&view[keyPath: path]) },
             nestedNames: { _, _ in })
    }

    /// A fact a section (`{{#name}}…{{/name}}`) tests.
    static func flag(_ name: String, _ path: KeyPath<View, Bool> & Sendable) -> Self {
        Self(name: name, value: { $0[keyPath: path] },
             record: { view, recorder in recorder.flag(view[keyPath: path]) },
             writeStandIns: { _, _ in }, nestedNames: { _, _ in })
    }

    /// A view held by the view, whose fields a section on `name` sees.
    static func view<Held: TemplateView>(_ name: String, _ path: WritableKeyPath<View, Held> & Sendable) -> Self {
        Self(name: name, value: { $0[keyPath: path] },
             record: { view, recorder in Held.fields.record(view[keyPath: path], into: &recorder) },
             writeStandIns: { view, writer in Held.fields.writeStandIns(into: &view[keyPath: path], with: &writer) },
             nestedNames: { names, visited in Held.fields.names(into: &names, visited: &visited) })
    }

    /// Views a section on `name` repeats for.
    static func list<Element: TemplateView>(_ name: String, _ path: WritableKeyPath<View, [Element]> & Sendable) -> Self {
        Self(name: name, value: { $0[keyPath: path] },
             record: { view, recorder in
                 let list = view[keyPath: path]
                 recorder.count(list.count)
                 for element in list { Element.fields.record(element, into: &recorder) }
             },
             writeStandIns: { view, writer in
                 for index in view[keyPath: path].indices {
                     Element.fields.writeStandIns(into: &view[keyPath: path][index], with: &writer)
                 }
             },
             nestedNames: { names, visited in Element.fields.names(into: &names, visited: &visited) })
    }

    /// The layout's navigation items, built only when a template asks for them. No shape
    /// describes them (`StandInWriter.items`).
    static func items(_ name: String, _ path: WritableKeyPath<View, () -> [NavItemView]> & Sendable) -> Self {
        Self(name: name, value: { $0[keyPath: path]() },
             record: { _, _ in },
             writeStandIns: { view, writer in writer.items(&view[keyPath: path]) },
             nestedNames: { names, visited in NavItemView.fields.names(into: &names, visited: &visited) })
    }
}
