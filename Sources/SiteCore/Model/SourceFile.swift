/// A criteria document as read from disk: its path relative to the content root and its text.
public struct SourceFile: Sendable, Equatable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
