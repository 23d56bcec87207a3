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
    /// For a raw lookup: the text as stored, or why there is none; `nil` for formatting. Boxed,
    /// so formatting plans do not carry room for an error.
    private let stored: StoredText?
    /// Where the entry came from, as results carry it.
    let origin: LocalizedString.Origin
    let isMissing: Bool

    /// A formatting plan.
    init(
        searchList: [Localization], locale: LocaleIdentifier, selection: VariantSelection, value: LocalizedValue,
        compiled: CompiledValue?, entry: TableEntry?
    ) {
        self.searchList = searchList
        self.locale = locale
        self.selection = selection
        self.value = value
        self.compiled = UnretainedObjects(compiled.map { [$0] } ?? [])
        self.stored = nil
        self.isMissing = entry == nil
        self.origin = Self.origin(of: entry, locale: LocaleIdentifier(canonical: Self.ownCopy(locale.canonical)))
    }

    /// A raw-lookup plan: `stored` is the text as stored, or why there is none.
    init(
        searchList: [Localization], locale: LocaleIdentifier, selection: VariantSelection, value: LocalizedValue,
        stored: Result<String, LocalizationError>, entry: TableEntry?
    ) {
        self.searchList = searchList
        self.locale = locale
        self.selection = selection
        self.value = value
        self.compiled = UnretainedObjects([])
        self.stored = StoredText(stored)
        self.isMissing = entry == nil
        self.origin = Self.origin(of: entry, locale: nil)
    }

    /// The answer for `key`: formatted with `arguments`, or as stored. A missing key is
    /// reported to `reporter` first (as missing from `table`), and a failure before it is
    /// thrown, each with `metadata`.
    @inline(__always)
    func answer(
        _ key: String, _ arguments: [FormatArgument], table: String, reporter: (any LocalizationReporter)?, metadata: [String: String]?
    ) throws(LocalizationError) -> LocalizedString {
        if isMissing, let reporter {
            reporter.report(.missingKey(MissingKey(key: key, table: table, searchList: searchList)), metadata: metadata ?? [:])
        }
        if let stored {
            switch stored.text {
            case .success(let text):
                return LocalizedString(string: text, origin: origin)
            case .failure(let error):
                reporter?.report(.failed(error), metadata: metadata ?? [:])
                throw error
            }
        }
        // The steady state: the compiled value answers, and cannot fail.
        if compiled.count != 0, let formatted = compiled.withObject(at: 0, { $0.format(arguments) }) {
            return LocalizedString(string: formatted, origin: origin)
        }
        do {
            let string = try value.formatted(arguments, locale: locale, selection: selection, key: key, source: origin.source)
            return LocalizedString(string: string, origin: origin)
        } catch {
            reporter?.report(.failed(error), metadata: metadata ?? [:])
            throw error
        }
    }

    /// Copies of the strings a result carries, so each lane's results retain storage of that
    /// lane's own rather than the table's, which every lane would write to.
    private static func origin(of entry: TableEntry?, locale: LocaleIdentifier?) -> LocalizedString.Origin {
        LocalizedString.Origin(
            localization: entry.map { Localization(ownCopy($0.localization.name)) },
            source: entry.map { SourceLocation(file: ownCopy($0.location.file), line: $0.location.line, column: $0.location.column) },
            locale: locale, isMissing: entry == nil)
    }

    private static func ownCopy(_ text: String) -> String {
        String(decoding: Array(text.utf8), as: UTF8.self)
    }

    /// A raw-lookup plan's text as stored, or why there is none.
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

    /// The key, the chosen localization and the table only: hashing every field would cost
    /// more than the rest of a lookup, and keys that differ only in the rest are told apart
    /// by `==` in the few buckets they share.
    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(resolved.searchList.first)
        hasher.combine(options.table)
    }
}
