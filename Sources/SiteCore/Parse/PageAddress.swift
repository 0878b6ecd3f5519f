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

    /// `table-row-button` → `Table Row Button`.
    public static func title(fromName name: String) -> String {
        name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
            .map { word in word.prefix(1).uppercased() + word.dropFirst() }
            .joined(separator: " ")
    }

    /// A source path (`native/controls/link.md`) → the page's address (`["native", "controls", "link"]`).
    public static func address(ofSourcePath path: String) -> [String] {
        var components = path.split(separator: "/").map(String.init)
        if let last = components.popLast() {
            let stem = last.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
            components.append(stem.isEmpty ? last : stem)
        }
        return components.map { slug($0) }.map { $0.isEmpty ? "page" : $0 }
    }

    /// The file-name stem of a source path: `native/controls/table-row-button.md` → `table-row-button`.
    public static func stem(ofSourcePath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
