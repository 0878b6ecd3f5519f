import Foundation

/// Wall-clock time per stage, and the process's resident memory as each stage ends, for
/// `criteria build --verbose` and the benchmark's notes on where memory goes.
struct StageClock {
    private var last = Date()
    private(set) var laps: [StageLap] = []

    mutating func lap(_ name: String) {
        let now = Date()
        laps.append(StageLap(name: name, seconds: now.timeIntervalSince(last), memory: ProcessMemory.current()))
        last = now
    }

    /// A figure measured elsewhere (thread time of one step of a stage), listed after the stage.
    mutating func note(_ name: String, seconds: Double) {
        laps.append(StageLap(name: name, seconds: seconds, memory: nil))
    }
}

public struct StageLap: Sendable {
    public var name: String
    public var seconds: Double
    /// Nil where the system does not say (anywhere but Linux).
    public var memory: ProcessMemory?

    public init(name: String, seconds: Double, memory: ProcessMemory? = ProcessMemory.current()) {
        self.name = name
        self.seconds = seconds
        self.memory = memory
    }
}

/// Resident memory now and at its peak so far, in bytes, from `/proc/self/status`.
public struct ProcessMemory: Sendable {
    public var resident: Int
    public var peak: Int

    public static func current() -> ProcessMemory? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        func kibibytes(_ field: String) -> Int? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
        guard let resident = kibibytes("VmRSS"), let peak = kibibytes("VmHWM") else { return nil }
        return ProcessMemory(resident: resident * 1024, peak: peak * 1024)
    }
}
