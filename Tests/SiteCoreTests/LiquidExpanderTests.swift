import CMarkBridge
import Foundation
import Testing
@testable import SiteCore

/// Older entries' Liquid and kramdown markup (`LiquidExpander`): each construct, nesting,
/// white-space control, missing and escaping includes, unknown tags, classes on blocks, and
/// that every warning points into the file as written.
@Suite struct LiquidExpanderTests {
    static let library = IncludeLibrary(files: [
        "examples/button.html": "<button>\n  Continue\n</button>",
        "examples/two-lines.html": "<p>one</p>\n<p>two</p>\n",
        "examples/nested.html": "<div>{% include /examples/button.html %}</div>",
        "examples/self.html": "before {% include examples/self.html %} after",
        "examples/link.html": "<a href=\"{{ site.baseurl }}/web/button/\">Buttons</a>",
        "examples/unknown.html": "<p>{% assign x = 1 %}</p>",
    ], folderName: "_includes")

    static let head = "---\nlayout: entry\ntitle: Sample\n---\n"

    /// The page of an older entry whose body is `body` (front matter on lines 1–4).
    static func page(_ body: String, path: String = "web/sample.md") -> (CriteriaPage, Diagnostics) {
        var sink = Diagnostics()
        let page = PageParser(includes: library).parse(SourceFile(path: path, text: head + body), into: &sink)
        return (page, sink)
    }

    /// Diagnostics without their `note:` lines.
    static func warnings(_ sink: Diagnostics) -> [String] {
        messages(sink).map { String($0.split(separator: "\n")[0]) }
    }

    static func blocks(_ page: CriteriaPage) -> [MarkdownBlock] { page.sections.flatMap(\.blocks) }
    static func html(_ page: CriteriaPage) -> String { blocks(page).map(\.html).joined() }

    static func expanded(_ body: String) -> LiquidExpander.Expansion {
        LiquidExpander(includes: library, path: "web/sample.md").expand(body)
    }

    // MARK: - Highlight

    @Test func highlightBecomesAFencedCodeBlockShownLiterally() {
        let (page, sink) = Self.page("{% highlight html %}\n<a href=\"/about/\">About</a>\n<h3>Sample</h3>\n{% endhighlight %}\n")
        #expect(sink.all.isEmpty)
        let blocks = Self.blocks(page)
        #expect(blocks.count == 1)
        #expect(blocks[0].kind == .codeBlock)
        #expect(blocks[0].html == "<pre><code class=\"language-html\">&lt;a href=&quot;/about/&quot;&gt;About&lt;/a&gt;\n&lt;h3&gt;Sample&lt;/h3&gt;\n</code></pre>\n")
        #expect(blocks[0].line == 5, "the highlight tag's line")
    }

    @Test func anIncludeInsideHighlightIsCodeText() {
        let (page, sink) = Self.page("{% highlight html %}\n{% include /examples/button.html %}\n{% endhighlight %}\n")
        #expect(sink.all.isEmpty)
        #expect(Self.html(page) == "<pre><code class=\"language-html\">&lt;button&gt;\n  Continue\n&lt;/button&gt;\n</code></pre>\n")
        #expect(page.includes == ["examples/button.html"])
    }

    @Test func highlightInsideAListItemStaysInTheItem() {
        let body = "- Item\n\n  {% highlight html %}\n  {% include /examples/two-lines.html %}\n  {% endhighlight %}\n\n- Next\n"
        let (page, sink) = Self.page(body)
        #expect(sink.all.isEmpty)
        let blocks = Self.blocks(page)
        #expect(blocks.count == 1, "one list")
        #expect(blocks[0].html.contains("<li>\n<p>Item</p>\n<pre><code class=\"language-html\">&lt;p&gt;one&lt;/p&gt;\n&lt;p&gt;two&lt;/p&gt;\n</code></pre>\n</li>"))
        #expect(blocks[0].html.contains("<li>\n<p>Next</p>\n</li>"))
    }

    @Test func aFenceIsLongerThanAnyBacktickRunInTheCode() {
        let expansion = Self.expanded("{% highlight md %}\n```\ncode\n```\n{% endhighlight %}\n")
        #expect(expansion.markdown == "````md\n```\ncode\n```\n````\n")
    }

    // MARK: - Includes

    @Test func anIncludeOutsideHighlightIsLiveHTML() {
        let (page, sink) = Self.page("{% include /examples/button.html %}\n")
        #expect(sink.all.isEmpty)
        #expect(Self.blocks(page).map(\.kind) == [.htmlBlock])
        #expect(Self.html(page).hasPrefix("<button>"))
    }

    @Test func includesNestAndBaseURLIsTheSiteRoot() {
        #expect(Self.expanded("{% include /examples/nested.html %}\n").markdown == "<div><button>\n  Continue\n</button></div>\n")
        #expect(Self.expanded("{% include examples/link.html %}").markdown == "<a href=\"/web/button/\">Buttons</a>")
        #expect(Self.expanded("[Home]({{ site.baseurl }})").markdown == "[Home](/)")
    }

    @Test func whitespaceTrimmingTagsDropTheWhitespaceBesideThem() {
        #expect(Self.expanded("<p>\n  {%- include /examples/button.html -%}\n</p>").markdown == "<p><button>\n  Continue\n</button></p>")
        #expect(Self.expanded("a  {{- site.baseurl -}}  /b").markdown == "a/b")
        #expect(Self.expanded("x {% raw -%}\n  {{ kept }}\n{%- endraw %} y").markdown == "x {{ kept }} y")
        #expect(Self.expanded("a  {%- assign x = 1 -%}  b").markdown == "a  {%- assign x = 1 -%}  b", "shown as text, spaces and all")
    }

    @Test func aMissingIncludeIsALocatedWarningAndLeftOut() {
        let (page, sink) = Self.page("Text\n\nMore {% include /examples/nothing.html %} here\n")
        #expect(Self.warnings(sink) == ["web/sample.md:7:6: warning: included file not found: _includes/examples/nothing.html; it is left out [liquid]"])
        #expect(Self.html(page).contains("<p>More  here</p>"))
        #expect(page.includes == ["examples/nothing.html"], "a missing include is a dependency: adding it changes the page")
    }

    @Test func anIncludeLeavingTheFolderIsRefused() {
        let (page, sink) = Self.page("{% include ../../../etc/passwd %}\n{% include /etc/passwd %}\n")
        #expect(Self.warnings(sink) == [
            "web/sample.md:5:1: warning: include \"../../../etc/passwd\" leads outside the includes folder _includes; it is left out [liquid]",
            "web/sample.md:6:1: warning: included file not found: _includes/etc/passwd; it is left out [liquid]",
        ])
        #expect(Self.html(page).isEmpty)
        #expect(IncludeLibrary.empty.lookUp("examples/../../x") == .outside)
        #expect(Self.library.lookUp("./examples//./button.html") == .found(path: "examples/button.html", text: "<button>\n  Continue\n</button>"))
    }

    @Test func aFileIncludingItselfIsReportedOnce() {
        let (page, sink) = Self.page("{% include examples/self.html %}\n")
        #expect(Self.warnings(sink) == ["web/sample.md:5:1: warning: in _includes/examples/self.html:1: _includes/examples/self.html includes itself (through examples/self.html); the include is left out [liquid]"])
        #expect(Self.html(page) == "<p>before  after</p>\n")
    }

    @Test func problemsInAnIncludedFileAreReportedAtTheIncludeTag() {
        let (_, sink) = Self.page("Intro\n\n{% include examples/unknown.html %}\n{% include examples/unknown.html %}\n")
        #expect(Self.warnings(sink) == ["web/sample.md:7:1: warning: in _includes/examples/unknown.html:1: Liquid tag `{% assign %}` is not supported here; it is shown as text [liquid]"])
    }

    // MARK: - Other tags

    @Test func rawKeepsItsTextAndCommentIsLeftOut() {
        #expect(Self.expanded("{% raw %}{% include x %} {{ y }}{% endraw %}").markdown == "{% include x %} {{ y }}")
        #expect(Self.expanded("a{% comment %} hidden {% endcomment %}b").markdown == "ab")
    }

    @Test func anUnknownTagIsShownAsTextWithItsPlace() {
        let (page, sink) = Self.page("Intro\n\nSee  {% assign x = 1 %} and {{ page.title }}.\n")
        #expect(Self.warnings(sink) == [
            "web/sample.md:7:6: warning: Liquid tag `{% assign %}` is not supported here; it is shown as text [liquid]",
            "web/sample.md:7:29: warning: Liquid output `{{ page.title }}` is not supported; it is shown as text [liquid]",
        ])
        #expect(Self.html(page).contains("{% assign x = 1 %} and {{ page.title }}."))
    }

    @Test func unclosedTagsAreShownAsTextAndReportedOnce() {
        let (page, sink) = Self.page("a {% b\n\n{{ c\n\n{% highlight html %}\n<b>x</b>\n\n{::nomarkdown}\n<i>y</i>\n")
        #expect(Self.warnings(sink) == [
            "web/sample.md:5:3: warning: `{%` is never closed with `%}`; it is shown as text [liquid]",
            "web/sample.md:7:1: warning: `{{` is never closed with `}}`; it is shown as text [liquid]",
            "web/sample.md:9:1: warning: `{% highlight %}` is never closed with `{% endhighlight %}`; it is shown as text [liquid]",
            "web/sample.md:12:1: warning: `{::nomarkdown}` is never closed with `{:/}`; it is shown as text [liquid]",
        ])
        #expect(Self.html(page).contains("<b>x</b>"), "the rest is read as it stands")
    }

    @Test func aTodaysFormatFileIsNotRead() {
        var sink = Diagnostics()
        let page = PageParser(includes: Self.library).parse(SourceFile(path: "web/today.md", text: "---\ntitle: Today\n---\n\n{% include examples/button.html %}\n"), into: &sink)
        #expect(sink.all.isEmpty)
        #expect(Self.html(page) == "<p>{% include examples/button.html %}</p>\n")
    }

    // MARK: - kramdown

    @Test func nomarkdownIsOneRawHTMLBlockEvenWithBlankLines() {
        let body = "Intro\n{::nomarkdown}\n<example>\n{% include /examples/two-lines.html %}\n\n    <p>indented</p>\n</example>\n{:/}\nAfter\n"
        let (page, sink) = Self.page(body)
        #expect(sink.all.isEmpty)
        let blocks = Self.blocks(page)
        #expect(blocks.map(\.kind) == [.other, .htmlBlock, .other])
        #expect(blocks[1].html.contains("<p>one</p>\n<p>two</p>"))
        #expect(blocks[1].html.contains("    <p>indented</p>\n</example>"), "not read as an indented code block")
        #expect(blocks[1].line == 7, "the `<example>` line")
        #expect(blocks[2].line == 13, "positions after the block are the file's")
    }

    @Test func nomarkdownThatOpensNoHTMLBlockIsWrapped() {
        let expansion = Self.expanded("{::nomarkdown}\n<b>bold</b> text\n{:/}\n")
        #expect(expansion.markdown == "<div>\n<b>bold</b> text\n</div>\n")
    }

    @Test(arguments: [
        ("- one\n- two\n{: .bad-example}\n", "<ul>"),
        ("| a | b |\n|---|---|\n| 1 | 2 |\n{: .good-example}\n", "<table>"),
        ("{% highlight html %}\n<b>x</b>\n{% endhighlight %}\n{: .bad-example}\n", "<pre><code"),
    ])
    func aClassAfterABlockWrapsIt(_ body: String, _ opening: String) {
        let (page, sink) = Self.page("Intro\n\n" + body + "\nAfter\n")
        #expect(sink.all.isEmpty)
        let html = Self.html(page)
        let className = body.contains("good-example") ? "good-example" : "bad-example"
        #expect(html.contains("<div class=\"\(className)\">\n" + opening), "\(html)")
        #expect(html.contains("</div>\n<p>After</p>"))
        #expect(html.hasPrefix("<p>Intro</p>\n<div"))
    }

    @Test func kramdownInACodeSpanIsText() {
        let (page, sink) = Self.page("Write `{: .bad-example}` or `{::nomarkdown}` after a block.\n")
        #expect(sink.all.isEmpty)
        #expect(Self.html(page) == "<p>Write <code>{: .bad-example}</code> or <code>{::nomarkdown}</code> after a block.</p>\n")
    }

    @Test func anUnknownClassOrIdIsLeftOutWithAWarning() {
        let (page, sink) = Self.page("Text\n{: .shiny #main .good-example}\n\nInline *x*{: .y}\n")
        #expect(Self.warnings(sink) == [
            "web/sample.md:6:1: warning: `.shiny` in `{: .shiny #main .good-example}` is left out: only the classes bad-example, good-example are kept [liquid]",
            "web/sample.md:6:1: warning: `#main` in `{: .shiny #main .good-example}` is left out: only the classes bad-example, good-example are kept [liquid]",
            "web/sample.md:8:11: warning: `{: .y}` is not on a line of its own after a block; it is left out [liquid]",
        ])
        #expect(Self.html(page).hasPrefix("<div class=\"good-example\">\n<p>Text</p>\n</div>\n"))
    }

    // MARK: - Positions

    @Test func warningsAfterExpansionsPointIntoTheFile() {
        let body = "{% highlight html %}\n{% include /examples/two-lines.html %}\n{% endhighlight %}\n\n## Vidoes\n\nText\n"
        let (page, sink) = Self.page(body)
        #expect(Self.warnings(sink) == ["web/sample.md:9:1: warning: unknown section \"Vidoes\" goes to Developer Notes [unknown-section]"])
        #expect(Self.blocks(page).last?.line == 11)
    }

    @Test func crlfLinesKeepTheirNumbers() {
        let (page, sink) = Self.page("{% highlight html %}\r\n<b>x</b>\r\n{% endhighlight %}\r\n\r\nText {% nope %}\r\n")
        #expect(Self.warnings(sink) == ["web/sample.md:9:6: warning: Liquid tag `{% nope %}` is not supported here; it is shown as text [liquid]"])
        #expect(Self.blocks(page).first?.kind == .codeBlock)
    }
}
