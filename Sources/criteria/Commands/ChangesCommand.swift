import ArgumentParser
import Foundation
import SiteCore

/// `criteria changes A..B`: the criteria-level differences between two revisions of the content.
struct ChangesCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    static let configuration = CommandConfiguration(
        commandName: "changes",
        abstract: "List what changed in the criteria between two git revisions: pages and checks, by check ID.",
        discussion: """
        RANGE is A..B (any revisions git knows: tags, branches, commits), A.. or A (both to HEAD). Pages added, \
        removed, renamed (with the alias that keeps the old address working) and changed; in each, the checks added, \
        removed and changed, with the old and new text. Only commits are compared: edits not yet committed are not. \
        Exit status: 0 listed, 2 bad usage or a revision git does not know.
        """
    )

    @Argument(help: "The revisions, A..B.") var range: String
    @Option(help: "text, markdown or json.") var format: Format = .text
    @Option(help: "The content folder.") var content = "content"

    func run() throws {
        try SiteFolders.requireFolder(content, naming: "content folder")
        switch ContentChanges.read(range: range, contentRoot: BuildCommand.url(content)) {
        case .failure(let problem): throw UsageError(problem.message)
        case .success(let changes):
            // `criteria changes HEAD` with edits not committed: "no page changed" alone would read
            // as "your edits changed nothing".
            if changes.fromCommit == changes.toCommit {
                Report.standardError("note: \(changes.from) and \(changes.to) are the same commit (\(changes.toCommit.prefix(7))), so nothing changed between them; edits not yet committed are not compared")
            }
            switch format {
            case .text: print(changes.text(), terminator: "")
            case .markdown: print(changes.markdown(), terminator: "")
            case .json: print(changes.json(), terminator: "")
            }
        }
    }
}
