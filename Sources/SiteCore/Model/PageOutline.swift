import Foundation
import TextSupport

/// What the rest of the site needs to know of a page before it is parsed: where it is written,
/// its title, its place in the navigation and its old addresses. It comes from the source path
/// and the front matter alone (`PageParser.outline`), so a build can lay out navigation and
/// links first, then parse, render and write one page at a time without holding the others.
public struct PageOutline: Sendable, Equatable {
    /// Relative to the content root, e.g. `native/controls/link.md`.
    public var sourcePath: String
    /// Folder names and page slug, e.g. `["native", "controls", "link"]`; the page is written to
    /// `native/controls/link/index.html`.
    public var address: [String]
    public var title: String
    public var description: String?
    public var order: Int?
    /// Older addresses of this page (site paths like `/web-criteria/component/button`).
    public var aliases: [PageAlias]
    /// Where the front matter writes the title; nil when the file name gives it.
    public var titlePlace: SourceLocation?
    /// `draft: true`: left out of builds and bundles, shown with a mark by `criteria serve`.
    public var isDraft: Bool

    public init(sourcePath: String, address: [String], title: String, description: String? = nil, order: Int? = nil,
                aliases: [PageAlias] = [], isDraft: Bool = false, titlePlace: SourceLocation? = nil) {
        self.sourcePath = sourcePath
        self.address = address
        self.title = title
        self.description = description
        self.order = order
        self.aliases = aliases
        self.isDraft = isDraft
        self.titlePlace = titlePlace
    }

    /// The outline of a page whose front matter says `frontMatter`; without a title, the file
    /// name gives one (`text-input.md` → "Text Input"). `address`: the address of `sourcePath`,
    /// when already worked out.
    init(sourcePath: String, frontMatter: FrontMatter, address: [String]? = nil) {
        let written = frontMatter.title.map { $0.trimmingWhitespace }.flatMap { $0.isEmpty ? nil : $0 }
        self.init(sourcePath: sourcePath, address: address ?? PageAddress.address(ofSourcePath: sourcePath),
                  title: written ?? PageAddress.title(fromName: PageAddress.stem(ofSourcePath: sourcePath)),
                  description: frontMatter.description, order: frontMatter.order, aliases: frontMatter.aliases,
                  isDraft: frontMatter.isDraft, titlePlace: written == nil ? nil : frontMatter.titlePlace)
    }
}
