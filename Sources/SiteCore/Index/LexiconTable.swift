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
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                if bytes[start] != UInt8(ascii: "#"), let line = Self.line(bytes[start..<end], stemmed: isStemmed) {
                    if let index = entryOf[line.word] {
                        entries[index].strong += line.strong
                        entries[index].weak += line.weak
                    } else {
                        entryOf[line.word] = entries.count
                        entries.append(line)
                    }
                }
                start = end + 1
            }
        }
        for index in entries.indices { entries[index].keepEachOnce() }
    }

    /// `word strong… ; weak…`, split at spaces (a carriage return is a space too) and at the
    /// first `;`, in one pass over the line's bytes; nil for a line without a word.
    private static func line(_ line: Slice<UnsafeBufferPointer<UInt8>>, stemmed: Bool) -> Entry? {
        var words: [String] = [], weak: [String] = []
        var isWeak = false
        var wordStart: Int?
        func endWord(at end: Int) {
            guard let begin = wordStart else { return }
            let word = String(decoding: UnsafeBufferPointer(rebasing: line.base[begin..<end]), as: UTF8.self)
            let kept = stemmed ? word : Stemmer.stem(word)
            if isWeak { weak.append(kept) } else { words.append(kept) }
            wordStart = nil
        }
        for index in line.indices {
            let byte = line.base[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\r") {
                endWord(at: index)
            } else if byte == UInt8(ascii: ";"), !isWeak {
                endWord(at: index)
                isWeak = true
            } else if wordStart == nil {
                wordStart = index
            }
        }
        endWord(at: line.endIndex)
        guard !words.isEmpty else { return nil }
        let word = words.removeFirst()
        return Entry(word: word, strong: words, weak: weak)
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
