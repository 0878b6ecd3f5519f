import ArgumentParser
import Foundation
import SiteCore

/// `criteria export`: every page's sections as JSON, or the Gherkin sections as `.feature` files.
struct ExportCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, feature
    }

    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the criteria: every page's sections as JSON, or Gherkin sections as Cucumber .feature files.",
        discussion: """
        --format json writes one JSON document (to standard output without --output); --format feature writes \
        one <folders>/<page>.feature per page with a Gherkin section under --output DIR, and removes the ones an \
        earlier export wrote there that no page writes now, unless edited (DIR/.criteria-export lists them). \
        Existing files are replaced only with --force. Content a build refuses is refused here: its errors are printed and nothing is written. \
        Exit status: 0 written (warnings allowed), 1 content errors or existing files (nothing written), 2 bad usage.
        """
    )

    @Option(help: "json or feature.") var format: Format
    @OptionGroup var contentGiven: ContentFolder
    @Option(help: "The media folder that relative media paths resolve against (default: <content>/assets).") var assets: String?
    @Option(help: "The JSON file (default: standard output), or the folder for .feature files.") var output: String?
    @Option(help: "A configuration file (default: <content>/criteria.yml).") var config: String?
    @Flag(help: "Replace files that already exist.") var force = false
    @OptionGroup var strictness: StrictOption

    func validate() throws {
        if format == .feature, output == nil { throw ValidationError("--format feature needs --output DIR") }
    }

    var content: String { contentGiven.path }

    func run() throws {
        // Checked here, not in `validate()`, so that a mistyped option is named first (`SiteFolders`).
        try SiteFolders.requireFolder(content, naming: "content folder")
        if let assets { try SiteFolders.requireFolder(assets, naming: "--assets folder") }
        if let config { try SiteFolders.requireFile(config, naming: "--config file") }
        if let output, format == .feature {
            try Self.checkFeatureFolder(output, content: content)
        } else if let output {
            try SiteFolders.requireOutputFile(output, content: content)
        }
        let site = SiteInput(contentRoot: BuildCommand.url(content), outputRoot: BuildCommand.url(".criteria-export-unused"),
                             assetsRoot: assets.map(BuildCommand.url), configFile: config.map(BuildCommand.url),
                             defaultTheme: DefaultThemeLocator.locate())
        var diagnostics = Diagnostics()
        let (pages, export) = Pipeline().exportable(site, into: &diagnostics)
        try Report.refuseFailing(diagnostics, contentFolder: content, warningsAsErrors: strictness.warningsAsErrors)
        do {
            try write(pages, with: export)
        } catch {
            Report.standardError("error: \(error)")
            throw ExitCode(1)
        }
    }

    private func write(_ pages: [CriteriaPage], with export: SiteExport) throws {
        switch format {
        case .json:
            let json = export.json(pages)
            guard let output else { return print(json, terminator: "") }
            try DerivedFilesWriter().writeFile(json, to: BuildCommand.url(output), input: BuildCommand.url(content), force: force)
            Report.standardError("Exported \(Report.count(pages.count, "page")) to \(output)")
        case .feature:
            guard let output else { throw ValidationError("--format feature needs --output DIR") }   // `validate()` asked first
            let features = export.features(pages)
            let left = try DerivedFilesWriter().writeRecorded(features.map { ($0.path, $0.text) }, input: BuildCommand.url(content),
                                                              to: BuildCommand.url(output), force: force)
            Report.standardError("Exported \(Report.count(features.count, "feature file")) (pages with a Gherkin section) into \(output)")
            reportLeftBehind(left, in: output)
        }
    }

    /// The files an earlier export wrote that no page writes now: those removed, those kept
    /// because they were edited since (which a test runner would still run), and those that
    /// could not be removed.
    private func reportLeftBehind(_ left: DerivedFilesWriter.LeftBehind, in output: String) {
        if let other = left.otherSource {
            Report.standardError("note: \(output) holds an export of other content (\(other.isEmpty ? "unknown" : other)): "
                                 + "no feature file of it was removed")
        }
        if !left.removed.isEmpty {
            Report.standardError("Removed \(Report.count(left.removed.count, "feature file")) an earlier export wrote and no page writes now: "
                                 + Self.listed(left.removed))
        }
        for path in left.kept {
            // In the diagnostics' form (`path:line:col:`), which editors and CI annotations read.
            Report.standardError("\(output)/\(path):1:1: warning: an earlier export wrote this file and no page writes it now; "
                                 + "it was edited since, so it is kept: remove it if it should not run")
        }
        for (path, reason) in left.failed {
            Report.standardError("\(output)/\(path):1:1: warning: an earlier export wrote this file and no page writes it now, "
                                 + "but it could not be removed: \(reason)")
        }
    }

    /// The folder for feature files, before the content is read: named, not the content folder,
    /// inside it or around it, not named as a feature file (`features/x.feature`), and not inside
    /// another export's folder, where a test runner reading that folder would run every scenario
    /// twice. Each refusal is bad usage.
    private static func checkFeatureFolder(_ output: String, content: String) throws {
        guard !output.isEmpty else { throw UsageError("--output is empty; name the folder to write") }
        let target = BuildCommand.url(output)
        do {
            try DerivedFilesWriter().checkFolders(input: BuildCommand.url(content), output: target)
        } catch {
            throw UsageError(error.description)
        }
        if target.lastPathComponent.hasSuffix(".feature") {
            throw UsageError("--output \(output) names a .feature file; give the folder to write the feature files into")
        }
        if let enclosing = ExportRecord.enclosingExport(of: target) {
            throw UsageError("--output \(output) is inside \(enclosing.path), which an earlier export wrote (its \(ExportRecord.fileName)): "
                             + "a test runner reading that folder would run these scenarios twice; export into it, or into a folder beside it")
        }
    }

    private static func listed(_ paths: [String]) -> String {
        paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", and \(paths.count - 5) more" : "")
    }
}
