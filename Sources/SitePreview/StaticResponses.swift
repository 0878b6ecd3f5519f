import Foundation
import Hummingbird
import SiteCore

/// Answers a request for a file of the site.
enum StaticResponses {
    static func respond(to request: Request, state: PreviewState) async -> Response {
        guard let path = SitePath.resolve(rawPath: request.uri.path) else { return notFound() }
        let snapshot = await state.snapshot
        if snapshot.files.isEmpty, await state.problems != nil { return notBuiltYet() }
        if let text = snapshot.files[path] ?? snapshot.files[path + "/index.html"] {
            let body = ContentTypes.type(forPath: path).hasPrefix("text/html") ? LiveReload.inject(into: text) : text
            let data = Data(body.utf8)
            return respond(data: data, type: ContentTypes.type(forPath: path), etag: etag(of: data),
                           modified: await state.builtAt, request: request)
        }
        guard let file = snapshot.copies[path], isInside(file, roots: await state.servedRoots),
              let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              let data = FileManager.default.contents(atPath: file.path) else { return notFound(path) }
        let modified = attributes[.modificationDate] as? Date ?? Date()
        let tag = "\"\(data.count)-\(Int(modified.timeIntervalSince1970 * 1000))\""
        return respond(data: data, type: ContentTypes.type(forPath: path), etag: tag, modified: modified, request: request)
    }

    /// A file a snapshot names must, symbolic links resolved, lie inside a served folder.
    static func isInside(_ file: URL, roots: [URL]) -> Bool {
        let real = file.resolvingSymlinksInPath().standardizedFileURL.path
        return roots.contains { root in real.hasPrefix(root.resolvingSymlinksInPath().standardizedFileURL.path + "/") }
    }

    static func respond(data: Data, type: String, etag: String, modified: Date, request: Request) -> Response {
        var headers: HTTPFields = [.contentType: type, .eTag: etag, .lastModified: httpDate(modified),
                                   .acceptRanges: "bytes", .cacheControl: "no-cache"]
        if let match = request.headers[.ifNoneMatch], match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag }) {
            return Response(status: .notModified, headers: headers)
        }
        if let range = request.headers[.range] {
            guard let bounds = ByteRange.parse(range, length: data.count) else {
                headers[.contentRange] = "bytes */\(data.count)"
                return Response(status: .rangeNotSatisfiable, headers: headers)
            }
            headers[.contentRange] = "bytes \(bounds.lowerBound)-\(bounds.upperBound - 1)/\(data.count)"
            headers[.contentLength] = String(bounds.count)
            return Response(status: .partialContent, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data[bounds])))
        }
        headers[.contentLength] = String(data.count)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// Every request while the site has never built: a page that shows the problems (the
    /// live-reload script's overlay) and reloads into the site once a save fixes them.
    static func notBuiltYet() -> Response {
        livePage(status: .serviceUnavailable, title: "The site has not built yet",
                 body: "<p>The problems are listed in the terminal. With JavaScript, they are also listed below, and this page reloads once they are fixed.</p>")
    }

    static func notFound() -> Response {
        Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: "Not found\n")))
    }

    /// A path of the site with nothing there. Where a page would be, a page that says so and
    /// reloads at the next save: an editor whose open page was deleted or renamed sees it come
    /// back when it does, rather than a dead end.
    static func notFound(_ path: String) -> Response {
        let name = path.split(separator: "/").last ?? ""
        guard ContentTypes.type(forPath: path).hasPrefix("text/html") || !name.contains(".") else { return notFound() }
        return livePage(status: .notFound, title: "No page here", body: """
            <p>Nothing in the preview is at /\(escaped(path)). Its file may have been moved, renamed or deleted.
            This page reloads at the next save, so it shows the page if the file comes back.</p>
            <p><a href="/">The home page</a></p>
            """)
    }

    /// A short page of the preview's own, with the live-reload script.
    private static func livePage(status: HTTPResponse.Status, title: String, body: String) -> Response {
        let page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title></head>
            <body><main><h1>\(title)</h1>
            \(body)</main></body></html>
            """
        return Response(status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
                        body: ResponseBody(byteBuffer: ByteBuffer(string: LiveReload.inject(into: page))))
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// A strong ETag from the bytes (64-bit FNV-1a).
    static func etag(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return "\"" + String(hash, radix: 16) + "\""
    }

    static func httpDate(_ date: Date) -> String { httpDateFormat.format(date) }

    /// RFC 9110 dates; built once (a DateFormatter per request was most of a small response's cost).
    private static let httpDateFormat = Date.VerbatimFormatStyle(
        format: "\(weekday: .abbreviated), \(day: .twoDigits) \(month: .abbreviated) \(year: .defaultDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits) GMT",
        locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt, calendar: Calendar(identifier: .gregorian))
}
