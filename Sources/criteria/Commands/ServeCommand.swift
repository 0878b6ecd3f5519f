import ArgumentParser
import Foundation
import SiteCore
import SitePreview

/// `criteria serve`: a preview server that rebuilds what changed and reloads the browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: rebuild on every save and reload the browser.",
        discussion: "Serves from memory; nothing is written to the output folder. A change that does not build is shown "
            + "in the terminal and over the page, and the last good site stays served until it is fixed."
    )

    @OptionGroup var folders: SiteFolders
    @OptionGroup var themeFolder: ThemeFolder
    @Option(help: "The address to listen on; loopback unless you choose otherwise.") var host = "127.0.0.1"
    @Option(help: "The port (0 picks a free one).") var port = 8080
    @Flag(help: "Open the site in the default browser.") var open = false
    @Flag(help: "Watch by polling instead of file-system events.") var poll = false
    @Flag(name: .shortAndLong, help: "Print only problems.") var quiet = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    var content: String { folders.contentFolder }
    var assets: String? { folders.assets }
    var config: String? { folders.config }
    var theme: String? { themeFolder.theme }

    func run() async throws {
        try folders.requireExisting()
        try themeFolder.requireExisting()
        let site = SiteInput(contentRoot: BuildCommand.url(content), outputRoot: BuildCommand.url("public"),
                             assetsRoot: assets.map(BuildCommand.url), configFile: config.map(BuildCommand.url),
                             theme: theme.map(BuildCommand.url), defaultTheme: DefaultThemeLocator.locate(), includesDrafts: true)
        let incremental = IncrementalSite(site: site)
        let content = self.content
        let state = PreviewState(incremental: incremental) { diagnostics in
            diagnostics.sorted.map { Report.displayed($0, contentFolder: content) }.joined(separator: "\n")
        }
        let started = Date()
        let first = await state.rebuild(changed: nil)
        report(first, seconds: Date().timeIntervalSince(started))
        let roots = [site.contentRoot, site.configFile, incremental.includesRoot].compactMap { $0 } + incremental.servedRoots
        let watcher = FileWatcher(roots: roots, forcePolling: poll) { changed in
            Task {
                let began = Date()
                let outcome = await state.rebuild(changed: changed)
                report(outcome, seconds: Date().timeIntervalSince(began))
            }
        }
        try watcher.start()
        defer { watcher.stop() }
        if watcher.mechanism == .polling, !quiet { print("Watching by polling every 0.5 s (file-system events are not available).") }
        if !["127.0.0.1", "localhost", "::1"].contains(host) {
            Report.standardError("warning: serving on \(host): other machines can reach this preview")
        }
        let quiet = self.quiet, open = self.open, host = self.host
        try await PreviewServer(state: state, host: host, port: port).run { bound in
            let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(bound)/"
            if !quiet { print("Serving \(url) (Ctrl-C to stop)") }
            fflush(nil)   // nil: every stream; a piped stdout is block-buffered
            if open { Self.openInBrowser(url) }
        }
        if !quiet { print("Stopped.") }
    }

    private func report(_ outcome: IncrementalSite.Outcome, seconds: Double) {
        Report.print(outcome.diagnostics, contentFolder: content, writeFailure: nil, warnings: !quiet)
        if outcome.diagnostics.hasErrors {
            Report.standardError("Build failed; still serving the last good site.")
        } else if !quiet {
            print("Built \(Report.count(outcome.pagesRendered, "page")) in \(Int((seconds * 1000).rounded())) ms")
        }
        fflush(nil)   // nil: every stream; a piped stdout is block-buffered
    }

    private static func openInBrowser(_ url: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open"]
        #endif
        process.arguments = (process.arguments ?? []) + [url]
        do { try process.run() } catch { Report.standardError("warning: could not open a browser: \(error)") }
    }
}
