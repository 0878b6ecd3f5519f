import Foundation

/// One stage's wall-clock time and the memory as it ended.
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

