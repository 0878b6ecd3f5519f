import ArgumentParser
import Foundation
import SiteCore

/// `criteria check`: the content rules over a content folder, without building.
struct CheckCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
        case github
        case junit
    }

    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the content for problems without building.",
        discussion: """
        Text diagnostics go to standard error as path:line:col: error|warning: message [rule], then a summary \
        on standard output; --format json prints only a JSON array of {file, line, column, severity, rule, message, note} \
        on standard output; --format github prints GitHub Actions workflow commands \
        (::error file=…,line=…,col=…,title=RULE::message) and the summary line, and --format junit JUnit XML \
        (one test case a file, one failure a problem), both on standard output. --coverage then lists, on \
        standard output, the WCAG 2.2 Level A and AA success criteria that no page cites, by principle. Rules: \(CheckRule.allCases.map(\.id).joined(separator: ", ")). \
        Exit status: 0 no errors (warnings allowed unless --strict), 1 errors, 2 bad usage.
        """
    )

    @OptionGroup var folders: SiteFolders
    @Option(help: "text, json, github (GitHub Actions annotations) or junit (JUnit XML).") var format: Format = .text
    @OptionGroup var strictness: StrictOption
    @Flag(help: "Also list the WCAG 2.2 Level A and AA success criteria no page cites (text format only).") var coverage = false

    var content: String { folders.contentFolder }
    var assets: String? { folders.assets }
    var config: String? { folders.config }

    func validate() throws {
        if coverage, format != .text { throw ValidationError("--coverage prints text: leave out --format \(format.rawValue)") }
    }

    func run() throws {
        try folders.requireExisting()
        // Nothing is written: the output folder only tells the loader what to skip. The theme is
        // loaded as a build loads it, so a config naming a missing theme fails here too.
        let contentRoot = BuildCommand.url(content)
        let site = SiteInput(contentRoot: contentRoot, outputRoot: contentRoot.appendingPathComponent(".criteria-check"),
                             assetsRoot: assets.map(BuildCommand.url), configFile: config.map(BuildCommand.url),
                             defaultTheme: DefaultThemeLocator.locate())
        var diagnostics = Diagnostics()
        let files = Pipeline().check(site, into: &diagnostics)
        let shown = Report.shown(diagnostics, contentFolder: content)
        switch format {
        case .text:
            Report.print(diagnostics, contentFolder: content, writeFailure: nil)
            print(Report.checkSummary(pages: files.count, diagnostics: diagnostics))
            if coverage { printCoverage(site) }
        case .json:
            FileHandle.standardOutput.write(Data(DiagnosticsJSON.encode(shown).utf8))
        case .github:
            FileHandle.standardOutput.write(Data(GitHubAnnotations.encode(shown).utf8))
            print(Report.checkSummary(pages: files.count, diagnostics: diagnostics))
        case .junit:
            let names = files.map { Report.displayPath($0, contentFolder: content) }
            FileHandle.standardOutput.write(Data(JUnitReport.encode(files: names, diagnostics: shown).utf8))
        }
        if diagnostics.hasErrors || (strictness.warningsAsErrors && diagnostics.warningCount > 0) { throw ExitCode(1) }
    }

    /// The pages are parsed again: `check` keeps no pages, and coverage is asked for seldom.
    private func printCoverage(_ site: SiteInput) {
        var unreported = Diagnostics()   // the check above reported them
        let gaps = WCAGCoverage.uncited(by: Pipeline().parsedPages(site, into: &unreported))
        let missing = gaps.map(\.criteria.count).reduce(0, +)
        guard missing > 0 else {
            print("Every WCAG 2.2 Level A and AA success criterion is cited.")
            return
        }
        print("WCAG 2.2 Level A and AA success criteria no page cites: \(missing) of \(WCAGCoverage.levelAAndAA.count)")
        for gap in gaps {
            print(gap.principle)
            for criterion in gap.criteria { print("  \(criterion.number) \(criterion.name) (Level \(criterion.level.rawValue))") }
        }
    }
}
