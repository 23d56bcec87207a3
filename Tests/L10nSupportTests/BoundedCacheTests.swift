import L10nSupport
import Testing

/// The package's one cache, driven past its capacity by many tasks at once: lookups, racing
/// creations and evictions interleave, and each caller must still get the object for its own
/// key. `scripts/sanitize` runs this under ThreadSanitizer.
@Suite struct BoundedCacheTests {
    final class Opened: Sendable {
        let key: Int
        init(key: Int) { self.key = key }
    }

    @Test func evictsOldestPastCapacity() {
        let cache = BoundedCache<Int, Opened>(capacity: 2)
        let first = cache.value(for: 1) { Opened(key: 1) }
        #expect(cache.value(for: 1) { Opened(key: -1) } === first)
        _ = cache.value(for: 2) { Opened(key: 2) }
        _ = cache.value(for: 3) { Opened(key: 3) }
        #expect(cache.count == 2)
        #expect(cache.value(for: 1) { Opened(key: 100) }.key == 100)
    }

    /// Under `onSecondSight` a key is kept the second time it is stored; a key seen once
    /// leaves nothing but its hash in a slot, and another key taking the slot forgets it.
    @Test func keepsOnSecondSight() {
        let cache = BoundedCache<Int, Opened>(capacity: 4, admission: .onSecondSight)
        let first = cache.value(for: 1) { Opened(key: 1) }
        #expect(first.key == 1)
        #expect(cache.count == 0)
        let second = cache.value(for: 1) { Opened(key: 10) }
        #expect(second.key == 10)
        #expect(cache.count == 1)
        #expect(cache.value(for: 1) { Opened(key: 100) } === second)
        // A stream of keys seen once each stores nothing and evicts nothing.
        for key in 1_000..<2_000 { _ = cache.value(for: key) { Opened(key: key) } }
        #expect(cache.count == 1)
        #expect(cache.cached(1) === second)
        // Past capacity, keys seen twice evict the oldest as ever.
        for key in 2_000..<2_010 {
            for _ in 0..<2 { _ = cache.value(for: key) { Opened(key: key) } }
        }
        #expect(cache.count == 4)
        #expect(cache.cached(1) == nil)
        #expect(cache.emptyCopy().admission == .onSecondSight)
    }

    /// A sighting is one, whether the key was asked for (`value(for:make:)`) or stored: the
    /// second of either keeps it, and a first `store` keeps nothing.
    @Test func sightsByLookupAndByStoreAlike() {
        let cache = BoundedCache<Int, Opened>(capacity: 4, admission: .onSecondSight)
        #expect(cache.store(Opened(key: 1), for: 1).key == 1)
        #expect(cache.count == 0)
        let kept = cache.value(for: 1) { Opened(key: 11) }
        #expect(cache.cached(1) === kept)
        _ = cache.value(for: 2) { Opened(key: 2) }
        #expect(cache.count == 1)
        let stored = cache.store(Opened(key: 22), for: 2)
        #expect(cache.cached(2) === stored)
        #expect(cache.value(for: 2) { Opened(key: -2) } === stored)
        #expect(cache.count == 2)
    }

    @Test(arguments: [BoundedCache<Int, Opened>.Admission.always, .onSecondSight])
    func manyTasksThroughASmallCacheGetTheirOwnKeys(admission: BoundedCache<Int, Opened>.Admission) async {
        let cache = BoundedCache<Int, Opened>(capacity: 3, admission: admission)
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 0..<16 {
                group.addTask {
                    var wrong = 0
                    for step in 0..<2_000 {
                        let key = (step * 7 + task) % 12
                        if cache.value(for: key, make: { Opened(key: key) }).key != key { wrong += 1 }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
        #expect(cache.count <= cache.capacity)
    }

    /// Evicts in insertion order, whatever is looked up: the ring keeps the newest `capacity`.
    @Test func keepsTheNewestEntriesInInsertionOrder() {
        let cache = BoundedCache<Int, Opened>(capacity: 3)
        for key in 0..<10 {
            _ = cache.value(for: key) { Opened(key: key) }
            _ = cache.cached(0)
        }
        #expect((0..<10).filter { cache.cached($0) != nil } == [7, 8, 9])
        cache.removeAll()
        #expect(cache.count == 0)
    }

    /// A value released by the cache (evicted, lost a race, or removed) is released after the
    /// lock is given back: its `deinit` may use the cache. Were it released under the lock,
    /// the non-recursive mutex would deadlock here and the time limit would fail the test.
    @Test(.timeLimit(.minutes(1))) func releasesValuesOutsideTheLock() {
        final class Reentrant: Sendable {
            let cache: BoundedCache<Int, Reentrant>
            let released: LockedState<Int>
            init(_ cache: BoundedCache<Int, Reentrant>, _ released: LockedState<Int>) {
                self.cache = cache
                self.released = released
            }
            deinit {
                let seen = cache.count
                released.withLock { $0 += seen >= 0 ? 1 : 0 }
            }
        }
        let released = LockedState(0)
        let cache = BoundedCache<Int, Reentrant>(capacity: 2)
        for key in 0..<5 {
            _ = cache.value(for: key) { Reentrant(cache, released) }
        }
        // A store that loses to the value already there releases the newcomer.
        cache.store(Reentrant(cache, released), for: 4)
        #expect(released.withLock { $0 } == 4)
        cache.removeAll()
        #expect(released.withLock { $0 } == 6)
    }

    /// The byte bound: a store that pushes the total past it evicts as many of the oldest
    /// entries as it takes (here three at once, all released), and an entry costing more
    /// than the whole bound alone is returned but not kept, nor does it replace a kept one.
    @Test func evictsOldestPastTheByteBoundAndKeepsNothingAboveIt() {
        final class Sized: Sendable {
            let bytes: Int
            let released: LockedState<Int>
            init(_ bytes: Int, _ released: LockedState<Int>) {
                self.bytes = bytes
                self.released = released
            }
            deinit { released.withLock { $0 += 1 } }
        }
        let released = LockedState(0)
        let cache = BoundedCache<Int, Sized>(capacity: 10, maximumBytes: 10) { _, value in value.bytes }
        for key in 0..<3 { _ = cache.value(for: key) { Sized(3, released) } }
        #expect(cache.count == 3 && cache.bytes == 9)
        _ = cache.value(for: 3) { Sized(9, released) }
        #expect(cache.count == 1 && cache.bytes == 9)
        #expect(released.withLock { $0 } == 3)
        #expect(cache.value(for: 4) { Sized(11, released) }.bytes == 11)
        #expect(cache.cached(4) == nil && cache.count == 1 && cache.bytes == 9)
        #expect(cache.store(Sized(11, released), for: 3).bytes == 9)
        #expect(released.withLock { $0 } == 5)
    }
}
