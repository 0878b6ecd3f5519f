import Mustache

/// A value templates render: its fields, listed once in `fields`, are what templates look up by
/// name. The same list gives `SplicedTemplates` the view's shape, so a field a template can see
/// is always part of the shape.
///
/// Answering look-ups from the list, instead of letting the template library reflect with
/// `Mirror`, keeps a look-up cheap: a Mirror is built for every look-up.
protocol TemplateView: MustacheParent, SendableMetatype {
    static var fields: ViewFields<Self> { get }
}

extension TemplateView {
    func child(named name: String) -> Any? { Self.fields.value(named: name, of: self) }
}
