import Foundation
import Hummingbird
import SiteCore

/// `Range: bytes=…` with one range: `a-b`, `a-` or `-n`.
enum ByteRange {
    static func parse(_ header: String, length: Int) -> Range<Int>? {
        guard header.hasPrefix("bytes="), !header.contains(","), length > 0 else { return nil }
        let spec = header.dropFirst("bytes=".count).split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard spec.count == 2 else { return nil }
        let first = Int(spec[0].trimmingCharacters(in: .whitespaces)), last = Int(spec[1].trimmingCharacters(in: .whitespaces))
        switch (first, last) {
        case let (start?, end?) where start <= end && start < length: return start..<min(end + 1, length)
        case let (start?, nil) where start < length && spec[1].trimmingCharacters(in: .whitespaces).isEmpty: return start..<length
        case let (nil, suffix?) where spec[0].trimmingCharacters(in: .whitespaces).isEmpty && suffix > 0: return max(0, length - suffix)..<length
        default: return nil
        }
    }
}
