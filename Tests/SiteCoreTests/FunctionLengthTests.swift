import Foundation
import Testing

/// The house rule that no function in `Sources/` is over 50 lines, checked rather than hoped for.
struct FunctionLengthTests {
    static let limit = 50

    @Test func noFunctionInSourcesIsOverFiftyLines() throws {
        let sources = TestPaths.repositoryRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
        var found = 0
        for file in files.sorted() where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let functions = FunctionLengths.functions(in: text)
            found += functions.count
            for function in functions where function.bodyLines > Self.limit {
                Issue.record("Sources/\(file):\(function.line): a function of \(function.bodyLines) lines; the limit is \(Self.limit)")
            }
        }
        #expect(found > 500, "the scan found only \(found) functions; it has stopped seeing them")
        let targets = Set(files.filter { $0.hasSuffix(".swift") }.compactMap { $0.split(separator: "/").first.map(String.init) })
        #expect(targets.isSuperset(of: ["CMarkBridge", "HTMLSanitizer", "SiteCore", "SitePreview", "criteria"]), "scanned: \(targets.sorted())")
    }

    @Test func aFunctionOfFiftyOneLinesIsCaughtAndOneOfFiftyIsNot() {
        func source(_ lines: Int) -> String {
            let body = (1...lines).map { "    let value\($0) = \"{\" // }" }.joined(separator: "\n")
            return "protocol P {\n    func required() -> Int\n}\n\nstruct S {\n    func long(\n        a: Int\n    ) -> Int {\n\(body)\n    }\n}\n"
        }
        #expect(FunctionLengths.functions(in: source(51)).map(\.bodyLines) == [51])
        #expect(FunctionLengths.functions(in: source(50)).map(\.bodyLines) == [50])
    }

    @Test func bracesInStringsAndCommentsAreNotCounted() {
        let text = """
            func a() {
                let s = "}}}"
                /* } */
                let t = \"\"\"
                    }
                    \"\"\"
            }
            init(x: Int) { self.x = x }
            """
        #expect(FunctionLengths.functions(in: text).map(\.bodyLines) == [5, 0])
    }
}

/// Functions (`func`, `init`, `deinit`, `subscript`) of a Swift file and the lines between their
/// braces, found by counting braces outside strings and comments: no parser, but Sources' code
/// keeps to the shapes it reads.
enum FunctionLengths {
    struct Function: Equatable {
        var line: Int
        var bodyLines: Int
    }

    static func functions(in text: String) -> [Function] {
        var scanner = Scanner()
        var found: [Function] = []
        var pending: Int?   // the line of a declaration whose `{` has not come yet
        var open: [(depth: Int, line: Int, braceLine: Int)] = []
        var depth = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = scanner.code(of: String(line))
            if isDeclaration(code) {
                pending = index + 1
            } else if pending != nil, isOtherDeclaration(code) {
                pending = nil   // a protocol's requirement had no body
            }
            for character in code {
                if character == "{" {
                    if let start = pending { open.append((depth, start, index + 1)); pending = nil }
                    depth += 1
                } else if character == "}" {
                    depth -= 1
                    if let last = open.last, last.depth == depth {
                        open.removeLast()
                        found.append(Function(line: last.line, bodyLines: max(0, index - last.braceLine)))
                    }
                }
            }
        }
        return found.sorted { $0.line < $1.line }
    }

    private static func isDeclaration(_ code: String) -> Bool {
        code.range(of: #"(^|[^A-Za-z0-9_.])(func\s|init[?!]?\s*[(<]|deinit\b|subscript\s*[(<])"#, options: .regularExpression) != nil
    }

    private static func isOtherDeclaration(_ code: String) -> Bool {
        code.range(of: #"(^|\s)(var|let|case|class|struct|enum|protocol|extension|actor)\s"#, options: .regularExpression) != nil
    }

    /// Strips comments and string literals from lines read in order, remembering open block
    /// comments and multi-line strings from one line to the next.
    struct Scanner {
        private enum State { case code, blockComment, multilineString }
        private var state = State.code

        mutating func code(of line: String) -> String {
            let characters = Array(line)
            var kept = ""
            var index = 0
            var inString = false
            func starts(_ text: String) -> Bool { characters[index...].starts(with: Array(text)) }
            while index < characters.count {
                switch state {
                case .blockComment:
                    if starts("*/") { state = .code; index += 2 } else { index += 1 }
                case .multilineString:
                    if starts("\"\"\"") { state = .code; index += 3 } else { index += characters[index] == "\\" ? 2 : 1 }
                case .code where inString:
                    if characters[index] == "\"" { inString = false }
                    index += characters[index] == "\\" ? 2 : 1
                case .code:
                    if starts("//") { return kept }
                    if starts("/*") { state = .blockComment; index += 2; continue }
                    if starts("\"\"\"") { state = .multilineString; index += 3; continue }
                    if characters[index] == "\"" { inString = true } else { kept.append(characters[index]) }
                    index += 1
                }
            }
            return kept
        }
    }
}
