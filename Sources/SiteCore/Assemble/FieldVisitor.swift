/// Sees a view's fields in the order the view lists them, and may replace its texts.
protocol FieldVisitor {
    mutating func text(_ text: inout String)
    mutating func flag(_ flag: Bool)
    /// A list's length, before its elements are visited.
    mutating func count(_ count: Int)
    /// The layout's navigation items, which no shape describes: built only for a template that
    /// asks for `nav`.
    mutating func items(_ items: inout () -> [NavItemView])
    /// A view held by a view. By default its fields are visited in place.
    mutating func view<View: ShapedView>(_ view: inout View)
    /// By default, its length and then each element's fields.
    mutating func list<Element: ShapedView>(_ list: inout [Element])
}

extension FieldVisitor {
    mutating func view<View: ShapedView>(_ view: inout View) {
        view.visitFields(&self)
    }

    mutating func list<Element: ShapedView>(_ list: inout [Element]) {
        count(list.count)
        for index in list.indices { list[index].visitFields(&self) }
    }
}
