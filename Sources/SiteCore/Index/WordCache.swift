import Foundation

/// Each raw word's tokens, kept from page to page by the pages one core goes through
/// (`ParallelMap.map(_:reusing:)`, `ParallelMap.forEach`): words repeat a lot, and normalising and stemming them again
/// was most of the index stage's time. Tokens are numbers in the cache's own list of terms, so
/// counting a unit's terms (`TermCounter`) indexes an array instead of hashing each token's text
/// again.
///
/// Words are looked up by their UTF-8 bytes in a table of its own (open addressing, a word's
/// bytes and tokens kept in two flat arrays): a `[String: [Int32]]` made a string of every word
/// of the text, hashed it with the seeded hasher and retained its array, for every word. Each
/// slot holds the word's hash and where its bytes and tokens are, so a look-up reads one slot,
/// not a slot and then a word elsewhere: the table is larger than a core's caches, and the
/// second read missed them as often as the first.
struct WordCache {
    /// The table, a power of two long, at most half full. A word has at least one byte, so a
    /// slot of no bytes is empty.
    private var slots = [Slot](repeating: Slot(), count: 1024)
    private var count = 0
    private var wordBytes: [UInt8] = []
    private var tokenNumbers: [Int32] = []
    private var numberOfTerm: [String: Int32] = [:]
    /// The terms met so far, by number, shared with the drafts counted with them.
    let vocabulary = TermList()

    private struct Slot {
        var hash: UInt64 = 0
        var bytesStart: Int32 = 0, bytesCount: Int32 = 0
        var tokensStart: Int32 = 0, tokensCount: Int32 = 0

        var isEmpty: Bool { bytesCount == 0 }
        var bytes: Range<Int> { Int(bytesStart)..<Int(bytesStart) + Int(bytesCount) }
        var tokens: Range<Int> { Int(tokensStart)..<Int(tokensStart) + Int(tokensCount) }
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
        while !slots[slot].isEmpty {
            let known = slots[slot]
            if known.hash == hash, wordBytes.withUnsafeBufferPointer({ ByteSearch.equal(UnsafeBufferPointer(rebasing: $0[known.bytes]), word) }) {
                return known.tokens
            }
            slot = (slot + 1) & mask
        }
        let text = String(decoding: word, as: UTF8.self)
        let start = tokenNumbers.count
        for token in SearchTokenizer.tokens(ofRawWord: Array(text.unicodeScalars)) { tokenNumbers.append(number(of: token)) }
        slots[slot] = Slot(hash: hash, bytesStart: Int32(wordBytes.count), bytesCount: Int32(word.count),
                           tokensStart: Int32(start), tokensCount: Int32(tokenNumbers.count - start))
        wordBytes.append(contentsOf: word)
        count += 1
        if count * 2 > slots.count { grow() }
        return start..<tokenNumbers.count
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        let mask = slots.count - 1
        for word in old where !word.isEmpty {
            var slot = Int(truncatingIfNeeded: word.hash) & mask
            while !slots[slot].isEmpty { slot = (slot + 1) & mask }
            slots[slot] = word
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
