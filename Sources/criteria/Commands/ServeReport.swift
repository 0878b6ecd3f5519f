import Foundation
import SiteCore
import SitePreview

/// What `criteria serve` prints: the first build's report in full, then for each save only what
/// it changed (`SaveReport`) and one summary line.
struct ServeReport: Sendable {
    let contentFolder: String
    /// The content folder, standardized as the watcher reports paths.
    let contentRoot: String
    let quiet: Bool

    /// The first build: the report `criteria build` prints, sized for people.
    static func first(_ outcome: IncrementalSite.Outcome, seconds: Double, contentFolder: String, quiet: Bool) {
        Report.print(outcome.diagnostics, contentFolder: contentFolder, writeFailure: nil, warnings: !quiet,
                     detail: .sized(seeAll: "criteria check"))
        let problems = "\(Report.count(outcome.diagnostics.errorCount, "error")), \(Report.count(outcome.diagnostics.warningCount, "warning"))"
        if outcome.diagnostics.hasErrors {
            Report.standardError("Build failed: \(problems); the preview shows the problems until a save fixes them.")
        } else if !quiet {
            print("Built \(Report.count(outcome.pagesRendered, "page")) in \(Int((seconds * 1000).rounded())) ms: \(problems)")
        }
        fflush(nil)   // nil: every stream; a piped stdout is block-buffered
    }

    /// One save: its new and fixed problems on standard error, then the summary line.
    func save(_ rebuilt: PreviewState.Rebuilt, batch: ChangeBatch, milliseconds: Int) {
        let contentFolder = self.contentFolder
        let files = changedFiles(rebuilt.outcome, batch: batch)
        let save = SaveReport.Save(changes: rebuilt.changes(), diagnostics: rebuilt.outcome.diagnostics,
                                   pagesRendered: rebuilt.outcome.pagesRendered, milliseconds: milliseconds,
                                   savedFiles: files.saved, removedFiles: files.removed, hadSite: rebuilt.hadSite)
        let report = SaveReport(save, warnings: !quiet) { Report.displayed($0, contentFolder: contentFolder) }
        var lines = report.details
        if report.failed { lines.append(report.summary) }
        if !lines.isEmpty { Report.standardError(lines.joined(separator: "\n")) }
        if !report.failed && !quiet { print(report.summary) }
        fflush(nil)   // nil: every stream; a piped stdout is block-buffered
    }

    /// The sources that changed, then the other files saved that are still there (theme,
    /// config, assets); an editor's temporary and backup files, gone by now or hidden, are not
    /// named. Sources no longer there are the removed ones.
    private func changedFiles(_ outcome: IncrementalSite.Outcome, batch: ChangeBatch) -> (saved: [String], removed: [String]) {
        let sources = Set(outcome.sourcesChanged.map { contentRoot + "/" + $0 })
        let gone = outcome.sourcesChanged.filter { !FileManager.default.fileExists(atPath: contentRoot + "/" + $0) }
        let others = batch.paths.subtracting(sources).sorted().filter { path in
            var isFolder: ObjCBool = false
            let name = (path as NSString).lastPathComponent
            return !name.hasPrefix(".") && !name.hasSuffix("~")
                && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        let shown = { (paths: [String]) in paths.map { Report.displayPath($0, contentFolder: self.contentFolder) } }
        return (shown(outcome.sourcesChanged.filter { !gone.contains($0) } + others), shown(gone))
    }
}
