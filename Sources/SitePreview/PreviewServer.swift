import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
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

    /// Runs until SIGINT or SIGTERM; `onRunning` gets the port actually bound (for `--port 0`),
    /// as soon as it is bound. Throws `PreviewServerError` when the address cannot be bound.
    public func run(onRunning: @escaping @Sendable (Int) async -> Void) async throws {
        let app = Application(router: makeRouter(), configuration: .init(address: .hostname(host, port: port), serverName: "criteria-serve"),
                              onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) }, logger: Self.logger())
        let state = self.state
        // The signals are ours alone: the library's own handling would set them to be ignored
        // again, racing with these handlers, and a Ctrl-C could then be lost.
        let services = ServiceGroup(configuration: .init(services: [app], logger: app.logger))
        do {
            // Ctrl-C ends the event streams first (a graceful shutdown waits for open responses,
            // and these never end by themselves), then shuts the server down gracefully. A
            // server that stops (or never starts) ends the wait.
            try await withThrowingTaskGroup(of: Ending.self) { group in
                group.addTask { try await services.run(); return .server }
                group.addTask {
                    await Self.waitForInterrupt()
                    await state.closeListeners()
                    await services.triggerGracefulShutdown()
                    return .interrupt
                }
                while let ending = try await group.next() {
                    if ending == .server { group.cancelAll() }
                }
            }
        } catch let error as IOError {
            throw PreviewServerError(host: host, port: port, errno: error.errnoCode)
        }
    }

    private enum Ending { case server, interrupt }

    private func makeRouter() -> Router<BasicRequestContext> {
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
        return router
    }

    /// The command prints its own status lines; CRITERIA_SERVER_LOG=debug shows the server's.
    private static func logger() -> Logger {
        var logger = Logger(label: "criteria-serve")
        logger.logLevel = ProcessInfo.processInfo.environment["CRITERIA_SERVER_LOG"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        return logger
    }

    /// Returns on SIGINT or SIGTERM, or when the task is cancelled.
    private static func waitForInterrupt() async {
        let (interrupts, interrupted) = AsyncStream<Void>.makeStream()
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { interrupted.yield() }
            source.resume()
            return source
        }
        for await _ in interrupts { break }
        sources.forEach { $0.cancel() }
    }
}
