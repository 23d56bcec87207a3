/// A bounded, thread-safe cache of ICU-backed objects keyed by what they were opened with
/// (locale identifier plus options).
///
/// Opening an ICU object loads locale data and costs microseconds to milliseconds; using one
/// costs nanoseconds. Objects are created outside the lock, so a slow open never blocks readers
/// of other keys; if two tasks race to create the same key, the first one stored wins and the
/// other is released. The bound keeps a server that is fed arbitrary locale identifiers from
/// growing without limit: past `capacity`, the oldest entry is evicted.
package final class ICUCache<Key: Hashable & Sendable, Value: AnyObject & Sendable>: Sendable {
    private struct State {
        var values: [Key: Value] = [:]
        var insertionOrder: [Key] = []
    }

    private let state = LockedState(State())
    package let capacity: Int

    package init(capacity: Int) {
        self.capacity = capacity
    }

    package func value(for key: Key, create: () throws -> Value) rethrows -> Value {
        if let cached = state.withLock({ $0.values[key] }) {
            return cached
        }
        let created = try create()
        return state.withLock { state in
            if let raced = state.values[key] {
                return raced
            }
            state.values[key] = created
            state.insertionOrder.append(key)
            if state.insertionOrder.count > capacity {
                let oldest = state.insertionOrder.removeFirst()
                state.values[oldest] = nil
            }
            return created
        }
    }

    package var count: Int { state.withLock { $0.values.count } }

    package func removeAll() {
        state.withLock { $0 = State() }
    }
}
