import Foundation

/// Percent-encoding for one path segment of a generated link: what Foundation's
/// `urlPathAllowed` allows but `/;?#` stays, every other byte of the UTF-8 is `%XX`. Written out
/// over the bytes, as Foundation's version went through NSString for every media reference.
enum URLPath {
    static func encode(_ segment: String) -> String {
        if segment.utf8.allSatisfy(isAllowed) { return segment }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(segment.utf8.count * 3)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in segment.utf8 {
            if isAllowed(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Each `/`-separated segment of `path` encoded, empty segments left out. A path that needs
    /// no encoding and has no empty segment, as nearly every media path, is returned as it is:
    /// splitting it went Character by Character.
    static func encodePath(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        var previous = slash
        let plain = path.utf8.allSatisfy { byte in
            defer { previous = byte }
            return byte == slash ? previous != slash : isAllowed(byte)
        }
        if plain, path.utf8.last != slash { return path }
        return path.split(separator: "/").map { encode(String($0)) }.joined(separator: "/")
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,=:@".utf8.contains(byte)
        }
    }
}
