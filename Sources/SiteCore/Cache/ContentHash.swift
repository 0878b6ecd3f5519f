import Foundation

/// A 64-bit hash of bytes, stable across runs and machines (Swift's `Hasher` is seeded per
/// process, so it cannot be stored). It tells "changed" from "unchanged" for the build cache;
/// it is not a defence against anyone crafting collisions.
///
/// Bytes are taken eight at a time, as a little-endian word, each mixed in by a step that is a
/// bijection of the state for a given word and of the word for a given state, so a text
/// differing in one word always hashes differently. Whole 32-byte blocks go in four lanes,
/// leftover words and then leftover bytes one at a time. Byte at a time (FNV-1a, the first
/// version) it was slow for a build, which hashes every source twice and every written file
/// once.
struct ContentHash: Equatable {
    private(set) var value = ContentHash.start

    /// The state before any byte (FNV's offset basis, kept from the first version); the word
    /// cache's table starts its hashes there too (`WordCache`).
    static let start: UInt64 = 0xcbf2_9ce4_8422_2325

    init() {}

    init(_ text: String) { add(text) }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(bytes: UnsafeRawBufferPointer($0)) }
        add(separator: 0x1F)
    }

    mutating func add(_ data: Data) {
        data.withUnsafeBytes { add(bytes: $0) }
        add(separator: 0x1F)
    }

    mutating func add(_ number: Int64) { add(String(number)) }

    /// Marks the end of a field, so ("ab", "c") and ("a", "bc") hash differently.
    private mutating func add(separator: UInt8) {
        value = Self.mix(value, UInt64(separator))
    }

    private mutating func add(bytes: UnsafeRawBufferPointer) {
        // Four lanes of 32-byte blocks: each lane's chain of multiplies waits only on itself,
        // so the processor runs the four at once (one chain over every word was the hash's
        // whole time). Folding the lanes in is a bijection of each in turn.
        var hash = value
        let blocks = bytes.count / 32
        if blocks > 0 {
            var lanes = (Self.mix(hash, 1), Self.mix(hash, 2), Self.mix(hash, 3), Self.mix(hash, 4))
            for block in 0..<blocks {
                let offset = block * 32
                lanes.0 = Self.mix(lanes.0, Self.word(bytes, at: offset))
                lanes.1 = Self.mix(lanes.1, Self.word(bytes, at: offset + 8))
                lanes.2 = Self.mix(lanes.2, Self.word(bytes, at: offset + 16))
                lanes.3 = Self.mix(lanes.3, Self.word(bytes, at: offset + 24))
            }
            hash = Self.mix(Self.mix(Self.mix(Self.mix(hash, lanes.0), lanes.1), lanes.2), lanes.3)
        }
        let words = bytes.count / 8
        for word in (blocks * 4)..<words { hash = Self.mix(hash, Self.word(bytes, at: word * 8)) }
        for byte in bytes[(words * 8)...] { hash = Self.mix(hash, UInt64(byte)) }
        value = hash
    }

    private static func word(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// x ↦ (x ^ word) × odd constant, then x ↦ x ^ (x >> 29): each step is invertible. The word
    /// cache's table hashes words with it too (`WordCache`).
    static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        return product ^ (product >> 29)
    }

    /// Sixteen lowercase hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
