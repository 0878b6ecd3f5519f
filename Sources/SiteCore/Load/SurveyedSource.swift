import Foundation

/// A content file as the load stage found it: its hash (for the build cache) and its outline.
struct SurveyedSource: Sendable {
    var path: String
    var hash: String
    var outline: PageOutline
    /// The file's text, kept for the page pass while the survey's `TextBudget` lasted, so that
    /// the file is read once; nil when the page pass must read it again.
    var text: String?
}
