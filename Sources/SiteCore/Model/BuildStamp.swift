import Foundation

/// When a bundle was built and from which version of the content, shown on its home page so
/// people can tell an old copy from a new one. Ordinary builds have none: their output stays
/// byte for byte the same for the same input.
public struct BuildStamp: Sendable, Equatable {
    public var date: Date
    /// The content folder's git commit, or nil when it is not in a git repository (or git is missing).
    public var contentVersion: ContentVersion?

    public init(date: Date, contentVersion: ContentVersion?) {
        self.date = date
        self.contentVersion = contentVersion
    }

    /// "Built on 2026-11-22 at 07:40 UTC from content version 1a2b3c4 (with uncommitted changes)."
    public var text: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd 'at' HH:mm 'UTC'"
        let built = "Built on \(formatter.string(from: date))"
        guard let version = contentVersion else {
            return built + "; no content version is known (the content is not in a git repository, or git is missing)."
        }
        return built + " from content version \(version.commit)" + (version.isDirty ? " with uncommitted changes." : ".")
    }
}
