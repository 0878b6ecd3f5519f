/// A value before and after a change: a check's step or a scenario's lines (`CheckChange`).
public struct Revision<Value: Sendable & Equatable>: Sendable, Equatable {
    public var old: Value
    public var new: Value

    public init(old: Value, new: Value) {
        self.old = old
        self.new = new
    }

    /// The two values, or nil when they are the same: nothing changed to tell.
    static func of(_ old: Value, _ new: Value) -> Revision? {
        old == new ? nil : Revision(old: old, new: new)
    }
}
