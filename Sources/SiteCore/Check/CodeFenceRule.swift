/// `unclosed-code-block`: a fenced code block whose fence is never closed. CommonMark lets it run
/// to the end of its list item, quote or file, or to the closing fence of the next code block,
/// so the headings, checks and videos in between are published as code, lost from the page's
/// tabs, its checks and every other rule, silently.
struct CodeFenceRule {
    func check(_ page: CheckedPage, into sink: inout Diagnostics) {
        for item in page.items {
            guard case .fencedCode(let endLine, let indent) = item.construct.kind else { continue }
            let fence = Fence(characters: item.construct.literal, line: item.construct.line, column: item.construct.byteColumn, indent: indent)
            // A line that does not hold the fence where cmark says it opens is text the parse
            // made (an older entry's expanded include): its lines are not the file's.
            guard let opening = page.line(fence.line), let container = fence.container(on: opening) else { continue }
            let note = "end the code with a line of \(fence.characters), indented as the opening fence is"
            guard endLine > fence.line, let last = page.line(endLine), fence.isClosed(by: last, in: container) else {
                sink.report(.unclosedCodeBlock, item.location,
                            "this \(fence.characters) code block is never closed, so everything after it to the end of its list item, quote or file is shown as code",
                            note: note)
                continue
            }
            // Closed, but perhaps by the fence that was to close the next block: that block's
            // opening fence, with its language, is then inside this one.
            if let other = ((fence.line + 1)..<endLine).first(where: { page.line($0).map { fence.isOpened(by: $0, in: container) } ?? false }) {
                sink.report(.unclosedCodeBlock, item.location,
                            "this \(fence.characters) code block is not closed before line \(other), which opens another; it runs to line \(endLine), so lines \(fence.line + 1) to \(endLine - 1) are shown as code",
                            note: note + ", before line \(other)")
            }
        }
    }

    /// An opening fence: its characters, where they are, and how far they are indented in their
    /// container, in columns (cmark's fence offset).
    struct Fence {
        var characters: String
        var line: Int
        var column: Int
        var indent: Int

        /// The block quotes the fence is in (`>` markers at the line's start) and where, in
        /// columns from their content, the container's content starts; nil when the line does not
        /// hold the fence where cmark placed it, or its markers are not at the line's start (a
        /// quote in a list item), which the rule leaves alone.
        func container(on line: Substring) -> (quotes: Int, column: Int)? {
            let bytes = Array(line.utf8)
            let start = column - 1
            guard start >= 0, start + characters.utf8.count <= bytes.count, bytes[start...].starts(with: characters.utf8) else { return nil }
            let quotes = bytes[..<start].filter { $0 == UInt8(ascii: ">") }.count
            guard let content = Self.afterQuotes(bytes, quotes: quotes) else { return nil }
            return (quotes, Self.columns(bytes, upTo: start) - content.column - indent)
        }

        /// Whether `line` closes the block: after as many `>` markers, a run of at least as many
        /// of the fence's character, starting within three columns of the container's content,
        /// then only spaces or tabs.
        func isClosed(by line: Substring, in container: (quotes: Int, column: Int)) -> Bool {
            run(in: line, container: container).map(Self.isBlank) ?? false
        }

        /// Whether `line`, inside the code, is a fence with an info string (```` ```html ````): it
        /// cannot close the block, and code rarely holds one, so it is where the writer meant
        /// the next block to open.
        func isOpened(by line: Substring, in container: (quotes: Int, column: Int)) -> Bool {
            guard let info = run(in: line, container: container), !Self.isBlank(info) else { return false }
            return characters.first != "`" || !info.contains(UInt8(ascii: "`"))
        }

        /// What follows a run of the fence's character where a closing fence of this block may
        /// start.
        private func run(in line: Substring, container: (quotes: Int, column: Int)) -> ArraySlice<UInt8>? {
            guard let character = characters.utf8.first else { return nil }
            let bytes = Array(line.utf8)
            guard let content = Self.afterQuotes(bytes, quotes: container.quotes) else { return nil }
            var at = content.byte
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
            let indent = Self.columns(bytes, upTo: at) - content.column
            guard indent >= container.column, indent <= container.column + 3 else { return nil }
            let end = bytes[at...].firstIndex { $0 != character } ?? bytes.count
            return end - at >= characters.utf8.count ? bytes[end...] : nil
        }

        /// The column where the content of `quotes` block quotes starts, and the byte after their
        /// markers: each `>` after up to three spaces, and the one space or a tab's first column
        /// after it, which the marker takes (a tab's other columns indent what follows).
        static func afterQuotes(_ bytes: [UInt8], quotes: Int) -> (column: Int, byte: Int)? {
            var at = 0, column = 0
            for _ in 0..<quotes {
                var spaces = 0
                while at < bytes.count, bytes[at] == 0x20, spaces < 3 { (at, column, spaces) = (at + 1, column + 1, spaces + 1) }
                guard at < bytes.count, bytes[at] == UInt8(ascii: ">") else { return nil }
                (at, column) = (at + 1, column + 1)
                if at < bytes.count, bytes[at] == 0x20 { (at, column) = (at + 1, column + 1) } else if at < bytes.count, bytes[at] == 0x09 { column += 1 }
            }
            return (column, at)
        }

        /// The column of byte `end`, as cmark counts: a tab runs to the next multiple of four.
        static func columns(_ bytes: [UInt8], upTo end: Int) -> Int {
            var column = 0
            for byte in bytes[..<min(end, bytes.count)] { column = byte == 0x09 ? column + 4 - column % 4 : column + 1 }
            return column
        }

        private static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
            bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        }
    }
}
