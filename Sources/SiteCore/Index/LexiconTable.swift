import TextSupport

/// A theme's `search-lexicon.txt` read into stems once, when the theme loads: each line a reader's
/// word with its strong and weak neighbours. A build keeps the entries within reach of its terms
/// (`SearchLexicon`); watch mode, which keeps its theme, then reads the file once, not per save.
///
/// Words are kept once each, by number (`LexiconWords`), and entries as numbers: the file holds
/// each word about four times, and a build then asks the index about each distinct word once.
///
/// Two tables are equal when read from the same words in the same order, comments aside (a line
/// without a word still numbers its words): to compare what tables hold, compare `entries`.
public struct LexiconTable: Sendable, Equatable {
    /// A reader's word and its related words, as strings (`entries`).
    public struct Entry: Sendable, Equatable {
        public var word: String
        public var strong: [String]
        public var weak: [String]
    }

    /// A word and its related words by number, as a span of a list of numbers: `word`, then
    /// `strong` strong and `weak` weak ones from `start`. An entry's span is of `related`; while
    /// the file is read, a line's is of the list of every line's words.
    struct Numbered: Sendable, Equatable {
        var word: Int32
        var start: Int
        var strong: Int
        var weak: Int

        var strongRange: Range<Int> { start..<start + strong }
        var weakRange: Range<Int> { start + strong..<start + strong + weak }
    }

    /// Each word of the file once (stemmed), by number.
    private(set) var words: [String] = []
    /// The entries' related words' numbers.
    private(set) var related: [Int32] = []
    /// One entry per reader's word, in the order of their first lines.
    private(set) var numbered: [Numbered] = []

    /// The entries with their words, for reading them.
    public var entries: [Entry] {
        numbered.map { entry in
            Entry(word: words[Int(entry.word)], strong: related[entry.strongRange].map { words[Int($0)] },
                  weak: related[entry.weakRange].map { words[Int($0)] })
        }
    }

    /// The first line of a lexicon file whose words are stemmed (`scripts/make-search-lexicon.py`).
    static let stemmedMark = "# stemmed\n"

    public init() {}

    /// `word strong… ; weak…` a line, `#` comments. A file whose first line is `# stemmed` holds
    /// stems already: stemming was two thirds of reading one. Lines of one word (words of one
    /// stem) become one entry, the first line's words first; each related word is kept once, a
    /// weak one only when it is not also strong, so a build only filters them (`SearchLexicon`).
    public init(text: String) {
        var numbers = LexiconWords(isASCII: text.utf8.allSatisfy { $0 < 0x80 })
        var lines: [Numbered] = []
        var read: [Int32] = []
        Self.forEachLine(of: text) { line, isStemmed in
            if let line = Self.line(line, stemmed: isStemmed, numbers: &numbers, into: &read) { lines.append(line) }
        }
        words = numbers.strings
        numbered = Self.merged(lines, read: read, wordCount: words.count, into: &related)
    }

    /// A line's words by number, as an entry's (`Numbered`) in one list of all lines' words,
    /// `read` (an array per line was most of the time reading took). `word strong… ; weak…`,
    /// split at spaces (a carriage return is a space too) and at the first `;`, in one pass over
    /// the line's bytes; nil for a line without a word.
    private static func line(_ line: UnsafeBufferPointer<UInt8>, stemmed: Bool, numbers: inout LexiconWords,
                             into read: inout [Int32]) -> Numbered? {
        let first = read.count
        var weakStart: Int?
        var wordStart: Int?
        func endWord(at end: Int) {
            guard let begin = wordStart else { return }
            let word = UnsafeBufferPointer(rebasing: line[begin..<end])
            read.append(stemmed ? numbers.number(of: word) : numbers.number(of: Stemmer.stem(String(decoding: word, as: UTF8.self))))
            wordStart = nil
        }
        for index in line.indices {
            let byte = line[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\r") {
                endWord(at: index)
            } else if byte == UInt8(ascii: ";"), weakStart == nil {
                endWord(at: index)
                weakStart = read.count
            } else if wordStart == nil {
                wordStart = index
            }
        }
        endWord(at: line.endIndex)
        let strongEnd = weakStart ?? read.count
        guard strongEnd > first else {
            read.removeSubrange(first...)
            return nil
        }
        return Numbered(word: read[first], start: first + 1, strong: strongEnd - first - 1, weak: read.count - strongEnd)
    }

    /// Calls `body` with each line of the text that is no comment, and whether the file is stemmed.
    private static func forEachLine(of text: String, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
        let isStemmed = text.hasPrefix(Self.stemmedMark)
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                let end = ByteSearch.firstOffset(of: UInt8(ascii: "\n"), in: bytes, from: start) ?? bytes.count
                if bytes[start] != UInt8(ascii: "#") { body(UnsafeBufferPointer(rebasing: bytes[start..<end]), isStemmed) }
                start = end + 1
            }
        }
    }

    /// Lines of one word made one entry, where the first of them was: the strong words of every
    /// line before the weak ones, each word once and never the entry's own word, a weak one only
    /// when it is not strong. The entries' words appended to `related`.
    private static func merged(_ lines: [Numbered], read: [Int32], wordCount: Int, into related: inout [Int32]) -> [Numbered] {
        // Each entry's first line, and each line's next line of the same word: most words have one.
        var firstLines: [Int] = []
        var next = [Int](repeating: -1, count: lines.count)
        var last = [Int](repeating: -1, count: wordCount)
        for index in lines.indices {
            let word = Int(lines[index].word)
            if last[word] < 0 { firstLines.append(index) } else { next[last[word]] = index }
            last[word] = index
        }
        // Which entry holds each word so far, by the entry's number (never cleared).
        var heldBy = [Int](repeating: -1, count: wordCount)
        related.reserveCapacity(read.count)
        return firstLines.enumerated().map { entry, first in
            let word = lines[first].word
            heldBy[Int(word)] = entry
            let start = related.count
            func keep(_ part: (Numbered) -> Range<Int>) {
                var line = first
                while line >= 0 {
                    for number in read[part(lines[line])] where heldBy[Int(number)] != entry {
                        heldBy[Int(number)] = entry
                        related.append(number)
                    }
                    line = next[line]
                }
            }
            keep(\.strongRange)
            let strongEnd = related.count
            keep(\.weakRange)
            return Numbered(word: word, start: start, strong: strongEnd - start, weak: related.count - strongEnd)
        }
    }
}
