/// Finds markup that could run script in a published page, read the way a browser reads it,
/// independently of the sanitizer's own tokenizer (so a tokenizer bug cannot hide itself).
///
/// Shared with the fuzz target (`Fuzz/Sources/SiteFuzz` links to this file). It errs on the side
/// of reporting: anything that looks like a start tag counts, even inside `<textarea>`.
enum UnsafeMarkupScan {
    struct Finding: Equatable, CustomStringConvertible {
        var element: String
        var what: String
        var description: String { "<\(element)>: \(what)" }
    }

    /// Elements that run or embed code wherever they appear.
    static let scriptElements: Set<String> = ["script", "iframe", "object", "embed", "frame", "applet", "base"]
    /// Attributes a browser follows as URLs.
    static let urlAttributes: Set<String> = [
        "href", "src", "poster", "action", "formaction", "cite", "xlink:href", "background", "ping",
        "longdesc", "data", "srcdoc",
    ]

    /// Unsafe markup in `html`; `allowedScripts` are `src` values of the theme's own scripts.
    static func findings(in html: String, allowedScripts: Set<String> = []) -> [Finding] {
        var findings: [Finding] = []
        for tag in startTags(in: html) {
            if scriptElements.contains(tag.name) {
                let src = tag.attributes.first { $0.name == "src" }?.value
                let isTheme = tag.name == "script" && src.map(allowedScripts.contains) == true
                if !isTheme { findings.append(Finding(element: tag.name, what: "element")) }
            }
            for (name, value) in tag.attributes {
                if name.hasPrefix("on") { findings.append(Finding(element: tag.name, what: "handler \(name)")) }
                if name == "srcdoc" { findings.append(Finding(element: tag.name, what: "srcdoc")) }
                if urlAttributes.contains(name), isScriptURL(value) {
                    findings.append(Finding(element: tag.name, what: "\(name)=\(value)"))
                }
            }
        }
        return findings
    }

    /// True when a URL, once entities are decoded and the characters browsers ignore are
    /// dropped, starts with a scheme that runs code or carries a document.
    static func isScriptURL(_ raw: String) -> Bool {
        let decoded = decodeEntities(raw).unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
        let lowered = String(String.UnicodeScalarView(decoded)).lowercased()
        return ["javascript:", "vbscript:", "livescript:", "data:text/html", "data:image/svg", "data:application"]
            .contains { lowered.hasPrefix($0) }
    }

    struct StartTag {
        var name: String
        var attributes: [(name: String, value: String)]
    }

    /// Start tags as the HTML tokenizer finds them: `<` + letter opens a tag whose name runs to
    /// whitespace, `/` or `>`; attributes follow the spec's name and value states. Comments are
    /// skipped. An unterminated tag at the end still counts (a browser would not run it, but the
    /// page next to it could complete it).
    static func startTags(in html: String) -> [StartTag] {
        let bytes = Array(html.utf8)
        var tags: [StartTag] = []
        var index = 0
        func isSpace(_ byte: UInt8) -> Bool { [9, 10, 12, 13, 32].contains(byte) }
        func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self).lowercased() }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else { index += 1; continue }
            if bytes[index + 1] == UInt8(ascii: "!"), index + 3 < bytes.count, bytes[index + 2] == 45, bytes[index + 3] == 45 {
                index += 4
                while index + 2 < bytes.count, !(bytes[index] == 45 && bytes[index + 1] == 45 && bytes[index + 2] == 62) { index += 1 }
                index += 3
                continue
            }
            // An end tag is read like a start tag (a browser parses, then ignores, its
            // attributes), so `</a<iframe>` is one end tag, not an iframe.
            let isEnd = bytes[index + 1] == 47 && index + 2 < bytes.count && isLetter(bytes[index + 2])
            guard isEnd || isLetter(bytes[index + 1]) else { index += 1; continue }
            var cursor = index + (isEnd ? 2 : 1)
            let tagNameStart = cursor
            while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != 47, bytes[cursor] != 62 { cursor += 1 }
            var tag = StartTag(name: text(tagNameStart..<cursor), attributes: [])
            attributes: while cursor < bytes.count {
                while cursor < bytes.count, isSpace(bytes[cursor]) || bytes[cursor] == 47 { cursor += 1 }
                guard cursor < bytes.count, bytes[cursor] != 62 else { break attributes }
                let nameStart = cursor
                cursor += 1   // a leading `=` belongs to the name
                while cursor < bytes.count, !isSpace(bytes[cursor]), ![47, 61, 62].contains(bytes[cursor]) { cursor += 1 }
                let name = text(nameStart..<cursor)
                var probe = cursor
                while probe < bytes.count, isSpace(bytes[probe]) { probe += 1 }
                guard probe < bytes.count, bytes[probe] == 61 else {
                    tag.attributes.append((name, ""))
                    continue
                }
                cursor = probe + 1
                while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
                guard cursor < bytes.count else { tag.attributes.append((name, "")); break attributes }
                let quote = bytes[cursor]
                if quote == 34 || quote == 39 {
                    let valueStart = cursor + 1
                    cursor = valueStart
                    while cursor < bytes.count, bytes[cursor] != quote { cursor += 1 }
                    tag.attributes.append((name, String(decoding: bytes[valueStart..<min(cursor, bytes.count)], as: UTF8.self)))
                    cursor += 1
                } else {
                    let valueStart = cursor
                    while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != 62 { cursor += 1 }
                    tag.attributes.append((name, String(decoding: bytes[valueStart..<cursor], as: UTF8.self)))
                }
            }
            if !isEnd { tags.append(tag) }
            index = cursor + 1
        }
        return tags
    }

    /// Character references: numeric ones of any length, and the named ones that can spell a
    /// scheme or hide its characters.
    static func decodeEntities(_ text: String) -> String {
        let named: [String: String] = ["colon": ":", "tab": "\t", "newline": "\n", "amp": "&", "sol": "/", "lpar": "(", "rpar": ")"]
        var result = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let first = scalars.first {
            scalars = scalars.dropFirst()
            guard first == "&" else { result.unicodeScalars.append(first); continue }
            if scalars.first == "#" {
                scalars = scalars.dropFirst()
                var radix: UInt32 = 10
                if scalars.first == "x" || scalars.first == "X" { radix = 16; scalars = scalars.dropFirst() }
                var value: UInt32 = 0, digits = 0
                while let next = scalars.first, next.isASCII, let digit = Character(next).hexDigitValue, UInt32(digit) < radix {
                    value = min(value * radix + UInt32(digit), 0x110000)
                    digits += 1
                    scalars = scalars.dropFirst()
                }
                if digits == 0 { result += "&#"; continue }
                if scalars.first == ";" { scalars = scalars.dropFirst() }
                result.unicodeScalars.append((value == 0 ? nil : Unicode.Scalar(value)) ?? "\u{FFFD}")
                continue
            }
            var body = ""
            while let next = scalars.first, next.properties.isAlphabetic || ("0"..."9").contains(next) {
                body.unicodeScalars.append(next)
                scalars = scalars.dropFirst()
            }
            if scalars.first == ";" { scalars = scalars.dropFirst() }
            if let decoded = named[body.lowercased()] {
                result += decoded
            } else {
                result += "&" + body
            }
        }
        return result
    }
}
