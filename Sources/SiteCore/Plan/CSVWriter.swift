/// Rows → CSV as RFC 4180 says: fields separated by commas, records by CRLF, a field quoted
/// when it holds a quote, comma, CR or LF (quotes doubled), UTF-8, optionally after a BOM.
///
/// A field that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is neutralised as
/// OWASP advises against CSV injection: a `'` goes first and the field is quoted, so a
/// spreadsheet shows the text instead of running it as a formula.
struct CSVWriter {
    static let byteOrderMark = "\u{FEFF}"

    func write(_ rows: [[String]], byteOrderMark: Bool) -> String {
        (byteOrderMark ? Self.byteOrderMark : "") + rows.map { $0.map(Self.field).joined(separator: ",") + "\r\n" }.joined()
    }

    static func field(_ value: String) -> String {
        let isFormula = value.unicodeScalars.first.map { "=+-@\t\r".unicodeScalars.contains($0) } ?? false
        let text = isFormula ? "'" + value : value
        let needsQuotes = isFormula || text.unicodeScalars.contains { $0 == "\"" || $0 == "," || $0 == "\r" || $0 == "\n" }
        guard needsQuotes else { return text }
        var quoted = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\"" { quoted.append("\"") }
            quoted.append(scalar)
        }
        return "\"" + String(quoted) + "\""
    }
}
