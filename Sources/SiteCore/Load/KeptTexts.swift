import Synchronization

/// Content texts the survey keeps for the page pass, so that each file is read once, when the
/// site has at most `maxFiles` files and all their texts fit a budget of bytes. A larger site
/// keeps none and its files are read again by the page pass: texts let go on the survey's
/// threads leave memory the rest of the build does not reuse, so even keeping them for a while
/// raises a large site's peak. The page pass takes each text as its page starts, and it is let
/// go with the page.
final class KeptTexts: Sendable {
    /// The texts of a site of a thousand or two pages.
    static let defaultBytes = 16 * 1024 * 1024
    static let maxFiles = 2_000

    /// Bytes left in the budget (below zero once a text did not fit), and the texts kept.
    private struct State {
        var left: Int
        var texts: [String: String] = [:]
    }

    private let state: Mutex<State>

    init(bytes: Int = KeptTexts.defaultBytes) {
        state = Mutex(State(left: bytes))
    }

    /// Called with the number of files before any is read: too many, and none is kept.
    func expect(files: Int) {
        guard files > Self.maxFiles else { return }
        state.withLock { $0.left = -1 }
    }

    /// Keeps `text` of the file at `path` while the budget has room; once a text does not fit,
    /// every text is let go and none is kept again.
    func keep(_ text: String, of path: String) {
        let bytes = text.utf8.count
        state.withLock { state in
            guard state.left >= 0 else { return }
            state.left -= bytes
            if state.left >= 0 { state.texts[path] = text } else { state.texts = [:] }
        }
    }

    /// The kept text of the file at `path`, no longer kept; nil when it was not kept.
    func take(_ path: String) -> String? {
        state.withLock { $0.texts.removeValue(forKey: path) }
    }
}
