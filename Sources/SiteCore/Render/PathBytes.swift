import Foundation

/// Byte-level shortcuts for `PageLinkRewriter`, each giving what its general version gives.
enum PathBytes {
    /// `folder/path` (`path` alone when it starts with `/` or `folder` is empty), when both are
    /// ASCII with no empty, `.` or `..` component: what `PageLinkRewriter.resolve` gives for
    /// nearly every link and media path, without splitting both into strings and joining them
    /// again. Nil otherwise, for the general walk.
    static func joinedWhenPlain(_ path: String, to folder: String) -> String? {
        let absolute = path.hasPrefix("/")
        let rest = absolute ? path.dropFirst() : Substring(path)
        guard hasOnlyPlainComponents(rest) else { return nil }
        if absolute || folder.isEmpty { return String(rest) }
        guard hasOnlyPlainComponents(Substring(folder)) else { return nil }
        return folder + "/" + rest
    }

    /// Non-empty ASCII whose `/`-separated components are neither empty nor `.` nor `..`.
    static func hasOnlyPlainComponents(_ text: Substring) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !bytes.isEmpty else { return false }
            var componentStart = 0
            for index in 0...bytes.count {
                if index < bytes.count {
                    guard bytes[index] < 0x80 else { return false }
                    guard bytes[index] == UInt8(ascii: "/") else { continue }
                }
                let component = bytes[componentStart..<index]
                if component.isEmpty || (component.count <= 2 && component.allSatisfy { $0 == UInt8(ascii: ".") }) { return false }
                componentStart = index + 1
            }
            return true
        } ?? false
    }
}
