import Foundation

/// The file of the program that runs: `/proc/self/exe` on Linux (through `Bundle.main`), not
/// `argv[0]`, which is a bare `criteria` when the program is started through `PATH`. The build
/// cache stamps it, and the default theme is looked for beside it.
public enum RunningProgram {
    public static var path: String? { Bundle.main.executablePath ?? CommandLine.arguments.first }
}
