/// A name a template looks up, split at dots as the library splits it.
struct TemplateName: Sendable {
    enum Scope: Sendable {
        /// `.`: the value the innermost section is on.
        case current
        /// A name starting with a dot: looked up in that value only.
        case innermost
        /// Any other name: its first part is looked up from the innermost section outwards.
        case stack
    }

    let scope: Scope
    let parts: [String]

    init(_ name: String) {
        scope = name == "." ? .current : name.first == "." ? .innermost : .stack
        parts = name.split(separator: ".").map { String($0) }
    }
}
