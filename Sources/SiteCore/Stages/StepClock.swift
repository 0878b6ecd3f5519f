import Dispatch

/// Wall time between steps on one thread, for the notes `criteria build --verbose` lists under a
/// stage: what each step of the page pass, or each side of the finish stage, took.
struct StepClock {
    private var last = DispatchTime.now().uptimeNanoseconds

    mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { last = now }
        return Double(now - last) / 1e9
    }
}
