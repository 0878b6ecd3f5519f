import Foundation

/// The hostile-input corpus, written by code into a scratch folder: `content/` (with `assets/`
/// inside) and, beside it, `outside/`, which media paths try to reach.
enum HostileCorpus {
    /// A page that must build normally next to the hostile ones.
    static let normalPage = "---\ntitle: Normal page\n---\n## General Notes\n\nA normal page.\n\n## Criteria\n\n- It works\n"

    /// Files that build with warnings at most: the build must succeed and publish all of them.
    static func writeBuildableSite(in root: URL) throws {
        let content = root.appendingPathComponent("content")
        func write(_ path: String, _ data: Data) throws {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }
        try write("web/normal.md", normalPage)
        try write("web/empty.md", "")
        try write("web/only-front-matter.md", "---\ntitle: Only front matter\n---\n")
        try write("web/bom.md", "\u{FEFF}---\ntitle: With BOM\n---\n## Criteria\n\n<script>alert(1)</script>\n")
        try write("web/crlf.md", "---\r\ntitle: With CRLF\r\n---\r\n## Criteria\r\n\r\ntext\r\n\r\n<p>  <img src=\"media/a.png\" alt=\"a\" onerror=\"alert(1)\"></p>\r\n")
        try write("web/deep-list.md", "## Criteria\n\n" + String(repeating: "- ", count: 100_000) + "deep\n")
        try write("web/long-heading.md", "## " + String(repeating: "h", count: 100_000) + "\n\ntext\n\n### " + String(repeating: "é", count: 100_000) + "\n")
        try write("web/sections.md", "## Criteria\n\none\n\n## Made Up Section\n\ntwo\n\n## Criteria\n\nthree\n\n## Criterias\n\nfour\n")
        try write("web/raw-html.md", """
            ## Criteria

            <div>
              <script>alert(1)</script>
              <img src="media/a.png" alt="x" onerror="alert(1)">
            <p>é <b ONCLICK="alert(1)">b</b></p><svg><a xlink:href="javascript:alert(1)">s</a></svg>
            </div>

            <iframe src="https://example.com"></iframe>

            """)
        try write("web/js-links.md", """
            ## Criteria

            [a](javascript:alert(1))

            <a href="JaVaScRiPt:alert(1)">b</a>

            <a href="jav&#x61;script&colon;alert(1)">c</a>

            <a href="javascript&#0000058;alert(1)">d</a>

            <a href=" java&Tab;script:alert(1)">e</a>

            [f](JAVASCRIPT:alert(1))

            """)
        try write("web/media-escape.md", """
            ## Videos

            <video controls>
              <source src="../../outside/secret.webm" type="video/webm">
            </video>

            ![x](../../../outside/secret.png)

            <img src="%2e%2e/%2e%2e/outside/secret.png" alt="y">

            """)
        try write("web/file name with spaces.md", "## Criteria\n\nspaces\n")
        try write("web/Ünïcödé ñame.md", "## Criteria\n\nunicode\n")
        try write("web/日本語.md", "## Criteria\n\njapanese\n")
        try write("web/big.md", bigPage())
        try write("assets/media/a.png", Data([0x89, 0x50, 0x4E, 0x47]))
        try FileManager.default.createDirectory(at: content.appendingPathComponent("web/loops"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("web/loops/up").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("web/loops/self").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("web/loops/a.md").path, withDestinationPath: "b.md")
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("web/loops/b.md").path, withDestinationPath: "a.md")
        try writeOutside(root)
    }

    /// Files that are errors, each with a known location, next to a normal page with a warning.
    static func writeBrokenSite(in root: URL) throws {
        let content = root.appendingPathComponent("content")
        func write(_ path: String, _ data: Data) throws {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }
        try write("web/normal.md", "## Criteria\n\n<b onclick=\"alert(1)\">b</b>\n")
        try write("web/bad-yaml.md", "---\ntitle: a: b\n---\n## Criteria\n\nx\n")
        try write("web/bad-order.md", "---\ntitle: Fine\norder: three\n---\n")
        try write("web/bad-utf8.md", Data("## Criteria\n\nabé ".utf8) + Data([0xFF]) + Data(" rest\n".utf8))
        try write("web/bad-utf8-crlf.md", Data("a\r\nb\r\n\t".utf8) + Data([0xE2, 0x82]))
        try write("a/Link.md", "## Criteria\n\nupper\n")
        try write("a/link.md", "## Criteria\n\nlower\n")
        try write("web/Forms & Inputs.md", "## Criteria\n\nx\n")
        try write("web/forms-inputs.md", "## Criteria\n\ny\n")
        try writeNamedInLatin1(content.appendingPathComponent("web"))
        try writeOutside(root)
    }

    /// `web/café.md` with its name in Latin-1 (E9 for é), which is not UTF-8. Foundation's file
    /// APIs take names as Strings, so the file is made with open(2).
    private static func writeNamedInLatin1(_ folder: URL) throws {
        let path = Array(folder.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".md".utf8) + [0]
        let descriptor = path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
        }
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        try FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(contentsOf: Data("## Criteria\n\nLatin-1 name\n".utf8))
    }

    private static func writeOutside(_ root: URL) throws {
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: outside.appendingPathComponent("secret.webm"))
        try Data("secret".utf8).write(to: outside.appendingPathComponent("secret.png"))
    }

    /// About 20 MB of ordinary criteria: paragraphs under thousands of equal headings (a debug
    /// build spends most of the suite's time on this page, so it is mostly plain text).
    static func bigPage() -> String {
        let sentence = "The button has a name, a role and a state; focus stays visible while the user moves on.\n"
        let chunk = "### Keyboard\n\n" + String(repeating: sentence, count: 40) + "\n"
        return "---\ntitle: Big\n---\n## Criteria\n\n" + String(repeating: chunk, count: 20_000_000 / chunk.utf8.count + 1)
    }
}
