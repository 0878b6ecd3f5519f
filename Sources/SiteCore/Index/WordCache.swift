import Foundation

/// Each raw word's tokens, kept from page to page by the pages one core goes through
/// (`ParallelMap.map(_:reusing:)`, `ParallelMap.forEach`): words repeat a lot, and normalising and stemming them again
/// was most of the index stage's time. Tokens are numbers in the cache's own list of terms, so
/// counting a unit's terms (`TermCounter`) indexes an array instead of hashing each token's text
/// again.
///
/// Words are looked up by their UTF-8 bytes in a table of its own (open addressing, a word's
/// bytes and tokens kept in two flat arrays): a `[String: [Int32]]` made a string of every word
/// of the text, hashed it with the seeded hasher and retained its array, for every word.
struct WordCache {
    /// Slots of the table, each an index into `words` plus one; 0 is empty. A power of two long,
    /// at most half full.
    private var slots = [Int32](repeating: 0, count: 1024)
    private var words: [Word] = []
    private var wordBytes: [UInt8] = []
    private var tokenNumbers: [Int32] = []
    private var numberOfTerm: [String: Int32] = [:]
    /// The terms met so far, by number, shared with the drafts counted with them.
    let vocabulary = TermList()

    private struct Word {
        var hash: UInt64
        var bytes: Range<Int>
        var tokens: Range<Int>
    }

    /// Calls `body` with the number of each token of `text`, in order (`SearchTokenizer.tokens`).
    mutating func forEachToken(in text: String, _ body: (Int32) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            SearchTokenizer.forEachRawWord(in: utf8) { word in
                let tokens = self.tokens(of: word)
                for index in tokens { body(tokenNumbers[index]) }
            }
        }
    }

    /// The number of `term`, given it if new.
    mutating func number(of term: String) -> Int32 {
        if let known = numberOfTerm[term] { return known }
        let number = vocabulary.append(term)
        numberOfTerm[term] = number
        return number
    }

    /// Where in `tokenNumbers` the word's tokens are, worked out and kept on first sight.
    private mutating func tokens(of word: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let hash = Self.hash(word)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let known = words[Int(slots[slot]) - 1]
            if known.hash == hash, wordBytes.withUnsafeBufferPointer({ ByteSearch.equal(UnsafeBufferPointer(rebasing: $0[known.bytes]), word) }) {
                return known.tokens
            }
            slot = (slot + 1) & mask
        }
        let text = String(decoding: word, as: UTF8.self)
        let start = tokenNumbers.count
        for token in SearchTokenizer.tokens(ofRawWord: Array(text.unicodeScalars)) { tokenNumbers.append(number(of: token)) }
        let bytesStart = wordBytes.count
        wordBytes.append(contentsOf: word)
        words.append(Word(hash: hash, bytes: bytesStart..<wordBytes.count, tokens: start..<tokenNumbers.count))
        slots[slot] = Int32(words.count)
        if words.count * 2 > slots.count { grow() }
        return start..<tokenNumbers.count
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, word) in words.enumerated() {
            var slot = Int(truncatingIfNeeded: word.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    /// Eight bytes at a time, mixed as `ContentHash` mixes; a short word's bytes, nearly every
    /// word's, make one word of their own rather than a step each.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = ContentHash.start ^ UInt64(bytes.count)
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = ContentHash.mix(hash, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < raw.count {
            tail = tail << 8 | UInt64(raw[offset])
            offset += 1
        }
        return ContentHash.mix(hash, tail)
    }
}
