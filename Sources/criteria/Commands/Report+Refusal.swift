import ArgumentParser
import SiteCore

extension Report {
    /// For the commands that write the content in another form (`plan`, `export`): what a build
    /// would refuse stops them before anything is written, exit 1, as it stops a build. Errors are
    /// printed; warnings only when they count as errors (`--warnings-as-errors`).
    static func refuseFailing(_ diagnostics: Diagnostics, contentFolder: String, warningsAsErrors: Bool) throws {
        print(diagnostics, contentFolder: contentFolder, writeFailure: nil, warnings: warningsAsErrors)
        let warnings = warningsAsErrors ? diagnostics.warningCount : 0
        guard diagnostics.hasErrors || warnings > 0 else { return }
        let counted = [(diagnostics.errorCount, "error"), (warnings, "warning")]
            .filter { $0.0 > 0 }.map { count($0.0, $0.1) }.joined(separator: " and ")
        standardError("Nothing written: \(counted) in the content")
        throw ExitCode(1)
    }
}
