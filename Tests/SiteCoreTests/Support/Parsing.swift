import Foundation
@testable import SiteCore

/// Parses Markdown text as if it were the file at `path`.
func parsePage(_ text: String, path: String = "web/component/sample.md") -> (CriteriaPage, Diagnostics) {
    var sink = Diagnostics()
    let page = PageParser().parse(SourceFile(path: path, text: text), into: &sink)
    return (page, sink)
}

/// A readable dump of a parsed page for golden files: one line per section with its position,
/// block count, and the media its raw HTML names.
func dump(_ page: CriteriaPage) -> String {
    var lines = ["title \"\(page.title)\" address \(page.address.joined(separator: "/"))"]
    for section in page.sections {
        let headings = section.blocks.filter { $0.headingLevel != nil }
            .map { "h\($0.headingLevel!)@\($0.line) \"\($0.plainText.trimmingCharacters(in: .whitespacesAndNewlines))\"" }
        let media = section.blocks.filter { $0.kind == .htmlBlock }.flatMap { mediaSources(in: $0.html) }
        lines.append("\(section.kind.anchor) @\(section.location.line):\(section.location.column) \"\(section.kind.title)\" blocks=\(section.blocks.count) media=[\(media.joined(separator: ", "))]")
        lines.append(contentsOf: headings.map { "  " + $0 })
    }
    return lines.joined(separator: "\n") + "\n"
}

private func mediaSources(in html: String) -> [String] {
    html.components(separatedBy: "src=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
}

func messages(_ sink: Diagnostics) -> [String] { sink.sorted.map(\.description) }
