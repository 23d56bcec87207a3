import L10nSupport
import Synchronization

/// The plans (and raw lookups' answers) the current thread used last, in thread-local storage:
/// a call repeating one of them finds it with no lock, no shared write and no hashing beyond a
/// cheap digest.
///
/// Two small tables of slots (plans, answers) chosen by a digest of the key and the query; a
/// slot holds the last value that mapped to it, for any ``Localizer`` (told apart by ``Localizer``'s serial
/// number, never reused, so a slot cannot answer for a localizer that reused a freed one's
/// address). Plans never change once made, so a remembered one is always right; a miss just
/// asks the localizer's lane. Each thread holds at most ``slotCount`` + 1 of each, released
/// when they are displaced or the thread exits — so a freed localizer's last plans (and the
/// ICU formats they use) live on until then.
enum ThreadPlanCache {
    /// Slots are chosen by the top `slotBits` bits of a digest.
    static let slotBits = 5
    static let slotCount = 1 << slotBits

    /// The serial number of the next ``Localizer``.
    static func nextOwner() -> UInt64 {
        owners.add(1, ordering: .relaxed).newValue
    }

    /// What a plan was asked for with, besides the key: a request as the caller wrote it, or
    /// a request's localization already resolved (``RequestLocalization``) and its options.
    enum Query: Sendable {
        case request(LocalizationRequest)
        case resolved(ResolvedLanguages, LookupOptions)

        static func == (lhs: Query, rhs: Query) -> Bool {
            switch (lhs, rhs) {
            case (.request(let left), .request(let right)): left == right
            case (.resolved(let left, let leftOptions), .resolved(let right, let rightOptions)):
                left == right && leftOptions == rightOptions
            default: false
            }
        }
    }

    /// The plan the current thread remembers for `key` under `query` of `owner`.
    static func plan(owner: UInt64, key: String, query: Query) -> LocalizationPlan? {
        value(in: plans, owner: owner, key: key, query: query)
    }

    /// Remembers `plan` in the current thread's slot for `key` and `query`.
    static func remember(_ plan: LocalizationPlan, owner: UInt64, key: String, query: Query) {
        remember(plan, in: plans, owner: owner, key: key, query: query)
    }

    /// The raw lookup's answer the current thread remembers for `key` under `query` of `owner`.
    static func storedAnswer(owner: UInt64, key: String, query: Query) -> StoredAnswer? {
        value(in: storedAnswers, owner: owner, key: key, query: query)
    }

    /// Remembers a raw lookup's `answer` in the current thread's slot for `key` and `query`.
    static func remember(_ answer: StoredAnswer, owner: UInt64, key: String, query: Query) {
        remember(answer, in: storedAnswers, owner: owner, key: key, query: query)
    }

    private static func value<Value>(in slots: ThreadLocal<Slots<Value>>, owner: UInt64, key: String, query: Query) -> Value? {
        slots.withValue { slots in
            // The last value first: a loop formatting one key for many values skips the digest.
            if let last = slots.last, last.matches(owner, key, query) { return last.value }
            guard let entry = slots[slot(key, query)], entry.matches(owner, key, query) else {
                return nil
            }
            slots.last = entry
            return entry.value
        }
    }

    private static func remember<Value>(_ value: Value, in slots: ThreadLocal<Slots<Value>>, owner: UInt64, key: String, query: Query) {
        let slot = self.slot(key, query)
        slots.withValue { slots in
            let entry = Entry(owner: owner, key: key, query: query, value: value)
            slots[slot] = entry
            slots.last = entry
        }
    }

    private static let owners = Atomic<UInt64>(0)

    private final class Entry<Value> {
        let owner: UInt64
        let key: String
        let query: Query
        let value: Value

        init(owner: UInt64, key: String, query: Query, value: Value) {
            self.owner = owner
            self.key = key
            self.query = query
            self.value = value
        }

        func matches(_ owner: UInt64, _ key: String, _ query: Query) -> Bool {
            self.owner == owner && self.key == key && self.query == query
        }
    }

    /// A thread's slots for one kind of value, made on its first call, released when it exits.
    private final class Slots<Value> {
        /// `slotCount` entries, read and written only through the checked subscript. Not an
        /// array in a class `var`: every access would pay Swift's dynamic exclusivity check.
        private let entries = UnsafeMutablePointer<Entry<Value>?>.allocate(capacity: ThreadPlanCache.slotCount)
        /// The entry the thread used last.
        var last: Entry<Value>?

        init() {
            entries.initialize(repeating: nil, count: ThreadPlanCache.slotCount)
        }

        deinit {
            entries.deinitialize(count: ThreadPlanCache.slotCount)
            entries.deallocate()
        }

        subscript(slot: Int) -> Entry<Value>? {
            get {
                precondition(slot >= 0 && slot < ThreadPlanCache.slotCount, "plan slot \(slot) out of range")
                return entries[slot]
            }
            set {
                precondition(slot >= 0 && slot < ThreadPlanCache.slotCount, "plan slot \(slot) out of range")
                entries[slot] = newValue
            }
        }
    }

    private static let plans = ThreadLocal { Slots<LocalizationPlan>() }
    private static let storedAnswers = ThreadLocal { Slots<StoredAnswer>() }

    /// A slot for a key and query: a fast mix, not collision-resistant, which is why it only
    /// picks a slot (inputs made to collide just miss it and ask the lane).
    private static func slot(_ key: String, _ query: Query) -> Int {
        let queryDigest: UInt64 =
            switch query {
            case .request(let request):
                switch request.languages {
                case .preferred(let list): list.reduce(1) { ($0 &* 31) ^ digest($1) }
                case .acceptLanguage(let header): digest(header) &+ 2
                case .localization(let localization): digest(localization) &+ 3
                }
            case .resolved(let resolved, let options):
                // The resolution's identity: requests share the cache's one object.
                UInt64(UInt(bitPattern: ObjectIdentifier(resolved))) ^ digest(options.table)
            }
        let mixed = (digest(key) ^ queryDigest) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> (UInt64.bitWidth - slotBits))
    }

    /// A string's length and its first and last 8 bytes, mixed.
    private static func digest(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var hash = UInt64(truncatingIfNeeded: raw.count) &* 0x9E37_79B9_7F4A_7C15
            if raw.count >= 8 {
                hash ^= raw.loadUnaligned(as: UInt64.self)
                hash = (hash ^ (hash >> 29)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self)
            } else {
                for byte in raw { hash = hash << 8 | UInt64(byte) }
            }
            return (hash ^ (hash >> 32)) &* 0xBF58_476D_1CE4_E5B9
        }
    }
}
