import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Runs `git` in a folder: its standard output, or why it failed (git's own message, or that git
/// could not be started).
///
/// Through `posix_spawn` rather than Foundation's `Process`: on Linux a `Process` took a few
/// hundred milliseconds from launch to `waitUntilExit` returning on a busy machine, most of a
/// build with nothing to do (docs/performance.md).
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
        // No pager, no colour, no prompts: the output is read, never shown.
        let argv = [launcher.path, "git", "-C", folder.path, "-c", "core.quotepath=off", "-c", "color.ui=never"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        guard let child = SpawnedProcess(argv, environment: environment.map { "\($0.key)=\($0.value)" }) else {
            return .failed(message: "cannot run git (\(launcher.path))")
        }
        let (data, message) = drain(child, input: input)
        let status = child.wait()
        guard status == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failed(message: text.isEmpty ? "git exited with status \(status)" : text)
        }
        return .output(data)
    }

    /// Standard output as text, or nil when git failed.
    func text(_ arguments: [String], in folder: URL) -> String? {
        guard case .output(let data) = run(arguments, in: folder) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Both pipes read at once, and the input written, on other threads: reading one to its end
    /// first deadlocks when git fills the other. Threads of their own, not Dispatch's pool: the
    /// load stage keeps the pool busy, and work queued behind it waited for the pool to grow.
    private func drain(_ child: SpawnedProcess, input: Data?) -> (Data, Data) {
        let finished = DispatchSemaphore(value: 0)
        let messages = Mutex(Data())
        Thread {
            let data = child.errors.readDataToEndOfFile()
            messages.withLock { $0 = data }
            finished.signal()
        }.start()
        Thread {
            // git may exit before reading everything (a bad revision): the write then fails, which is fine.
            if let input { try? child.input.write(contentsOf: input) }
            try? child.input.close()
            finished.signal()
        }.start()
        let data = child.output.readDataToEndOfFile()
        finished.wait()
        finished.wait()
        return (data, messages.withLock { $0 })
    }
}

/// A child process started with `posix_spawn`, its three standard streams as pipes.
private struct SpawnedProcess {
    let pid: pid_t
    let output: FileHandle
    let errors: FileHandle
    let input: FileHandle

    /// A write into a pipe git closed early would otherwise end this process (SIGPIPE); ignored,
    /// the write fails instead. Set once, for the process.
    private static let brokenPipesIgnored: Bool = {
        signal(SIGPIPE, SIG_IGN)
        return true
    }()

    init?(_ argv: [String], environment: [String]) {
        _ = Self.brokenPipesIgnored
        guard let path = argv.first else { return nil }
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin.fileHandleForReading.fileDescriptor, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout.fileHandleForWriting.fileDescriptor, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr.fileHandleForWriting.fileDescriptor, 2)
        // The pipes' own descriptors closed in the child: a write end it kept would hold its
        // standard input open, and `cat-file --batch` would wait for more forever.
        for pipe in [stdin, stdout, stderr] {
            posix_spawn_file_actions_addclose(&actions, pipe.fileHandleForReading.fileDescriptor)
            posix_spawn_file_actions_addclose(&actions, pipe.fileHandleForWriting.fileDescriptor)
        }
        var pid: pid_t = 0
        let status = Self.withCStrings(argv) { arguments in
            Self.withCStrings(environment) { variables in posix_spawn(&pid, path, &actions, nil, arguments, variables) }
        }
        // The child holds its own copies; the parent keeps only its ends.
        try? stdin.fileHandleForReading.close()
        try? stdout.fileHandleForWriting.close()
        try? stderr.fileHandleForWriting.close()
        guard status == 0 else { return nil }
        self.pid = pid
        (output, errors, input) = (stdout.fileHandleForReading, stderr.fileHandleForReading, stdin.fileHandleForWriting)
    }

    /// The exit status once the child has ended; -1 when it did not exit normally.
    func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return -1 }
        }
        // WIFEXITED and WEXITSTATUS, which Swift does not import as functions.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : -1
    }

    /// `strings` as a NULL-terminated array of C strings, for as long as `body` runs.
    private static func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result {
        let copies = strings.map { strdup($0) } + [nil]
        defer { copies.forEach { free($0) } }
        return body(copies)
    }
}
