/// Text the Liquid expander made, and where each part of it came from in the text it read: a
/// run copied as written maps byte for byte, a run it wrote (a fence, an included file's text)
/// maps to the tag that made it. `SourceMap` turns that into lines and columns.
struct ExpandedText: Sendable {
    private(set) var bytes: [UInt8] = []
    /// Sorted by `start`; each run lasts until the next one starts.
    private(set) var runs: [Run] = []

    struct Run: Sendable, Equatable {
        /// Where the run starts in `bytes`.
        var start: Int
        /// Where its first byte comes from in the text read (a byte offset).
        var origin: Int
        /// Copied as written: byte `start + k` comes from `origin + k`. Otherwise every byte
        /// comes from `origin`.
        var isVerbatim: Bool
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The offset in the text read that byte `offset` of this text comes from.
    func origin(of offset: Int) -> Int {
        guard !runs.isEmpty else { return 0 }
        let run = runs[runIndex(at: offset)]
        return run.isVerbatim ? run.origin + max(offset - run.start, 0) : run.origin
    }

    /// Bytes of the text read, starting at `origin` there.
    mutating func appendVerbatim(_ slice: ArraySlice<UInt8>, origin: Int) {
        guard !slice.isEmpty else { return }
        let continues = runs.last.map { $0.isVerbatim && $0.origin + (bytes.count - $0.start) == origin } ?? false
        if !continues { runs.append(Run(start: bytes.count, origin: origin, isVerbatim: true)) }
        bytes.append(contentsOf: slice)
    }

    /// Text made here, all of it said to come from `origin`.
    mutating func appendGenerated(_ text: some Collection<UInt8>, at origin: Int) {
        guard !text.isEmpty else { return }
        if runs.last.map({ !$0.isVerbatim && $0.origin == origin }) != true {
            runs.append(Run(start: bytes.count, origin: origin, isVerbatim: false))
        }
        bytes.append(contentsOf: text)
    }

    mutating func appendGenerated(_ text: String, at origin: Int) { appendGenerated(Array(text.utf8), at: origin) }

    /// `range` of `other` (made from the same text read), its runs kept.
    mutating func append(_ other: ExpandedText, range: Range<Int>) {
        guard !range.isEmpty else { return }
        var index = other.runIndex(at: range.lowerBound)
        while index < other.runs.count, other.runs[index].start < range.upperBound {
            let run = other.runs[index]
            let start = max(run.start, range.lowerBound)
            let end = min(index + 1 < other.runs.count ? other.runs[index + 1].start : other.bytes.count, range.upperBound)
            if run.isVerbatim {
                appendVerbatim(other.bytes[start..<end], origin: run.origin + (start - run.start))
            } else {
                appendGenerated(other.bytes[start..<end], at: run.origin)
            }
            index += 1
        }
    }

    mutating func append(_ other: ExpandedText) { append(other, range: 0..<other.bytes.count) }

    /// Drops white space (line ends included) at the end: what `{%-` and `{{-` ask for.
    mutating func trimTrailingWhitespace() {
        while let last = bytes.last, Self.isWhitespace(last) { bytes.removeLast() }
        while let run = runs.last, run.start >= bytes.count { runs.removeLast() }
    }

    /// The text with `insertions` made, each at an offset of this text, in offset order.
    func inserting(_ insertions: [(offset: Int, text: String, origin: Int)]) -> ExpandedText {
        var result = ExpandedText()
        var copied = 0
        for insertion in insertions.sorted(by: { $0.offset < $1.offset }) {
            result.append(self, range: copied..<insertion.offset)
            result.appendGenerated(insertion.text, at: insertion.origin)
            copied = insertion.offset
        }
        result.append(self, range: copied..<bytes.count)
        return result
    }

    /// Whether the text ends at the start of a line (or is empty).
    var endsAtLineStart: Bool { bytes.last.map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? true }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private func runIndex(at offset: Int) -> Int {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].start <= offset { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }
}

extension ExpandedText {
    /// Drops spaces and tabs at the end, not line ends: a construct on a line of its own leaves
    /// the line empty rather than holding its indentation.
    mutating func trimTrailingSpaces() {
        var count = bytes.count
        while count > 0, bytes[count - 1] == UInt8(ascii: " ") || bytes[count - 1] == UInt8(ascii: "\t") { count -= 1 }
        guard count < bytes.count else { return }
        bytes.removeLast(bytes.count - count)
        while let run = runs.last, run.start >= bytes.count { runs.removeLast() }
    }
}
