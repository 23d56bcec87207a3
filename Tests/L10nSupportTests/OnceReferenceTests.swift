import L10nSupport
import Testing

/// Made once, published once: racing makers all get the winner's object, the losers' are
/// released, and the published one lives exactly as long as its reference.
@Suite struct OnceReferenceTests {
    final class Counted: Sendable {
        let serial: Int
        let alive: LockedState<Set<Int>>

        init(serial: Int, alive: LockedState<Set<Int>>) {
            self.serial = serial
            self.alive = alive
            alive.withLock { _ = $0.insert(serial) }
        }

        deinit { alive.withLock { _ = $0.remove(serial) } }
    }

    @Test func racingMakersAllGetTheOnePublished() async {
        let alive = LockedState<Set<Int>>([])
        let reference = OnceReference<Counted>()
        #expect(reference.published == nil)
        let serials = LockedState(0)
        let seen = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<64 {
                group.addTask {
                    reference.value {
                        Counted(
                            serial: serials.withLock {
                                $0 += 1
                                return $0
                            }, alive: alive)
                    }.serial
                }
            }
            return await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(seen.count == 1)
        #expect(reference.published?.serial == seen.first)
        // Every loser was released; the winner alone is alive.
        #expect(alive.withLock { $0 } == seen)
    }

    @Test func thePublishedObjectLivesAsLongAsTheReference() throws {
        let alive = LockedState<Set<Int>>([])
        var reference: OnceReference<Counted>? = OnceReference()
        let first = reference?.value { Counted(serial: 1, alive: alive) }.serial
        let second = reference?.value { Counted(serial: 2, alive: alive) }.serial
        #expect(first == 1 && second == 1)
        #expect(alive.withLock { $0 } == [1])
        reference = nil
        #expect(alive.withLock { $0 }.isEmpty)
    }

    @Test func aFailedMakePublishesNothing() {
        struct Failure: Error {}
        let alive = LockedState<Set<Int>>([])
        let reference = OnceReference<Counted>()
        #expect(throws: Failure.self) { try reference.value { () throws(Failure) -> Counted in throw Failure() } }
        #expect(reference.published == nil)
        #expect(reference.value { Counted(serial: 3, alive: alive) }.serial == 3)
    }
}
