import ArgumentParser
import Foundation
import SiteCore

/// `criteria init`: a starter site to edit.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a new site: example pages, settings and a captioned video to edit.",
        discussion: """
        Writes README.md (for editors) and content/: criteria.yml with every setting explained, a web page and a \
        native page with every section, and assets/ with a captioned example video. The folder must be new or \
        empty; with --force, files that already exist are kept as they are (and listed), and nothing is deleted. \
        Exit status: 0 written, 1 nothing written (the folder is not empty, or is a file), 2 bad usage.
        """
    )

    @Argument(help: "The folder to write into (created if missing).") var folder = "."
    @Flag(help: "Write into a folder that is not empty, adding only files that are not there yet.") var force = false

    func run() throws {
        guard let starter = StarterWriter.locate() else {
            Report.standardError("error: \(StarterError.starterMissing)")
            throw ExitCode(1)
        }
        let summary: StarterWriter.Summary
        do {
            summary = try StarterWriter().write(from: starter, into: BuildCommand.url(folder), force: force)
        } catch {
            Report.standardError("error: \(error)")
            throw ExitCode(1)
        }
        let shown = folder == "." ? "this folder" : folder
        print("Wrote \(Report.count(summary.written.count, "file")) into \(shown).")
        if !summary.kept.isEmpty {
            print("Already there, kept as they were (not overwritten): " + summary.kept.joined(separator: ", "))
        }
        let into = folder == "." ? "" : "cd \(folder) && "
        print("Next: \(into)criteria serve   (a preview that rebuilds on every save; README.md says more)")
    }
}
