import Foundation
import Hummingbird
import Logging
import SiteCore

/// The preview server: serves the last good build from memory (media and theme files from disk),
/// with content types, ETag/Last-Modified, Range requests, and the live-reload event stream.
public struct PreviewServer: Sendable {
    public let state: PreviewState
    public let host: String
    public let port: Int

    public init(state: PreviewState, host: String, port: Int) {
        self.state = state
        self.host = host
        self.port = port
    }

    /// Runs until SIGINT or SIGTERM; `onRunning` gets the port actually bound (for `--port 0`).
    public func run(onRunning: @escaping @Sendable (Int) async -> Void) async throws {
        let router = Router()
        let state = self.state
        router.get(RouterPath(stringLiteral: String(LiveReload.eventsPath.dropFirst()))) { _, _ -> Response in
            let stream = await state.listen()
            return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                            body: ResponseBody(asyncSequence: stream.map { ByteBuffer(string: $0) }))
        }
        router.get(RouterPath(stringLiteral: String(LiveReload.scriptPath.dropFirst()))) { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: LiveReload.script)))
        }
        for path: RouterPath in ["/", "**"] {
            router.get(path) { request, _ -> Response in await StaticResponses.respond(to: request, state: state) }
            router.head(path) { request, _ -> Response in
                var response = await StaticResponses.respond(to: request, state: state)
                response.body = ResponseBody()   // the headers of a GET, no body
                return response
            }
        }
        var logger = Logger(label: "criteria-serve")
        // The command prints its own one-line status; CRITERIA_SERVER_LOG=debug shows the server's.
        logger.logLevel = ProcessInfo.processInfo.environment["CRITERIA_SERVER_LOG"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        let app = Application(router: router, configuration: .init(address: .hostname(host, port: port), serverName: "criteria-serve"),
                              onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) }, logger: logger)
        // Ctrl-C: end the event streams first (a graceful shutdown waits for open responses, and
        // these never end by themselves), then stop the server.
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.runService(gracefulShutdownSignals: []) }
            group.addTask {
                await Self.waitForInterrupt()
                await state.closeListeners()
            }
            try await group.next()
            group.cancelAll()
            try await group.waitForAll()
        }
    }

    /// Returns on SIGINT or SIGTERM.
    private static func waitForInterrupt() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = ResumeOnce(continuation)
            for number in [SIGINT, SIGTERM] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { once.resume() }
                source.resume()
                once.keep(source)
            }
        }
    }
}

/// Resumes a continuation at most once, and keeps the signal sources alive meanwhile.
private final class ResumeOnce: @unchecked Sendable {
    private var continuation: CheckedContinuation<Void, Never>?
    private var sources: [any DispatchSourceSignal] = []
    private let lock = NSLock()

    init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }

    func keep(_ source: any DispatchSourceSignal) {
        lock.lock(); defer { lock.unlock() }
        sources.append(source)
    }

    func resume() {
        lock.lock()
        let pending = continuation
        continuation = nil
        lock.unlock()
        pending?.resume()
    }
}
