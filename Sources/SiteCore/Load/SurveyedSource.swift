import Foundation

/// A content file as the load stage found it: its hash (for the build cache) and its outline.
struct SurveyedSource: Sendable {
    var path: String
    var hash: String
    var outline: PageOutline
}
