/// "a, b, or c" lists.
enum ListFormatter {
    static func or(_ items: [String]) -> String { joined(items, "or") }
    static func and(_ items: [String]) -> String { joined(items, "and") }

    private static func joined(_ items: [String], _ word: String) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return "\(items[0]) \(word) \(items[1])"
        default: return items.dropLast().joined(separator: ", ") + ", \(word) " + items[items.count - 1]
        }
    }
}
