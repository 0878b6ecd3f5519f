import Foundation
import Yams

/// The optional YAML block between `---` lines at the top of a document.
public struct FrontMatter: Sendable, Equatable {
    public var title: String?
    public var description: String?
    public var order: Int?
    /// The `title:` value, where a problem with the title is shown.
    public var titlePlace: SourceLocation?
    public var aliases: [PageAlias] = []
    /// `draft: true`: see `PageOutline.isDraft`.
    public var isDraft = false
    /// The criteria of an older entry (`keyboard:`, `wcag:`, …); nil in today's format.
    public var legacy: LegacyEntry?
    /// `layout:`, a key of the older site (Jekyll) that today's format does not use.
    public var hasLayout = false

    public init() {}

    /// Written for the older site: older criteria keys or a `layout`. Its body's Liquid and
    /// kramdown markup is read (`LiquidExpander`).
    public var isOlderEntry: Bool { legacy != nil || hasLayout }
}
