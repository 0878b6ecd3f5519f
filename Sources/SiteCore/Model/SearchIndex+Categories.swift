extension SearchIndex {
    /// The category (top-level folder) a reader means by `name`: its folder name or its title as
    /// results show it (`Web`), in any case. Nil when the site has none by that name.
    public func category(named name: String) -> String? {
        let wanted = name.lowercased()
        for (number, folder) in categories.enumerated() where !folder.isEmpty {
            let title = number < categoryTitles.count ? categoryTitles[number] : folder
            if folder.lowercased() == wanted || title.lowercased() == wanted { return folder }
        }
        return nil
    }

    /// The categories' folder names, sorted, for a message naming the ones there are (pages at
    /// the content's top level have none).
    public var categoryNames: [String] { categories.filter { !$0.isEmpty }.sorted() }
}
