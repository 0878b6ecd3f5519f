import Synchronization

/// Content texts the survey keeps for the page pass, so that each file is read once, when the
/// site has at most `maxFiles` files and all their texts fit a budget of bytes. A larger site
/// keeps none and its files are read again by the page pass: texts let go on the survey's
/// threads leave memory the rest of the build does not reuse, so even keeping them for a while
/// raises a large site's peak. The page pass takes each text as its page starts, and it is let
/// go with the page.
///
/// The survey's threads only claim room in the budget, from an atomic count; the texts go into
/// the store once, after the survey (`keep`). A lock around the store, taken by every thread for
/// every file, kept the survey's threads waiting on each other (docs/performance.md).
final class KeptTexts: Sendable {
    /// The texts of a site of a thousand or two pages.
    static let defaultBytes = 16 * 1024 * 1024
    static let maxFiles = 2_000

    /// Bytes left in the budget; below zero once a claim did not fit, and from then on.
    private let left: Atomic<Int>
    private let texts = Mutex<[String: String]>([:])

    init(bytes: Int = KeptTexts.defaultBytes) {
        left = Atomic(bytes)
    }

    /// Called with the number of files before any is read: too many, and none is kept.
    func expect(files: Int) {
        guard files > Self.maxFiles else { return }
        left.store(-1, ordering: .relaxed)
    }

    /// Claims room for a text of `bytes`, from any thread, without waiting for another: true
    /// while the budget has room. Once a claim does not fit, none is granted again and `keep`
    /// keeps nothing, so a thread whose claim fails lets its text go at once.
    func claim(_ bytes: Int) -> Bool {
        left.wrappingSubtract(bytes, ordering: .relaxed).newValue >= 0
    }

    /// Keeps the texts whose room was claimed, once every claim is made (after the survey): all
    /// of them when every claim fit, none when one did not.
    func keep(_ claimed: [(path: String, text: String)]) {
        guard left.load(ordering: .relaxed) >= 0 else { return }
        texts.withLock { texts in
            texts.reserveCapacity(texts.count + claimed.count)
            for (path, text) in claimed { texts[path] = text }
        }
    }

    /// The kept text of the file at `path`, no longer kept; nil when it was not kept.
    func take(_ path: String) -> String? {
        texts.withLock { $0.removeValue(forKey: path) }
    }
}
