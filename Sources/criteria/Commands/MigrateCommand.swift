import ArgumentParser
import Foundation
import SiteCore

/// `criteria migrate`: older entries (criteria in front matter) → today's format.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Rewrite older entries (criteria in front matter) in today's format, into another folder.",
        discussion: """
        Older entries get sections instead of front-matter criteria; files already in today's format are \
        copied unchanged; folders are mirrored. The input is never written to. \
        Exit status: 0 written, 1 content errors or existing files (nothing written), 2 bad usage.
        """
    )

    @Argument(help: "A Markdown file or a content folder.") var input: String
    @Option(help: "The folder to write into (not the input, nor inside it).") var output: String
    @Option(help: "The folder older entries' {% include %} tags read (default: the config's `includes`, else the nearest `_includes` at or above the input).")
    var includes: String?
    @Flag(help: "Replace files that already exist in the output folder.") var force = false

    /// Checked when the command runs, not in `validate()`, so that a mistyped option is named
    /// first (`SiteFolders`).
    private func requireUsablePaths() throws {
        guard FileManager.default.fileExists(atPath: input) else { throw UsageError("input not found: \(input)") }
        if let includes { try SiteFolders.requireFolder(includes, naming: "--includes folder") }
        do { try DerivedFilesWriter().checkFolders(input: BuildCommand.url(input), output: BuildCommand.url(output)) } catch {
            throw UsageError(error.description)
        }
    }

    func run() throws {
        try requireUsablePaths()
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
        let folder = isDirectory.boolValue ? input : (input as NSString).deletingLastPathComponent
        var diagnostics = Diagnostics()
        let summary: ContentMigration.Summary
        do {
            summary = try ContentMigration().migrate(input: BuildCommand.url(input), output: BuildCommand.url(output),
                                                     includes: includes.map(BuildCommand.url), force: force, into: &diagnostics)
        } catch {
            Report.print(diagnostics, contentFolder: folder, writeFailure: error)
            throw ExitCode(1)
        }
        Report.print(diagnostics, contentFolder: folder, writeFailure: nil)
        guard summary.wrote else {
            print("Nothing written: \(Report.count(diagnostics.errorCount, "error")) in the input")
            throw ExitCode(1)
        }
        print("Migrated \(Report.count(summary.migrated.count, "older entry").replacingOccurrences(of: "entrys", with: "entries")), "
              + "copied \(Report.count(summary.copied.count, "file")) already in today's format, into \(output)")
    }
}
