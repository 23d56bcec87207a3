import L10nFormat
import L10nICU
import L10nResources
import L10nSupport

/// Everything about a key under a resolution and options that does not depend on the
/// arguments: the search list, the formatting locale, the plural rules, the value (compiled,
/// for formatting) or the text as stored (for a raw lookup), and where it came from. A class,
/// so a cache hit retains one object rather than copying every field; and it holds all it
/// uses, so one remembered by a thread answers without its localizer. What the caller has at
/// hand anyway (the table, the reporter) it is told on each call rather than holding: every
/// lane holds a plan per key, so each field is paid for many times over.
final class LocalizationPlan: Sendable {
    /// What a plan answers.
    enum Purpose: Sendable, Hashable {
        /// `String.localizedStringWithFormat`: the value formatted with the call's arguments.
        case formatting
        /// `Bundle.localizedString(forKey:value:table:)`: the value as stored.
        case rawLookup
    }

    let searchList: [Localization]
    /// The plural rules, device and width the request chooses variants with.
    let selection: VariantSelection
    /// The entry's value, or for a missing key the default value or the key.
    let value: LocalizedValue
    /// The formatting locale.
    let locale: LocaleIdentifier
    /// For formatting: the value compiled for the request (`nil` when it has too many plural
    /// paths), lent to each call without a retain (see `UnretainedObjects`).
    private let compiled: UnretainedObjects<CompiledValue>
    /// For a raw lookup: the text as stored, or why there is none; for a plan that refuses to
    /// answer (``FailurePolicy/strict``), why, whatever the purpose; `nil` for formatting. Boxed,
    /// so formatting plans do not carry room for an error.
    private let stored: StoredText?
    /// Where the entry came from, as results carry it.
    let origin: LocalizedString.Origin
    let isMissing: Bool
    /// Whether the answer is another localization's (``FailurePolicy/degrade``): each call
    /// reports the origin's degradation.
    let isDegraded: Bool
    /// Whether `compiled` is the plan's own, or another's it shares (``init(relocating:to:)``):
    /// counted in ``approximateBytes`` only by the plan it was made for.
    private let ownsCompiled: Bool

    /// A formatting plan.
    init(
        searchList: [Localization], locale: LocaleIdentifier, selection: VariantSelection, value: LocalizedValue,
        compiled: CompiledValue?, entry: TableEntry?, degradation: Degradation? = nil
    ) {
        self.searchList = searchList
        self.locale = locale
        self.selection = selection
        self.value = value
        self.compiled = UnretainedObjects(compiled.map { [$0] } ?? [])
        self.stored = nil
        self.isMissing = entry == nil
        self.isDegraded = degradation != nil
        self.ownsCompiled = true
        self.origin = Self.origin(of: entry, locale: LocaleIdentifier(canonical: Self.ownCopy(locale.canonical)), degradation: degradation)
    }

    /// A raw-lookup plan: `stored` is the text as stored, or why there is none.
    init(
        searchList: [Localization], locale: LocaleIdentifier, selection: VariantSelection, value: LocalizedValue,
        stored: Result<String, LocalizationError>, entry: TableEntry?, degradation: Degradation? = nil
    ) {
        self.searchList = searchList
        self.locale = locale
        self.selection = selection
        self.value = value
        self.compiled = UnretainedObjects([])
        self.stored = StoredText(stored)
        self.isMissing = entry == nil
        self.isDegraded = degradation != nil
        self.ownsCompiled = true
        self.origin = Self.origin(of: entry, locale: nil, degradation: degradation)
    }

    /// A plan every call of which throws `failure` (``FailurePolicy/strict``'s refusal of a
    /// degraded answer or a missing key), whether it formats or looks up.
    init(failing failure: LocalizationError, searchList: [Localization], locale: LocaleIdentifier) {
        self.searchList = searchList
        self.locale = locale
        self.selection = VariantSelection(pluralRules: nil, selectsOnDisplayedDigits: false)
        self.value = .text("")
        self.compiled = UnretainedObjects([])
        self.stored = StoredText(.failure(failure))
        self.isMissing = false
        self.isDegraded = false
        self.ownsCompiled = true
        self.origin = Self.origin(of: nil, locale: nil, degradation: nil)
    }

    /// `plan` for a resolution that differs from the plan's only in its locale, which adds a
    /// region without formatting data of its own to the plan's (`en_KM` for a plan made for
    /// `en`): the same value, rules, compiled formats and stored text, with `locale` reported.
    /// Not for a degraded plan, whose formatting locale is derived from the request's.
    ///
    /// Why: every region a client writes is a locale and so a resolution of its own, and a
    /// plural entry's compiled value is kilobytes; shared, a lane's byte bound holds a plan
    /// per region rather than evicting one for each new region.
    init(relocating plan: LocalizationPlan, to locale: LocaleIdentifier) {
        precondition(!plan.isDegraded, "a degraded plan's formatting locale is derived from its request's; it cannot be relocated")
        self.searchList = plan.searchList
        self.locale = locale
        self.selection = plan.selection
        self.value = plan.value
        self.compiled = plan.compiled
        self.stored = plan.stored
        self.isMissing = plan.isMissing
        self.isDegraded = false
        self.ownsCompiled = false
        let origin = plan.origin
        self.origin =
            origin.locale == nil
            ? origin
            : LocalizedString.Origin(
                localization: origin.localization, source: origin.source,
                locale: LocaleIdentifier(canonical: Self.ownCopy(locale.canonical)),
                isMissing: origin.isMissing, degradation: nil)
    }

    /// The answer for `key`: formatted with `arguments`, or as stored. A missing key (as
    /// missing from `table`) and a degraded answer are reported to `reporter` first, with
    /// `metadata`; a failure is thrown unreported, for the caller to recover from or report.
    @inline(__always)
    func answer(
        _ key: String, _ arguments: [FormatArgument], table: String, reporter: (any LocalizationReporter)?, metadata: [String: String]?
    ) throws(LocalizationError) -> LocalizedString {
        if isMissing, let reporter {
            reporter.report(.missingKey(MissingKey(key: key, table: table, searchList: searchList)), metadata: metadata ?? [:])
        }
        if isDegraded, let reporter, let degradation = origin.degradation {
            reporter.report(.degraded(degradation), metadata: metadata ?? [:])
        }
        if let stored {
            return LocalizedString(string: try stored.text.get(), origin: origin)
        }
        // The steady state: the compiled value answers, and cannot fail.
        if compiled.count != 0, let formatted = compiled.withObject(at: 0, { $0.format(arguments) }) {
            return LocalizedString(string: formatted, origin: origin)
        }
        let string = try value.formatted(arguments, locale: locale, selection: selection, key: key, source: origin.source)
        return LocalizedString(string: string, origin: origin)
    }

    /// Copies of the strings a result carries, so each lane's results retain storage of that
    /// lane's own rather than the table's, which every lane would write to.
    private static func origin(of entry: TableEntry?, locale: LocaleIdentifier?, degradation: Degradation?) -> LocalizedString.Origin {
        LocalizedString.Origin(
            localization: entry.map { Localization(ownCopy($0.localization.name)) },
            source: entry.map { SourceLocation(file: ownCopy($0.location.file), line: $0.location.line, column: $0.location.column) },
            locale: locale, isMissing: entry == nil, degradation: degradation)
    }

    private static func ownCopy(_ text: String) -> String {
        String(decoding: Array(text.utf8), as: UTF8.self)
    }

    /// An estimate of the memory the plan holds beyond what its table and resolution hold (the
    /// value is the table's, the search list the resolution's): the object, its compiled value
    /// unless it shares another plan's, and its own copies of the origin's strings. What a
    /// lane's plan cache is bounded by. A shared compiled value is counted once, with the plan
    /// it was made for; it outlives that plan only while plans relocated from it are kept, and
    /// one made again after an eviction is what later relocations share.
    var approximateBytes: Int {
        let compiledBytes = compiled.count == 0 || !ownsCompiled ? 0 : compiled.withObject(at: 0) { $0.approximateBytes }
        let originBytes = (origin.localization?.name.utf8.count ?? 0) + (origin.source?.file.utf8.count ?? 0)
        let storedBytes = stored.map { stored in 48 + ((try? stored.text.get())?.utf8.count ?? 64) } ?? 0
        return 160 + compiledBytes + originBytes + storedBytes
    }

    /// A raw-lookup plan's text as stored, or why there is none; a failing plan's failure.
    private final class StoredText: Sendable {
        let text: Result<String, LocalizationError>

        init(_ text: Result<String, LocalizationError>) {
            self.text = text
        }
    }
}

/// A key, the resolution of the request it is looked up for, the request's options and what
/// the plan answers: what a lane's plans are cached by.
struct PlanKey: Hashable, Sendable {
    let key: String
    let resolved: ResolvedLanguages
    let options: ResolvedOptions
    let purpose: LocalizationPlan.Purpose

    /// The key, the chosen localization, the formatting locale and the table only: hashing
    /// every field would cost more than the rest of a lookup, and keys that differ only in
    /// the rest are told apart by `==` in the few buckets they share. The locale is hashed
    /// because clients choose it (a region per header): without it, every locale of one
    /// localization would share one bucket, and a lookup would compare them all.
    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(resolved.searchList.first)
        hasher.combine(resolved.locale)
        hasher.combine(options.table)
    }
}
