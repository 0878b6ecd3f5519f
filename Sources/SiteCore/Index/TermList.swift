import Synchronization

/// The terms a word cache has met, by number (`WordCache.vocabulary`): the drafts of its pages'
/// units hold term numbers and this list rather than a string per term, and the index takes
/// each distinct term's text once per list (`TermNumbering.pack`), not once per unit it is in.
///
/// A word cache appends while one page at a time uses it, handed from thread to thread; the
/// index reads a list as each page is kept (`PageKeeper`), while pages on other cores may be
/// appending to it. The lock keeps a read from meeting an append that moves the list's storage.
final class TermList: Sendable {
    private let terms = Mutex<[String]>([])

    /// The new term's number.
    func append(_ term: String) -> Int32 {
        terms.withLock { terms in
            terms.append(term)
            return Int32(terms.count - 1)
        }
    }

    var count: Int { terms.withLock { $0.count } }

    subscript(number: Int) -> String { terms.withLock { $0[number] } }
}
