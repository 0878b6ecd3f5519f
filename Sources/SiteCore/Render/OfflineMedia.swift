import Foundation
import HTMLSanitizer

/// What an offline bundle does with media from other sites (`<img src="https://…">`): a bundle
/// must not request anything from the network, so the file is replaced by an inline placeholder
/// that says so, and a warning names the URL. The `alt` text stays. Hosted builds keep such
/// media as written.
enum OfflineMedia {
    /// `https://…`, `http://…` and protocol-relative `//…` URLs.
    static func isRemote(_ url: String) -> Bool {
        if url.hasPrefix("//") { return true }
        guard let scheme = URLScheme.of(url) else { return false }
        return scheme == "http" || scheme == "https"
    }

    static func placeholder(for url: String, element: String, at location: SourceLocation,
                            into sink: inout Diagnostics) -> String {
        sink.warning(location, "<\(element)> from another site is not included in the offline bundle: \(url)",
                     note: "a placeholder is shown; copy the file into the assets folder to include it")
        return placeholderURL
    }

    /// A grey box with a line of text, as a `data:` URL: nothing to fetch.
    static let placeholderURL: String = {
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='320' height='180' viewBox='0 0 320 180'>"
            + "<rect width='320' height='180' fill='#e8e8e8'/>"
            + "<text x='160' y='95' text-anchor='middle' font-family='sans-serif' font-size='15' fill='#333'>"
            + "Image not included in this copy</text></svg>"
        return "data:image/svg+xml," + (svg.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    }()
}
