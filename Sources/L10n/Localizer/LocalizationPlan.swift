import L10nFormat
import L10nICU
import L10nResources
import L10nSupport

/// Everything about a key under a request that does not depend on the arguments: the search
/// list, the formatting locale, the plural rules, the value (compiled) and where it came from.
/// A class, so a cache hit retains one object rather than copying every field.
final class LocalizationPlan: Sendable {
    let searchList: [String]
    let locale: LocaleIdentifier
    /// The plural rules, device and width the request chooses variants with.
    let selection: VariantSelection
    /// The entry's value, or for a missing key the default value or the key.
    let value: LocalizedValue
    /// The value compiled for the request (`nil` when it has too many plural paths).
    let compiled: CompiledValue?
    /// `compiled`, lent to each call without a retain (see `UnretainedObjects`).
    private let compiledObject: UnretainedObjects<CompiledValue>
    /// Where the entry came from, as results carry it.
    let origin: LocalizedString.Origin
    let isMissing: Bool

    init(
        searchList: [String], locale: LocaleIdentifier, selection: VariantSelection, value: LocalizedValue, compiled: CompiledValue?,
        entry: TableEntry?
    ) {
        self.searchList = searchList
        self.locale = locale
        self.selection = selection
        self.value = value
        self.compiled = compiled
        self.compiledObject = UnretainedObjects(compiled.map { [$0] } ?? [])
        self.isMissing = entry == nil
        // Copies of the strings a result carries, so each lane's results retain storage of
        // that lane's own rather than the table's, which every lane would write to.
        self.origin = LocalizedString.Origin(
            localization: entry.map { Self.ownCopy($0.localization) },
            source: entry.map {
                SourceLocation(
                    file: Self.ownCopy($0.location.file), line: $0.location.line,
                    column: $0.location.column)
            },
            locale: LocaleIdentifier(canonical: Self.ownCopy(locale.canonical)), isMissing: entry == nil)
    }

    /// The compiled value's answer (`nil`: the ordinary path must answer).
    func formatCompiled(_ arguments: [FormatArgument]) -> String? {
        compiledObject.count == 0 ? nil : compiledObject.withObject(at: 0) { $0.format(arguments) }
    }

    private static func ownCopy(_ text: String) -> String {
        String(decoding: Array(text.utf8), as: UTF8.self)
    }
}

/// A key, the resolution of the request it is looked up for, and the request's options.
struct PlanKey: Hashable, Sendable {
    let key: String
    let resolved: ResolvedLanguages
    let options: LookupOptions

    /// The key, the chosen localization and the table only: hashing every field would cost
    /// more than the rest of a lookup, and keys that differ only in the rest are told apart
    /// by `==` in the few buckets they share.
    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(resolved.searchList.first)
        hasher.combine(options.table)
    }
}
