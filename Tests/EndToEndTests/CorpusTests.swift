import Foundation
import Testing

/// The shared corpus beside the repository (`../shared`), when this checkout has it.
enum Corpus {
    static let root = CriteriaRunner.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/magentaa11y-v2")
    static let documentation = root.appendingPathComponent("documentation")
    static let seeds = CriteriaRunner.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: documentation.path) }

    static func markdownFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: documentation.path)
        return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") }.sorted()
    }
}

@Suite(.serialized) struct CorpusTests {
    @Test(.enabled(if: Corpus.isAvailable, "skipped: the shared corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout"))
    func corpusBuildsWithoutErrorsAndEveryPageShowsTheTabsItsSourceHas() throws {
        let scratch = try Scratch()
        let result = try CriteriaRunner.run(["build", "--content", Corpus.documentation.path,
                                             "--assets", Corpus.root.appendingPathComponent("assets").path, "--output", "public"],
                                            in: scratch.url)
        #expect(result.status == 0)
        #expect(!result.standardError.contains(": error:"), "\(result.standardError)")
        let files = Corpus.markdownFiles()
        #expect(files.count == 103)
        #expect(result.standardOutput.contains("Built 103 pages"))
        for file in files {
            let address = SourceSections.address(of: file)
            let html = try String(contentsOf: scratch.url.appendingPathComponent("public/\(address)/index.html"), encoding: .utf8)
            let source = try String(contentsOf: Corpus.documentation.appendingPathComponent(file), encoding: .utf8)
            #expect(SourceSections.tabLabels(inPage: html) == SourceSections.expectedTabs(in: source), "tabs of \(file)")
        }
        let folders = Set(files.compactMap { file in file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) : nil })
            .flatMap { folder in (1...folder.split(separator: "/").count).map { folder.split(separator: "/").prefix($0).joined(separator: "/") } }
        for folder in Set(folders) {
            #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("public/\(folder)/index.html").path),
                    "overview of \(folder)")
        }
    }
}

/// An independent reading of a source's sections, line by line, to check the real splitter
/// against: `## ` at the start of a line, outside fenced code and HTML blocks.
enum SourceSections {
    static let tabOrder = ["Condensed", "Gherkin", "Criteria", "Developer Notes", "Android Developer Notes", "iOS Developer Notes", "Videos"]
    static let named = ["general notes", "condensed", "gherkin", "criteria", "android developer notes", "ios developer notes", "videos"]

    static func expectedTabs(in source: String) -> [String] {
        var found: Set<String> = []
        var current = "developer notes"
        var fence: String?
        var inHTML = false
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine).replacingOccurrences(of: "\r", with: "")
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                markContent(current, &found)
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                markContent(current, &found)
                continue
            }
            if inHTML { if trimmed.isEmpty { inHTML = false }; continue }
            if line.hasPrefix("## ") {
                let heading = line.dropFirst(3).trimmingCharacters(in: .whitespaces).lowercased()
                current = named.contains(heading) ? heading : "developer notes"
                if current == "developer notes" { found.insert(current) }
                continue
            }
            if line.hasPrefix("<") { inHTML = true }
            if !trimmed.isEmpty { markContent(current, &found) }
        }
        return tabOrder.filter { found.contains($0.lowercased()) }
    }

    private static func markContent(_ section: String, _ found: inout Set<String>) { found.insert(section) }

    /// Each tab's name: its `aria-label` where the visible label is shortened, else its text.
    static func tabLabels(inPage html: String) -> [String] {
        html.components(separatedBy: "role=\"tab\"").dropFirst().compactMap { part in
            guard let start = part.firstIndex(of: ">"), let end = part.range(of: "</button>") else { return nil }
            let attributes = part[..<start]
            if let label = attributes.range(of: "aria-label=\""), let close = attributes[label.upperBound...].firstIndex(of: "\"") {
                return String(attributes[label.upperBound..<close])
            }
            return String(part[part.index(after: start)..<end.lowerBound])
        }
    }

    static func address(of file: String) -> String {
        file.split(separator: "/").map { component -> String in
            let name = component.hasSuffix(".md") ? String(component.dropLast(3)) : String(component)
            var slug = ""
            var pendingHyphen = false
            for character in name.lowercased() {
                if character.isLetter || character.isNumber {
                    if pendingHyphen, !slug.isEmpty { slug.append("-") }
                    pendingHyphen = false
                    slug.append(character)
                } else { pendingHyphen = true }
            }
            return slug
        }.joined(separator: "/")
    }
}
