import L10nICU

/// A bounded, thread-safe memo of values derived from keys that recur: the same request's
/// search list, the same format string's tokens, the same variant's positional rewrite.
///
/// Values are computed outside the lock (two tasks may both compute a missing value; the
/// results are equal, and the later store wins). Past `capacity` entries the memo starts over,
/// so keys an attacker can vary (headers, formats) cost recomputation, never unbounded memory.
final class MemoCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    let capacity: Int
    private let entries = LockedState<[Key: Value]>([:])

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value for `key`, computed by `compute` when it is not remembered.
    func value<Failure: Error>(for key: Key, compute: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let cached = entries.withLock({ $0[key] }) { return cached }
        let computed = try compute()
        store(computed, for: key)
        return computed
    }

    /// The remembered value for `key`, if any.
    func cached(_ key: Key) -> Value? {
        entries.withLock { $0[key] }
    }

    /// Remembers `value` for `key`.
    func store(_ value: Value, for key: Key) {
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
    }

    /// How many values are remembered.
    var count: Int { entries.withLock { $0.count } }
}
