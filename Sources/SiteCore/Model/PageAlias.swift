/// An older address of a page, as its front matter writes it (`aliases:`), and where: a
/// redirect that collides with another file is shown at its alias.
public struct PageAlias: Sendable, Equatable {
    /// A site path such as `/web-criteria/component/button`.
    public var path: String
    /// The alias's value in the front matter; nil for a page made in code.
    public var place: SourceLocation?

    public init(_ path: String, at place: SourceLocation? = nil) {
        self.path = path
        self.place = place
    }
}
