import TextSupport

/// A theme's `search-lexicon.txt` read into stems once, when the theme loads: each line a reader's
/// word with its strong and weak neighbours. A build keeps the entries within reach of its terms
/// (`SearchLexicon`); watch mode, which keeps its theme, then reads the file once, not per save.
public struct LexiconTable: Sendable, Equatable {
    /// A reader's word and its related words, each a slice of the table's one list of words.
    public struct Entry: Sendable, Equatable {
        public var word: String
        public var strong: ArraySlice<String>
        public var weak: ArraySlice<String>
    }

    public private(set) var entries: [Entry] = []

    /// The first line of a lexicon file whose words are stemmed (`scripts/make-search-lexicon.py`).
    static let stemmedMark = "# stemmed\n"

    public init() {}

    /// `word strong… ; weak…` a line, `#` comments. A file whose first line is `# stemmed` holds
    /// stems already: stemming was two thirds of reading one. Lines of one word (words of one
    /// stem) become one entry, the first line's words first; each related word is kept once, a
    /// weak one only when it is not also strong, so a build only filters them (`SearchLexicon`).
    ///
    /// Read over the bytes into one list of words, each line a span of it, and each entry's
    /// words made unique in place: an array per line, and two more per entry, were most of the
    /// time reading took (docs/performance-history.md).
    public init(text: String) {
        var words: [String] = []
        var lines = Self.lines(of: text, into: &words)
        Self.merge(&lines, words: &words)
        for index in lines.indices { lines[index].keepEachOnce(in: &words) }
        entries = lines.map { line in
            Entry(word: words[line.start], strong: words[line.strongRange], weak: words[line.weakRange])
        }
    }

    /// A line's words in the list: its word at `start`, then `strong` strong ones and `weak` weak ones.
    private struct Span {
        var start: Int
        var strong: Int
        var weak: Int

        var strongRange: Range<Int> { start + 1..<start + 1 + strong }
        var weakRange: Range<Int> { start + 1 + strong..<start + 1 + strong + weak }

        /// Each related word once, in its first place, never the word itself; strong before
        /// weak. Moved down within the span, which shrinks: a line has at most a few words.
        mutating func keepEachOnce(in words: inout [String]) {
            var kept = start + 1
            func keep(_ range: Range<Int>) {
                // Compared by index: a slice of `words` would keep its storage, and the swap copy it.
                for index in range where !(start..<kept).contains(where: { words[$0] == words[index] }) {
                    words.swapAt(kept, index)
                    kept += 1
                }
            }
            keep(strongRange)
            let strongEnd = kept
            keep(weakRange)
            (strong, weak) = (strongEnd - start - 1, kept - strongEnd)
        }
    }

    /// The spans of the text's lines that have a word, their words appended to `words`.
    private static func lines(of text: String, into words: inout [String]) -> [Span] {
        let isStemmed = text.hasPrefix(Self.stemmedMark)
        var spans: [Span] = []
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                let end = ByteSearch.firstOffset(of: UInt8(ascii: "\n"), in: bytes, from: start) ?? bytes.count
                if bytes[start] != UInt8(ascii: "#"), let span = line(bytes[start..<end], stemmed: isStemmed, into: &words) {
                    spans.append(span)
                }
                start = end + 1
            }
        }
        return spans
    }

    /// `word strong… ; weak…`, split at spaces (a carriage return is a space too) and at the
    /// first `;`, in one pass over the line's bytes; nil for a line without a word.
    private static func line(_ line: Slice<UnsafeBufferPointer<UInt8>>, stemmed: Bool, into words: inout [String]) -> Span? {
        let start = words.count
        var before = 0, after = 0
        var isWeak = false
        var wordStart: Int?
        func endWord(at end: Int) {
            guard let begin = wordStart else { return }
            let word = String(decoding: UnsafeBufferPointer(rebasing: line.base[begin..<end]), as: UTF8.self)
            words.append(stemmed ? word : Stemmer.stem(word))
            if isWeak { after += 1 } else { before += 1 }
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
        guard before > 0 else {
            words.removeSubrange(start...)
            return nil
        }
        return Span(start: start, strong: before - 1, weak: after)
    }

    /// Lines of one word made one span, where the first of them was: their words copied to the
    /// end of the list, the strong ones of every line before the weak ones.
    private static func merge(_ spans: inout [Span], words: inout [String]) {
        var first: [String: Int] = [:]
        first.reserveCapacity(spans.count)
        var later: [Int: [Span]] = [:]
        var kept: [Span] = []
        kept.reserveCapacity(spans.count)
        for span in spans {
            if let index = first[words[span.start]] {
                later[index, default: []].append(span)
            } else {
                first[words[span.start]] = kept.count
                kept.append(span)
            }
        }
        // Gathered apart and appended once: appending a slice of `words` to itself copied it all.
        var merged: [String] = []
        for (index, others) in later {
            let all = [kept[index]] + others
            let start = words.count + merged.count
            merged.append(words[kept[index].start])
            for span in all { merged += words[span.strongRange] }
            for span in all { merged += words[span.weakRange] }
            kept[index] = Span(start: start, strong: all.reduce(0) { $0 + $1.strong }, weak: all.reduce(0) { $0 + $1.weak })
        }
        words += merged
        spans = kept
    }
}
