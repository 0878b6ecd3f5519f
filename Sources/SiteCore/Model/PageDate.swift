/// When a page's source last changed, for its `<time>` and the export: the date of the last
/// commit that touched it, and whether the file now differs from that commit.
public struct PageDate: Sendable, Equatable {
    /// `YYYY-MM-DD`; nil for a file never committed.
    public var date: String?
    /// The file has changes not yet committed; only a preview says so.
    public var isUncommitted: Bool

    public init(date: String?, isUncommitted: Bool = false) {
        self.date = date
        self.isUncommitted = isUncommitted
    }

    /// `2026-03-01` → "1 March 2026", the way the page shows it; the text as it is when it is not
    /// such a date.
    public static func readable(_ date: String) -> String {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        guard parts.count == 3, (1...12).contains(parts[1]) else { return date }
        return "\(parts[2]) \(months[parts[1] - 1]) \(parts[0])"
    }
}
