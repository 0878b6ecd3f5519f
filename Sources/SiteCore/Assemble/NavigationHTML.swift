import Foundation

/// The side navigation as HTML, rendered with the theme's `nav-item` template, for the layout's
/// `navHTML`.
///
/// Every page shows the categories on its way open and its siblings as links, so all pages of a
/// folder share one navigation but for their own entry, which is current. Rendering it per page
/// made navigation most of a large site's build (a page of a 10,000-page site lists some 250
/// entries). So the folder's navigation is rendered once, with no page current, and each page
/// swaps in its own entry rendered as current. The result is byte for byte what rendering the
/// page's own items gives; where the swap cannot be proven exact (the entry is not found exactly
/// once, or a folder shares the page's address), the page's items are rendered in full.
final class NavigationHTML: @unchecked Sendable {
    private let templates: TemplateRenderer
    private let navigation: NavigationItems
    private let pages: [[String]: SiteTree.PageEntry]
    private let folders: Set<[String]>
    private let lock = NSLock()
    private var folderHTML: [String: String] = [:]

    /// An address component no page or folder has (slugs never contain NUL).
    private static let noPage = "\u{0}"

    init(items: NavigationItems, templates: TemplateRenderer) {
        self.templates = templates
        navigation = items
        let tree = items.tree
        func entries(_ category: SiteTree.Category) -> [SiteTree.PageEntry] {
            category.pages + category.subcategories.flatMap(entries)
        }
        let all = tree.rootPages + tree.categories.flatMap(entries)
        pages = Dictionary(all.map { ($0.address, $0) }, uniquingKeysWith: { first, _ in first })
        folders = Set(tree.allCategories.map(\.path))
    }

    /// The navigation of the page or category at `current`, with links relative to `root`.
    func html(root: String, current: [String]) -> String {
        guard let entry = pages[current], !folders.contains(current) else { return render(navigation.items(root: root, current: current)) }
        let shared = folderNavigation(root: root, folder: Array(current.dropLast()))
        let plain = render([NavItemView(entry: entry, root: root, isCurrent: false)])
        guard let range = Self.onlyOccurrence(of: plain, in: shared) else { return render(navigation.items(root: root, current: current)) }
        return String(shared.utf8[..<range.lowerBound])! + render([NavItemView(entry: entry, root: root, isCurrent: true)])
            + String(shared.utf8[range.upperBound...])!
    }

    /// Where `needle` occurs in `text`, when it occurs exactly once. Compares UTF-8 bytes: the
    /// texts are whole navigations, and Foundation's search bridged each through NSString.
    static func onlyOccurrence(of needle: String, in text: String) -> Range<String.Index>? {
        let bytes = Array(text.utf8), wanted = Array(needle.utf8)
        guard !wanted.isEmpty, wanted.count <= bytes.count else { return nil }
        var found: Int?
        var start = 0
        while start + wanted.count <= bytes.count {
            guard let offset = bytes[start...].firstIndex(of: wanted[0]), offset + wanted.count <= bytes.count else { break }
            if bytes[offset..<offset + wanted.count].elementsEqual(wanted) {
                if found != nil { return nil }
                found = offset
            }
            start = offset + 1
        }
        guard let offset = found else { return nil }
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return lower..<text.utf8.index(lower, offsetBy: wanted.count)
    }

    private func folderNavigation(root: String, folder: [String]) -> String {
        let key = root + "\u{0}" + folder.joined(separator: "/")
        if let known = lock.withLock({ folderHTML[key] }) { return known }
        // Two threads may render the same folder at once; both get the same text.
        let html = render(navigation.items(root: root, current: folder + [Self.noPage]))
        lock.withLock { folderHTML[key] = html }
        return html
    }

    /// What `{{#nav}}{{>nav-item}}{{/nav}}` on lines of their own renders.
    private func render(_ items: [NavItemView]) -> String {
        items.map { templates.render($0, template: "nav-item") }.joined()
    }
}
