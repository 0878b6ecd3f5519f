import Foundation
import TextSupport

/// Repairs to one start tag's attributes that keep the published page valid HTML (the Nu
/// checker) without changing what a demonstration shows. Each repair is a warning at the tag,
/// because the source itself should be fixed.
enum AttributeRepairs {
    /// Roles that repeat the element's own role and that the checker rejects.
    static let redundantRoles: [String: String] = ["dialog": "dialog"]

    /// Attributes that only some HTML elements have; elsewhere they are dropped.
    static let restricted: [String: Set<String>] = [
        "type": ["a", "button", "embed", "input", "link", "object", "ol", "script", "source", "style"],
        "min": ["input", "meter"],
        "max": ["input", "meter", "progress"],
        "step": ["input"],
    ]

    /// `restricted` in name order, so its warnings come in one order (sorted once, not per tag).
    private static let restrictedInOrder = restricted.sorted { $0.key < $1.key }

    /// Attributes that say a limit an element's own attribute already says.
    private static let nativeValueLimits = [("max", "aria-valuemax"), ("min", "aria-valuemin")]

    /// Applies every repair; returns whether the tag changed.
    static func repair<Client: HTMLRewriteClient>(_ tag: inout HTMLTag, at position: HTMLPosition, client: inout Client) -> Bool {
        // Every repair is of an attribute, and most tags (cmark's <p>, <li>, <code>) have none.
        guard !tag.attributes.isEmpty else { return false }
        let element = tag.name.lowercasedHTMLName
        var changed = mergeClassName(&tag)
        if let role = tag.value(of: "role")?.trimmingSpacesAndTabs.lowercased() {
            if element == "img", tag.value(of: "alt") == "", !["none", "presentation"].contains(role) {
                client.report(.repaired, position, "removed role=\"\(role)\" from an <img> with empty alt", note: "alt=\"\" already hides a decorative image")
                tag.remove("role")
                changed = true
            } else if redundantRoles[element] == role {
                client.report(.repaired, position, "removed role=\"\(role)\" from <\(element)>, which has that role already")
                tag.remove("role")
                changed = true
            }
        }
        if element == "dialog", tag.has("aria-modal") {
            // The checker wants role="dialog" with aria-modal yet rejects that role on <dialog>;
            // showModal() is what makes a <dialog> modal, for browsers and screen readers alike.
            client.report(.repaired, position, "removed aria-modal from <dialog>", note: "open it with showModal() to make it modal")
            tag.remove("aria-modal")
            changed = true
        }
        if let scope = tag.value(of: "scope"), element == "th" || element == "td" {
            changed = repairScope(scope, of: &tag, element: element, at: position, client: &client) || changed
        }
        let facts = ElementFacts.of(element)
        if facts.contains(.allowed), !facts.contains(.svg) {
            for (attribute, owners) in restrictedInOrder where !owners.contains(element) && tag.has(attribute) {
                client.report(.repaired, position, "removed attribute \(attribute), which <\(element)> does not have")
                tag.remove(attribute)
                changed = true
            }
        }
        for (native, aria) in nativeValueLimits where tag.has(native) && tag.has(aria) {
            client.report(.repaired, position, "removed \(aria) from <\(element)>, which has a \(native) attribute")
            tag.remove(aria)
            changed = true
        }
        if let style = tag.value(of: "style") {
            let (kept, dropped) = InlineStyle.validDeclarations(style)
            for declaration in dropped {
                client.report(.repaired, position, "removed invalid CSS declaration \"\(declaration)\" from a style attribute")
            }
            if !dropped.isEmpty {
                if kept.isEmpty { tag.remove("style") } else { tag.set("style", to: kept) }
                changed = true
            }
        }
        return changed
    }

    /// `className` (React) next to `class`: the names join the class list.
    private static func mergeClassName(_ tag: inout HTMLTag) -> Bool {
        guard let react = tag.attributes.firstIndex(where: { $0.name == "className" }),
              let plain = tag.attributes.firstIndex(where: { $0.isNamed("class") && $0.name != "className" })
        else { return false }
        let extra = tag.attributes[react].rawValue ?? ""
        tag.attributes[plain].rawValue = [tag.attributes[plain].rawValue ?? "", extra].filter { !$0.isEmpty }.joined(separator: " ")
        tag.attributes.remove(at: react)
        return true
    }

    private static func repairScope<Client: HTMLRewriteClient>(_ scope: String, of tag: inout HTMLTag, element: String,
                                                               at position: HTMLPosition, client: inout Client) -> Bool {
        let value = scope.trimmingSpacesAndTabs.lowercased()
        guard !["row", "col", "rowgroup", "colgroup"].contains(value) else { return false }
        let meant: String? = ["column": "col", "columns": "col", "cols": "col", "rows": "row"][value]
        if let meant {
            client.report(.repaired, position, "scope=\"\(scope)\" on <\(element)> is not a scope; written as scope=\"\(meant)\"")
            tag.set("scope", to: meant)
        } else {
            client.report(.repaired, position, "removed scope=\"\(scope)\" from <\(element)>", note: "scope is row, col, rowgroup or colgroup")
            tag.remove("scope")
        }
        return true
    }
}
