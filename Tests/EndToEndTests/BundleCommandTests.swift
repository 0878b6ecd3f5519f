import Foundation
import Testing

@Suite struct BundleCommandTests {
    let sites = CriteriaRunner.testsFolder.appendingPathComponent("Sites")

    @Test func bundleWritesAZipAndTheSameTreeAsAFolder() throws {
        let scratch = try Scratch()
        let result = try CriteriaRunner.run(["bundle", "--content", sites.appendingPathComponent("seeds/content").path,
                                             "--output", "dist/seeds.zip", "--folder", "seeds-site"], in: scratch.url)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardOutput.contains("Bundled 3 pages ("))
        let zip = try Data(contentsOf: scratch.url.appendingPathComponent("dist/seeds.zip"))
        #expect(zip.starts(with: [0x50, 0x4B, 0x03, 0x04]), "a zip archive")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("dist").path) == ["seeds.zip"])
        let folder = scratch.url.appendingPathComponent("seeds-site")
        let home = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(home.contains("<p class=\"build-info\">Built on "))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".criteria-manifest").path))
    }

    /// From `file://` a link to a folder opens a directory listing: every relative link and
    /// asset of every page must name a file that the bundle holds.
    @Test func everyRelativeURLOfTheBundleNamesAFileInIt() throws {
        let scratch = try Scratch()
        let result = try CriteriaRunner.run(["bundle", "--quiet", "--content", sites.appendingPathComponent("seeds/content").path,
                                             "--folder", "site"], in: scratch.url)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let root = scratch.url.appendingPathComponent("site").standardizedFileURL
        var checked = 0
        for page in generatedFiles(in: root) where page.hasSuffix(".html") {
            let html = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            for url in Self.urls(in: html) {
                guard !url.hasPrefix("#"), !url.hasPrefix("data:"), !url.contains(":"), !url.hasPrefix("/") else { continue }
                let path = String(url.prefix { $0 != "#" && $0 != "?" }).removingPercentEncoding ?? url
                let target = root.appendingPathComponent(page).deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory)
                #expect(exists && !isDirectory.boolValue, "\(page): \(url) does not name a file of the bundle")
                #expect(target.path.hasPrefix(root.path + "/"), "\(page): \(url) leaves the bundle")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func aBundleWithErrorsWritesNothing() throws {
        let scratch = try Scratch()
        let result = try CriteriaRunner.run(["bundle", "--content", sites.appendingPathComponent("broken/content").path,
                                             "--output", "broken.zip", "--folder", "broken-site"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("error: unknown configuration key \"colour\""))
        #expect(result.standardOutput.contains("Bundle failed"))
        #expect(result.standardOutput.contains("; broken.zip was not written"), "\(result.standardOutput)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty, "no archive, folder or temporary file")
    }

    /// The archive is written before the folder: when the folder is refused, the summary says
    /// the archive was written and the folder was left as it was.
    @Test func aRefusedFolderAfterTheArchiveIsReportedForEach() throws {
        let scratch = try Scratch()
        let folder = scratch.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("mine.txt"))
        let result = try CriteriaRunner.run(["bundle", "--content", sites.appendingPathComponent("seeds/content").path,
                                             "--output", "out.zip", "--folder", "site"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("; out.zip was written, site was left unchanged"), "\(result.standardOutput)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["mine.txt"])
    }

    static let gitIsAvailable = (try? git(["--version"], in: FileManager.default.temporaryDirectory)) == true

    @Test(.enabled(if: gitIsAvailable, "skipped: git is not installed"))
    func theHomePageNamesTheContentCommit() throws {
        let scratch = try Scratch()
        let content = scratch.url.appendingPathComponent("repo/content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("web"), withIntermediateDirectories: true)
        try Data("## Criteria\n\n- Works\n".utf8).write(to: content.appendingPathComponent("web/link.md"))
        let repo = scratch.url.appendingPathComponent("repo")
        #expect(try Self.git(["init", "-q"], in: repo))
        #expect(try Self.git(["add", "."], in: repo))
        #expect(try Self.git(["commit", "-q", "-m", "content"], in: repo))
        let result = try CriteriaRunner.run(["bundle", "--quiet", "--content", "repo/content", "--folder", "site"], in: scratch.url,
                                            inGit: true)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let home = try String(contentsOf: scratch.url.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(home.range(of: "from content version [0-9a-f]{7,}\\.</p>", options: .regularExpression) != nil, "\(home)")
    }

    @Test func buildTakesABaseURLForSitemapAnd404AndRejectsABadOne() throws {
        let scratch = try Scratch()
        let seeds = sites.appendingPathComponent("seeds/content").path
        let result = try CriteriaRunner.run(["build", "--quiet", "--content", seeds, "--output", "public",
                                             "--base-url", "https://intranet.example.com/a11y/"], in: scratch.url)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let sitemap = try String(contentsOf: scratch.url.appendingPathComponent("public/sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://intranet.example.com/a11y/native/controls/link/</loc>"))
        let notFound = try String(contentsOf: scratch.url.appendingPathComponent("public/404.html"), encoding: .utf8)
        #expect(notFound.contains("href=\"/a11y/_assets/criteria.css\""))
        let home = try String(contentsOf: scratch.url.appendingPathComponent("public/index.html"), encoding: .utf8)
        #expect(!home.contains("build-info"), "ordinary builds stay deterministic")
        let bad = try CriteriaRunner.run(["build", "--content", seeds, "--base-url", "intranet/a11y"], in: scratch.url)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--base-url intranet/a11y is not an absolute http or https URL"))
    }

    static func urls(in html: String) -> [String] {
        var urls: [String] = []
        for attribute in ["href=\"", "src=\""] {
            for piece in html.components(separatedBy: attribute).dropFirst() {
                urls.append(String(piece.prefix { $0 != "\"" }).replacingOccurrences(of: "&amp;", with: "&"))
            }
        }
        return urls
    }

    /// Runs git with a fixed identity; false when git cannot be started.
    static func git(_ arguments: [String], in folder: URL) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
