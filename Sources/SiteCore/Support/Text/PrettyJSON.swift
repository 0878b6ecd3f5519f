import Foundation

/// The JSON the commands print: indented, keys sorted, slashes as written, and an empty list or
/// object as `[]` and `{}`. Foundation's pretty printing writes those on three lines, a blank
/// one between the brackets, which reads as a value left out.
public enum PrettyJSON {
    public static let formatting: JSONEncoder.OutputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]

    /// `value` encoded, with `fallback` if it cannot be (plain strings and numbers always can).
    public static func text(_ value: some Encodable, fallback: String = "{}") -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        let data = (try? encoder.encode(value)) ?? Data(fallback.utf8)
        return collapsingEmpty(String(decoding: data, as: UTF8.self))
    }

    /// Empty containers on one line. A JSON string holds no raw line break, so every one in the
    /// text is the printer's.
    public static func collapsingEmpty(_ json: String) -> String {
        json.replacingOccurrences(of: #"\[\n\s*\n\s*\]"#, with: "[]", options: .regularExpression)
            .replacingOccurrences(of: #"\{\n\s*\n\s*\}"#, with: "{}", options: .regularExpression)
    }
}
