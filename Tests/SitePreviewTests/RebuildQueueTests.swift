import Foundation
import Testing
@testable import SitePreview

/// One rebuild at a time; what arrives meanwhile is rebuilt once, together.
struct RebuildQueueTests {
    /// Records what each rebuild was given and what was published, and holds the first
    /// rebuild until released.
    actor Rebuilds {
        private(set) var batches: [Set<String>] = []
        private(set) var published: [Set<String>] = []
        private var gate: CheckedContinuation<Void, Never>?
        private var isHeld = true

        func rebuild(_ batch: ChangeBatch) async -> Int {
            batches.append(batch.paths)
            if batches.count == 1 && isHeld { await withCheckedContinuation { gate = $0 } }
            return batches.count
        }

        func publish(_ build: Int, _ batch: ChangeBatch) {
            #expect(build == batches.count, "only the last rebuild is published")
            published.append(batch.paths)
        }

        func release() {
            isHeld = false
            gate?.resume()
            gate = nil
        }

        var count: Int { batches.count }
        var publishedCount: Int { published.count }
    }

    static func queue(_ rebuilds: Rebuilds) -> RebuildQueue<Int> {
        RebuildQueue(rebuild: { await rebuilds.rebuild($0) }, publish: { await rebuilds.publish($0, $1) })
    }

    @Test func batchesArrivingDuringARebuildAreRebuiltOnceTogether() async throws {
        let rebuilds = Rebuilds()
        let queue = Self.queue(rebuilds)
        await queue.submit(ChangeBatch(paths: ["/site/a.md"]))
        #expect(await eventually { await rebuilds.count == 1 })
        for name in ["b", "c", "b", "d"] { await queue.submit(ChangeBatch(paths: ["/site/\(name).md"])) }
        await rebuilds.release()
        #expect(await eventually { await rebuilds.publishedCount == 1 })
        await queue.submit(ChangeBatch(paths: ["/site/e.md"]))
        #expect(await eventually { await rebuilds.publishedCount == 2 })
        #expect(await rebuilds.batches == [["/site/a.md"], ["/site/b.md", "/site/c.md", "/site/d.md"], ["/site/e.md"]])
        // The first rebuild was overtaken while it ran: the second is published for both.
        #expect(await rebuilds.published == [["/site/a.md", "/site/b.md", "/site/c.md", "/site/d.md"], ["/site/e.md"]])
    }

    private func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<500 {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return await condition()
    }
}
