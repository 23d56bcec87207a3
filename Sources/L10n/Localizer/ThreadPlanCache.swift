import L10nSupport
import Synchronization

/// The per-thread front of the plan caches: the plans the current thread used last, in
/// thread-local storage, so a call repeating one of them finds it with no lock, no shared
/// write and no hashing beyond a cheap digest.
///
/// One table of slots per kind of query (a request as written, or a resolution with options;
/// see `SharedCaches`), chosen by a digest of the key and the query. Slots come in pairs, and a
/// plan sits in either slot of its pair, which holds the last two plans that mapped to it: with
/// a slot each, two keys of a page that shared one displaced each other on every render, both
/// asking the lane each time (a Leaf page of four keys had such a pair in some runs and not in
/// others). Plans of every ``Localizer`` share the slots, told apart by its serial number (never
/// reused, so a slot cannot answer for a localizer that reused a freed one's address). Plans
/// never change once made, so a remembered one is always right; a miss asks the localizer's
/// lane. Each thread holds at most ``slotCount`` + 1 plans per table, released when they are
/// displaced or the thread exits — so a freed localizer's last plans (and the ICU formats they
/// use) live on until then.
enum ThreadPlanCache {
    /// Slots are chosen by the top `slotBits` bits of a digest.
    static let slotBits = 5
    static let slotCount = 1 << slotBits

    /// The serial number of the next ``Localizer``.
    static func nextOwner() -> UInt64 {
        owners.add(1, ordering: .relaxed).newValue
    }

    private static let owners = Atomic<UInt64>(0)

    /// The plan the current thread remembers for `key` under `query` of `owner`. Inlined into
    /// the caller, as the hot path's first step: called, it cost a retain and a release more
    /// (`pluralEntryVsICUSum` 1.48 called, 1.35 inlined, medians of runs alternated with the
    /// previous release's 1.39).
    @inline(__always)
    static func plan<Query: PlanQuery>(owner: UInt64, key: String, query: Query) -> LocalizationPlan? {
        Query.threadSlots.withValue { slots in
            // The last plan first: a loop formatting one key for many values skips the digest.
            if let last = slots.last, last.matches(owner, key, query) { return last.plan }
            return paired(slots, owner: owner, key: key, query: query)
        }
    }

    /// The plan of the pair of slots for `key` and `query`, made the last one. Out of line, so
    /// that what every caller inlines is only the last plan's check, as before pairs.
    @inline(never)
    private static func paired<Query: PlanQuery>(_ slots: Slots<Query>, owner: UInt64, key: String, query: Query) -> LocalizationPlan? {
        let slot = slot(key, query)
        guard
            let entry = slots[slot].flatMap({ $0.matches(owner, key, query) ? $0 : nil })
                ?? slots[slot ^ 1].flatMap({ $0.matches(owner, key, query) ? $0 : nil })
        else { return nil }
        slots.last = entry
        return entry.plan
    }

    /// Remembers `plan` in the current thread's slot for `key` and `query`; the plan there moves
    /// to the other slot of the pair, displacing the one that was there.
    static func remember<Query: PlanQuery>(_ plan: LocalizationPlan, owner: UInt64, key: String, query: Query) {
        let slot = self.slot(key, query)
        Query.threadSlots.withValue { slots in
            let entry = Entry(owner: owner, key: key, query: query, plan: plan)
            if let moved = slots[slot] { slots[slot ^ 1] = moved }
            slots[slot] = entry
            slots.last = entry
        }
    }

    /// A plan and the key and query it answers.
    final class Entry<Query: PlanQuery> {
        let owner: UInt64
        let key: String
        let query: Query
        let plan: LocalizationPlan

        init(owner: UInt64, key: String, query: Query, plan: LocalizationPlan) {
            self.owner = owner
            self.key = key
            self.query = query
            self.plan = plan
        }

        @inline(__always)
        func matches(_ owner: UInt64, _ key: String, _ query: Query) -> Bool {
            self.owner == owner && self.query.matches(query) && self.key == key
        }
    }

    /// A thread's slots for one kind of query, made on its first call, released when it exits.
    final class Slots<Query: PlanQuery> {
        /// `slotCount` entries, read and written only through the checked subscript. Not an
        /// array in a class `var`: every access would pay Swift's dynamic exclusivity check.
        private let entries = UnsafeMutablePointer<Entry<Query>?>.allocate(capacity: ThreadPlanCache.slotCount)
        /// The entry the thread used last.
        var last: Entry<Query>?

        init() {
            entries.initialize(repeating: nil, count: ThreadPlanCache.slotCount)
        }

        deinit {
            entries.deinitialize(count: ThreadPlanCache.slotCount)
            entries.deallocate()
        }

        subscript(slot: Int) -> Entry<Query>? {
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

    /// A slot for a key and a query: a fast mix, not collision-resistant, which is why it only
    /// picks a slot (inputs made to collide just miss it and ask the lane). The plan sits there
    /// or in the other slot of its pair (`slot ^ 1`).
    @inline(__always)
    static func slot<Query: PlanQuery>(_ key: String, _ query: Query) -> Int {
        let mixed = (digest(key) ^ query.digest) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> (UInt64.bitWidth - slotBits))
    }

    /// A string's length and its first and last 8 bytes, mixed.
    static func digest(_ text: String) -> UInt64 {
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

/// What, besides the key and the localizer, a remembered plan answers for: a request as
/// written, or a resolution with options and a purpose.
protocol PlanQuery: Sendable {
    /// The current thread's slots for this kind of query (declared in `SharedCaches`).
    static var threadSlots: ThreadLocal<ThreadPlanCache.Slots<Self>> { get }
    /// A cheap mix of what ``matches(_:)`` compares, to choose a slot.
    var digest: UInt64 { get }
    /// Whether a plan remembered for `other` answers this query.
    func matches(_ other: Self) -> Bool
    /// The table the query looks keys up in, as a missing key is reported.
    var table: String { get }
    /// The resolution, options and purpose of the plan that answers this query under `localizer`.
    func resolved(by localizer: Localizer) -> (ResolvedLanguages, ResolvedOptions, LocalizationPlan.Purpose)
}

extension LocalizationRequest: PlanQuery {
    static var threadSlots: ThreadLocal<ThreadPlanCache.Slots<LocalizationRequest>> { SharedCaches.threadPlansByRequest }

    var digest: UInt64 {
        switch languages {
        case .preferred(let list): list.reduce(1) { ($0 &* 31) ^ ThreadPlanCache.digest($1) }
        case .acceptLanguage(let header): ThreadPlanCache.digest(header) &+ 2
        case .localization(let localization): ThreadPlanCache.digest(localization.name) &+ 3
        }
    }

    @inline(__always)
    func matches(_ other: LocalizationRequest) -> Bool { self == other }

    var table: String { options.table }
}

/// A resolution, its options and what the plan answers: the query of a
/// ``ResolvedLocalization``'s calls and of raw lookups.
struct ResolvedQuery: PlanQuery {
    let resolved: ResolvedLanguages
    let options: ResolvedOptions
    let purpose: LocalizationPlan.Purpose

    static var threadSlots: ThreadLocal<ThreadPlanCache.Slots<ResolvedQuery>> { SharedCaches.threadPlansByResolution }

    var table: String { options.table }

    var digest: UInt64 {
        UInt64(UInt(bitPattern: ObjectIdentifier(resolved))) ^ ThreadPlanCache.digest(options.table)
            ^ (purpose == .rawLookup ? 0x5555 : 0)
    }

    /// Resolutions are one object per outcome, so identity decides; options made apart
    /// compare by value.
    @inline(__always)
    func matches(_ other: ResolvedQuery) -> Bool {
        resolved === other.resolved && options == other.options && purpose == other.purpose
    }
}
