import HTMLSanitizer
import Mustache

/// Renders view values with the theme's Mustache templates. Template syntax errors are
/// reported with the template file, line and column.
struct TemplateRenderer: Sendable {
    private let library: MustacheLibrary

    init(theme: Theme, into sink: inout Diagnostics) {
        _ = Self.registerEscaping
        var library = MustacheLibrary()
        for (name, text) in theme.templates.sorted(by: { $0.key < $1.key }) {
            do {
                try library.register(Self.escapingPragma + text, named: name)
            } catch let error as MustacheTemplate.ParserError {
                let file = theme.templateFiles[name] ?? name
                sink.error(SourceLocation(file: file, line: error.context.lineNumber - 1, column: error.context.columnNumber + 1),
                           "template error: \(error.error)")
            } catch {
                sink.error(SourceLocation(file: theme.templateFiles[name] ?? name), "template error: \(error)")
            }
        }
        self.library = library
    }

    /// `{{value}}` is escaped by `HTMLEscaping.escapeTemplateValue`, which writes what the
    /// library's HTML escaping writes but over bytes, returning most values untouched: the
    /// library's goes Character by Character through a dictionary. The
    /// library's way to choose an escaping is a content type, named in a pragma; every template
    /// starts with it, on a line of its own (a standalone tag, so it writes nothing), and a
    /// template may still name another content type after it.
    private static let escapingPragma = "{{% CONTENT_TYPE: CRITERIA_HTML}}\n"

    private static let registerEscaping: Void = MustacheContentTypes.register(TemplateHTML(), named: "CRITERIA_HTML")

    private struct TemplateHTML: MustacheContentType {
        func escapeText(_ text: String) -> String { HTMLEscaping.escapeTemplateValue(text) }
    }

    func has(_ template: String) -> Bool { library.getTemplate(named: template) != nil }

    /// `view` (a `TemplateView`, or for tests any value the library reads) rendered with
    /// `template`; nothing for a template the theme lacks. A view is handed over boxed (`ViewBox`).
    func render(_ view: Any, template: String) -> String {
        let value = (view as? any TemplateView).map { ViewBox($0) } ?? view
        return library.render(value, withTemplate: template) ?? ""
    }
}
