import Mustache
import Synchronization

/// A theme's templates as programs (`TemplateProgram`), or why they are not programs and
/// the library's parse of them, kept with the theme so that each of its renderers does not parse
/// them again. Kept with the texts it was made from, since a theme's
/// templates may be changed after it was loaded.
final class ParsedTemplates: Sendable {
    struct Parse: Sendable {
        let templates: [String: String]
        /// Nil when the programs render every template (`TemplateRenderer`).
        let library: MustacheLibrary?
        let programs: Result<[String: TemplateProgram], TemplateParser.Refusal>
    }

    private let last = Mutex<Parse?>(nil)

    /// The parse kept, when it was made from `templates`.
    func kept(for templates: [String: String]) -> Parse? {
        last.withLock { parse in parse.flatMap { $0.templates == templates ? $0 : nil } }
    }

    func keep(_ parse: Parse) {
        last.withLock { $0 = parse }
    }
}
