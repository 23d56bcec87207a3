import L10nICU
import L10nSupport
import Synchronization

// Every cache L10n keeps, in one file: its key, its bound and its owner. Every one that a lock
// guards is a `BoundedCache` (L10nSupport): values made outside the lock, the oldest evicted
// past the bound, evicted values released after the lock is given back. The two per-thread
// fronts below take no lock and hold a few slots each. L10nICU's caches (ICU objects by locale)
// are in `ICUCaches`, the format engine's (tokens by format) in `FormatCaches`; the Architecture
// article lists them all.
//
// Bounds in bytes are estimates from UTF-8 lengths and element counts, for the caches whose
// entries vary in size with what a client sends (headers, preference lists, formats).

/// The caches every `Localizer` shares: owned by the process.
enum SharedCaches {
    /// Matching keys of users' preferred languages (`MatchingKey.preferred`), by the language
    /// as written: a service sees the same few dozen ranges in ever new combinations. Only
    /// languages a bundle may match reach it (`LanguageScreen`), and only the second time
    /// (a range sent once is not kept). 4,096 entries and 4 MiB (a range as written and its
    /// normalized parent chain).
    static let preferredKeys = BoundedCache<String, MatchingKey>(capacity: 4096, maximumBytes: 4 << 20, admission: .onSecondSight) {
        key, value in key.utf8.count + value.approximateBytes
    }

    /// Variants' positional rewrites (`FormatExpansion`), by their exact text and the argument
    /// they start at; texts of at most `FormatTokenizer.memoizedFormatLength` bytes. 4,096
    /// entries and 4 MiB.
    static let expansionLeaves = BoundedCache<FormatExpansion.LeafKey, String>(capacity: 4096, maximumBytes: 4 << 20) {
        key, value in key.text.string.utf8.count + value.utf8.count + 32
    }

    /// Per thread: the plans the thread used last, by request as written (`Localizer.localize`),
    /// 32 slots; released when displaced or when the thread exits.
    static let threadPlansByRequest = ThreadLocal { ThreadPlanCache.Slots<LocalizationRequest>() }

    /// Per thread: the plans the thread used last, by resolution, options and purpose (a
    /// `ResolvedLocalization`'s calls, raw lookups), 32 slots.
    static let threadPlansByResolution = ThreadLocal { ThreadPlanCache.Slots<ResolvedQuery>() }

    /// Per thread: the snapshot each `ReloadingLocalizer` served the thread last, 4 slots
    /// (a service has one or two reloading localizers).
    static let threadSnapshots = ThreadLocal { ThreadSnapshots.Slots() }
}

/// The caches of one `Localizer`: owned by it, released with it (a reload's new snapshot
/// starts empty).
final class LocalizerCaches: Sendable {
    /// Requests' languages as written (the `Accept-Language` bytes, the preference list) and
    /// explicit locale → their resolution: a service sees the same few headers over and over,
    /// so a repeated header costs one lookup and no parsing. Kept the second time a header
    /// comes (one sent once, as a client inventing headers sends, evicts nothing). 512 entries
    /// and 1 MiB (headers of up to 4,096 bytes).
    let writtenLanguages = BoundedCache<WrittenLanguages, ResolutionEntry>(
        capacity: 512, maximumBytes: 1 << 20, admission: .onSecondSight
    ) { key, _ in key.approximateBytes }

    /// Languages after parsing and screening (the preferences a bundle may match, what the
    /// formatting locale needs of the first; or the localization asked for) and explicit
    /// locale → their resolution: headers that differ only in weights, spacing, order of equal
    /// weights or languages the bundle has nothing for share one, and a header not seen before
    /// costs a parse rather than Apple's matching. Kept the second time. 1,024 entries and
    /// 2 MiB (up to 64 ranges each).
    let parsedLanguages = BoundedCache<ParsedLanguages, Resolution>(
        capacity: 1024, maximumBytes: 2 << 20, admission: .onSecondSight
    ) { key, _ in key.approximateBytes }

    /// One object per outcome (search list and locale), so requests that resolve alike share
    /// its identity, which the per-thread fronts compare first, and its raw answers. 1,024
    /// entries: outcomes are combinations of the bundle's localizations and the locales users
    /// derive.
    let outcomes = BoundedCache<ResolvedLanguages, ResolvedLanguages>(capacity: 1024)

    /// Formatting locales by chosen localization and the user's first preference (deriving
    /// one costs microseconds of ICU calls). 1,024 entries and 256 KiB.
    let formattingLocales = BoundedCache<FormattingLocaleKey, DerivedLocale>(capacity: 1024, maximumBytes: 256 << 10) {
        key, value in key.approximateBytes + value.locale.canonical.utf8.count + value.formattingData.canonical.utf8.count
    }

    /// `Content-Language` tags by localization: keys are the bundle's own localizations, so it
    /// never evicts; bounded all the same.
    let contentLanguages: BoundedCache<Localization, String>

    /// One lane per processor (`ThreadLane`), each with its own plans and ICU formats, so the
    /// threads of a server, each in a lane of its own, share nothing they write on the hot
    /// path: no lock, reference count or pool of ICU clones is touched by two lanes.
    let lanes: [Lane]

    /// What one lane remembers.
    final class Lane: Sendable {
        /// Plans by key, resolution, options and purpose: one lookup per call in steady state
        /// instead of one per step. max(8,192 / lanes, 1,024) entries and max(4 MiB / lanes,
        /// 1 MiB): a service with more distinct (key, request) pairs recomputes some. Bounded in
        /// bytes too because clients choose resolutions (a region per header is a locale per
        /// header), and a plan holds up to 64 prepared formats (`CompiledValue.maximumLeaves`)
        /// of a translation's size: a few KiB for a plural entry. A locale that only adds a
        /// region without formatting data of its own shares its data locale's compiled value
        /// (`LocalizationPlan.init(relocating:to:)`), so those cost a few hundred bytes each.
        let plans = BoundedCache<PlanKey, LocalizationPlan>(
            capacity: max(8192 / ThreadLane.count, 1024), maximumBytes: max((4 << 20) / ThreadLane.count, 1 << 20)
        ) { key, plan in key.key.utf8.count + plan.approximateBytes }
        /// The ICU printf formats this lane's plans format with: 256 configurations.
        let formats = PrintfFormatSet(capacity: 256)
    }

    init(localizations: Int) {
        contentLanguages = BoundedCache(capacity: max(localizations, 1))
        lanes = (0..<ThreadLane.count).map { _ in Lane() }
    }
}

/// The tables of one `LocalizationBundle`: owned by it. Each file (or catalog language) is read
/// at most once however many tasks ask at the same time, and a failure is kept too (a broken
/// file is reported each time, not re-read); each pair of a `.strings` and a `.stringsdict`
/// source is merged once. Both are bounded by the bundle's own files, not by what a client
/// sends.
final class TableStore: Sendable {
    /// One slot per source, made under the cache's lock; the slot's own lock is held while its
    /// file is read, so tasks wanting other files are not held up and tasks wanting the same
    /// file wait for the one read instead of repeating it. As many entries as the bundle has
    /// sources, so none is evicted and read again.
    let files: BoundedCache<TableSource, FileSlot>

    /// Tables assembled from a `.strings` and a `.stringsdict` source, so a lookup does not
    /// merge (copy) a whole table each time. 1,024 pairs and 256 MiB.
    let assembled = BoundedCache<SourcePair, StringTable>(capacity: 1024, maximumBytes: 256 << 20) { _, table in
        table.approximateBytes
    }

    private let reads = Atomic<Int>(0)

    /// What a slot holds: the table read, or why it could not be.
    final class FileSlot: Sendable {
        let result = LockedState<Result<StringTable, ResourceError>?>(nil)
    }

    /// The sources merged into one table.
    struct SourcePair: Hashable, Sendable {
        let name: String
        let strings: TableSource?
        let stringsdict: TableSource?
    }

    /// A store for a bundle of at most `sources` table sources.
    init(sources: Int) {
        files = BoundedCache(capacity: max(sources, 1))
    }

    /// How many sources have been read so far.
    var sourcesRead: Int { reads.load(ordering: .relaxed) }

    /// The table for `source`, read by `load` the first time it is asked for.
    func table(for source: TableSource, load: (TableSource) throws(ResourceError) -> StringTable) throws(ResourceError) -> StringTable {
        let slot = files.value(for: source) { FileSlot() }
        let result = slot.result.withLock { stored in
            if let stored { return stored }
            reads.add(1, ordering: .relaxed)
            let loaded: Result<StringTable, ResourceError>
            do throws(ResourceError) { loaded = .success(try load(source)) } catch { loaded = .failure(error) }
            stored = loaded
            return loaded
        }
        return try result.get()
    }

    /// The table merged from `pair`, by `merge` the first time it is asked for.
    func table(for pair: SourcePair, merge: () throws(ResourceError) -> StringTable) throws(ResourceError) -> StringTable {
        try assembled.value(for: pair, make: merge)
    }
}
