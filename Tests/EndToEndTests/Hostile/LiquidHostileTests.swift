import Foundation
import Testing

/// Hostile Liquid in older entries, built by the real binary: unclosed tags, a file including
/// itself, 10,000 includes of one file, includes that fan out without end, and includes naming
/// `/etc/passwd`, a path out of the folder or a link out of it. Each ends in located warnings
/// and a built site, in bounded time, with nothing read from outside the includes folder.
@Suite struct LiquidHostileTests {
    static let secret = "TOP-SECRET-OUTSIDE-THE-INCLUDES"

    static func writeSite(in root: URL) throws {
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let head = "---\nlayout: entry\ntitle: %@\n---\n\n"
        func page(_ name: String, _ body: String) throws {
            try write("content/web/\(name).md", head.replacingOccurrences(of: "%@", with: name) + body + "\n\nAfter text.\n")
        }
        try write("outside/secret.html", secret)
        try write("content/_includes/examples/button.html", "<button>Go</button>\n")
        try write("content/_includes/self.html", "<p>{% include self.html %}</p>")
        try write("content/_includes/loop-a.html", "{% include loop-b.html %}")
        try write("content/_includes/loop-b.html", "{% include loop-a.html %}")
        for level in 0..<8 {
            try write("content/_includes/fan\(level).html", String(repeating: "{% include fan\(level + 1).html %}<b>\(level)</b>\n", count: 10))
        }
        try write("content/_includes/fan8.html", String(repeating: "x", count: 400))
        try write("content/_includes/huge.html", String(repeating: "y", count: (4 << 20) + 1))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("content/_includes/escape-link.html").path,
                                                   withDestinationPath: root.appendingPathComponent("outside/secret.html").path)
        try page("unterminated", "Text {% include /examples/button.html\n\n{{ site.baseurl\n\n{% raw %} kept\n\n{::nomarkdown}\n<b>x</b>\n\n{% highlight html %}\n<i>y</i>")
        try page("self-include", "{% include self.html %}\n\n{% include loop-a.html %}")
        try page("many-includes", String(repeating: "{% include /examples/button.html %}\n", count: 10_000))
        try page("fan-out", "{% include fan0.html %}\n\n{% include huge.html %}")
        try page("passwd", "{% include /etc/passwd %}\n\n{% include ../../../../../../../../etc/passwd %}\n\n{% include ../../outside/secret.html %}\n\n{% include escape-link.html %}")
    }

    @Test func hostileLiquidBuildsWithLocatedWarnings() throws {
        let scratch = try Scratch()
        try Self.writeSite(in: scratch.url)
        let before = TreeSnapshot(of: scratch.url)
        let result = try CriteriaRunner.run(["build", "--quiet", "--content", "content", "--output", "public"], in: scratch.url, limit: 300)
        #expect(result.status == 0, "stderr: \(result.standardError.prefix(3000))")
        #expect(TreeSnapshot(of: scratch.url, skipping: ["public"]).differences(from: before).isEmpty)
        let lines = result.standardError.split(separator: "\n").map(String.init).filter { !$0.contains(": note: ") && $0.contains("[liquid]") }
        let expected = [
            "content/_includes/huge.html: warning: the file is larger than 4 MiB and cannot be included; it is not read [liquid]",
            "content/web/fan-out.md:6:1: warning: in _includes/fan7.html:6: the page's includes add up to more than 4 MiB; this include and the ones after it are left out [liquid]",
            "content/web/fan-out.md:8:1: warning: included file not found: _includes/huge.html; it is left out [liquid]",
            "content/web/passwd.md:6:1: warning: included file not found: _includes/etc/passwd; it is left out [liquid]",
            "content/web/passwd.md:8:1: warning: include \"../../../../../../../../etc/passwd\" leads outside the includes folder _includes; it is left out [liquid]",
            "content/web/passwd.md:10:1: warning: include \"../../outside/secret.html\" leads outside the includes folder _includes; it is left out [liquid]",
            "content/web/passwd.md:12:1: warning: included file not found: _includes/escape-link.html; it is left out [liquid]",
            "content/web/self-include.md:6:1: warning: in _includes/self.html:1: _includes/self.html includes itself (through self.html); the include is left out [liquid]",
            "content/web/self-include.md:8:1: warning: in _includes/loop-b.html:1: _includes/loop-a.html includes itself (through loop-a.html → loop-b.html); the include is left out [liquid]",
            "content/web/unterminated.md:6:6: warning: `{%` is never closed with `%}`; it is shown as text [liquid]",
            "content/web/unterminated.md:8:1: warning: `{{` is never closed with `}}`; it is shown as text [liquid]",
            "content/web/unterminated.md:10:1: warning: `{% raw %}` is never closed with `{% endraw %}`; it is shown as text [liquid]",
            "content/web/unterminated.md:12:1: warning: `{::nomarkdown}` is never closed with `{:/}`; it is shown as text [liquid]",
            "content/web/unterminated.md:15:1: warning: `{% highlight %}` is never closed with `{% endhighlight %}`; it is shown as text [liquid]",
        ]
        #expect(lines == expected)

        let pages = htmlFiles(in: scratch.url.appendingPathComponent("public"))
        for name in ["unterminated", "self-include", "many-includes", "fan-out", "passwd"] {
            #expect(pages["web/\(name)/index.html"]?.contains("After text.") == true, "web/\(name) is published whole")
        }
        #expect(pages["web/many-includes/index.html"].map { $0.components(separatedBy: "<button>Go</button>").count - 1 } == 10_000)
        for (path, html) in pages {
            #expect(!html.contains(Self.secret), "\(path) holds text from outside the includes folder")
            #expect(!html.contains("root:x:0:0"), "\(path) holds /etc/passwd")
        }
    }
}
