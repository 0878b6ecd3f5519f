import TextSupport

/// The side navigation as HTML, rendered with the theme's `nav-item` template, for the layout's
/// `navHTML`.
///
/// Every page shows the categories on its way open and its siblings as links, so all pages of a
/// folder share one navigation but for their own entry, which is current. Rendering it per page
/// made navigation most of a large site's build, whose pages list hundreds of entries. So the
/// folder's navigation is rendered once, with no page current, and each page
/// swaps in its own entry rendered as current.
///
/// A folder's navigation is in turn its parent folder's with one entry swapped: the folder's
/// own, closed there, open here with its pages and sub-categories. So each folder renders only
/// its own entry, not the whole navigation again.
/// Category overview pages swap in their entry rendered as current.
///
/// Each result is byte for byte what rendering the items in full gives; where a swap cannot be
/// proven exact (the entry is not found exactly once, or a folder shares a page's address), the
/// items are rendered in full.
final class NavigationHTML: Sendable {
    private let templates: TemplateRenderer
    /// The items themselves, also what a layout rendering `nav` on its own gets.
    let items: NavigationItems
    private let pages: [[String]: SiteTree.PageEntry]
    private let folders: Set<[String]>
    /// Each folder's navigation, by root and folder; pages are assembled on many threads.
    private let folderHTML = MemoTable<String, String>()

    /// An address component no page or folder has (slugs never contain NUL).
    private static let noPage = "\u{0}"

    init(tree: SiteTree, templates: TemplateRenderer, pageURLs: PageURLs = .folder) {
        self.templates = templates
        items = NavigationItems(tree: tree, pageURLs: pageURLs)
        let all = tree.rootPages + tree.categories.flatMap(\.allPages)
        pages = Dictionary(all.map { ($0.address, $0) }, uniquingKeysWith: { first, _ in first })
        folders = Set(tree.allCategories.map(\.path))
    }

    /// The navigation of the page or category at `current`, with links relative to `root`.
    func html(root: String, current: [String]) -> String {
        let entry = pages[current], isFolder = folders.contains(current)
        if let entry, !isFolder {
            let shared = folderNavigation(root: root, folder: Array(current.dropLast()))
            return swapped(in: shared, plain: render([NavItemView(entry: entry, root: root, isCurrent: false, pageURLs: items.pageURLs)]),
                           by: render([NavItemView(entry: entry, root: root, isCurrent: true, pageURLs: items.pageURLs)]))
                ?? render(items.topLevel(root: root, current: current))
        }
        if isFolder, entry == nil, let parent = parentNavigation(root: root, of: current),
           let own = items.categoryItem(at: current, root: root, current: current) {
            return swapped(in: parent.html, plain: parent.closedEntry, by: render([own]))
                ?? render(items.topLevel(root: root, current: current))
        }
        return render(items.topLevel(root: root, current: current))
    }

    /// `text` with `plain` replaced by `replacement`, when `plain` occurs in it exactly once.
    private func swapped(in text: String, plain: String, by replacement: String) -> String? {
        guard let found = Self.onlyOccurrence(of: plain, in: text) else { return nil }
        // Made in one buffer: joined with `+`, the navigation (large on a large site) was
        // copied three times more.
        let bytes = text.utf8
        var swapped = ""
        swapped.reserveCapacity(bytes.count - found.count + replacement.utf8.count)
        swapped.append(contentsOf: Substring(bytes[..<bytes.index(bytes.startIndex, offsetBy: found.lowerBound)]))
        swapped.append(replacement)
        swapped.append(contentsOf: Substring(bytes[bytes.index(bytes.startIndex, offsetBy: found.upperBound)...]))
        return swapped
    }

    /// The byte offsets of `needle` in `text`, when it occurs exactly once. Searched in the UTF-8
    /// bytes in place (`ByteSearch`): a String search compares characters, Foundation's bridges
    /// the whole navigation through NSString, and the generic `utf8.ranges(of:)` doubled assembling.
    static func onlyOccurrence(of needle: String, in text: String) -> Range<Int>? {
        var text = text, needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { wanted -> Range<Int>? in
                guard !wanted.isEmpty, let first = ByteSearch.firstOffset(of: wanted, in: haystack),
                      ByteSearch.firstOffset(of: wanted, in: haystack, from: first + 1) == nil else { return nil }
                return first..<first + wanted.count
            }
        }
    }

    /// The navigation with `folder` open and no entry current.
    private func folderNavigation(root: String, folder: [String]) -> String {
        folderHTML.value(for: root + "\u{0}" + folder.joined(separator: "/")) {
            if let parent = parentNavigation(root: root, of: folder),
               let open = items.categoryItem(at: folder, root: root, current: folder + [Self.noPage]),
               let html = swapped(in: parent.html, plain: parent.closedEntry, by: render([open])) {
                return html
            }
            return render(items.topLevel(root: root, current: folder + [Self.noPage]))
        }
    }

    /// The navigation of the folder above `folder` (a top category's: the top level, all closed)
    /// and `folder`'s entry as it shows there, closed; nil when `folder` is not a category.
    private func parentNavigation(root: String, of folder: [String]) -> (html: String, closedEntry: String)? {
        let parent = Array(folder.dropLast())
        let current = parent + [Self.noPage]
        guard let closed = items.categoryItem(at: folder, root: root, current: current) else { return nil }
        return (folderNavigation(root: root, folder: parent), render([closed]))
    }

    /// What `{{#nav}}{{>nav-item}}{{/nav}}` on lines of their own renders.
    private func render(_ items: [NavItemView]) -> String {
        items.map { templates.render($0, template: "nav-item") }.joined()
    }
}
