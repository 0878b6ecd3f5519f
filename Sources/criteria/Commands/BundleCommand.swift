import ArgumentParser
import Foundation
import SiteCore

/// `criteria bundle`: content folder → one zip that works offline (and, with `--folder`, the
/// same tree as a folder).
struct BundleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Build an offline bundle: a zip (and optionally a folder) that works from file:// with no network.",
        discussion: """
        The zip holds one folder named after it (criteria-site.zip → criteria-site/index.html). Its home page says \
        when it was built and from which git commit of the content. Media from other sites are replaced by \
        placeholders. Exit status: 0 written (warnings allowed), 1 content or output errors (nothing is written), 2 bad usage.
        """
    )

    @OptionGroup var folders: SiteFolders
    @Option(help: "The zip archive to write; replaced only when the bundle is complete.") var output = "criteria-site.zip"
    @Option(help: "Also write the bundle's files into this folder (replaced as `criteria build` replaces its output).") var folder: String?
    @OptionGroup var address: BaseURLOption
    @OptionGroup var themeFolder: ThemeFolder
    @Flag(help: "Replace an archive or folder this tool did not write (it is set aside, not deleted).") var force = false
    @Flag(help: "If another build is writing the archive or folder, wait for it to finish instead of failing.") var wait = false
    @OptionGroup var strictness: StrictOption
    @Flag(name: .shortAndLong, help: "Print only diagnostics.") var quiet = false
    @Flag(name: .shortAndLong, help: "Print every warning, not only the first 20 and a count by rule.") var verbose = false

    var content: String { folders.contentFolder }
    var assets: String? { folders.assets }
    var config: String? { folders.config }
    var theme: String? { themeFolder.theme }

    func run() throws {
        try folders.requireExisting()
        try themeFolder.requireExisting()
        let started = Date()
        let archive = BuildCommand.url(output)
        let site = SiteInput(
            contentRoot: BuildCommand.url(content), outputRoot: folder.map(BuildCommand.url) ?? archive,
            assetsRoot: assets.map(BuildCommand.url), configFile: config.map(BuildCommand.url), theme: theme.map(BuildCommand.url),
            defaultTheme: DefaultThemeLocator.locate(), force: force, baseURL: address.baseURL, offline: true, stampDate: started
        )
        let locks = try ([archive] + (folder.map { [BuildCommand.url($0)] } ?? [])).map {
            try OutputClaim.claim($0, waiting: wait, quiet: quiet)
        }
        defer { locks.forEach { $0.release() } }
        let progress = ProgressLine(enabled: !quiet)
        var diagnostics = Diagnostics()
        let result = Pipeline().build(site, into: &diagnostics, progress: progress.report)
        progress.finish()
        let failed = diagnostics.hasErrors || (strictness.warningsAsErrors && diagnostics.warningCount > 0)
        var writeFailure: Error?
        var summary: ZipBundleWriter.Summary?
        var folderSummary: OutputWriter.Summary?
        if !failed {
            do {
                summary = try ZipBundleWriter().write(result, to: archive, date: started, force: force)
                if folder != nil { folderSummary = try Pipeline().emit(result, site: site) }
            } catch {
                writeFailure = error
            }
        }
        Report.print(diagnostics, contentFolder: content, writeFailure: writeFailure,
                     detail: verbose ? .everything : .sized(seeAll: "criteria bundle --verbose, or criteria check"))
        if !quiet {
            // The archive is written before the folder, so a failing folder can follow a written archive.
            let folders = folder.map { [$0] } ?? []
            let ending: Report.Ending = if let summary, writeFailure == nil {
                .written(files: summary.filesWritten, into: ([output] + folders).joined(separator: " and "))
            } else {
                summary == nil ? .failed(written: [], untouched: [output] + folders) : .failed(written: [output], untouched: folders)
            }
            Report.summary(ending, pages: result.pageCount, diagnostics: diagnostics, writeFailure: writeFailure,
                           seconds: Date().timeIntervalSince(started), setAside: folderSummary?.setAside, verb: "Bundled",
                           strict: strictness.warningsAsErrors)
            if let aside = summary?.setAside { print("The file at \(output), which this tool did not write, was moved to \(aside)") }
        }
        if failed || writeFailure != nil { throw ExitCode(1) }
    }
}
