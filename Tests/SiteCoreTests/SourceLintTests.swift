import Foundation
import Testing

/// The house rules that Sources holds no force-unwrap, `try!`, `as!` or implicitly unwrapped
/// optional, and no `@unchecked Sendable` (nor `nonisolated(unsafe)`) but on a wrapper of C
/// pointers in CMarkBridge with its reason beside it: checked rather than hoped for, in every target folder under Sources.
struct SourceLintTests {
    @Test func sourcesHoldNoForceUnwrapsNorUncheckedSendable() throws {
        let sources = TestPaths.repositoryRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
        var scannedTargets: Set<String> = []
        var lines = 0
        for file in files.sorted() where file.hasSuffix(".swift") {
            scannedTargets.insert(String(file.split(separator: "/")[0]))
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
            for finding in SourceLint.findings(in: text, path: "Sources/" + file) {
                Issue.record("\(finding)")
            }
        }
        #expect(scannedTargets == Self.swiftTargets(in: sources), "every target folder under Sources is scanned")
        #expect(lines > 10_000, "the scan read only \(lines) lines; it has stopped seeing the sources")
    }

    /// The folders right under Sources that hold Swift files: the targets the scan must cover.
    private static func swiftTargets(in sources: URL) -> Set<String> {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return Set(folders.filter { folder in
            let files = FileManager.default.enumerator(atPath: sources.appendingPathComponent(folder).path)?.allObjects as? [String] ?? []
            return files.contains { $0.hasSuffix(".swift") }
        })
    }

    @Test func eachKindOfForceIsCaught() {
        let text = """
            let a = optional!
            let b = try! load()
            let c = value as! Int
            var d: Int!
            let e = "\\(names.last!)"
            let f = items[0]!.count
            """
        #expect(SourceLint.findings(in: text, path: "Sources/SiteCore/X.swift").map(\.line) == [1, 2, 3, 4, 5, 6])
    }

    @Test func notAndNotEqualAndTextAreNotForce() {
        let text = """
            if !done, a != b, !(c == d) { print("Done!") }
            // a comment may say x! or try!
            /* so may a block: y! */
            let s = \"\"\"
                wow! try! as!
                \"\"\"
            let r = #"raw"! \\(not)"#
            #if !os(Linux)
            #endif
            """
        #expect(SourceLint.findings(in: text, path: "Sources/SiteCore/X.swift").isEmpty)
    }

    @Test func uncheckedSendableNeedsCMarkBridgeAndAReason() {
        let bare = "final class Box: @unchecked Sendable {}\n"
        let reasonAbove = "// wraps a cmark node pointer, used on one thread\nfinal class Box: @unchecked Sendable {}\n"
        let reasonBeside = "final class Box: @unchecked Sendable {}   // wraps a cmark parser pointer\n"
        let mentioned = "/// Not `@unchecked Sendable`: a Mutex guards it.\nfinal class Box: Sendable {}\n"
        #expect(SourceLint.findings(in: reasonAbove, path: "Sources/SiteCore/Box.swift").map(\.line) == [2])
        #expect(SourceLint.findings(in: bare, path: "Sources/CMarkBridge/Box.swift").map(\.line) == [1])
        #expect(SourceLint.findings(in: reasonAbove, path: "Sources/CMarkBridge/Box.swift").isEmpty)
        #expect(SourceLint.findings(in: reasonBeside, path: "Sources/CMarkBridge/Box.swift").isEmpty)
        #expect(SourceLint.findings(in: mentioned, path: "Sources/SiteCore/Box.swift").isEmpty)
    }

    @Test func nonisolatedUnsafeIsHeldToTheSameRule() {
        let global = "nonisolated(unsafe) var cache: [String: Int] = [:]\n"
        let pointer = "/// the C allocator cmark calls, set once\nnonisolated(unsafe) let allocator = makeAllocator()\n"
        #expect(SourceLint.findings(in: global, path: "Sources/SiteCore/Cache.swift").map(\.line) == [1])
        #expect(SourceLint.findings(in: global, path: "Sources/CMarkBridge/Cache.swift").map(\.line) == [1])
        #expect(SourceLint.findings(in: pointer, path: "Sources/CMarkBridge/Arena.swift").isEmpty)
    }
}

/// Force-unwraps and unchecked sendability in a Swift file's code, its comments and the text of
/// its string literals left out (interpolations are code, and are read).
enum SourceLint {
    struct Finding: CustomStringConvertible, Equatable {
        var path: String
        var line: Int
        var message: String

        var description: String { "\(path):\(line): \(message)" }
    }

    static func findings(in text: String, path: String) -> [Finding] {
        let raw = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let code = codeLines(of: text)
        var found: [Finding] = []
        for (index, line) in code.enumerated() {
            if line.range(of: #"[A-Za-z0-9_)\]]!(?!=)"#, options: .regularExpression) != nil {
                found.append(Finding(path: path, line: index + 1, message: "a force-unwrap, try!, as! or implicitly unwrapped optional"))
            }
            guard let optOut = ["@unchecked Sendable", "nonisolated(unsafe)"].first(where: line.contains) else { continue }
            if !path.hasPrefix("Sources/CMarkBridge/") {
                found.append(Finding(path: path, line: index + 1, message: "\(optOut) outside CMarkBridge: use a Mutex or an actor"))
            } else if !hasReason(raw, line: index) {
                found.append(Finding(path: path, line: index + 1, message: "\(optOut) without a reason comment above or beside it"))
            }
        }
        return found
    }

    /// A comment on the line itself or on the line above.
    private static func hasReason(_ raw: [String], line: Int) -> Bool {
        let beside = raw[line].contains("//")
        let above = line > 0 && raw[line - 1].trimmingCharacters(in: .whitespaces).hasPrefix("//")
        return beside || above
    }

    /// The text's lines with comments and string-literal text blanked; a string's interpolations
    /// (`\(…)`) stay, as they are code.
    static func codeLines(of text: String) -> [String] {
        var scanner = CodeScanner(Array(text))
        return scanner.code().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private struct CodeScanner {
        private enum Context {
            case string(hashes: Int, multiline: Bool)
            case interpolation(depth: Int)
        }

        private let characters: [Character]
        private var index = 0
        private var contexts: [Context] = []
        private var kept = ""

        init(_ characters: [Character]) { self.characters = characters }

        mutating func code() -> String {
            while index < characters.count {
                if case .string(let hashes, let multiline) = contexts.last {
                    inString(hashes: hashes, multiline: multiline)
                } else {
                    inCode()
                }
            }
            return kept
        }

        private func starts(_ text: String) -> Bool { characters[index...].starts(with: Array(text)) }

        /// Skips to `end`, keeping only the line breaks so line numbers stay.
        private mutating func skip(count: Int) {
            for character in characters[index..<min(index + count, characters.count)] where character == "\n" { kept.append("\n") }
            index += count
        }

        private mutating func inString(hashes: Int, multiline: Bool) {
            let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            if starts(close) {
                contexts.removeLast()
                kept.append("\"")
                index += close.count
            } else if starts(escape + "(") {
                contexts.append(.interpolation(depth: 1))
                kept.append("(")
                index += escape.count + 1
            } else {
                skip(count: hashes == 0 && characters[index] == "\\" ? 2 : 1)
            }
        }

        private mutating func inCode() {
            if starts("//") {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                return
            }
            if starts("/*") {
                var end = index + 2
                while end < characters.count, !characters[end...].starts(with: ["*", "/"]) { end += 1 }
                skip(count: min(end + 2, characters.count) - index)
                return
            }
            var hashes = 0
            while index + hashes < characters.count, characters[index + hashes] == "#" { hashes += 1 }
            if index + hashes < characters.count, characters[index + hashes] == "\"" {
                index += hashes
                let multiline = starts("\"\"\"")
                contexts.append(.string(hashes: hashes, multiline: multiline))
                kept.append("\"")
                index += multiline ? 3 : 1
                return
            }
            let character = characters[index]
            if case .interpolation(let depth) = contexts.last {
                if character == "(" { contexts[contexts.count - 1] = .interpolation(depth: depth + 1) }
                if character == ")" {
                    if depth == 1 { contexts.removeLast() } else { contexts[contexts.count - 1] = .interpolation(depth: depth - 1) }
                }
            }
            kept.append(character)
            index += 1
        }
    }
}
