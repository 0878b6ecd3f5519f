import ArgumentParser
import Foundation

/// `criteria`: builds accessibility-criteria sites. Parsing flags is all this target does;
/// the work is in SiteCore.
struct Criteria: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "criteria",
        abstract: "Build a static site of accessibility acceptance criteria from Markdown.",
        version: CriteriaVersion.current,
        subcommands: [BuildCommand.self, BundleCommand.self, CheckCommand.self, ServeCommand.self, InitCommand.self, SearchCommand.self,
                      MigrateCommand.self, ExportCommand.self, ChangesCommand.self, PlanCommand.self],
        defaultSubcommand: BuildCommand.self
    )
}

/// Runs the command. Usage errors exit with 2, as compilers do, rather than the parser's 64.
func runCriteria() async -> Never {
    let commands = Criteria.configuration.subcommands.compactMap { $0.configuration.commandName }
    if let problem = CommandSuggestion.problem(Array(CommandLine.arguments.dropFirst()), commands: commands) {
        FileHandle.standardError.write(Data("Error: \(problem)\n".utf8))
        Criteria.exit(withError: ExitCode(2))
    }
    do {
        var command = try Criteria.parseAsRoot()
        if var asyncCommand = command as? AsyncParsableCommand {
            try await asyncCommand.run()
        } else {
            try command.run()
        }
        Criteria.exit()
    } catch let error as UsageError {
        let command = CommandLine.arguments.dropFirst().first { commands.contains($0) } ?? "build"
        FileHandle.standardError.write(Data("Error: \(error)\n  See 'criteria \(command) --help' for more information.\n".utf8))
        Criteria.exit(withError: ExitCode(2))
    } catch {
        let code = Criteria.exitCode(for: error)
        if code == .validationFailure {
            FileHandle.standardError.write(Data((Criteria.fullMessage(for: error) + "\n").utf8))
            Criteria.exit(withError: ExitCode(2))
        }
        Criteria.exit(withError: error)
    }
}

await runCriteria()
