import CMarkBridge
import Foundation
import Testing

/// Seed `002_…` is the text a reader saw on the published link page; seed `000_…` is its source
/// in a later revision. Every sentence the two share must be readable on our link page.
@Suite struct PublishedTextTests {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: Corpus.seeds.path), "skipped: ../shared/seeds is not beside this checkout"))
    func linkPageShowsEverySentenceThePublishedPageAndItsSourceShare() throws {
        let seeds = try FileManager.default.contentsOfDirectory(atPath: Corpus.seeds.path)
        let published = try String(contentsOf: Corpus.seeds.appendingPathComponent(seeds.first { $0.hasPrefix("002_") }!), encoding: .utf8)
        let source = try String(contentsOf: Corpus.seeds.appendingPathComponent(seeds.first { $0.hasPrefix("000_") }!), encoding: .utf8)
        let sourceText = Text.normalise(try MarkdownParser.parse(source).map(\.plainText).joined(separator: " "))

        let scratch = try Scratch()
        let build = try CriteriaRunner.run(["build", "--quiet", "--content",
                                            CriteriaRunner.testsFolder.appendingPathComponent("Sites/seeds/content").path,
                                            "--output", "public"], in: scratch.url)
        #expect(build.status == 0)
        let page = try String(contentsOf: scratch.url.appendingPathComponent("public/native/controls/link/index.html"), encoding: .utf8)
        let pageText = Text.normalise(Text.visibleText(ofHTML: page))

        let shared = Text.sentences(in: published).filter { sourceText.contains($0) }
        #expect(shared.count > 50, "the two seeds share most of their sentences (\(shared.count))")
        for sentence in shared {
            #expect(pageText.contains(sentence), "missing on the page: \(sentence)")
        }
    }
}

enum Text {
    /// Straight quotes and single spaces, so typography and wrapping do not decide a match.
    static func normalise(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{2019}", with: "'").replacingOccurrences(of: "\u{2018}", with: "'")
            .replacingOccurrences(of: "\u{201C}", with: "\"").replacingOccurrences(of: "\u{201D}", with: "\"")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Sentences of at least four words, bullets and numbering removed.
    static func sentences(in text: String) -> [String] {
        text.split(separator: "\n").flatMap { line -> [String] in
            var body = line.trimmingCharacters(in: .whitespaces)
            while let first = body.first, "•-*0123456789.".contains(first) { body = String(body.dropFirst()).trimmingCharacters(in: .whitespaces) }
            return normalise(body).components(separatedBy: ". ").map { $0.trimmingCharacters(in: .whitespaces) }
        }.filter { $0.split(separator: " ").count >= 4 }
    }

    /// The page's text as a reader sees it: tags removed (inline ones without a gap), entities decoded.
    static func visibleText(ofHTML html: String) -> String {
        var text = ""
        var index = html.startIndex
        let inline: Set<String> = ["a", "code", "strong", "em", "span", "del", "s", "b", "i", "kbd", "mark"]
        while index < html.endIndex {
            if html[index] == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = html[html.index(after: index)..<close].drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
                if !inline.contains(String(tag).lowercased()) { text += " " }
                index = html.index(after: close)
            } else {
                text.append(html[index])
                index = html.index(after: index)
            }
        }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
