@testable import SiteCore

/// Random themes of the Mustache `TemplateParser` reads, and random views to render them on,
/// from a seed (SplitMix64), so that a failure is found again.
struct RandomTemplates {
    /// A view with texts, facts, a view and lists.
    struct View: TemplateView {
        var a: String
        var b: String
        var f: Bool
        var g: Bool
        var children: [View]

        static let leaf = View(a: "leaf", b: "", f: false, g: true, children: [])

        static let fields = ViewFields<View>([
            .text("a", \.a), .text("b", \.b), .flag("f", \.f), .flag("g", \.g),
            .view("v") { $0.children.first ?? View.leaf }, .list("l", \.children), .list("e") { _ in [View]() },
        ])
    }

    private var random: SeededGenerator
    /// Start and end delimiters of the tags being written.
    private var delimiters = ("{{", "}}")

    init(seed: UInt64) { random = SeededGenerator(state: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1) }

    private mutating func next() -> UInt64 { random.next() }

    private mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

    private mutating func pick(_ choices: [String]) -> String { choices[below(choices.count)] }

    /// A main template `t`, partials (`p0`, `p1`, which includes `p0`), a parent with blocks
    /// (`base`) and a parent that fills some of them (`mid`).
    mutating func theme() -> [String: String] {
        let p0 = template(depth: 2, partials: [])
        let p1 = template(depth: 2, partials: ["p0", "missing"])
        let base = template(depth: 2, partials: ["p0"], blocks: true) + pick(["", "\n", "\n  "]) + block(depth: 2, partials: ["p0"])
            + template(depth: 1, partials: []) + pick(["\n", "\n\t", " "]) + block(depth: 2, partials: [])
        let mid = "{{<base}}\n" + definitions(depth: 1) + "{{/base}}" + pick(["", "\n", " x\n"])
        let t = template(depth: 3, partials: ["p0", "p1", "missing"], parents: true)
        return ["t": t, "p0": p0, "p1": p1, "base": base, "mid": mid]
    }

    mutating func view(depth: Int) -> View {
        let texts = ["", "x", "<b>&amp;\"'</b>", "two\nlines", "é"]
        let children = depth == 0 ? [] : (0..<below(3)).map { _ in view(depth: depth - 1) }
        return View(a: pick(texts), b: pick(texts), f: below(2) == 0, g: below(2) == 0, children: children)
    }

    /// A run of texts and tags, each perhaps on a line of its own with some indentation.
    private mutating func template(depth: Int, partials: [String], blocks: Bool = false, parents: Bool = false) -> String {
        var text = ""
        for _ in 0..<(1 + below(6)) {
            if below(3) == 0 { text += pick(["\n", "\r\n", "x\n"]) + pick(["", " ", "  ", "\t"]) }
            text += piece(depth: depth, partials: partials, blocks: blocks, parents: parents)
            if below(3) == 0 { text += pick(["\n", " \n", "\r\n", "\t\n"]) }
        }
        return text
    }

    private mutating func piece(depth: Int, partials: [String], blocks: Bool, parents: Bool) -> String {
        let names = ["a", "b", "f", "g", "v", "l", "e", "x", ".", "v.a", "l.a", ".a", "v.v.a", "v.f", "a.b", "v.l"]
        let (open, close) = delimiters
        switch below(depth > 0 ? 12 : 8) {
        case 0, 1: return pick(["x", "ab", " ", "  ", "\t", "a{b", "}", "<&\"'>", "é", "{x}", "a}b"])
        case 2: return open + pick(["", " "]) + pick(names) + pick(["", " "]) + close
        case 3: return open == "{{" ? "{{{" + pick(names) + "}}}" : open + "&" + pick(names) + close
        case 4: return open + "& " + pick(names) + close
        case 5: return open + "! a comment " + pick(["", "\n"]) + close
        case 6: return partials.isEmpty ? "" : open + pick([">", "> "]) + pick(partials) + close
        case 7: return changedDelimiters(depth: depth)
        case 8, 9: return section(depth: depth, partials: partials, blocks: blocks, parents: parents)
        case 10: return blocks ? block(depth: depth, partials: partials) : ""
        default: return parents ? parent(depth: depth) : ""
        }
    }

    private mutating func section(depth: Int, partials: [String], blocks: Bool, parents: Bool) -> String {
        let name = pick(["f", "g", "v", "l", "e", "x", "a", "b", "v.l", "l", "."])
        let (open, close) = delimiters
        let body = template(depth: depth - 1, partials: partials, blocks: blocks, parents: parents)
        return open + pick(["#", "^"]) + name + close + body + open + "/" + name + close
    }

    private mutating func block(depth: Int, partials: [String]) -> String {
        let name = pick(["b1", "b2", "b3"])
        let (open, close) = delimiters
        let body = below(2) == 0 ? template(depth: depth - 1, partials: partials, blocks: true) : indentedLines(depth: depth - 1)
        return open + "$" + name + close + body + open + "/" + name + close
    }

    /// Lines each with its own indentation, as a block's body often is.
    private mutating func indentedLines(depth: Int) -> String {
        var text = pick(["", "\n", "\r\n"])
        for _ in 0..<(1 + below(3)) {
            text += pick(["", " ", "  ", "    ", "\t"]) + template(depth: depth, partials: ["p0"]) + pick(["\n", "\r\n", " \n"])
        }
        return text + pick(["", "  ", "\t"])
    }

    private mutating func parent(depth: Int) -> String {
        let (open, close) = delimiters
        let name = pick(["base", "mid"])
        return open + "<" + name + close + definitions(depth: depth - 1) + open + "/" + name + close
    }

    /// A parent's body: blocks it defines, between spaces and newlines.
    private mutating func definitions(depth: Int) -> String {
        let (open, close) = delimiters
        var text = pick(["", "\n", "  ", " \n  "])
        for _ in 0..<below(3) {
            let name = pick(["b1", "b2", "b3"])
            let body = below(2) == 0 ? template(depth: depth, partials: ["p0"]) : indentedLines(depth: depth)
            text += open + "$" + name + close + body + open + "/" + name + close
            text += pick(["", "\n", " ", "\n  "])
        }
        return text
    }

    /// `<% %>` for a few tags, then the usual delimiters again.
    private mutating func changedDelimiters(depth: Int) -> String {
        guard delimiters.0 == "{{" else { return "" }
        delimiters = ("<%", "%>")
        let inner = template(depth: max(depth - 1, 0), partials: [])
        delimiters = ("{{", "}}")
        return "{{=<% %>=}}" + pick(["", "\n"]) + inner + "<%={{ }}=%>"
    }
}
