/// Names derived from file and folder names: URL slugs and readable titles.
public enum PageAddress {
    /// `Table Row_Button.md` → `table-row-button`: lower case, letters and digits kept (any
    /// script), every run of other characters becomes one hyphen.
    public static func slug(_ name: String) -> String {
        // Most names and headings are ASCII: their bytes are classified directly, without
        // lower-casing the whole text and walking it character by character.
        if name.isAllASCII { return asciiSlug(name.utf8) }
        var result = ""
        var pendingHyphen = false
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen, !result.isEmpty { result.append("-") }
                pendingHyphen = false
                result.append(character)
            } else {
                pendingHyphen = true
            }
        }
        return result
    }

    private static func asciiSlug(_ bytes: String.UTF8View) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var pendingHyphen = false
        for byte in bytes {
            let isUpper = (65...90).contains(byte)
            if isUpper || (97...122).contains(byte) || (48...57).contains(byte) {
                if pendingHyphen, !result.isEmpty { result.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                result.append(isUpper ? byte + 32 : byte)
            } else {
                pendingHyphen = true
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `table-row-button` → `Table row button`, `MARKDOWN_GUIDE` → `Markdown guide`: sentence
    /// case, as a person writes a title; a name in capitals throughout is read as lower case.
    public static func title(fromName name: String) -> String {
        guard name.isAllASCII else {
            let isShouting = !name.contains(where: \.isLowercase)
            return name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).enumerated()
                .map { index, word in
                    let written = isShouting ? word.lowercased() : String(word)
                    return index == 0 ? written.prefix(1).uppercased() + written.dropFirst() : written
                }
                .joined(separator: " ")
        }
        let isShouting = !name.utf8.contains { $0 >= 97 && $0 <= 122 }
        var title: [UInt8] = []
        title.reserveCapacity(name.utf8.count)
        var startsWord = true
        for byte in name.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: " ") {
                startsWord = true
                continue
            }
            if startsWord, !title.isEmpty { title.append(UInt8(ascii: " ")) }
            let isUpper = byte >= 65 && byte <= 90, isLower = byte >= 97 && byte <= 122
            if title.isEmpty {
                title.append(isLower ? byte - 32 : byte)
            } else {
                title.append(isShouting && isUpper ? byte + 32 : byte)
            }
            startsWord = false
        }
        return String(decoding: title, as: UTF8.self)
    }

    /// A source path (`native/controls/link.md`) → the page's address (`["native", "controls", "link"]`).
    public static func address(ofSourcePath path: String) -> [String] {
        var components = parts(of: path, at: UInt8(ascii: "/")).map(String.init)
        if let last = components.popLast() {
            let stem = beforeLastDot(last)
            components.append(stem.isEmpty ? last : stem)
        }
        return components.map { slug($0) }.map { $0.isEmpty ? "page" : $0 }
    }

    /// The file-name stem of a source path: `native/controls/table-row-button.md` → `table-row-button`.
    public static func stem(ofSourcePath path: String) -> String {
        let name = parts(of: path, at: UInt8(ascii: "/")).last.map(String.init) ?? path
        let stem = beforeLastDot(name)
        return stem.isEmpty ? name : stem
    }

    /// What comes before the name's last `.`; empty when it has none.
    private static func beforeLastDot(_ name: String) -> String {
        guard name.isAllASCII else {
            return name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        }
        return name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? ""
    }

    /// `text` cut at `separator` as `split(separator:)` cuts it. Each byte of ASCII text, as
    /// nearly every path is, is a character, so its bytes are cut: cutting by characters was
    /// most of working out every page's address and title as the content is loaded. (Elsewhere
    /// a mark after `/` makes one character with it.)
    private static func parts(of text: String, at separator: UInt8) -> [Substring] {
        guard text.isAllASCII else { return text.split(separator: Character(Unicode.Scalar(separator))) }
        return text.utf8.split(separator: separator).map { Substring($0) }
    }
}
