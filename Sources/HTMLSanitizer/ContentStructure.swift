/// Tracks the elements open in one tab's content (across its blocks: an `<example>` often
/// opens in one HTML block and closes in another) and repairs nesting the HTML parser would
/// otherwise fix silently or the Nu checker rejects. Every repair is a warning at the tag.
///
/// It is not an HTML5 tree builder: it knows void elements, the end tags HTML lets authors
/// omit, and the few misnestings demonstrations contain.
struct ContentStructure {
    private struct Open {
        var name: String       // as written (lower case)
        var emitted: String    // as published, after a rename
        var facts: ElementFacts
    }

    private var open: [Open] = []
    private var failing = FailingExampleColumns()

    static let void: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]
    /// Elements whose end tag may be left out: closing them silently matches what browsers do.
    static let optionalEnd: Set<String> = [
        "li", "dt", "dd", "p", "td", "th", "tr", "thead", "tbody", "tfoot", "option", "optgroup", "rt", "rp", "colgroup",
    ]
    /// Parents that only take phrasing content: a `<div>` in them becomes a `<span>`.
    static let phrasingOnly: Set<String> = [
        "h1", "h2", "h3", "h4", "h5", "h6", "p", "span", "button", "label", "strong", "em", "b", "i", "small", "code",
    ]
    static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "fieldset", "figcaption",
        "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "main", "menu",
        "nav", "ol", "p", "pre", "section", "table", "ul",
    ]

    private var inForeignContent: Bool { open.contains { $0.name == "svg" } }

    /// Handles a start tag about to be published: renames it if needed and returns the markup
    /// to publish before it (a row around stray cells) and after it (the end of a self-closed
    /// non-void element).
    /// `written` is the element's name in the source, in lower case (`example` for what is
    /// published as `div`), and `facts` its facts.
    mutating func start<Client: HTMLRewriteClient>(_ tag: inout HTMLTag, written name: String, facts: ElementFacts,
                                                   at position: HTMLPosition, client: inout Client) -> (before: String, after: String, changed: Bool) {
        var before = "", changed = false
        let inPhrasing = open.last?.facts.contains(.phrasingOnly) ?? false
        if !(name == "div" && inPhrasing) { closeImplied(by: name, facts: facts) }
        if name == "td" || name == "th", let top = open.last?.name, ["table", "thead", "tbody", "tfoot"].contains(top) {
            client.report(.repaired, position, "<\(name)> outside a table row; it is published inside <tr>")
            before = "<tr>"
            open.append(Open(name: "tr", emitted: "tr", facts: ElementFacts.of("tr")))
        }
        changed = failing.start(&tag, name: name) || changed
        if let renamed = rename(&tag, name: name, at: position, client: &client) {
            tag.name = renamed
            changed = true
        }
        if facts.contains(.void) { return (before, "", changed) }
        if tag.selfClosing, !inForeignContent, !facts.contains(.svg) {
            client.report(.repaired, position, "<\(name) /> is not a void element; it is published as <\(name)></\(name)>")
            tag.selfClosing = false
            return (before, "</\(tag.name)>", true)
        }
        if !tag.selfClosing { open.append(Open(name: name, emitted: tag.name, facts: facts)) }
        return (before, "", changed)
    }

    /// The markup for an end tag: it closes the matching open element, and first any element
    /// left open inside it (reported unless HTML lets that end tag be omitted). An end tag with
    /// no open element is removed and reported: a browser would close the theme's element of
    /// that name around the content (`</section>` would end the tab panel), or ignore it.
    /// `name` is in lower case.
    mutating func end<Client: HTMLRewriteClient>(_ name: String, original: String, at position: HTMLPosition, client: inout Client) -> String {
        failing.end(name)
        guard let index = open.lastIndex(where: { $0.name == name }) else {
            // `</br>` is read as `<br>` by browsers: kept, as written.
            guard name != "br" else { return original }
            client.report(.repaired, position, name == "p" ? "removed </p> that closes no paragraph"
                                                             : "removed </\(name)> that closes no element opened in the content")
            return ""
        }
        var html = ""
        while open.count > index + 1 {
            let inner = open.removeLast()
            if inner.facts.contains(.optionalEnd) { continue }
            client.report(.repaired, position, "<\(inner.name)> is not closed; it is closed before </\(name)>")
            html += "</\(inner.emitted)>"
        }
        let element = open.removeLast()
        return html + (element.emitted == name ? original : "</\(element.emitted)>")
    }

    /// No element open and no header cell being read: a block of well-nested markup that
    /// changes nothing here leaves it so (`PlainMarkup`).
    var isAtTopLevel: Bool { open.isEmpty && !failing.readsText }

    /// Text between tags (header cells are read for "Fail" columns).
    mutating func text(_ text: String) { failing.text(text) }
    var readsText: Bool { failing.readsText }

    /// End tags for everything still open when a tab's content ends.
    mutating func finish<Client: HTMLRewriteClient>(at position: HTMLPosition, client: inout Client) -> String {
        var html = ""
        while let inner = open.popLast() {
            if !inner.facts.contains(.optionalEnd) {
                client.report(.repaired, position, "<\(inner.name)> is not closed by the end of the section")
            }
            html += "</\(inner.emitted)>"
        }
        return html
    }

    /// Start tags that end the element before them, as the HTML parser does (`<li>` after `<li>`).
    private mutating func closeImplied(by name: String, facts: ElementFacts) {
        let closes: Set<String>
        switch name {
        case "li": closes = ["li"]
        case "dt", "dd": closes = ["dt", "dd"]
        case "td", "th": closes = ["td", "th"]
        case "tr": closes = ["td", "th", "tr"]
        case "thead", "tbody", "tfoot": closes = ["td", "th", "tr", "thead", "tbody"]
        case "option": closes = ["option"]
        default:
            // Most tags, cmark's among them: a set made here for each was a heap allocation.
            while facts.contains(.closesParagraph), open.last?.name == "p" { open.removeLast() }
            return
        }
        while let top = open.last?.name, closes.contains(top) {
            open.removeLast()
        }
    }

    /// Demonstration markup that cannot stand inside the page as written.
    private func rename<Client: HTMLRewriteClient>(_ tag: inout HTMLTag, name: String, at position: HTMLPosition,
                                                   client: inout Client) -> String? {
        switch name {
        case "main":
            // The page has its own <main>; a demonstrated one becomes a (named) region.
            let named = tag.has("aria-label") || tag.has("aria-labelledby")
            client.report(.repaired, position, "<main> inside a page becomes <div\(named ? " role=\"region\"" : "")>",
                        note: "a page has one main landmark: the page's own")
            if named, !tag.has("role") { tag.set("role", to: "region") }
            tag.addClass("demo-main")
            return "div"
        case "h1":
            return "h2"   // the `h1-in-content` rule reports it
        case "div":
            guard let parent = open.last, parent.facts.contains(.phrasingOnly) else { return nil }
            client.report(.repaired, position, "<div> inside <\(parent.name)> becomes <span>", note: "<\(parent.name)> takes only phrasing content")
            return "span"
        default:
            return nil
        }
    }
}
