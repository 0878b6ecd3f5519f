import Foundation
import Testing
@testable import SiteCore

private let gitIsAvailable: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "--version"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}()

/// Runs git in `folder` with a fixed identity, so the test does not depend on the machine's config.
private func git(_ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
}

@Suite struct ContentVersionReaderTests {
    @Test(.enabled(if: gitIsAvailable, "skipped: git is not installed"))
    func namesTheCommitAndNoticesChangesInTheContentFolderOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write("## Criteria\n\nx\n", to: "content/web/link.md")
        try folder.write("notes\n", to: "README.md")
        try git(["init", "-q"], in: folder.url)
        try git(["add", "."], in: folder.url)
        try git(["commit", "-q", "-m", "first"], in: folder.url)
        let content = folder.url.appendingPathComponent("content")
        let clean = try #require(ContentVersionReader().version(of: content))
        #expect(clean.commit.count >= 7 && clean.commit.allSatisfy(\.isHexDigit))
        #expect(!clean.isDirty)

        try folder.write("changed\n", to: "README.md")
        #expect(ContentVersionReader().version(of: content)?.isDirty == false, "changes outside the content folder do not count")
        try folder.write("## Criteria\n\ny\n", to: "content/web/new.md")
        #expect(ContentVersionReader().version(of: content) == ContentVersion(commit: clean.commit, isDirty: true))
    }

    @Test func aFolderOutsideAnyRepositoryHasNoVersion() throws {
        let folder = try TemporaryFolder()
        // GIT_CEILING_DIRECTORIES is not needed: the system temporary folder is not in a repository.
        #expect(ContentVersionReader().version(of: folder.url) == nil)
    }

    @Test func missingGitMeansNoVersionNotAFailure() throws {
        let folder = try TemporaryFolder()
        let reader = ContentVersionReader(launcher: folder.url.appendingPathComponent("no-such-program"))
        #expect(reader.version(of: folder.url) == nil)
    }
}
