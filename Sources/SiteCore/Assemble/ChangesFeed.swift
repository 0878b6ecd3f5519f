import HTMLSanitizer

/// `changes.xml`: the changes page's commits as an Atom feed (RFC 4287), one entry per commit,
/// its content the pages and checks it changed, as HTML. Links are absolute under `base-url`,
/// else relative to the feed, which readers resolve against where they found it.
struct ChangesFeed: Sendable {
    let config: SiteConfig

    func feed(_ history: SiteHistory, outlines: [PageOutline]) -> String {
        let base = config.siteURL ?? ""
        let addresses = Dictionary(outlines.map { ($0.sourcePath, $0.address) }, uniquingKeysWith: { first, _ in first })
        let updated = history.changes.first?.commit.time ?? "1970-01-01T00:00:00Z"
        var lines = [
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
            "<feed xmlns=\"http://www.w3.org/2005/Atom\">",
            "<title>\(x("Changes · " + config.title))</title>",
            "<subtitle>\(x(PageAssembler.changesSummary(history)))</subtitle>",
            "<id>\(x(base.isEmpty ? Self.uuid(config.title + "/changes") : base + PageAssembler.feedPath))</id>",
            "<updated>\(x(updated))</updated>",
            "<link rel=\"self\" type=\"application/atom+xml\" href=\"\(x(base + PageAssembler.feedPath))\"/>",
            "<link rel=\"alternate\" type=\"text/html\" href=\"\(x(base + PageAssembler.changesPath))\"/>",
            "<author><name>\(x(config.title))</name></author>",
        ]
        for entry in history.changes {
            let link = base + PageAssembler.changesPath + "#commit-" + entry.commit.shortHash
            lines += [
                "<entry>",
                "<title>\(x(entry.commit.subject))</title>",
                "<id>\(Self.uuid(entry.commit.hash))</id>",
                "<updated>\(x(entry.commit.time))</updated>",
                "<link rel=\"alternate\" type=\"text/html\" href=\"\(x(link))\"/>",
                "<content type=\"html\">\(x(content(entry, base: base, addresses: addresses)))</content>",
                "</entry>",
            ]
        }
        return (lines + ["</feed>"]).joined(separator: "\n") + "\n"
    }

    /// The pages an entry's commit changed, and in each its checks, as an HTML list.
    private func content(_ entry: CommitChanges, base: String, addresses: [String: [String]]) -> String {
        var html = "<ul>"
        for page in entry.pages {
            let href = page.kind == .removed ? nil : addresses[page.path].map { base + config.pageURLs.href($0) }
            let title = href.map { "<a href=\"\(h($0))\">\(h(page.title))</a>" } ?? h(page.title)
            let count = PageAssembler.wholeCount(page).map { ", " + $0 } ?? ""
            html += "<li>\(title) (\(PageAssembler.kindText(page.kind))\(page.oldPath.map { " from " + h($0) } ?? "")\(count))"
            if !page.checks.isEmpty {
                html += "<ul>" + page.checks.map(checkItem).joined() + "</ul>"
            }
            html += "</li>"
        }
        return html + "</ul>"
    }

    private func checkItem(_ check: CheckChange) -> String {
        let kind = check.kind.rawValue.capitalized
        switch check.kind {
        case .added: return "<li>\(kind) <code>\(h(check.id))</code>: \(h(check.newText ?? ""))</li>"
        case .removed: return "<li>\(kind) <code>\(h(check.id))</code>: \(h(check.oldText ?? ""))</li>"
        case .changed:
            let was = check.oldID.map { " (was <code>\(h($0))</code>)" } ?? ""
            let text = check.isTextChanged ? "<del>\(h(check.oldText ?? ""))</del> → <ins>\(h(check.newText ?? ""))</ins>"
                : h(check.newText ?? "") + (check.isRenamedOnly ? " (ID changed, text unchanged)" : "")
            return "<li>\(kind) <code>\(h(check.id))</code>\(was): \(text)\(more(check))</li>"
        }
    }

    /// A changed check's step and lines, where they changed, as a list under it.
    private func more(_ check: CheckChange) -> String {
        var items: [String] = []
        if let step = check.step { items.append("<li>Step: <del>\(h(step.old))</del> → <ins>\(h(step.new))</ins></li>") }
        if let (removed, added) = check.linesRemovedAndAdded {
            items += removed.map { "<li>Line removed: <del>\(h($0))</del></li>" } + added.map { "<li>Line added: <ins>\(h($0))</ins></li>" }
        }
        return items.isEmpty ? "" : "<ul>" + items.joined() + "</ul>"
    }

    private func x(_ text: String) -> String { PageAssembler.xmlEscaped(text) }
    private func h(_ text: String) -> String { HTMLEscaping.escapeAttribute(text) }

    /// A stable `urn:uuid:` for a text: hex digits of its hash (a commit's own, or `ContentHash`'s).
    static func uuid(_ text: String) -> String {
        var hex = text.allSatisfy(\.isHexDigit) && text.count >= 32 ? text.lowercased() : ""
        if hex.isEmpty {
            var hash = ContentHash()
            hash.add(text)
            hex = hash.hex
            while hex.count < 32 { hex += hex }
        }
        let digits = Array(hex.prefix(32))
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }
        return "urn:uuid:" + groups.joined(separator: "-")
    }
}
