extension String {
    /// `lowercased()`, or the text itself when it is ASCII with no capital letter, as nearly
    /// every tag and attribute name is: `lowercased()` makes a new string each time, and names
    /// are lowered for every tag of every page, once to render it and once to check it.
    public var lowercasedHTMLName: String {
        utf8.contains { $0 >= 0x80 || ($0 >= 65 && $0 <= 90) } ? lowercased() : self
    }
}
