/// `unclosed-code-block`: a fenced code block whose fence is never closed. CommonMark lets it run
/// to the end of its list item or of the file, or to the closing fence of the next code block,
/// so the headings, checks and videos in between are published as code, lost from the page's
/// tabs, its checks and every other rule, silently.
struct CodeFenceRule {
    func check(_ page: CheckedPage, into sink: inout Diagnostics) {
        for item in page.items {
            guard case .fencedCode(let endLine) = item.construct.kind else { continue }
            let fence = item.construct.literal
            let line = item.construct.line
            // A line that does not hold the fence where cmark says it opens is text the parse
            // made (an older entry's expanded include): its lines are not the file's.
            guard let opening = page.line(line), Self.holds(fence, in: opening, atByte: item.construct.byteColumn) else { continue }
            let note = "end the code with a line of \(fence), indented as the opening fence is"
            if let other = ((line + 1)..<max(line + 1, endLine)).first(where: { page.line($0).map { Self.opens(fence, line: $0) } ?? false }) {
                sink.report(.unclosedCodeBlock, item.location,
                            "this \(fence) code block is not closed before line \(other), which opens another; it runs to line \(endLine), so lines \(line + 1) to \(endLine - 1) are shown as code",
                            note: note + ", before line \(other)")
            } else if endLine <= line || !(page.line(endLine).map { Self.closes(fence, line: $0) } ?? false) {
                sink.report(.unclosedCodeBlock, item.location,
                            "this \(fence) code block is never closed, so everything after it to the end of its list item or of the file is shown as code",
                            note: note)
            }
        }
    }

    private static func holds(_ fence: String, in line: Substring, atByte column: Int) -> Bool {
        let bytes = line.utf8
        guard column >= 1, let start = bytes.index(bytes.startIndex, offsetBy: column - 1, limitedBy: bytes.endIndex) else { return false }
        return bytes[start...].starts(with: fence.utf8)
    }

    /// After the containers' indentation and `>` markers, a run of at least as many of the
    /// fence's character, and what follows it on the line.
    private static func run(of fence: String, in line: Substring) -> Substring.UTF8View.SubSequence? {
        guard let character = fence.utf8.first else { return nil }
        let rest = line.utf8.drop { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: ">") }
        let run = rest.prefix { $0 == character }
        return run.count >= fence.utf8.count ? rest.dropFirst(run.count) : nil
    }

    private static func isBlank(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// Whether `line` is a closing fence for `fence`: the run, then only spaces or tabs.
    static func closes(_ fence: String, line: Substring) -> Bool {
        run(of: fence, in: line).map(isBlank) ?? false
    }

    /// Whether `line`, inside the code, is a fence with an info string (```` ```html ````): it
    /// cannot close the block, and code rarely holds one, so it is where the writer meant the
    /// next block to open.
    static func opens(_ fence: String, line: Substring) -> Bool {
        guard let info = run(of: fence, in: line), !isBlank(info) else { return false }
        return fence.first != "`" || !info.contains(UInt8(ascii: "`"))
    }
}
