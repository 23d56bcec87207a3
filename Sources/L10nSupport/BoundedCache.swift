/// The package's one cache: bounded, thread-safe, keyed by what a value was made from.
///
/// Everything the runtime remembers goes through it: ICU objects by locale and options (opening
/// one costs microseconds to milliseconds, using it nanoseconds), and memos of derived values
/// that recur in a service (a request's search list, a format's tokens, a key's plan).
///
/// Rules it enforces, not merely states:
/// - Values are made outside the lock, so a slow ICU open never blocks readers of other keys.
///   Two tasks racing to make the same key both make it; the first stored wins and is what
///   both return, the other is released.
/// - At most `capacity` entries: past it the oldest entry (by insertion) is evicted, so keys a
///   client can vary (headers, locale identifiers, formats) cost recomputation, never memory.
/// - No value is released while the lock is held: evicted and raced values are handed out of
///   the critical section and released after it, so a value's `deinit` (closing an ICU handle,
///   freeing a large table) neither lengthens the critical section nor can re-enter the cache.
public final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var values: [Key: Value] = [:]
        /// Insertion order as a ring: `order[next]` is the oldest key once the ring is full.
        @usableFromInline var order: [Key] = []
        @usableFromInline var next = 0

        @inlinable init() {}
    }

    public let capacity: Int
    @usableFromInline let state = LockedState(State())

    /// - Parameter capacity: The most entries kept; at least 1.
    public init(capacity: Int) {
        precondition(capacity >= 1, "a BoundedCache holds at least one entry")
        self.capacity = capacity
    }

    /// The value for `key`, made by `make` outside the lock when missing.
    @inlinable
    public func value<Failure: Error>(for key: Key, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let cached = cached(key) { return cached }
        return store(try make(), for: key)
    }

    /// The value for `key`, if present.
    @inlinable
    public func cached(_ key: Key) -> Value? {
        state.withLock { $0.values[key] }
    }

    /// Stores `value` for `key` unless another task stored one first; returns the one kept.
    @inlinable @discardableResult
    public func store(_ value: Value, for key: Key) -> Value {
        // `released` holds whatever leaves the cache; it dies at the end of this function,
        // after the lock is given back.
        let (kept, released): (Value, Value?) = state.withLock { state in
            if let raced = state.values[key] { return (raced, value) }
            state.values[key] = value
            guard state.order.count == capacity else {
                state.order.append(key)
                return (value, nil)
            }
            let oldest = state.order[state.next]
            state.order[state.next] = key
            state.next = state.next + 1 == capacity ? 0 : state.next + 1
            return (value, state.values.removeValue(forKey: oldest))
        }
        _ = released
        return kept
    }

    /// The number of entries.
    @inlinable
    public var count: Int { state.withLock { $0.values.count } }

    /// Empties the cache; the values are released after the lock is given back.
    @inlinable
    public func removeAll() {
        let released = state.withLock { state in
            let old = state
            state = State()
            return old
        }
        _ = released
    }
}
