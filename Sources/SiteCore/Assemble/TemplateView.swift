import Mustache

/// A value templates render. Its fields, listed once in `fields`, are what templates look up by
/// name; a name not listed is looked up in the views around it, as Mustache does.
///
/// Answering look-ups from the list, instead of letting the template library reflect with
/// `Mirror`, keeps a look-up cheap: a Mirror is built for every look-up, and the navigation
/// alone makes many per page.
protocol TemplateView: MustacheParent, SendableMetatype {
    static var fields: ViewFields<Self> { get }
}

extension TemplateView {
    func child(named name: String) -> Any? { Self.fields.value(named: name, of: self)?.libraryValue }
}
