import Foundation

extension NSRegularExpression {
    /// A pattern written in the source, not read from content: one that does not compile is a
    /// programming error, which the rule's first test run shows, so it stops the program.
    static func literal(_ pattern: String, options: Options = []) -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: options)
        } catch {
            preconditionFailure("the pattern \(pattern) does not compile: \(error)")
        }
    }
}
