import Foundation
import Testing
@testable import SitePreview

/// One rebuild at a time; what arrives meanwhile is rebuilt once, together.
struct RebuildQueueTests {
    /// Records what each rebuild was given, and holds the first rebuild until released.
    actor Rebuilds {
        private(set) var batches: [Set<String>] = []
        private var gate: CheckedContinuation<Void, Never>?
        private var isHeld = true

        func perform(_ batch: ChangeBatch) async {
            batches.append(batch.paths)
            if batches.count == 1 && isHeld { await withCheckedContinuation { gate = $0 } }
        }

        func release() {
            isHeld = false
            gate?.resume()
            gate = nil
        }

        var count: Int { batches.count }
    }

    @Test func batchesArrivingDuringARebuildAreRebuiltOnceTogether() async throws {
        let rebuilds = Rebuilds()
        let queue = RebuildQueue { await rebuilds.perform($0) }
        await queue.submit(ChangeBatch(paths: ["/site/a.md"]))
        #expect(await eventually { await rebuilds.count == 1 })
        for name in ["b", "c", "b", "d"] { await queue.submit(ChangeBatch(paths: ["/site/\(name).md"])) }
        await rebuilds.release()
        #expect(await eventually { await rebuilds.count == 2 })
        await queue.submit(ChangeBatch(paths: ["/site/e.md"]))
        #expect(await eventually { await rebuilds.count == 3 })
        #expect(await rebuilds.batches == [["/site/a.md"], ["/site/b.md", "/site/c.md", "/site/d.md"], ["/site/e.md"]])
    }

    private func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<500 {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return await condition()
    }
}
