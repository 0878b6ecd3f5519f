import Synchronization
import Testing
@testable import SiteCore

/// `MemoTable` remembers each key's answer, nil answers too, for every thread that asks.
@Suite struct MemoTableTests {
    @Test func eachKeyIsWorkedOutOnceAndNilAnswersAreRemembered() {
        let table = MemoTable<String, String?>()
        let made = Atomic(0)
        for _ in 0..<3 {
            #expect(table.value(for: "a") { made.add(1, ordering: .relaxed); return "A" } == "A")
            #expect(table.value(for: "gone") { made.add(1, ordering: .relaxed); return nil } == nil)
        }
        #expect(made.load(ordering: .relaxed) == 2)
    }

    @Test func threadsAskingTogetherGetTheSameAnswers() {
        let table = MemoTable<Int, String>()
        var unused = Diagnostics()
        let answers = ParallelMap.map(Array(0..<4_000), into: &unused) { item, _ in
            table.value(for: item % 50) { "answer \(item % 50)" }
        }
        #expect(answers == (0..<4_000).map { "answer \($0 % 50)" })
    }
}
