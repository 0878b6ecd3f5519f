/// JSON text that is safe inside an HTML `<script type="application/json">` element: strings
/// with `<`, `>` and `&` escaped (see `JSONText`), and the objects and arrays pages carry.
enum ScriptJSON {
    static func string(_ value: String) -> String {
        JSONText.string(value, forScriptElement: true)
    }

    /// An object of string values, keys in the given order.
    static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { string($0.0) + ":" + string($0.1) }.joined(separator: ",") + "}"
    }

    static func array(_ items: [String]) -> String {
        "[" + items.joined(separator: ",") + "]"
    }
}
