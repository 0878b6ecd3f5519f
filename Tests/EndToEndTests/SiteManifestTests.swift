import Foundation
import Testing

/// The safety net for restructuring: whole sites and their diagnostics compared byte for byte
/// with the manifests in `Expected/Manifests/` (`scripts/site-manifest.py`: one
/// `path sha256 size` line per file). A change that alters any page, asset, index file or
/// diagnostic fails here; one that means to runs `UPDATE_GOLDEN=1` and reviews the diff.
/// Builds run with `--verbose`, which reports every diagnostic, and its stage times are left out.
@Suite(.serialized) struct SiteManifestTests {
    @Test func defaultContentSiteAndDiagnosticsMatchTheirManifest() throws {
        let scratch = try Scratch()
        let output = scratch.url.appendingPathComponent("public").path
        let result = try CriteriaRunner.run(["build", "--verbose", "--content", "content", "--output", output],
                                            in: CriteriaRunner.repositoryRoot)
        #expect(result.status == 0, "\(result.standardError)")
        try assertManifest(of: output, standardError: result.standardError, name: "content")
    }

    @Test(.enabled(if: Corpus.isAvailable, "skipped: the shared corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout"))
    func corpusSiteAndDiagnosticsMatchTheirManifest() throws {
        let scratch = try Scratch()
        let output = scratch.url.appendingPathComponent("public").path
        let result = try CriteriaRunner.run(["build", "--verbose", "--content", "documentation", "--assets", "assets", "--output", output],
                                            in: Corpus.root)
        #expect(result.status == 0, "\(result.standardError)")
        try assertManifest(of: output, standardError: result.standardError, name: "corpus")
    }

    /// A thousand pages made by `Benchmarks/generate_corpus.py` with a fixed seed: the folder
    /// overviews, search shards and reused shapes of a site bigger than the corpus. Its standard
    /// error (over a megabyte) is kept as a digest; the corpus test above shows the text.
    @Test(.enabled(if: Corpus.isAvailable, "skipped: the shared corpus (../shared/corpus/magentaa11y-v2) is not beside this checkout"))
    func thousandGeneratedPagesAndTheirDiagnosticsMatchTheirManifest() throws {
        let scratch = try Scratch()
        let generator = CriteriaRunner.repositoryRoot.appendingPathComponent("Benchmarks/generate_corpus.py")
        let generated = try CriteriaRunner.run(["python3", generator.path, "--pages", "1000", "--seed", "1", "--out", "pages",
                                                "--corpus", Corpus.documentation.path],
                                               in: scratch.url, program: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(generated.status == 0, "\(generated.standardError)")
        let output = scratch.url.appendingPathComponent("public").path
        let result = try CriteriaRunner.run(["build", "--verbose", "--content", "pages", "--output", output], in: scratch.url)
        #expect(result.status == 0)
        let digest = try manifestTool(["--digest"], input: Data(Self.withoutStageTimes(result.standardError).utf8))
        try assertManifest(of: output, standardError: digest, name: "generated-1000")
    }

    private func assertManifest(of site: String, standardError: String, name: String,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        assertGoldenText(try manifestTool([site]), "Manifests/\(name).site.txt", sourceLocation: sourceLocation)
        assertGoldenText(Self.withoutStageTimes(standardError), "Manifests/\(name).stderr.txt", sourceLocation: sourceLocation)
    }

    /// `--verbose`'s stage lines (`load        0.083 s   resident …`, `  parse, thread time 0.053 s`)
    /// left out: diagnostics always hold `: ` before any figure, stage lines never do.
    static func withoutStageTimes(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.range(of: #"^ *[A-Za-z][A-Za-z ,]* +[0-9]+\.[0-9]{3} s( |$)"#, options: .regularExpression) == nil }
            .joined(separator: "\n")
    }

    /// Runs `scripts/site-manifest.py` with `arguments`, `input` on its standard input.
    private func manifestTool(_ arguments: [String], input: Data? = nil) throws -> String {
        let script = CriteriaRunner.repositoryRoot.appendingPathComponent("scripts/site-manifest.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments
        let output = Pipe(), feed = Pipe()
        process.standardOutput = output
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        try process.run()
        if let input {
            // The digest's input (about a megabyte) outgrows the pipe: write it on another thread.
            DispatchQueue.global().async {
                feed.fileHandleForWriting.write(input)
                try? feed.fileHandleForWriting.close()
            }
        }
        let text = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "site-manifest.py \(arguments.joined(separator: " ")) failed")
        return String(decoding: text, as: UTF8.self)
    }
}
