import ArgumentParser
import Foundation
import SiteCore
import SitePreview
import Synchronization

/// `criteria serve`: a preview server that rebuilds what changed and reloads the browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: rebuild on every save and reload the browser.",
        discussion: "Serves from memory; nothing is written to the output folder. After the first build's report, each save "
            + "prints the problems it brought or fixed and one summary line. A change that does not build is shown in the "
            + "terminal and over the page, and the last good site stays served until it is fixed."
    )

    @OptionGroup var folders: SiteFolders
    @OptionGroup var themeFolder: ThemeFolder
    @Option(help: "The address to listen on; loopback unless you choose otherwise.") var host = "127.0.0.1"
    @Option(help: "The port (0 picks a free one).") var port = 8080
    @Flag(help: "Open the site in the browser ($BROWSER, or xdg-open).") var open = false
    @Flag(help: "Watch by polling instead of file-system events.") var poll = false
    @Flag(name: .shortAndLong, help: "Print only the address and problems.") var quiet = false

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
        let state = PreviewState(incremental: incremental) { Report.displayPath($0, contentFolder: content) }
        if !["127.0.0.1", "localhost", "::1"].contains(host) {
            Report.standardError("warning: serving on \(host): other machines can reach this preview")
        }
        // The port is bound before the first build, so a busy one fails at once.
        let (bound, boundNow) = AsyncStream<Int>.makeStream()
        let server = PreviewServer(state: state, host: host, port: port)
        async let served: Void = {
            defer { boundNow.finish() }
            try await server.run { port in boundNow.yield(port) }
        }()
        var watcher: FileWatcher?
        for await port in bound {
            watcher = try await start(state: state, incremental: incremental, port: port)
        }
        do {
            try await served
        } catch let error as PreviewServerError {
            Report.standardError("error: \(error)")
            throw ExitCode.failure
        }
        watcher?.stop()
        if !quiet { print("Stopped.") }
    }

    /// The first build and its report, then the watcher, the address and the browser.
    private func start(state: PreviewState, incremental: IncrementalSite, port: Int) async throws -> FileWatcher {
        let site = incremental.site
        let started = Date()
        let first = await state.rebuild(nil)
        ServeReport.first(first.outcome, seconds: Date().timeIntervalSince(started), contentFolder: content, quiet: quiet)
        let reporter = ServeReport(contentFolder: content, contentRoot: site.contentRoot.standardizedFileURL.path, quiet: quiet)
        let watching = WatcherSlot()
        let queue = RebuildQueue(rebuild: { batch in
            let build = await state.build(batch)
            // A save of the settings may have named another theme, assets or includes folder:
            // watched before the browser is shown the site made with it.
            watching.follow(Self.watchedRoots(of: incremental))
            return build
        }, publish: { build, batch in
            let rebuilt = await state.publish(build, for: batch)
            reporter.save(rebuilt, batch: batch, milliseconds: Int((build.ended.timeIntervalSince(build.started) * 1000).rounded()))
        })
        let watcher = FileWatcher(roots: Self.watchedRoots(of: incremental), forcePolling: poll) { batch in Task { await queue.submit(batch) } }
        watching.hold(watcher)
        try watcher.start()
        if watcher.mechanism == .polling, !quiet { print("Watching by polling every 0.5 s (file-system events are not available).") }
        let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
        // Even a quiet preview names its address: with --port 0 nothing else tells it.
        print("Serving \(url) (Ctrl-C to stop)")
        fflush(nil)   // nil: every stream; a piped stdout is block-buffered
        if open { BrowserOpener.open(url) }
        return watcher
    }

    /// The content, the settings file, and the folders the last build's settings read: the
    /// includes of older entries, the theme's layers and the assets.
    private static func watchedRoots(of incremental: IncrementalSite) -> [URL] {
        let site = incremental.site
        return [site.contentRoot, site.configFile, incremental.includesRoot].compactMap { $0 } + incremental.servedRoots
    }
}

/// The preview's watcher, for the rebuilds that may ask it to watch other folders: the watcher
/// sends its changes to the rebuild queue, made before it.
private final class WatcherSlot: Sendable {
    private let watcher = Mutex<FileWatcher?>(nil)

    func hold(_ watcher: FileWatcher) { self.watcher.withLock { $0 = watcher } }

    /// Watches `roots` too, from now on. Setting up a new folder's watches walks it on this
    /// thread; only a settings save that names a new folder asks for that.
    func follow(_ roots: [URL]) {
        guard let watcher = watcher.withLock({ $0 }) else { return }
        do {
            try watcher.watch(roots)
        } catch {
            Report.standardError("warning: could not watch the folders the settings name: \(error)")
        }
    }
}
