/// Demonstration tables often set a passing example beside a failing one, under the column
/// headers "Pass" and "Fail". The failing half is a real barrier (a button with no name, text
/// below contrast) on a page that must itself conform, so its cells are published `inert`:
/// still seen, no longer focusable or announced. That is intended content, so no warning.
struct FailingExampleColumns {
    private struct Table {
        var headers: [String] = []
        var headerText: String?
        var sawDataCell = false
        var column = 0
    }

    private var tables: [Table] = []

    /// Called for every start tag the structure publishes; marks cells of a "Fail" column.
    mutating func start(_ tag: inout HTMLTag, name: String) -> Bool {
        switch name {
        case "table":
            tables.append(Table())
        case "tr":
            endHeader()
            if !tables.isEmpty { tables[tables.count - 1].column = 0 }
        case "th", "td":
            endHeader()
            guard var table = tables.popLast() else { return false }
            defer { tables.append(table) }
            let column = table.column
            table.column += 1
            if name == "th", !table.sawDataCell {
                table.headerText = ""
                return false
            }
            table.sawDataCell = table.sawDataCell || name == "td"
            guard name == "td", column < table.headers.count, Self.isFail(table.headers[column]), !tag.has("inert") else { return false }
            tag.attributes.append(HTMLTokenizer.Attribute(name: "inert", rawValue: nil))
            tag.addClass("demo-fail")
            return true
        default:
            break
        }
        return false
    }

    mutating func end(_ name: String) {
        switch name {
        case "th": endHeader()
        case "table": _ = tables.popLast()
        default: break
        }
    }

    var readsText: Bool { tables.last?.headerText != nil }

    /// Text inside a header cell.
    mutating func text(_ text: String) {
        guard let header = tables.last?.headerText else { return }
        tables[tables.count - 1].headerText = header + text
    }

    private mutating func endHeader() {
        guard !tables.isEmpty, let text = tables[tables.count - 1].headerText else { return }
        tables[tables.count - 1].headers.append(text)
        tables[tables.count - 1].headerText = nil
    }

    private static func isFail(_ header: String) -> Bool {
        let words = header.lowercased().split { !$0.isLetter }
        return words.first == "fail" || words.first == "failing"
    }
}
