import Foundation
import TextSupport

/// A light check of `style` attributes: declarations whose value no browser can read (an `=`
/// from a broken quote, a bare path where `url()` was meant) are dropped.
enum InlineStyle {
    static func validDeclarations(_ style: String) -> (kept: String, dropped: [String]) {
        var kept: [String] = [], dropped: [String] = []
        for part in style.split(separator: ";") {
            let declaration = part.trimmingWhitespace
            if declaration.isEmpty { continue }
            if isValid(declaration) { kept.append(declaration) } else { dropped.append(declaration) }
        }
        return dropped.isEmpty ? (style, []) : (kept.joined(separator: "; "), dropped)
    }

    static func isValid(_ declaration: String) -> Bool {
        guard let colon = declaration.firstIndex(of: ":") else { return false }
        let property = declaration[..<colon].trimmingSpacesAndTabs
        let value = declaration[declaration.index(after: colon)...].trimmingSpacesAndTabs
        guard !property.isEmpty, property.allSatisfy({ $0.isLetter || $0 == "-" }), !value.isEmpty else { return false }
        if value.contains("=") { return false }
        // Only a `/` can be one outside url(); nearly no value has one, and the regular
        // expressions below went through Foundation for every declaration.
        guard value.containsByte(UInt8(ascii: "/")) else { return true }
        // `/path/to/image.png` outside url(): CSS reads `/` as an operator.
        let outsideURL = value.replacingOccurrences(of: #"url\([^)]*\)"#, with: "", options: .regularExpression)
        return outsideURL.range(of: #"(^|\s)/[A-Za-z_.]"#, options: .regularExpression) == nil
    }
}
