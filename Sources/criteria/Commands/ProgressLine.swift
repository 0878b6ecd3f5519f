import Foundation
import SiteCore
import Synchronization

/// A progress line on a terminal, shown only once a build has run for a second.
final class ProgressLine: Sendable {
    private struct Drawn {
        var shown = false
        var lastDraw = Date.distantPast
    }

    private let enabled: Bool
    private let started = Date()
    private let drawn = Mutex(Drawn())

    init(enabled: Bool) {
        self.enabled = enabled && isatty(STDERR_FILENO) == 1
    }

    var report: Pipeline.Progress {
        { [self] stage, done, total in draw(stage, done, total) }
    }

    private func draw(_ stage: String, _ done: Int, _ total: Int) {
        guard enabled else { return }
        drawn.withLock { drawn in
            let now = Date()
            guard now.timeIntervalSince(started) > 1, now.timeIntervalSince(drawn.lastDraw) > 0.1 || done == total else { return }
            drawn.lastDraw = now
            drawn.shown = true
            FileHandle.standardError.write(Data("\r\u{1B}[K\(stage): \(done)/\(total) pages".utf8))
        }
    }

    func finish() {
        drawn.withLock { drawn in
            if drawn.shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        }
    }
}
