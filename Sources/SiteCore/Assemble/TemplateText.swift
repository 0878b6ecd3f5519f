import Mustache

/// A text value as the views hand it to templates (`TemplateView`).
///
/// The template library writes a plain `String` only after asking, of the value as `Any`,
/// whether it is a template, a custom renderable, a lambda and an optional, and then prints it
/// with `String(describing:)`; each question is a dynamic cast, most of them look-ups in the
/// runtime's conformance tables. A custom renderable is written after the second question. A
/// page writes about a hundred values, and the navigation's entries more.
///
/// Templates see the same thing as with a `String`, byte for byte: `{{value}}` and
/// `{{{value}}}` write the text, escaped or not; a section or inverted section on it behaves as
/// on a non-empty or empty string alike (the library treats both as a value, as it does any
/// string); transforms (`{{uppercased(title)}}`) are the string's; and names looked up inside a
/// section on it (`{{#title}}{{href}}{{/title}}`) are not found in it, as in a string, and go on
/// up the context.
struct TemplateText: MustacheCustomRenderable, MustacheTransformable, MustacheParent {
    let text: String

    init(_ text: String) { self.text = text }

    var renderText: String { text }

    /// A string is never the library's null, whatever it holds.
    var isNull: Bool { false }

    func transform(_ name: String) -> Any? { text.transform(name) }

    func child(named name: String) -> Any? { nil }
}
