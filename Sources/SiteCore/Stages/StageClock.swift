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
