import Foundation

/// A 64-bit FNV-1a hash of bytes, stable across runs and machines (Swift's `Hasher` is seeded
/// per process, so it cannot be stored). It tells "changed" from "unchanged" for the build cache;
/// it is not a defence against anyone crafting collisions.
struct ContentHash: Equatable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

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
        value = (value ^ UInt64(separator)) &* 0x100_0000_01b3
    }

    private mutating func add(bytes: UnsafeRawBufferPointer) {
        var hash = value
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        value = hash
    }

    /// Sixteen lowercase hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
