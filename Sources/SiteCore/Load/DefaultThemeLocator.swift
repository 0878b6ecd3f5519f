import Foundation

/// Finds the default theme that ships with CriteriaPress: `themes/default` in the package the
/// executable was built in (walking up from the executable), or in the current folder.
public enum DefaultThemeLocator {
    public static func locate(executable: String = CommandLine.arguments.first ?? "",
                              currentDirectory: String = FileManager.default.currentDirectoryPath) -> URL? {
        var candidates: [URL] = []
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent("themes/default"))
            folder.deleteLastPathComponent()
        }
        candidates.append(URL(fileURLWithPath: currentDirectory).appendingPathComponent("themes/default"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("templates/page.mustache").path) }
    }
}
