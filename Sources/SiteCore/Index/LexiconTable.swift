/// A theme's `search-lexicon.txt` read into stems once, when the theme loads: each line a reader's
/// word with its strong and weak neighbours. A build keeps the entries within reach of its terms
/// (`SearchLexicon`); watch mode, which keeps its theme, then reads the file once, not per save.
public struct LexiconTable: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var word: String
        public var strong: [String]
        public var weak: [String]
    }

    public private(set) var entries: [Entry] = []

    /// The first line of a lexicon file whose words are stemmed (`scripts/make-search-lexicon.py`).
    static let stemmedMark = "# stemmed\n"

    public init() {}

    /// `word strong… ; weak…` a line, `#` comments. A file whose first line is `# stemmed` holds
    /// stems already: stemming was two thirds of reading one. Read over the bytes: splitting the
    /// text's characters was most of the rest, at every theme load. Lines of one word (words of
    /// one stem) become one entry, the first line's words first; each related word is kept once,
    /// a weak one only when it is not also strong, so a build only filters them (`SearchLexicon`).
    public init(text: String) {
        let isStemmed = text.hasPrefix(Self.stemmedMark)
        var text = text
        var entryOf: [String: Int] = [:]
        text.withUTF8 { bytes in
            for line in bytes.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
                let halves = line.split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false)
                var words = Self.words(halves[0], stemmed: isStemmed)
                guard !words.isEmpty else { continue }
                let word = words.removeFirst()
                let weak = halves.count > 1 ? Self.words(halves[1], stemmed: isStemmed) : []
                if let index = entryOf[word] {
                    entries[index].strong += words
                    entries[index].weak += weak
                } else {
                    entryOf[word] = entries.count
                    entries.append(Entry(word: word, strong: words, weak: weak))
                }
            }
        }
        for index in entries.indices { entries[index].keepEachOnce() }
    }

    /// The words of a line's half, split at spaces (a line's carriage return is a space too).
    private static func words(_ half: Slice<UnsafeBufferPointer<UInt8>>, stemmed: Bool) -> [String] {
        half.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }).map { bytes in
            let word = String(decoding: bytes, as: UTF8.self)
            return stemmed ? word : Stemmer.stem(word)
        }
    }
}

extension LexiconTable.Entry {
    /// Each related word once, in its first place, never the word itself; strong before weak.
    /// A line has at most a few words, so a list is searched rather than a set made per entry.
    mutating func keepEachOnce() {
        var seen = [word]
        strong = Self.firstOccurrences(strong, notIn: &seen)
        weak = Self.firstOccurrences(weak, notIn: &seen)
    }

    private static func firstOccurrences(_ words: [String], notIn seen: inout [String]) -> [String] {
        words.filter { word in
            guard !seen.contains(word) else { return false }
            seen.append(word)
            return true
        }
    }
}
