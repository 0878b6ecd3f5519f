import Foundation

/// Thread time a page pass spent in each step, summed over pages, for `--verbose`: the steps
/// of a page run interleaved on all cores, so wall time per step is not to be had.
struct StepTimes: Sendable {
    var parse = 0.0, check = 0.0, index = 0.0, render = 0.0, assemble = 0.0, write = 0.0

    static func + (lhs: StepTimes, rhs: StepTimes) -> StepTimes {
        StepTimes(parse: lhs.parse + rhs.parse, check: lhs.check + rhs.check, index: lhs.index + rhs.index,
                  render: lhs.render + rhs.render, assemble: lhs.assemble + rhs.assemble, write: lhs.write + rhs.write)
    }

    var laps: [(name: String, seconds: Double)] {
        [("parse", parse), ("check", check), ("index", index), ("render", render), ("assemble", assemble), ("write", write)]
    }
}
