/// `unknown-front-matter-key`: a front-matter key neither format reads. Wrong values and invalid
/// YAML are the parse stage's `front-matter` errors, reported where the values are read.
struct FrontMatterKeyRule {
    /// Today's keys, then the older format's (criteria in front matter), then Jekyll's `layout`,
    /// which older entries carry and which means nothing here.
    static let knownKeys = ["title", "description", "order", "aliases", "draft",
                            "keyboard", "mobile", "screenreader", "settings", "gherkin-keyboard", "gherkin-mobile",
                            "wcag", "categories", "layout"]

    /// Keys that make a page an older entry, whose criteria tabs are generated from them.
    static let criteriaKeys: Set<String> = ["keyboard", "mobile", "screenreader", "settings", "gherkin-keyboard", "gherkin-mobile", "wcag"]

    func check(_ page: CheckedPage, into sink: inout Diagnostics) {
        for (name, location) in page.frontMatterKeys where !Self.knownKeys.contains(name) {
            sink.report(.unknownFrontMatterKey, location, "unknown front-matter key \"\(name)\" is ignored",
                        note: EditDistance.didYouMean(name, among: Self.knownKeys) ?? "known keys: \(Self.knownKeys.joined(separator: ", "))")
        }
    }
}
