import Foundation

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// `trimmingCharacters(in: .whitespaces)`: the text itself when both ends are ASCII other than
    /// a space or a tab (the set's only ASCII), as nearly every attribute value is. Foundation's
    /// trimming bridged each value to NSString.
    var trimmingSpacesAndTabs: String {
        endsAreKept { $0 == 0x20 || $0 == 0x09 } ? String(self) : trimmingCharacters(in: .whitespaces)
    }

    /// `trimmingCharacters(in: .whitespacesAndNewlines)`, the same way: that set's ASCII is a
    /// space and tab to carriage return.
    var trimmingWhitespaceAndNewlines: String {
        endsAreKept { $0 == 0x20 || (0x09...0x0D).contains($0) } ? String(self) : trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether the first and last bytes are ASCII that `isTrimmed` does not take.
    private func endsAreKept(_ isTrimmed: (UInt8) -> Bool) -> Bool {
        guard let first = utf8.first, let last = utf8.last else { return false }
        return first < 0x80 && last < 0x80 && !isTrimmed(first) && !isTrimmed(last)
    }
}
