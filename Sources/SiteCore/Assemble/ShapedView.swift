/// What a template's output can depend on in a view besides its texts: its flags, the lengths
/// of its lists, and a few facts about each text (`TextForm`). Views of one shape render the
/// same template text around their texts, so `SplicedTemplate` renders that text once per shape
/// and splices each view's texts into it.
///
/// A view lists every field it has, once, in a fixed order (`visitFields`); a test holds that
/// list to the view's stored properties, so a field added to a view and not to its list fails.
protocol ShapedView {
    mutating func visitFields<Visitor: FieldVisitor>(_ visitor: inout Visitor)
}
