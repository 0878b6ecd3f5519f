import Foundation
import TextSupport

/// Each raw word's tokens, kept from page to page by the pages one core goes through
/// (`ParallelMap.map(_:reusing:)`, `ParallelMap.forEach`): words repeat a lot, and normalising and stemming them again
/// was most of the index stage's time. Tokens are numbers in the cache's own list of terms, so
/// counting a unit's terms (`TermCounter`) indexes an array instead of hashing each token's text
/// again.
///
/// Words are looked up by their UTF-8 bytes in a table of its own (open addressing; the bytes
/// of long words and the tokens of words with several kept in two flat arrays): a
/// `[String: [Int32]]` made a string of every word of the text, hashed it with the seeded hasher
/// and retained its array, for every word. The table is larger than a core's caches, so what a
/// look-up reads beyond its slot is kept to long words and words of several tokens (`Slot`).
struct WordCache {
    /// The table, a power of two long, at most three quarters full.
    private var slots = [Slot](repeating: Slot(), count: 1024)
    private var count = 0
    private var wordBytes: [UInt8] = []
    private var tokenNumbers: [Int32] = []
    private var numberOfTerm: [String: Int32] = [:]
    /// The terms met so far, by number, shared with the drafts counted with them.
    let vocabulary = TermList()

    /// A word of up to eight bytes (nearly every word) is kept in its slot, and so is its token
    /// when it has one: a look-up then reads the slot alone, where the word's bytes and tokens
    /// elsewhere were two more reads that missed the caches as the slot's did. Sixteen bytes, so
    /// that the table, which other stages push out of the caches between pages, is smaller too.
    private struct Slot {
        /// A short word's bytes, the first in the lowest byte, zeros after; a longer word's hash
        /// (high half) and where its bytes start in `wordBytes` (low half).
        var key: UInt64 = 0
        /// The word's one token, or where its tokens start in `tokenNumbers` when it has more
        /// or none.
        var token: Int32 = 0
        /// A word has at least one byte, so a slot of no bytes is empty.
        var length: UInt16 = 0
        var tokenCount: UInt16 = 0

        var isEmpty: Bool { length == 0 }
    }

    /// Calls `body` with the number of each token of `text`, in order (`SearchTokenizer.tokens`).
    mutating func forEachToken(in text: String, _ body: (Int32) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            SearchTokenizer.forEachRawWord(in: utf8) { word in
                let slot = self.slot(of: word)
                if slot.tokenCount == 1 {
                    body(slot.token)
                } else if slot.isEmpty {
                    // Too long to keep (`slot(of:)`).
                    for token in tokenStrings(of: word) { body(number(of: token)) }
                } else {
                    for index in Int(slot.token)..<Int(slot.token) + Int(slot.tokenCount) { body(tokenNumbers[index]) }
                }
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

    /// The word's slot, filled on first sight; an empty one for a word too long for a slot to
    /// count its bytes, which is not kept.
    private mutating func slot(of word: UnsafeBufferPointer<UInt8>) -> Slot {
        guard word.count <= Int(UInt16.max) else { return Slot() }
        let packed = word.count <= 8 ? Self.packed(word) : 0
        let hash = word.count <= 8 ? Self.hash(packed: packed, count: word.count) : Self.hash(word)
        let key = word.count <= 8 ? packed : Self.key(hash: hash, bytesStart: wordBytes.count)
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while !slots[index].isEmpty {
            let known = slots[index]
            if known.length == word.count, isWord(known, word, key: key) { return known }
            index = (index + 1) & mask
        }
        let tokens = tokenStrings(of: word).map { number(of: $0) }
        guard tokens.count <= Int(UInt16.max) else { return Slot() }
        var slot = Slot(key: key, token: Int32(tokenNumbers.count), length: UInt16(word.count), tokenCount: UInt16(tokens.count))
        if tokens.count == 1 { slot.token = tokens[0] } else { tokenNumbers += tokens }
        if word.count > 8 { wordBytes.append(contentsOf: word) }
        slots[index] = slot
        count += 1
        if count * 4 > slots.count * 3 { grow() }
        return slot
    }

    /// Whether `slot` holds `word`, of the slot's length; `key`: the word's own key.
    private func isWord(_ slot: Slot, _ word: UnsafeBufferPointer<UInt8>, key: UInt64) -> Bool {
        if word.count <= 8 { return slot.key == key }
        guard slot.key >> 32 == key >> 32 else { return false }
        let start = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: slot.key))
        return wordBytes.withUnsafeBufferPointer { ByteSearch.equal(UnsafeBufferPointer(rebasing: $0[start..<start + word.count]), word) }
    }

    /// A long word's key (`Slot.key`); `bytesStart`: where its bytes go.
    private static func key(hash: UInt64, bytesStart: Int) -> UInt64 {
        hash & 0xFFFF_FFFF_0000_0000 | UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: bytesStart))
    }

    /// Up to eight bytes in one word, the first in the lowest byte.
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        for index in bytes.indices.reversed() { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    /// The word's tokens worked out from its text (`SearchTokenizer.tokens(ofRawWord:)`).
    private func tokenStrings(of word: UnsafeBufferPointer<UInt8>) -> [String] {
        SearchTokenizer.tokens(ofRawWord: Array(String(decoding: word, as: UTF8.self).unicodeScalars))
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        let mask = slots.count - 1
        for word in old where !word.isEmpty {
            var index = Int(truncatingIfNeeded: hash(of: word)) & mask
            while !slots[index].isEmpty { index = (index + 1) & mask }
            slots[index] = word
        }
    }

    /// The hash of the word a slot holds.
    private func hash(of slot: Slot) -> UInt64 {
        if slot.length <= 8 { return Self.hash(packed: slot.key, count: Int(slot.length)) }
        let start = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: slot.key))
        return wordBytes.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[start..<start + Int(slot.length)])) }
    }

    /// Eight bytes at a time, mixed as `ContentHash` mixes; a short word's bytes, nearly every
    /// word's, make one word of their own (its key, `packed`) rather than a step each.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = ContentHash.start ^ UInt64(bytes.count)
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = ContentHash.mix(hash, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        return ContentHash.mix(hash, packed(UnsafeBufferPointer(rebasing: bytes[offset...])))
    }

    /// `hash` of a word of `count` bytes, at most eight, packed (`packed`).
    private static func hash(packed: UInt64, count: Int) -> UInt64 {
        ContentHash.mix(ContentHash.start ^ UInt64(count), packed)
    }
}
