import ArgumentParser
import Foundation
import SiteCore

/// `criteria plan`: the checks of chosen pages as a test plan (CSV, Markdown, Jira, text, JSON),
/// the same bytes as the site's test-plan builder downloads (docs/plans.md).
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Write a test plan: the checks of chosen pages as CSV, a Markdown task list, Jira markup, text or JSON.",
        discussion: """
        Pages are chosen by --select (page paths, folders or globs; default: all), checks by --wcag, --platform and \
        --include. Without --output the plan goes to standard output; an existing file is replaced only with --force. \
        Content a build refuses is refused here: its errors are printed and nothing is written. \
        Exit status: 0 written (warnings allowed), 1 content errors or a file that cannot be written (nothing written), 2 bad usage, \
        a selection that matches nothing, an unknown profile, platform or success criterion, --profile or --bom with a format other \
        than csv (nothing written).
        """
    )

    @Option(help: "csv, markdown, jira, text or json.") var format: String
    @Option(parsing: .upToNextOption, help: "Page paths (web/component/button.md), folders (web/) or globs (web/**/button*).")
    var select: [String] = []
    @Option(help: "Only checks citing one of these WCAG success criteria: \"1.4.3, 2.4.7\" (labels and names around the numbers are skipped: \"SC 1.4.11 Non-text Contrast\").")
    var wcag: String?
    @Option(parsing: .upToNextOption, help: "web, android, ios or native (android and ios take native checks too).")
    var platform: [String] = []
    @Option(parsing: .upToNextOption, help: "Which tabs' checks: condensed, gherkin, criteria (default: all).")
    var include: [String] = []
    @Option(help: "The CSV's columns: generic (the default), testrail, azure or xray.") var profile: String?
    @Flag(help: "Start the CSV with a UTF-8 byte order mark (for Excel).") var bom = false
    @Option(help: "The heading of Markdown, Jira and text plans.") var title = "Test plan"
    @Option(help: "The content folder.") var content = "content"
    // As `build` and `check` take it, so a pipeline passes the same folders to each: media are
    // checked, and a missing one is a warning `--strict` refuses.
    @Option(help: "The media folder that relative media paths resolve against (default: <content>/assets).") var assets: String?
    @Option(help: "A configuration file (default: <content>/criteria.yml).") var config: String?
    @OptionGroup var address: BaseURLOption
    @Option(help: "The file to write (default: standard output).") var output: String?
    @Flag(help: "Replace the file if it exists.") var force = false
    @OptionGroup var strictness: StrictOption

    func validate() throws {
        guard PlanFormat(rawValue: format) != nil else {
            throw ValidationError("unknown format \(format); expected one of: \(PlanFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let profile, CSVProfile(rawValue: profile) == nil {
            throw ValidationError("unknown profile \(profile); expected one of: \(CSVProfile.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        // Said rather than ignored: a plan asked for in Azure's columns and written as Markdown
        // would look like a plan that lost its profile.
        if format != PlanFormat.csv.rawValue, let option = profile != nil ? "--profile" : bom ? "--bom" : nil {
            throw ValidationError("\(option) is for --format csv; --format \(format) has no columns or byte order mark")
        }
        // An empty --wcag (an unset variable in a pipeline: `--wcag "$SC"`) is said, not read as
        // every criterion: the plan written would look like the one asked for.
        if let wcag, PlanSelection.isBlank(wcag) {
            throw ValidationError("--wcag is empty; give WCAG 2.2 numbers such as 2.4.7, or leave the option out for every criterion")
        }
        if let unknown = Self.names(include).first(where: { !["condensed", "gherkin", "criteria"].contains($0) }) {
            throw ValidationError("unknown --include \(unknown); expected condensed, gherkin or criteria")
        }
    }

    func run() throws {
        // Checked here, not in `validate()`, so that a mistyped option is named first (`SiteFolders`).
        try SiteFolders.requireFolder(content, naming: "content folder")
        if let assets { try SiteFolders.requireFolder(assets, naming: "--assets folder") }
        if let config { try SiteFolders.requireFile(config, naming: "--config file") }
        if let output { try SiteFolders.requireOutputFile(output, content: content) }
        let site = SiteInput(contentRoot: BuildCommand.url(content), outputRoot: BuildCommand.url(".criteria-plan-unused"),
                             assetsRoot: assets.map(BuildCommand.url), configFile: config.map(BuildCommand.url),
                             defaultTheme: DefaultThemeLocator.locate(), baseURL: address.baseURL)
        var diagnostics = Diagnostics()
        let (rows, linkBase) = Pipeline().plannable(site, into: &diagnostics)
        try Report.refuseFailing(diagnostics, contentFolder: content, warningsAsErrors: strictness.warningsAsErrors)
        let selection: PlanSelection, checks: [PlanCheck]
        switch PlanSelection.criteria(in: wcag ?? "") {
        case .success(let numbers):
            selection = PlanSelection(pages: Self.list(select), wcag: numbers, platforms: Self.names(platform), sections: Self.names(include))
        case .failure(let problem): throw UsageError(problem.description)
        }
        switch selection.select(rows) {
        case .success(let chosen): checks = chosen
        case .failure(let problem): throw UsageError(problem.description)
        }
        let uncited = selection.uncited(by: checks)
        if !uncited.isEmpty {
            Report.standardError("note: no check of the selection cites \(uncited.joined(separator: ", ")); the plan holds those citing "
                                 + selection.wcag.filter { !uncited.contains($0) }.joined(separator: ", ")
                                 + " (pages may cite it outside their checks: the site's WCAG index lists them)")
        }
        let options = PlanOptions(title: title, linkBase: linkBase, profile: profile.flatMap(CSVProfile.init(rawValue:)) ?? .generic, byteOrderMark: bom)
        let text = PlanWriter().write(checks, format: PlanFormat(rawValue: format) ?? .csv, options: options)
        try write(text, count: checks.count)
    }

    private func write(_ text: String, count: Int) throws {
        guard let output else { return print(text, terminator: "") }
        do {
            try DerivedFilesWriter().writeFile(text, to: BuildCommand.url(output), input: BuildCommand.url(content), force: force)
        } catch {
            Report.standardError("error: \(error)")
            throw ExitCode(1)
        }
        Report.standardError("Wrote \(Report.count(count, "check")) to \(output)")
    }

    /// Values given several times or separated by commas, without empty ones.
    static func list(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Names in any case: `iOS`, as the pages write it, is `ios`.
    static func names(_ values: [String]) -> [String] { list(values).map { $0.lowercased() } }
}
