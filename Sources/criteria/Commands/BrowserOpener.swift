import Foundation

/// Opens a URL in the user's browser: `$BROWSER` when set (a colon-separated list, the first
/// entry used; `%s` stands for the URL, else the URL is added), otherwise `xdg-open`
/// (`open` on macOS). The browser's own output is not ours to print.
enum BrowserOpener {
    static func open(_ url: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let command = command(for: url, browser: environment["BROWSER"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { ended in
            // `env` answers 127 when the program is not found.
            guard ended.terminationStatus != 0 else { return }
            Report.standardError("warning: could not open a browser: \(command.joined(separator: " ")) exited with status \(ended.terminationStatus); set BROWSER to choose one")
        }
        do { try process.run() } catch { Report.standardError("warning: could not open a browser: \(error)") }
    }

    /// The program and its arguments.
    static func command(for url: String, browser: String?) -> [String] {
        let first = browser?.split(separator: ":").first.map(String.init) ?? ""
        let words = first.split(separator: " ").map(String.init)
        guard !words.isEmpty else {
            #if os(macOS)
            return ["open", url]
            #else
            return ["xdg-open", url]
            #endif
        }
        return words.contains { $0.contains("%s") } ? words.map { $0.replacingOccurrences(of: "%s", with: url) } : words + [url]
    }
}
