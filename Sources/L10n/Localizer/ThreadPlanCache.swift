import L10nSupport
import Synchronization

/// The plans (and raw lookups' answers) the current thread used last, in thread-local storage:
/// a call repeating one of them finds it with no lock, no shared write and no hashing beyond a
/// cheap digest.
///
/// Three small tables of slots (plans by request as written, plans and raw answers by
/// resolution) chosen by a digest of the key and the query; a slot holds the last value that
/// mapped to it, for any ``Localizer`` (told apart by ``Localizer``'s serial number, never reused, so a slot cannot answer for a localizer that reused a freed one's
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

    /// The plan the current thread remembers for `key` under `request` (as the caller wrote
    /// it) of `owner`. Inlined into the caller, as the hot path's first step: called, it
    /// cost a retain and a release more (`pluralEntryVsICUSum` 1.48 called, 1.35 inlined,
    /// medians of runs alternated with the previous release's 1.39).
    @inline(__always)
    static func plan(owner: UInt64, key: String, request: LocalizationRequest) -> LocalizationPlan? {
        plansByRequest.withValue { slots in
            // The last plan first: a loop formatting one key for many values skips the digest.
            if let last = slots.last, last.matches(owner, key, request) { return last.plan }
            guard let entry = slots[slot(key, request.languages)], entry.matches(owner, key, request) else { return nil }
            slots.last = entry
            return entry.plan
        }
    }

    /// Remembers `plan` in the current thread's slot for `key` and `request`.
    static func remember(_ plan: LocalizationPlan, owner: UInt64, key: String, request: LocalizationRequest) {
        let slot = self.slot(key, request.languages)
        plansByRequest.withValue { slots in
            let entry = RequestEntry(owner: owner, key: key, request: request, plan: plan)
            slots[slot] = entry
            slots.last = entry
        }
    }

    /// The plan the current thread remembers for `key` under a resolution and options (a
    /// ``RequestLocalization``'s) of `owner`.
    static func plan(owner: UInt64, key: String, resolved: ResolvedLanguages, options: LookupOptions) -> LocalizationPlan? {
        value(in: plansByResolution, owner: owner, key: key, resolved: resolved, options: options)
    }

    /// Remembers `plan` in the current thread's slot for `key`, a resolution and options.
    static func remember(_ plan: LocalizationPlan, owner: UInt64, key: String, resolved: ResolvedLanguages, options: LookupOptions) {
        remember(plan, in: plansByResolution, owner: owner, key: key, resolved: resolved, options: options)
    }

    /// The raw lookup's answer the current thread remembers for `key` under a resolution and
    /// options of `owner`.
    static func storedAnswer(owner: UInt64, key: String, resolved: ResolvedLanguages, options: LookupOptions) -> StoredAnswer? {
        value(in: answersByResolution, owner: owner, key: key, resolved: resolved, options: options)
    }

    /// Remembers a raw lookup's `answer` in the current thread's slot for `key`, a resolution
    /// and options.
    static func remember(_ answer: StoredAnswer, owner: UInt64, key: String, resolved: ResolvedLanguages, options: LookupOptions) {
        remember(answer, in: answersByResolution, owner: owner, key: key, resolved: resolved, options: options)
    }

    private static func value<Value>(
        in slots: ThreadLocal<Slots<ResolvedEntry<Value>>>, owner: UInt64, key: String, resolved: ResolvedLanguages,
        options: LookupOptions
    ) -> Value? {
        slots.withValue { slots in
            if let last = slots.last, last.matches(owner, key, resolved, options) { return last.value }
            guard let entry = slots[slot(key, resolved, options)], entry.matches(owner, key, resolved, options) else { return nil }
            slots.last = entry
            return entry.value
        }
    }

    private static func remember<Value>(
        _ value: Value, in slots: ThreadLocal<Slots<ResolvedEntry<Value>>>, owner: UInt64, key: String, resolved: ResolvedLanguages,
        options: LookupOptions
    ) {
        let slot = self.slot(key, resolved, options)
        slots.withValue { slots in
            let entry = ResolvedEntry(owner: owner, key: key, resolved: resolved, options: options, value: value)
            slots[slot] = entry
            slots.last = entry
        }
    }

    private static let owners = Atomic<UInt64>(0)

    /// A plan and the key and request (as written) it answers.
    private final class RequestEntry {
        let owner: UInt64
        let key: String
        let request: LocalizationRequest
        let plan: LocalizationPlan

        init(owner: UInt64, key: String, request: LocalizationRequest, plan: LocalizationPlan) {
            self.owner = owner
            self.key = key
            self.request = request
            self.plan = plan
        }

        func matches(_ owner: UInt64, _ key: String, _ request: LocalizationRequest) -> Bool {
            self.owner == owner && self.key == key && self.request == request
        }
    }

    /// A value and the key, resolution and options it answers.
    private final class ResolvedEntry<Value> {
        let owner: UInt64
        let key: String
        let resolved: ResolvedLanguages
        let options: LookupOptions
        let value: Value

        init(owner: UInt64, key: String, resolved: ResolvedLanguages, options: LookupOptions, value: Value) {
            self.owner = owner
            self.key = key
            self.resolved = resolved
            self.options = options
            self.value = value
        }

        /// Resolutions are one object per outcome, so identity decides; options made apart
        /// compare by value.
        func matches(_ owner: UInt64, _ key: String, _ resolved: ResolvedLanguages, _ options: LookupOptions) -> Bool {
            self.owner == owner && self.resolved === resolved && self.key == key && self.options == options
        }
    }

    /// A thread's slots for one kind of value, made on its first call, released when it exits.
    private final class Slots<Entry: AnyObject> {
        /// `slotCount` entries, read and written only through the checked subscript. Not an
        /// array in a class `var`: every access would pay Swift's dynamic exclusivity check.
        private let entries = UnsafeMutablePointer<Entry?>.allocate(capacity: ThreadPlanCache.slotCount)
        /// The entry the thread used last.
        var last: Entry?

        init() {
            entries.initialize(repeating: nil, count: ThreadPlanCache.slotCount)
        }

        deinit {
            entries.deinitialize(count: ThreadPlanCache.slotCount)
            entries.deallocate()
        }

        subscript(slot: Int) -> Entry? {
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

    private static let plansByRequest = ThreadLocal { Slots<RequestEntry>() }
    private static let plansByResolution = ThreadLocal { Slots<ResolvedEntry<LocalizationPlan>>() }
    private static let answersByResolution = ThreadLocal { Slots<ResolvedEntry<StoredAnswer>>() }

    /// A slot for a key and languages: a fast mix, not collision-resistant, which is why it
    /// only picks a slot (inputs made to collide just miss it and ask the lane).
    private static func slot(_ key: String, _ languages: LocalizationRequest.Languages) -> Int {
        let languagesDigest: UInt64 =
            switch languages {
            case .preferred(let list): list.reduce(1) { ($0 &* 31) ^ digest($1) }
            case .acceptLanguage(let header): digest(header) &+ 2
            case .localization(let localization): digest(localization) &+ 3
            }
        return slot(digest(key) ^ languagesDigest)
    }

    /// A slot for a key, a resolution (by identity) and options (by table).
    private static func slot(_ key: String, _ resolved: ResolvedLanguages, _ options: LookupOptions) -> Int {
        slot(digest(key) ^ UInt64(UInt(bitPattern: ObjectIdentifier(resolved))) ^ digest(options.table))
    }

    private static func slot(_ digest: UInt64) -> Int {
        Int(truncatingIfNeeded: (digest &* 0x9E37_79B9_7F4A_7C15) >> (UInt64.bitWidth - slotBits))
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
