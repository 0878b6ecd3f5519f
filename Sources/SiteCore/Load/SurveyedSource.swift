import Foundation

/// A content file as the load stage found it: its hash (for the build cache) and its outline.
struct SurveyedSource: Sendable {
    var path: String
    var hash: String
    var outline: PageOutline
}

extension SurveyedSource {
    /// The file's hash and outline.
    init(_ file: SourceFile) {
        self.init(path: file.path, hash: ContentHash(file.text).hex, outline: PageParser().outline(file))
    }
}
