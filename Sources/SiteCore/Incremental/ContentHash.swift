import Foundation

/// A 64-bit hash of bytes, stable across runs and machines (Swift's `Hasher` is seeded per
/// process, so it cannot be stored). It tells "changed" from "unchanged" for the build cache;
/// it is not a defence against anyone crafting collisions.
///
/// Bytes are taken eight at a time, as a little-endian word, each mixed in by a step that is a
/// bijection of the state for a given word, so a text differing in one word always hashes
/// differently; leftover bytes go one at a time. Byte at a time (FNV-1a, the first version)
/// it cost a few percent of a build, which hashes every source twice and every written file
/// (600 MB at 10,000 pages) once.
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
        var hash = value
        let words = bytes.count / 8
        for word in 0..<words {
            hash = Self.mix(hash, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)))
        }
        for byte in bytes[(words * 8)...] { hash = Self.mix(hash, UInt64(byte)) }
        value = hash
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
