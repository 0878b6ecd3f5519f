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
            guard let opening = page.line(fence.line), let quotes = fence.quoteDepth(of: opening) else { continue }
            let note = "end the code with a line of \(fence.characters), indented as the opening fence is"
            guard endLine > fence.line, let last = page.line(endLine), fence.isClosed(by: last, quotes: quotes) else {
                sink.report(.unclosedCodeBlock, item.location,
                            "this \(fence.characters) code block is never closed, so everything after it to the end of its list item, quote or file is shown as code",
                            note: note)
                continue
            }
            // Closed, but perhaps by the fence that was to close the next block: that block's
            // opening fence, with its language, is then inside this one.
            if let other = ((fence.line + 1)..<endLine).first(where: { page.line($0).map { fence.isOpened(by: $0, quotes: quotes) } ?? false }) {
                sink.report(.unclosedCodeBlock, item.location,
                            "this \(fence.characters) code block is not closed before line \(other), which opens another; it runs to line \(endLine), so lines \(fence.line + 1) to \(endLine - 1) are shown as code",
                            note: note + ", before line \(other)")
            }
        }
    }

    /// An opening fence: its characters, where they are, and how far they are indented in their
    /// container, whose content starts `indent` bytes before them.
    struct Fence {
        var characters: String
        var line: Int
        var column: Int
        var indent: Int

        /// The `>` markers before the fence on its line; nil when the line does not hold the
        /// fence where cmark placed it.
        func quoteDepth(of line: Substring) -> Int? {
            let bytes = Array(line.utf8)
            guard column >= 1, column - 1 + characters.utf8.count <= bytes.count,
                  bytes[(column - 1)...].starts(with: characters.utf8) else { return nil }
            return bytes[..<(column - 1)].filter { $0 == UInt8(ascii: ">") }.count
        }

        /// Whether `line` closes the block: inside its container (as many `>` markers, the run
        /// at most three spaces past where the container's content starts), at least as many of
        /// the fence's character, then only spaces or tabs.
        func isClosed(by line: Substring, quotes: Int) -> Bool {
            run(in: line, quotes: quotes).map(Self.isBlank) ?? false
        }

        /// Whether `line`, inside the code, is a fence with an info string (```` ```html ````): it
        /// cannot close the block, and code rarely holds one, so it is where the writer meant
        /// the next block to open.
        func isOpened(by line: Substring, quotes: Int) -> Bool {
            guard let info = run(in: line, quotes: quotes), !Self.isBlank(info) else { return false }
            return characters.first != "`" || !info.contains(UInt8(ascii: "`"))
        }

        /// What follows a run of the fence's character that starts where a closing fence of
        /// this block may: after `quotes` markers, within three spaces of the container's start.
        private func run(in line: Substring, quotes: Int) -> ArraySlice<UInt8>? {
            guard let character = characters.utf8.first else { return nil }
            let bytes = Array(line.utf8)
            var at = 0, markers = 0
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 || (bytes[at] == UInt8(ascii: ">") && markers < quotes) {
                if bytes[at] == UInt8(ascii: ">") { markers += 1 }
                at += 1
            }
            let container = column - indent
            guard markers == quotes, at + 1 >= container, at + 1 <= container + 3 else { return nil }
            let end = bytes[at...].firstIndex { $0 != character } ?? bytes.count
            return end - at >= characters.utf8.count ? bytes[end...] : nil
        }

        private static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
            bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        }
    }
}
