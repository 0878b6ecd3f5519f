import Foundation
import SiteCore

/// Printing diagnostics and summaries: diagnostics on standard error, sorted by place.
enum Report {
    /// How much of the warnings a report prints.
    enum Detail {
        /// Every diagnostic and note (`criteria check`, `--verbose`).
        case everything
        /// Errors in full; warnings in full up to `DiagnosticReport.defaultWarningLimit`, the rest
        /// counted by rule, followed by `seeAll`, the way to see every one (`criteria build`,
        /// `bundle`, the first build of `serve`).
        case sized(seeAll: String)
    }

    /// Prints diagnostics with paths a terminal user can open: content files are shown under the
    /// content folder as given (`content/web/link.md`), absolute paths relative to the current folder.
    /// Written in blocks: a large site prints tens of thousands of lines, and a write
    /// each (with its `Data`) was a system call per line on one core at the end of the build
    /// (and in watch mode, at every save). `warnings`: false prints errors only.
    static func print(_ diagnostics: Diagnostics, contentFolder: String, writeFailure: Error?, warnings: Bool = true,
                      detail: Detail = .everything) {
        // Writing to standard error does not throw.
        var output = ByteBlocks { FileHandle.standardError.write($0) }
        func line(_ text: String) {
            output.pending.append(contentsOf: text.utf8)
            output.pending.append(UInt8(ascii: "\n"))
            try? output.flushWhenFull()
        }
        var limit: Int?
        if case .sized = detail { limit = DiagnosticReport.defaultWarningLimit }
        let report = DiagnosticReport(chosen(diagnostics, warnings: warnings), warningLimit: limit)
        // Each diagnostic is written into the block as bytes, its content file under the
        // folder given; an absolute path is shown as `displayPath` shows it.
        let contentPrefix = contentPrefix(contentFolder)
        for entry in report.shown {
            var diagnostic = entry.diagnostic
            if !entry.showsNote { diagnostic.note = nil }
            if diagnostic.location.file.hasPrefix("/") {
                line(displayed(diagnostic, contentFolder: contentFolder))
                continue
            }
            diagnostic.write(to: &output.pending, filePrefix: contentPrefix)
            output.pending.append(UInt8(ascii: "\n"))
            try? output.flushWhenFull()
        }
        if case .sized(let seeAll) = detail {
            for summary in report.summaryLines(place: { place($0, contentFolder: contentFolder) }, seeAll: seeAll) { line(summary) }
        }
        if let writeFailure { line("error: \(writeFailure)") }
        try? output.flush()
    }

    /// The diagnostics to report. Chosen before they are sorted: watch mode's `--quiet` reports
    /// errors only, and sorting a large site's warnings at every save only to print none of them
    /// slowed every save.
    private static func chosen(_ diagnostics: Diagnostics, warnings: Bool) -> Diagnostics {
        guard !warnings else { return diagnostics }
        var errors = Diagnostics()
        errors.append(contentsOf: diagnostics.all.filter { $0.severity == .error })
        return errors
    }

    /// A location as the report shows it (`displayPath`).
    private static func place(_ location: SourceLocation, contentFolder: String) -> String {
        var shown = location
        shown.file = displayPath(location.file, contentFolder: contentFolder)
        return shown.description
    }

    /// How a build or bundle ended, for its last line.
    enum Ending {
        /// `files` written into `output` (shown as given: "public", "site.zip and site").
        case written(files: Int, into: String)
        /// Nothing put in place: `written` were written before a later output failed, and
        /// `untouched` were left as they were, or never made if absent.
        case failed(written: [String], untouched: [String])
    }

    /// The last line of a build or bundle. `writeFailure`: an output that could not be written,
    /// printed above as an error and counted as one here. `strict`: warnings fail it
    /// (`--strict`), which a failure of warnings alone says, or "0 errors" reads as no reason.
    static func summary(_ ending: Ending, pages: Int, diagnostics: Diagnostics, writeFailure: Error?, seconds: Double,
                        setAside: String?, verb: String = "Built", strict: Bool = false) {
        let errors = diagnostics.errorCount + (writeFailure == nil ? 0 : 1)
        let problems = "\(count(errors, "error")), \(count(diagnostics.warningCount, "warning"))"
        let timing = String(format: "%.2f s", seconds)
        switch ending {
        case .written(let files, let output):
            Swift.print("\(verb) \(count(pages, "page")) (\(count(files, "file"))) into \(output) in \(timing): \(problems)")
        case .failed(let written, let untouched):
            let outcomes = written.map { "\($0) was written" } + untouched.map { path in
                "\(path) \(FileManager.default.fileExists(atPath: path) ? "was left unchanged" : "was not written")"
            }
            let why = strict && errors == 0 && diagnostics.warningCount > 0 ? " (errors under --strict)" : ""
            Swift.print("\(verb == "Built" ? "Build" : "Bundle") failed after \(timing): \(problems)\(why); \(outcomes.joined(separator: ", "))")
        }
        if let setAside { Swift.print("The previous output folder, which held other files, was moved to \(setAside)") }
    }

    /// The diagnostics in order of place, each file shown as `displayPath` shows it: what the
    /// CI formats print.
    static func shown(_ diagnostics: Diagnostics, contentFolder: String) -> [Diagnostic] {
        diagnostics.sorted.map { diagnostic in
            var shown = diagnostic
            shown.location.file = displayPath(diagnostic.location.file, contentFolder: contentFolder)
            return shown
        }
    }

    /// `criteria check`'s last line, in the text and GitHub formats: a clean site's log says the
    /// check ran.
    static func checkSummary(pages: Int, diagnostics: Diagnostics) -> String {
        "Checked \(count(pages, "page")): \(count(diagnostics.errorCount, "error")), \(count(diagnostics.warningCount, "warning"))"
    }

    static func displayed(_ diagnostic: Diagnostic, contentFolder: String) -> String {
        var diagnostic = diagnostic
        diagnostic.location.file = displayPath(diagnostic.location.file, contentFolder: contentFolder)
        return diagnostic.description
    }

    static func displayPath(_ file: String, contentFolder: String) -> String {
        if file.hasPrefix("/") {
            // Asked here only: it is a system call, and a large site prints thousands of warnings.
            let current = FileManager.default.currentDirectoryPath
            return file.hasPrefix(current + "/") ? String(file.dropFirst(current.count + 1)) : file
        }
        return contentPrefix(contentFolder) + file
    }

    /// What a content file's path is shown after: the content folder as given and a slash, or
    /// nothing for the current folder.
    static func contentPrefix(_ contentFolder: String) -> String {
        let folder = contentFolder.hasSuffix("/") ? String(contentFolder.dropLast()) : contentFolder
        return folder == "." || folder.isEmpty ? "" : folder + "/"
    }

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// A stage's line for `--verbose`: its name, its seconds, then the process's resident and peak
    /// memory in MiB where known.
    static func stageLine(_ lap: StageLap) -> String {
        var line = lap.name.padding(toLength: max(12, lap.name.count + 1), withPad: " ", startingAt: 0) + String(format: "%.3f s", lap.seconds)
        if let memory = lap.memory {
            line += String(format: "   resident %d MiB, peak %d MiB", memory.resident >> 20, memory.peak >> 20)
        }
        return line
    }

    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
