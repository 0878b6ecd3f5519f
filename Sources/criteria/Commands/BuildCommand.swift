import ArgumentParser
import Foundation
import SiteCore

/// `criteria build`: content folder → static site.
struct BuildCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case github
    }

    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site from a content folder.",
        discussion: """
        Diagnostics go to standard error as path:line:col: error|warning: message. Errors are always printed; \
        warnings in full up to 20, the rest counted by rule (--verbose or `criteria check` prints every one). \
        --format github prints every problem as a GitHub Actions workflow command on standard output instead, \
        so one step checks, annotates and builds. \
        Exit status: 0 built (warnings allowed), 1 content or output errors (the previous site is kept), 2 bad usage.
        """
    )

    @OptionGroup var folders: SiteFolders
    @Option(help: "The output folder; updated only when the build succeeds, file by file where contents changed.") var output = "public"
    @OptionGroup var themeFolder: ThemeFolder
    @OptionGroup var address: BaseURLOption
    @Flag(help: "Replace an output folder that holds files this tool did not write (the old folder is set aside, not deleted).") var force = false
    @Flag(help: "If another build is writing the output, wait for it to finish instead of failing.") var wait = false
    @OptionGroup var strictness: StrictOption
    @Option(help: "text (a report sized for a terminal, on standard error) or github (every problem as a GitHub Actions workflow command, on standard output).")
    var format: Format = .text
    @Flag(name: .shortAndLong, help: "Print only diagnostics.") var quiet = false
    @Flag(name: .shortAndLong, help: "Print every warning (not only the first 20 and a count by rule) and the time each stage took.")
    var verbose = false

    var content: String { folders.contentFolder }
    var assets: String? { folders.assets }
    var config: String? { folders.config }
    var theme: String? { themeFolder.theme }

    func run() throws {
        try folders.requireExisting()
        try themeFolder.requireExisting()
        let started = Date()
        let site = SiteInput(
            contentRoot: Self.url(content), outputRoot: Self.url(output), assetsRoot: assets.map(Self.url),
            configFile: config.map(Self.url), theme: theme.map(Self.url), defaultTheme: DefaultThemeLocator.locate(), force: force,
            baseURL: address.baseURL
        )
        let lock = try OutputClaim.claim(site.outputRoot, waiting: wait, quiet: quiet)
        defer { lock.release() }
        let progress = ProgressLine(enabled: !quiet)
        // The build cache in the output folder decides what must be redone (`Pipeline`); the
        // site is written as it is built and put in place only when the build succeeds.
        let result = Pipeline().build(site, failingOnWarnings: strictness.warningsAsErrors, progress: progress.report)
        progress.finish()
        let diagnostics = result.diagnostics
        printProblems(of: result)
        if !quiet {
            for note in result.notes { Report.standardError("note: " + note) }
        }
        if verbose {
            for lap in result.stageTimes { Report.standardError(Report.stageLine(lap)) }
        }
        if !quiet {
            // The summary line comes last, where a person looks first.
            if let summary = result.summary {
                print(result.isUpToDate
                      ? "Up to date: nothing rendered, no file written."
                      : "Rendered \(Report.count(result.pagesRendered, "page")); wrote \(Report.count(summary.filesWritten, "file")), removed \(summary.filesRemoved).")
            }
            let ending: Report.Ending = result.summary.map { .written(files: $0.filesWritten, into: output) }
                ?? .failed(written: [], untouched: [output])
            Report.summary(ending, pages: result.pageCount, diagnostics: diagnostics, writeFailure: result.writeFailure,
                           seconds: Date().timeIntervalSince(started), setAside: result.summary?.setAside, strict: strictness.warningsAsErrors)
        }
        if result.failed || result.writeFailure != nil { throw ExitCode(1) }
    }

    /// The diagnostics and a write failure, as a report on standard error or as GitHub
    /// workflow commands on standard output, where a failure is an error of the run.
    private func printProblems(of result: BuildResult) {
        switch format {
        case .text:
            Report.print(result.diagnostics, contentFolder: content, writeFailure: result.writeFailure,
                         detail: verbose ? .everything : .sized(seeAll: "criteria build --verbose, or criteria check"))
        case .github:
            var commands = GitHubAnnotations.encode(Report.shown(result.diagnostics, contentFolder: content))
            if let failure = result.writeFailure { commands += GitHubAnnotations.error("\(failure)") }
            FileHandle.standardOutput.write(Data(commands.utf8))
        }
    }

    static func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }
}
