import Foundation
import Testing
@testable import SiteCore

/// Where a build finds the default theme: in the package the program was built in, where
/// `make install` puts it, or in the current folder, whichever way the program was started.
@Suite struct DefaultThemeLocatorTests {
    /// A folder that passes for a theme: it has the page template.
    private func makeTheme(_ folder: TemporaryFolder, at path: String) throws -> URL {
        try folder.write("{{{content}}}", to: path + "/templates/page.mustache").deletingLastPathComponent().deletingLastPathComponent()
    }

    private func makeProgram(_ folder: TemporaryFolder, at path: String) throws -> String {
        try folder.write("#!/bin/sh\n", to: path).path
    }

    /// Where the theme is beside the program: in the package it was built in (three folders
    /// up), and where `make install` puts it (`<prefix>/share/criteria`, beside `<prefix>/bin`).
    @Test(arguments: [("package/themes/default", "package/.build/x86_64-unknown-linux-gnu/release/criteria"),
                      ("prefix/share/criteria/themes/default", "prefix/bin/criteria")])
    func findsTheThemeBesideTheProgram(theme themePath: String, program programPath: String) throws {
        let folder = try TemporaryFolder()
        let theme = try makeTheme(folder, at: themePath)
        let program = try makeProgram(folder, at: programPath)
        let elsewhere = folder.url.appendingPathComponent("elsewhere").path
        #expect(DefaultThemeLocator.locate(executable: program, currentDirectory: elsewhere)?.standardizedFileURL == theme.standardizedFileURL)
    }

    @Test func followsALinkToTheProgram() throws {
        let folder = try TemporaryFolder()
        let theme = try makeTheme(folder, at: "package/themes/default")
        let program = try makeProgram(folder, at: "package/.build/release/criteria")
        let link = folder.url.appendingPathComponent("bin/criteria")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: program)
        #expect(DefaultThemeLocator.locate(executable: link.path, currentDirectory: folder.url.path)?.standardizedFileURL
            == theme.standardizedFileURL)
    }

    @Test func fallsBackToTheCurrentFolderAndPassesOverFoldersWithoutThePageTemplate() throws {
        let folder = try TemporaryFolder()
        try folder.write("stray", to: "bin/themes/default/README.md")
        let program = try makeProgram(folder, at: "bin/criteria")
        let working = folder.url.appendingPathComponent("site")
        #expect(DefaultThemeLocator.locate(executable: program, currentDirectory: working.path) == nil)
        let theme = try makeTheme(folder, at: "site/themes/default")
        #expect(DefaultThemeLocator.locate(executable: program, currentDirectory: working.path)?.standardizedFileURL == theme.standardizedFileURL)
        #expect(DefaultThemeLocator.locate(executable: nil, currentDirectory: working.path)?.standardizedFileURL == theme.standardizedFileURL)
    }

    @Test func withoutADefaultThemeACompleteThemeBuildsAndAnIncompleteOneSaysWhy() throws {
        let folder = try TemporaryFolder()
        var sink = Diagnostics()
        let complete = ThemeLoader().load(layers: [TestPaths.defaultTheme], missingDefaultTheme: folder.url, into: &sink)
        #expect(sink.all.isEmpty)
        #expect(Theme.requiredTemplates.allSatisfy { complete.templates[$0] != nil })

        let partial = try makeTheme(folder, at: "partial")
        _ = ThemeLoader().load(layers: [partial], missingDefaultTheme: folder.url.appendingPathComponent("themes/default"), into: &sink)
        let missing = Theme.requiredTemplates.filter { $0 != "page" }
        #expect(sink.all.map(\.message) == missing.map { "the theme has no \($0).mustache template" })
        #expect(sink.all.compactMap(\.note) == ["the default theme was not found beside the criteria program or in the current folder, so every template must be in the theme"])

        var none = Diagnostics()
        let expected = folder.url.appendingPathComponent("themes/default")
        _ = ThemeLoader().load(layers: [], missingDefaultTheme: expected, into: &none)
        #expect(none.all.map(\.location.file) == [expected.path])
        #expect(none.all.map(\.message) == ["the default theme was not found beside the criteria program or in the current folder"])
    }
}
