import Foundation
import Testing

/// Every libFuzzer entry in `Fuzz/Sources` is one the package builds, a make target runs on a
/// corpus of its own, and docs/quality.md explains: an entry nobody runs finds nothing.
@Suite struct FuzzEntryTests {
    static let root = TestPaths.repositoryRoot

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyEntryIsBuiltRunAndDocumented() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Fuzz/Sources").path).sorted()
        #expect(entries == ["SanitizerFuzz", "SiteFuzz"])
        let package = try Self.text("Fuzz/Package.swift"), makefile = try Self.text("Makefile"), docs = try Self.text("docs/quality.md")
        var artifactFolders: [String] = []
        for entry in entries {
            #expect(package.contains(".executableTarget(name: \"\(entry)\""), "\(entry) is not a target of Fuzz/Package.swift")
            let lines = makefile.split(separator: "\n")
            let run = lines.firstIndex { $0.hasPrefix("\t") && $0.contains("Fuzz/.build/release/\(entry) ") }   // a recipe line
            #expect(run != nil, "no make target runs \(entry)")
            if let run {
                let command = lines[run...].prefix(2).joined(separator: " ")   // with its continuation line
                artifactFolders += command.split(whereSeparator: \.isWhitespace).filter { $0.hasPrefix("-artifact_prefix=") }.map(String.init)
            }
            #expect(docs.contains("`\(entry)`"), "docs/quality.md does not describe \(entry)")
            let main = try Self.text("Fuzz/Sources/\(entry)/\(entry).swift")
            #expect(main.contains("@_cdecl(\"LLVMFuzzerTestOneInput\")"), "\(entry) has no libFuzzer entry point")
        }
        #expect(Set(artifactFolders).count == entries.count, "each entry keeps its crashes apart: \(artifactFolders)")
    }
}
