import Foundation
@testable import SiteCore

/// A folder under the system's temporary directory, removed when the test is done with it.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("criteria-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ text: String, to path: String) throws -> URL {
        try write(Data(text.utf8), to: path)
    }

    @discardableResult
    func write(_ data: Data, to path: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path) }

    /// The three seed pages under `content/native/controls/`, with the video file the link page
    /// shows: a small site for tests that build and rebuild.
    func writeSeedSite() throws {
        for name in ["link", "table-row-button", "text-input"] {
            let text = try String(contentsOf: TestPaths.fixtures.appendingPathComponent("seeds/\(name).md"), encoding: .utf8)
            try write(text, to: "content/native/controls/\(name).md")
        }
        try write("placeholder", to: "content/assets/media/video/native/link/linkAndroidTalkback.webm")
    }

    /// A folder holding the seed site, and the input that builds it into `public/`.
    static func seedSite() throws -> (folder: TemporaryFolder, site: SiteInput) {
        let folder = try TemporaryFolder()
        try folder.writeSeedSite()
        let site = SiteInput(contentRoot: folder.url.appendingPathComponent("content"), outputRoot: folder.url.appendingPathComponent("public"),
                             defaultTheme: TestPaths.defaultTheme)
        return (folder, site)
    }
}
