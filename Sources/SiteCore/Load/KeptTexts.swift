import Synchronization

/// Content texts the survey keeps for the page pass, so that each file is read once, up to a
/// budget of bytes: a larger site's other files are read again by the page pass, so memory
/// stays bounded whatever the site's size. The page pass takes each text as its page starts,
/// and it is let go with the page.
final class KeptTexts: Sendable {
    /// Every text of a site of a thousand or so pages, and a fixed share of a larger one's.
    static let defaultBytes = 16 * 1024 * 1024

    private let remaining: Atomic<Int>
    private let texts = Mutex<[String: String]>([:])

    init(bytes: Int = KeptTexts.defaultBytes) {
        remaining = Atomic(bytes)
    }

    /// Keeps `text` of the file at `path` if the budget still has room for it.
    func keep(_ text: String, of path: String) {
        let bytes = text.utf8.count
        var left = remaining.load(ordering: .relaxed)
        while left >= bytes {
            let (exchanged, original) = remaining.compareExchange(expected: left, desired: left - bytes, ordering: .relaxed)
            if exchanged {
                texts.withLock { $0[path] = text }
                return
            }
            left = original
        }
    }

    /// The kept text of the file at `path`, no longer kept; nil when it was not kept.
    func take(_ path: String) -> String? {
        texts.withLock { $0.removeValue(forKey: path) }
    }
}
