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
        besideProgram("themes/default", executable: executable) + [expectedInCurrentFolder(currentDirectory)]
    }

    /// `relative` in the folders around the executable where a package or an install keeps
    /// what ships with the program, in order: the package's own, then `share/criteria/`.
    static func besideProgram(_ relative: String, executable: String?) -> [URL] {
        guard let executable else { return [] }
        var candidates: [URL] = []
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent(relative))
            candidates.append(folder.appendingPathComponent("share/criteria/\(relative)"))
            folder.deleteLastPathComponent()
        }
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
