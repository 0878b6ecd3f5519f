/// Where a page's front matter writes its title and its aliases, so that a problem with one of
/// them (a title another page has, an alias that collides) is shown on its line.
public struct FrontMatterPlaces: Sendable, Equatable {
    /// The `title:` value; nil when the file name gives the title.
    public var title: SourceLocation?
    /// Each alias's value, in the order of `PageOutline.aliases`.
    public var aliases: [SourceLocation] = []

    public init(title: SourceLocation? = nil, aliases: [SourceLocation] = []) {
        self.title = title
        self.aliases = aliases
    }
}
