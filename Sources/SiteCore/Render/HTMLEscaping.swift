/// Escaping and entity decoding for the few places we write or inspect HTML text ourselves.
enum HTMLEscaping {
    static func escapeText(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }

    static func escapeAttribute(_ text: String) -> String {
        escapeText(text).replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Decodes numeric references and the named ones that matter for URLs (`&colon;` can spell
    /// out `javascript&colon;`), so scheme checks see what the browser will see.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "&", let (decoded, end) = entity(in: text, at: index) {
                result += decoded
                index = end
            } else {
                result.append(text[index])
                index = text.index(after: index)
            }
        }
        return result
    }

    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "tab": "\t",
        "newline": "\n", "sol": "/", "num": "#", "quest": "?", "equals": "=", "nbsp": "\u{A0}",
    ]

    private static func entity(in text: String, at start: String.Index) -> (String, String.Index)? {
        var index = text.index(after: start)
        var name = ""
        while index < text.endIndex, name.count < 12, text[index].isLetter || text[index].isNumber || text[index] == "#" {
            name.append(text[index])
            index = text.index(after: index)
        }
        let end = index < text.endIndex && text[index] == ";" ? text.index(after: index) : index
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.lowercased().hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return (String(Character(scalar)), end)
        }
        guard let decoded = named[name.lowercased()] else { return nil }
        return (decoded, end)
    }
}

/// The scheme of a URL as a browser would read it: control characters and whitespace ignored.
enum URLScheme {
    static func of(_ url: String) -> String? {
        let cleaned = url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
        var scheme = ""
        for scalar in cleaned {
            if scalar == ":" { return scheme.isEmpty ? nil : scheme.lowercased() }
            guard scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || "+-.".unicodeScalars.contains(scalar) || ("0"..."9").contains(scalar) else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }
}
