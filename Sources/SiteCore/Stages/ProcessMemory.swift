import Foundation

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
