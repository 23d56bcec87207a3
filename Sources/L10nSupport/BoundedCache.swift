/// The package's one cache type: bounded, thread-safe, keyed by what a value was made from.
///
/// Everything the runtime remembers goes through it: ICU objects by locale and options (opening
/// one costs microseconds to milliseconds, using it nanoseconds), and memos of derived values
/// that recur in a service (a request's search list, a format's tokens, a key's plan). Each
/// module declares its caches in one file (`ICUCaches`, `FormatCaches`, L10n's `Caches`).
///
/// Rules it enforces, not merely states:
/// - Values are made outside the lock, so a slow ICU open never blocks readers of other keys.
///   Two tasks racing to make the same key both make it; the first stored wins and is what
///   both return, the other is released.
/// - At most `capacity` entries, and, when the cache has a byte bound, at most `maximumBytes`
///   by its cost function: past either, the oldest entries (by insertion) are evicted, so keys
///   a client can vary (headers, locale identifiers, formats) cost recomputation, never memory.
///   An entry whose cost alone is above the byte bound is returned but not kept.
/// - A cache keyed by what a client writes (``Admission/onSecondSight``) keeps a key only when
///   it is stored a second time: a client sending a new header each time then costs no
///   insertion, eviction or release, only a slot in a fixed table of recent keys' hashes.
/// - No value is released while the lock is held: evicted and raced values are handed out of
///   the critical section and released after it, so a value's `deinit` (closing an ICU handle,
///   freeing a large table) neither lengthens the critical section nor can re-enter the cache.
public final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline
    struct Entry {
        @usableFromInline let value: Value
        @usableFromInline let cost: Int

        @inlinable init(value: Value, cost: Int) {
            self.value = value
            self.cost = cost
        }
    }

    @usableFromInline
    struct State {
        @usableFromInline var entries: [Key: Entry] = [:]
        /// Keys in insertion order from `head` on: the oldest first. Positions before `head`
        /// were evicted and are dropped once they are half the array.
        @usableFromInline var order: [Key] = []
        @usableFromInline var head = 0
        /// The entries' costs added up.
        @usableFromInline var bytes = 0
        /// Under ``Admission/onSecondSight``: the hashes of keys stored once and not kept,
        /// one slot per hash (a power of two of them); empty otherwise.
        @usableFromInline var sightings: [Int]

        @inlinable init(sightingSlots: Int) {
            sightings = Array(repeating: 0, count: sightingSlots)
        }
    }

    /// When a key is kept.
    public enum Admission: Sendable {
        /// The first time it is stored.
        case always
        /// The second time it is stored (remembered by its hash in between): for keys a client
        /// can make new on every request, which would otherwise evict an entry each time.
        case onSecondSight
    }

    /// The most entries kept.
    public let capacity: Int
    /// The most bytes kept by ``cost``'s measure; `nil` when entries are bounded by number alone.
    public let maximumBytes: Int?
    /// An entry's size in bytes, estimated from its key and value (strings' UTF-8 lengths,
    /// element counts); `nil` without a byte bound.
    @usableFromInline let cost: (@Sendable (Key, Value) -> Int)?
    /// When a key is kept.
    public let admission: Admission
    @usableFromInline let state: LockedState<State>

    /// A cache of at most `capacity` entries.
    ///
    /// - Precondition: `capacity` is at least 1.
    public init(capacity: Int, admission: Admission = .always) {
        precondition(capacity >= 1, "a BoundedCache holds at least one entry")
        self.capacity = capacity
        self.maximumBytes = nil
        self.cost = nil
        self.admission = admission
        state = LockedState(State(sightingSlots: Self.sightingSlots(capacity: capacity, admission: admission)))
    }

    /// A cache of at most `capacity` entries and `maximumBytes` bytes, each entry's size
    /// estimated by `cost`: for caches whose entries vary in size with what a client sends.
    ///
    /// - Precondition: `capacity` and `maximumBytes` are at least 1.
    public init(
        capacity: Int, maximumBytes: Int, admission: Admission = .always, cost: @escaping @Sendable (Key, Value) -> Int
    ) {
        precondition(capacity >= 1 && maximumBytes >= 1, "a BoundedCache holds at least one entry and one byte")
        self.capacity = capacity
        self.maximumBytes = maximumBytes
        self.cost = cost
        self.admission = admission
        state = LockedState(State(sightingSlots: Self.sightingSlots(capacity: capacity, admission: admission)))
    }

    /// As many slots for sightings as entries, rounded up to a power of two (none when every
    /// key is kept at once): 8 bytes each.
    private static func sightingSlots(capacity: Int, admission: Admission) -> Int {
        guard admission == .onSecondSight else { return 0 }
        var slots = 1
        while slots < capacity { slots <<= 1 }
        return slots
    }

    /// A new, empty cache with this one's bounds, admission and cost function: for tests that
    /// drive a declared cache past its bounds without emptying the one the process shares.
    public func emptyCopy() -> BoundedCache<Key, Value> {
        guard let maximumBytes, let cost else { return BoundedCache(capacity: capacity, admission: admission) }
        return BoundedCache(capacity: capacity, maximumBytes: maximumBytes, admission: admission, cost: cost)
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
        state.withLock { $0.entries[key]?.value }
    }

    /// Stores `value` for `key` unless another task stored one first; returns the one kept.
    @inlinable @discardableResult
    public func store(_ value: Value, for key: Key) -> Value {
        let size = cost?(key, value) ?? 0
        let sighting = admission == .onSecondSight ? key.hashValue : 0
        // `released` holds whatever leaves the cache; it dies at the end of this function,
        // after the lock is given back.
        let (kept, released): (Value, Released) = state.withLock { state in
            if let maximumBytes, size > maximumBytes { return (state.entries[key]?.value ?? value, Released()) }
            if !state.sightings.isEmpty {
                let slot = sighting & (state.sightings.count - 1)
                if state.sightings[slot] != sighting {
                    // Seen for the first time (or its slot taken since): remembered, not kept.
                    // A task that raced to store it first has kept it already.
                    state.sightings[slot] = sighting
                    return (state.entries[key]?.value ?? value, Released())
                }
            }
            // One hash lookup finds the key's slot and fills it if empty: a client sending a
            // new header each time stores on every request.
            if let raced = Self.insertIfAbsent(Entry(value: value, cost: size), into: &state.entries[key]) {
                return (raced, Released(value))
            }
            state.order.append(key)
            state.bytes += size
            var evicted = Released()
            while state.entries.count > capacity || state.bytes > (maximumBytes ?? .max) {
                let oldest = state.order[state.head]
                state.head += 1
                if let entry = state.entries.removeValue(forKey: oldest) {
                    state.bytes -= entry.cost
                    evicted.append(entry.value)
                }
            }
            if state.head > 16, state.head * 2 > state.order.count {
                state.order.removeFirst(state.head)
                state.head = 0
            }
            return (value, evicted)
        }
        _ = released
        return kept
    }

    /// What leaves the cache in one store: nearly always nothing or one value, kept without an
    /// array so that a store that evicts one entry allocates nothing for it.
    @usableFromInline
    struct Released {
        @usableFromInline var first: Value?
        @usableFromInline var rest: [Value] = []

        @inlinable init(_ first: Value? = nil) { self.first = first }

        @inlinable mutating func append(_ value: Value) {
            if case .none = first { first = value } else { rest.append(value) }
        }
    }

    /// Fills an empty slot with `entry`, or returns the value already there. Called with
    /// `&entries[key]`, whose `_modify` accessor finds the slot once for the read and the write.
    @inlinable
    static func insertIfAbsent(_ entry: Entry, into slot: inout Entry?) -> Value? {
        if let existing = slot { return existing.value }
        slot = entry
        return nil
    }

    /// The number of entries.
    @inlinable
    public var count: Int { state.withLock { $0.entries.count } }

    /// The entries' sizes added up, by ``cost``'s measure (0 without a byte bound).
    @inlinable
    public var bytes: Int { state.withLock { $0.bytes } }

    /// Empties the cache; the values are released after the lock is given back.
    @inlinable
    public func removeAll() {
        let released = state.withLock { state in
            let old = state
            state = State(sightingSlots: old.sightings.count)
            return old
        }
        _ = released
    }
}
