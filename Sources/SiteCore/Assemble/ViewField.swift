/// One field of a view, as templates see it. Fields are read through key paths written as
/// functions (`.text("title", \.title)`), which compile to plain reads. Views held by a view
/// are handed to the library boxed (`ViewBox`).
struct ViewField<View>: Sendable {
    let name: String
    /// The value templates see (`TemplateValue`).
    let value: @Sendable (View) -> TemplateValue
    /// The names of the views the field holds.
    let nestedNames: @Sendable (inout Set<String>, inout Set<ObjectIdentifier>) -> Void

    /// A text, written by `{{name}}` (escaped) or `{{{name}}}`.
    static func text(_ name: String, _ read: @escaping @Sendable (View) -> String) -> Self {
        Self(name: name, value: { .text(read($0)) }, nestedNames: { _, _ in })
    }

    /// A fact a section (`{{#name}}…{{/name}}`) tests.
    static func flag(_ name: String, _ read: @escaping @Sendable (View) -> Bool) -> Self {
        Self(name: name, value: { .flag(read($0)) }, nestedNames: { _, _ in })
    }

    /// A view held by the view, whose fields a section on `name` sees.
    static func view<Held: TemplateView>(_ name: String, _ read: @escaping @Sendable (View) -> Held) -> Self {
        Self(name: name, value: { .view(ViewBox(read($0))) },
             nestedNames: { names, visited in Held.fields.names(into: &names, visited: &visited) })
    }

    /// Views a section on `name` repeats for.
    static func list<Element: TemplateView>(_ name: String, _ read: @escaping @Sendable (View) -> [Element]) -> Self {
        Self(name: name, value: { .list(read($0).map { ViewBox($0) }) },
             nestedNames: { names, visited in Element.fields.names(into: &names, visited: &visited) })
    }

    /// Views built only when a template asks for them (the layout's navigation items).
    static func lazyList<Element: TemplateView>(_ name: String, _ read: @escaping @Sendable (View) -> () -> [Element]) -> Self {
        Self(name: name, value: { .list(read($0)().map { ViewBox($0) }) },
             nestedNames: { names, visited in Element.fields.names(into: &names, visited: &visited) })
    }
}
