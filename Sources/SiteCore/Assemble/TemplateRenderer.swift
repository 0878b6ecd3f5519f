import HTMLSanitizer
import Mustache
import Synchronization

/// Renders view values with the theme's Mustache templates. Template syntax errors are
/// reported with the template file, line and column.
struct TemplateRenderer: Sendable {
    /// The library's parse of the templates; nil when programs render them all. Its parser
    /// counts the rest of the template's Characters at every tag, the slowest part of a small
    /// site's build, so it parses a theme only when programs cannot render it.
    private let library: MustacheLibrary?
    /// The templates as programs, which render views without the library's look-ups; nil when
    /// the library renders them all: asked for, a template with errors, or `refusal`.
    private let programs: [String: TemplateProgram]?
    /// Why our parser left the theme to the library (`TemplateParser`), when it did.
    let refusal: TemplateParser.Refusal?
    /// The texts, for a view only the library reads (`render`).
    private let templates: [String: String]

    /// `usesPrograms: false` renders every template with the library (tests compare the two).
    /// Otherwise our parser reads the theme first, and the library parses it only when ours
    /// leaves it a template: one outside what ours reads, or one with an error, which the
    /// library reports (ours refuses every template the library reports an error in).
    init(theme: Theme, usesPrograms: Bool = true, into sink: inout Diagnostics) {
        _ = Self.registerEscaping
        templates = theme.templates
        if usesPrograms, let kept = theme.parsedTemplates.kept(for: theme.templates) {
            (library, programs, refusal) = (kept.library, try? kept.programs.get(), kept.programs.refusal)
            return
        }
        let made = usesPrograms ? Result { () throws(TemplateParser.Refusal) in
            try TemplateProgram.programs(of: theme.templates.mapValues { Self.escapingPragma + $0 }, contentTypes: Self.contentTypes)
        } : nil
        if let made, case .success(let programs) = made {
            (library, self.programs, refusal) = (nil, programs, nil)
            theme.parsedTemplates.keep(ParsedTemplates.Parse(templates: theme.templates, library: nil, programs: made))
            return
        }
        let reported = sink.all.count
        let library = Self.library(of: theme.templates, files: theme.templateFiles, into: &sink)
        self.library = library
        programs = nil
        // A theme with errors is not kept, so they are reported again.
        guard let made, sink.all.count == reported else {
            refusal = nil
            return
        }
        refusal = made.refusal
        theme.parsedTemplates.keep(ParsedTemplates.Parse(templates: theme.templates, library: library, programs: made))
    }

    private static func library(of templates: [String: String], files: [String: String] = [:], into sink: inout Diagnostics) -> MustacheLibrary {
        var library = MustacheLibrary()
        for (name, text) in templates.sorted(by: { $0.key < $1.key }) {
            do {
                try library.register(Self.escapingPragma + text, named: name)
            } catch let error as MustacheTemplate.ParserError {
                let file = files[name] ?? name
                sink.error(SourceLocation(file: file, line: error.context.lineNumber - 1, column: error.context.columnNumber + 1),
                           "template error: \(error.error)")
            } catch {
                sink.error(SourceLocation(file: files[name] ?? name), "template error: \(error)")
            }
        }
        return library
    }

    /// Whether views are rendered by programs rather than by the library.
    var rendersWithPrograms: Bool { programs != nil }

    /// `{{value}}` is escaped by `HTMLEscaping.escapeTemplateValue`, which writes what the
    /// library's HTML escaping writes but over bytes, returning most values untouched: the
    /// library's goes Character by Character through a dictionary. The
    /// library's way to choose an escaping is a content type, named in a pragma; every template
    /// starts with it, on a line of its own (a standalone tag, so it writes nothing), and a
    /// template may still name another content type after it.
    static let escapingPragma = "{{% CONTENT_TYPE: CRITERIA_HTML}}\n"

    static let registerEscaping: Void = MustacheContentTypes.register(TemplateHTML(), named: "CRITERIA_HTML")

    private struct TemplateHTML: MustacheContentType {
        func escapeText(_ text: String) -> String { HTMLEscaping.escapeTemplateValue(text) }
    }

    /// The library's `TEXT`, which escapes nothing.
    private struct PlainText: MustacheContentType {
        func escapeText(_ text: String) -> String { text }
    }

    /// The content types a program may choose: ours, and the library's `TEXT`. A template naming
    /// the library's `HTML` is rendered by the library, whose escaping programs do not copy.
    static let contentTypes: [String: any MustacheContentType] = ["CRITERIA_HTML": TemplateHTML(), "TEXT": PlainText()]

    func has(_ template: String) -> Bool {
        if let programs { return programs[template] != nil }
        return library?.getTemplate(named: template) != nil
    }

    /// `view` (a `TemplateView`, or for tests any value the library reads) rendered with
    /// `template`; nothing for a template the theme lacks. A view is handed over boxed (`ViewBox`).
    func render(_ view: Any, template: String) -> String {
        guard let view = view as? any TemplateView else {
            // Programs read the whole theme, so the library finds nothing to report.
            var unreported = Diagnostics()
            return (library ?? Self.library(of: templates, into: &unreported)).render(view, withTemplate: template) ?? ""
        }
        let box = ViewBox(view)
        if let programs {
            guard let program = programs[template] else { return "" }
            var run = TemplateRun(programs: programs, view: box)
            return run.render(program, contentType: TemplateHTML())
        }
        return library?.render(box, withTemplate: template) ?? ""
    }
}
