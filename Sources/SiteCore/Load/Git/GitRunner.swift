import Foundation
import Synchronization

/// Runs `git` in a folder through Foundation's `Process`, as `ContentVersionReader` does: its
/// standard output, or why it failed (git's own message, or that git could not be started).
struct GitRunner: Sendable {
    /// The program that finds git on the PATH; tests point it elsewhere to play "git missing".
    var launcher = URL(fileURLWithPath: "/usr/bin/env")

    /// What a run gave: its output, or git's message when it exited non-zero.
    enum Outcome: Sendable, Equatable {
        case output(Data)
        case failed(message: String)
    }

    /// `git <arguments>` in `folder`, `input` on its standard input.
    func run(_ arguments: [String], in folder: URL, input: Data? = nil) -> Outcome {
        let process = Process()
        process.executableURL = launcher
        // No pager, no colour, no prompts: the output is read, never shown.
        process.arguments = ["git", "-c", "core.quotepath=off", "-c", "color.ui=never"] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe(), errors = Pipe(), feed = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        do { try process.run() } catch { return .failed(message: "cannot run git: \(error.localizedDescription)") }
        let (data, message) = drain(output: output, errors: errors, feed: input.map { ($0, feed) })
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failed(message: text.isEmpty ? "git exited with status \(process.terminationStatus)" : text)
        }
        return .output(data)
    }

    /// Standard output as text, or nil when git failed.
    func text(_ arguments: [String], in folder: URL) -> String? {
        guard case .output(let data) = run(arguments, in: folder) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// A write into a pipe git closed early would otherwise end this process (SIGPIPE); ignored,
    /// the write fails instead. Set once, for the process.
    private static let brokenPipesIgnored: Bool = {
        signal(SIGPIPE, SIG_IGN)
        return true
    }()

    /// Both pipes read at once, and the input written, on other threads: reading one to its end
    /// first deadlocks when git fills the other.
    private func drain(output: Pipe, errors: Pipe, feed: (Data, Pipe)?) -> (Data, Data) {
        let group = DispatchGroup()
        let messages = Mutex(Data())
        DispatchQueue.global().async(group: group) {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            messages.withLock { $0 = data }
        }
        if let (input, pipe) = feed {
            _ = Self.brokenPipesIgnored
            DispatchQueue.global().async(group: group) {
                // git may exit before reading everything (a bad revision): the write then fails, which is fine.
                try? pipe.fileHandleForWriting.write(contentsOf: input)
                try? pipe.fileHandleForWriting.close()
            }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        return (data, messages.withLock { $0 })
    }
}
