import Foundation

/// Finds the default theme that ships with CriteriaPress. It looks, in order:
/// - beside the running executable and up to five folders above it, for `themes/default` (the
///   package the executable was built in: `.build/release/criteria` is three folders down) and
///   for `share/criteria/themes/default` (where `make install` puts it: `<prefix>/bin/criteria`
///   beside `<prefix>/share/criteria/`);
/// - in the current folder, for `themes/default`.
///
/// The executable is the file that runs (`RunningProgram`), not `argv[0]`.
public enum DefaultThemeLocator {
    public static func locate(executable: String? = RunningProgram.path,
                              currentDirectory: String = FileManager.default.currentDirectoryPath) -> URL? {
        candidates(executable: executable, currentDirectory: currentDirectory).first(where: isTheme)
    }

    /// The folders looked at, in order.
    static func candidates(executable: String?, currentDirectory: String) -> [URL] {
        var candidates: [URL] = []
        if let executable {
            var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<6 {
                candidates.append(folder.appendingPathComponent("themes/default"))
                candidates.append(folder.appendingPathComponent("share/criteria/themes/default"))
                folder.deleteLastPathComponent()
            }
        }
        candidates.append(expectedInCurrentFolder(currentDirectory))
        return candidates
    }

    /// The theme folder a build reports when none was found: the one in the current folder,
    /// which is where a user without an installed or built package would put it.
    public static func expectedInCurrentFolder(_ currentDirectory: String = FileManager.default.currentDirectoryPath) -> URL {
        URL(fileURLWithPath: currentDirectory).appendingPathComponent("themes/default")
    }

    /// A complete theme has its page template; a stray `themes/default` folder without it is passed over.
    private static func isTheme(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("templates/page.mustache").path)
    }
}
