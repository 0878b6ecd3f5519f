import Mustache

/// A theme template as the steps the template library parsed it into, rendered by
/// `TemplateRun` without the library's look-ups.
///
/// For each name a template writes, the library splits the name at dots into new arrays, and
/// casts the views on its context stack and the value found to half a dozen protocols, each a
/// search of the runtime's conformance tables; that was most of the time spent assembling a
/// page. A program looks names up in the views themselves (`TemplateValue`), with each name
/// split once, when the template is read.
///
/// The steps are our own parse of the template (`TemplateParser`), which reads what the library
/// reads, so standalone lines, partials' indentation and blocks are as the library has them;
/// rendering follows the library's `render(context:)` step for step (`TemplateRun`). A template
/// with anything the parser does not read (transforms, dynamic partials) is not made into one,
/// and `TemplateRenderer` then renders every template with the library.
struct TemplateProgram: Sendable {
    /// Each step is one reference or a text, so stepping through a program copies a word or two;
    /// a content type is boxed (`Escaping`), because an existential in a case made every step
    /// large and its copies calls.
    enum Step: Sendable {
        case text(String)
        /// `{{name}}` (escaped) or `{{{name}}}`.
        indirect case value(TemplateName, escaped: Bool)
        /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
        indirect case section(TemplateName, TemplateProgram, inverted: Bool)
        /// `{{$name}}…{{/name}}` where it is shown: a parent's block, or what overrides it.
        indirect case block(String, default: TemplateProgram, indentation: String?)
        /// `{{>name}}`, or `{{<name}}…{{/name}}` with the blocks it overrides.
        indirect case partial(String, indentation: String?, overrides: [String: TemplateProgram]?)
        /// `{{% CONTENT_TYPE: …}}`: how the rest of the template escapes values.
        case contentType(Escaping)
    }

    /// A content type, as a step holds it.
    final class Escaping: Sendable {
        let contentType: any MustacheContentType

        init(_ contentType: any MustacheContentType) { self.contentType = contentType }
    }

    let steps: [Step]

    /// Every template as a program, by name (each text as the library is given it). A template
    /// the parser refuses, or one that does not choose its escaping before it writes anything
    /// (`TemplateRenderer` starts every template with its pragma, and a program has no escaping
    /// of its own to start with), is refused for all: the library then renders the theme.
    static func programs(of texts: [String: String],
                         contentTypes: [String: any MustacheContentType]) throws(TemplateParser.Refusal) -> [String: TemplateProgram] {
        var programs: [String: TemplateProgram] = [:]
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            let program = try TemplateParser.program(text, contentTypes: contentTypes)
            guard case .contentType = program.steps.first else { throw .outsideSubset("no content type first") }
            programs[name] = program
        }
        return programs
    }
}
