import TextSupport

/// A start tag being rewritten.
struct HTMLTag {
    var name: String
    var attributes: [HTMLTokenizer.Attribute]
    var selfClosing: Bool

    var html: String {
        var text = "<" + name
        for attribute in attributes {
            text += " " + attribute.name
            if let value = attribute.rawValue {
                let quoted = value.containsByte(UInt8(ascii: "\"")) ? value.replacingOccurrences(of: "\"", with: "&quot;") : value
                text += "=\"" + quoted + "\""
            }
        }
        return text + (selfClosing ? " />" : ">")
    }

    mutating func addClass(_ className: String) {
        if let index = attributes.firstIndex(where: { $0.isNamed("class") }) {
            attributes[index].rawValue = className + " " + (attributes[index].rawValue ?? "")
        } else {
            attributes.insert(HTMLTokenizer.Attribute(name: "class", rawValue: className), at: 0)
        }
    }

    /// cmark-gfm renders task items as `<input type="checkbox" disabled="" />` with no label,
    /// which screen readers announce as an unnamed checkbox. Name it after its state.
    mutating func labelsUnlabelledTaskCheckbox() -> Bool {
        let names = Set(attributes.map(\.name.lowercasedHTMLName))
        guard attributes.contains(where: { $0.name == "type" && $0.rawValue == "checkbox" }), names.contains("disabled"),
              names.isDisjoint(with: ["id", "name", "aria-label", "aria-labelledby", "title"]) else { return false }
        attributes.append(HTMLTokenizer.Attribute(name: "aria-label", rawValue: names.contains("checked") ? "Done" : "To do"))
        return true
    }
}

extension HTMLTag {
    /// The raw value of an attribute (first match, any case), or nil when absent.
    func value(of attribute: String) -> String? {
        attributes.first { $0.isNamed(attribute) }.map { $0.rawValue ?? "" }
    }

    func has(_ attribute: String) -> Bool { attributes.contains { $0.isNamed(attribute) } }

    mutating func remove(_ attribute: String) { attributes.removeAll { $0.isNamed(attribute) } }

    mutating func set(_ attribute: String, to rawValue: String) {
        if let index = attributes.firstIndex(where: { $0.isNamed(attribute) }) {
            attributes[index].rawValue = rawValue
        } else {
            attributes.append(HTMLTokenizer.Attribute(name: attribute, rawValue: rawValue))
        }
    }
}
