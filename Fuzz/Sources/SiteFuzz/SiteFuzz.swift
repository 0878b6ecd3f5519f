import Foundation
import HTMLSanitizer
@testable import SiteCore

/// libFuzzer's entry point. The first byte picks the component, the rest is its input, so one
/// corpus (seeded with whole documents) reaches every component and libFuzzer learns the split.
///
/// Beyond "does not crash", the sanitizer's promise is checked: with the `sanitize` policy no
/// output may contain a `<script` tag, an `on…=` handler or a `javascript:` URL.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let text = String(decoding: bytes, as: UTF8.self)
    switch FuzzTarget(rawValue: data[0] % FuzzTarget.count) {
    case .decoder: FuzzTarget.decode(bytes)
    case .frontMatter: FuzzTarget.readFrontMatter(text)
    case .page: FuzzTarget.parseAndRender(text)
    case .sanitizer: FuzzTarget.sanitize(text)
    case .links: FuzzTarget.rewriteLinks(text)
    case nil: break
    }
    return 0
}

enum FuzzTarget: UInt8 {
    /// Bytes → text, with the position of the first invalid byte.
    case decoder
    /// The front-matter reader alone.
    case frontMatter
    /// Front matter, cmark, the section splitter and the renderer: a whole page.
    case page
    /// The HTML sanitizer over raw HTML, URLs kept.
    case sanitizer
    /// The sanitizer with the page link rewriter of a small site.
    case links

    static let count: UInt8 = 5
    static let path = "web/component/fuzz.md"

    static func decode(_ bytes: [UInt8]) {
        if case .failure(.invalidUTF8(let line, let column)) = TextDecoder.decode(Data(bytes)) {
            check(line >= 1 && column >= 1, "invalid UTF-8 located at \(line):\(column)")
        }
    }

    static func readFrontMatter(_ text: String) {
        var sink = Diagnostics()
        let result = FrontMatterReader().read(SourceFile(path: path, text: text), into: &sink)
        check(SourceLines.split(result.body).count == SourceLines.split(text).count, "the body keeps the file's line count")
        checkLocations(sink)
    }

    static func parseAndRender(_ text: String) {
        var sink = Diagnostics()
        let page = PageParser().parse(SourceFile(path: path, text: text), into: &sink)
        let rendered = PageRenderer(site: site(with: page), policy: .sanitize).render(page, into: &sink)
        checkSafe(rendered.introHTML)
        rendered.tabs.forEach { checkSafe($0.html) }
        checkLocations(sink)
    }

    static func sanitize(_ html: String) {
        let origin = HTMLOrigin(line: 3, column: 1)
        let sanitized = HTMLRewriter(policy: .sanitize).sanitize(html, origin: origin)
        checkSafe(sanitized.html)
        let trusted = HTMLRewriter(policy: .trust).sanitize(html, origin: origin)
        for finding in sanitized.findings + trusted.findings {
            check(finding.position.line >= 0 && finding.position.column >= 0, "negative position \(finding)")
        }
    }

    static func rewriteLinks(_ html: String) {
        let page = CriteriaPage(sourcePath: path, address: PageAddress.address(ofSourcePath: path), title: "Fuzz",
                                description: nil, order: nil, aliases: [], sections: [])
        var client = PageHTMLClient(links: PageLinkRewriter(site: site(with: page), page: page, headingIDs: ["focus": "criteria-focus"]))
        var repairs = MarkupRepairs()
        checkSafe(HTMLRewriter(policy: .sanitize).rewrite(html, origin: HTMLOrigin(line: 3, column: 1), client: &client, repairs: &repairs))
        for media in client.links.media { check(!media.assetPath.split(separator: "/").contains(".."), "media path \(media.assetPath) leaves the assets folder") }
        checkLocations(client.diagnostics)
    }

    // MARK: - Support

    /// The fuzzed page plus two fixed pages, with an assets folder holding one video and its captions.
    static func site(with page: CriteriaPage) -> SiteLinks {
        let others = ["native/controls/link.md", "web/component/button.md"].map { other in
            CriteriaPage(sourcePath: other, address: PageAddress.address(ofSourcePath: other), title: "Other",
                         description: nil, order: nil, aliases: ["/web-criteria/component/old"], sections: [])
        }
        let assets = AssetCatalog(root: URL(fileURLWithPath: "/nonexistent-assets"),
                                  files: ["media/video/a.webm", "media/video/a.vtt"],
                                  captions: ["media/video/a.vtt": Data("WEBVTT\n".utf8)])
        return SiteLinks(pages: [page] + others, origins: SiteConfig.defaultSiteOrigins, assets: assets)
    }

    static func checkSafe(_ html: String) {
        let findings = UnsafeMarkupScan.findings(in: html)
        check(findings.isEmpty, "unsafe markup survived the sanitizer: \(findings) in \(html)")
    }

    static func checkLocations(_ sink: Diagnostics) {
        for diagnostic in sink.all {
            check(diagnostic.location.line >= 0 && diagnostic.location.column >= 0, "negative location \(diagnostic)")
        }
    }

    /// NUL bytes are spelt out: `fatalError` prints its message as a C string.
    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message().replacingOccurrences(of: "\0", with: "\\0")) }
    }
}
