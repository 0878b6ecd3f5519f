/// Content types by file extension, for the preview server.
enum ContentTypes {
    static func type(forPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }

    private static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "json": "application/json", "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "ico": "image/x-icon", "vtt": "text/vtt; charset=utf-8",
        "webm": "video/webm", "mp4": "video/mp4", "mp3": "audio/mpeg", "ogg": "audio/ogg", "txt": "text/plain; charset=utf-8",
        "xml": "application/xml", "pdf": "application/pdf", "woff2": "font/woff2",
    ]
}
