import ArgumentParser

/// `criteria`: builds accessibility-criteria sites. Parsing flags is all this target does;
/// the work is in SiteCore.
struct Criteria: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "criteria",
        abstract: "Build a static site of accessibility acceptance criteria from Markdown.",
        version: CriteriaVersion.current,
        subcommands: [BuildCommand.self],
        defaultSubcommand: BuildCommand.self
    )
}

enum CriteriaVersion {
    static let current = "0.1.0"
}

Criteria.main()
