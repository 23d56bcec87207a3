import Foundation
import L10nSupport
import Testing

/// Threads get lanes in the order they first ask, round robin, and keep them.
///
/// Serialized: the two tests' threads, interleaved, took alternate lanes, so that each test saw
/// one lane only — which is also how round robin can pair two busy threads in one lane.
@Suite(.serialized) struct ThreadLaneTests {
    /// The lanes of `count` threads that each ask twice, started one after another.
    static func lanesOfThreads(_ count: Int) -> [[Int]] {
        let results = LockedState<[Int: [Int]]>([:])
        for index in 0..<count {
            let done = DispatchSemaphore(value: 0)
            Thread {
                let first = ThreadLane.current
                let second = ThreadLane.current
                results.withLock { $0[index] = [first, second] }
                done.signal()
            }.start()
            done.wait()
        }
        return results.withLock { results in (0..<count).map { results[$0] ?? [] } }
    }

    @Test func aThreadKeepsItsLane() {
        for lanes in Self.lanesOfThreads(8) {
            #expect(lanes.count == 2)
            #expect(lanes[0] == lanes[1])
            #expect((0..<ThreadLane.count).contains(lanes[0]))
        }
        #expect(ThreadLane.current == ThreadLane.current)
    }

    @Test func consecutiveThreadsTakeDifferentLanes() {
        // Another suite's new thread may take a lane in between, so consecutive threads here
        // are not always neighbours; across twice as many threads as lanes, though, at least
        // two lanes are taken whenever there are two.
        let lanes = Self.lanesOfThreads(ThreadLane.count * 2).map(\.[0])
        if ThreadLane.count > 1 {
            #expect(Set(lanes).count > 1)
        }
        #expect(ThreadLane.count >= 1 && ThreadLane.count <= 16)
    }
}
