import L10nICU
import Testing

/// The cache every ICU wrapper shares, driven past its capacity by many tasks at once: lookups,
/// racing creations and evictions interleave, and each caller must still get the object for its
/// own key. `scripts/sanitize` runs this under ThreadSanitizer.
@Suite struct ICUCacheTests {
    final class Opened: Sendable {
        let key: Int
        init(key: Int) { self.key = key }
    }

    @Test func evictsOldestPastCapacity() {
        let cache = ICUCache<Int, Opened>(capacity: 2)
        let first = cache.value(for: 1) { Opened(key: 1) }
        #expect(cache.value(for: 1) { Opened(key: -1) } === first)
        _ = cache.value(for: 2) { Opened(key: 2) }
        _ = cache.value(for: 3) { Opened(key: 3) }
        #expect(cache.count == 2)
        #expect(cache.value(for: 1) { Opened(key: 100) }.key == 100)
    }

    @Test func manyTasksThroughASmallCacheGetTheirOwnKeys() async {
        let cache = ICUCache<Int, Opened>(capacity: 3)
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 0..<16 {
                group.addTask {
                    var wrong = 0
                    for step in 0..<2_000 {
                        let key = (step * 7 + task) % 12
                        if cache.value(for: key, create: { Opened(key: key) }).key != key { wrong += 1 }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
        #expect(cache.count <= cache.capacity)
    }
}
