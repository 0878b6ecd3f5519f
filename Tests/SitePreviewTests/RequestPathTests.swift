import Foundation
import Testing
@testable import SitePreview

@Suite struct RequestPathTests {
    @Test(arguments: [
        "/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E/etc/passwd", "/native/../../etc/passwd",
        "/..%2f..%2fetc/passwd", "/media%2f..%2fcriteria.yml", "/%2e%2e%5c%2e%2e%5cetc%5cpasswd", "/a\\..\\b",
        "/_assets/./../../x", "/index.html%00.js", "/.%2e/x",
    ])
    func pathsThatCouldLeaveTheSiteAreRefused(path: String) {
        #expect(SitePath.resolve(rawPath: path) == nil)
    }

    @Test func sitePathsResolve() {
        #expect(SitePath.resolve(rawPath: "/") == "index.html")
        #expect(SitePath.resolve(rawPath: "/native/controls/link/") == "native/controls/link/index.html")
        #expect(SitePath.resolve(rawPath: "/media/a%20b.webm?x=1") == "media/a b.webm")
        #expect(SitePath.resolve(rawPath: "//search.html") == "search.html")
    }

    @Test func byteRanges() {
        #expect(ByteRange.parse("bytes=0-99", length: 1000) == 0..<100)
        #expect(ByteRange.parse("bytes=900-", length: 1000) == 900..<1000)
        #expect(ByteRange.parse("bytes=-100", length: 1000) == 900..<1000)
        #expect(ByteRange.parse("bytes=990-2000", length: 1000) == 990..<1000)
        #expect(ByteRange.parse("bytes=1000-", length: 1000) == nil)
        #expect(ByteRange.parse("bytes=5-1", length: 1000) == nil)
        #expect(ByteRange.parse("bytes=0-1,5-6", length: 1000) == nil)
        #expect(ByteRange.parse("items=0-1", length: 1000) == nil)
    }

    @Test func httpDatesFollowRFC9110() {
        #expect(StaticResponses.httpDate(Date(timeIntervalSince1970: 784_111_777)) == "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    @Test func liveReloadGoesBeforeTheBodyEnds() {
        #expect(LiveReload.inject(into: "<body><p>x</p></body></html>")
            == "<body><p>x</p><script src=\"/__criteria/live-reload.js\"></script>\n</body></html>")
    }
}
