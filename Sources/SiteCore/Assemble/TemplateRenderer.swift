import Mustache

/// Renders view values with the theme's Mustache templates. Template syntax errors are
/// reported with the template file, line and column.
struct TemplateRenderer: Sendable {
    private let library: MustacheLibrary

    init(theme: Theme, into sink: inout Diagnostics) {
        var library = MustacheLibrary()
        for (name, text) in theme.templates.sorted(by: { $0.key < $1.key }) {
            do {
                try library.register(text, named: name)
            } catch let error as MustacheTemplate.ParserError {
                let file = theme.templateFiles[name] ?? name
                sink.error(SourceLocation(file: file, line: error.context.lineNumber, column: error.context.columnNumber + 1),
                           "template error: \(error.error)")
            } catch {
                sink.error(SourceLocation(file: theme.templateFiles[name] ?? name), "template error: \(error)")
            }
        }
        self.library = library
    }

    func has(_ template: String) -> Bool { library.getTemplate(named: template) != nil }

    func render(_ view: Any, template: String) -> String {
        library.render(view, withTemplate: template) ?? ""
    }
}
