import ArgumentParser
import Foundation

/// `--theme`, for the commands that render pages.
struct ThemeFolder: ParsableArguments {
    @Option(help: "A theme folder that overrides the default theme file by file.") var theme: String?

    func requireExisting() throws {
        if let theme { try SiteFolders.requireFolder(theme, naming: "--theme folder") }
    }
}
