/// What a view's field holds, as templates see it: a text, a fact, a view or a list of views.
///
/// `TemplateProgram` reads these directly; the template library is handed `libraryValue`, the
/// same value as the library's types (`TemplateText`, `Bool`, `ViewBox`, an array of them).
enum TemplateValue {
    case text(String)
    case flag(Bool)
    case view(ViewBox)
    case list([ViewBox])

    /// The value as the template library reads it.
    var libraryValue: Any {
        switch self {
        case .text(let text): TemplateText(text)
        case .flag(let flag): flag
        case .view(let box): box
        case .list(let boxes): boxes
        }
    }
}
