import Foundation

/// One term of one unit in 64 bits: term number (23 bits), unit (24 bits), title flag, weight
/// (16 bits; more than 65,535 occurrences in one unit count as 65,535).
struct Pair {
    let bits: UInt64

    static let maxTerms = 1 << 23, maxUnits = 1 << 24

    init(term: Int, unit: Int, isInTitle: Bool, weight: Int) {
        precondition(term < Self.maxTerms && unit < Self.maxUnits, "the search index holds at most 8 million terms and 16 million units")
        bits = UInt64(term) << 41 | UInt64(unit) << 17 | (isInTitle ? 1 << 16 : 0) | UInt64(min(max(weight, 0), 0xFFFF))
    }

    var term: Int { Int(bits >> 41) }
    var unit: Int { Int(bits >> 17 & 0xFF_FFFF) }
    var isInTitle: Bool { bits >> 16 & 1 == 1 }
    var weight: Int { Int(bits & 0xFFFF) }
}
