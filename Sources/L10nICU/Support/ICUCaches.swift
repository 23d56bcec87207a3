import L10nSupport

/// Every cache L10nICU keeps, in one place: ICU objects opened once per locale and options and
/// shared by the whole process. Each is a `BoundedCache` (L10nSupport): objects are opened
/// outside its lock, at most its capacity is kept (the oldest released first), and what leaves
/// it is released after the lock is given back. Owner: the process; nothing here is ever
/// cleared but by eviction.
///
/// The entries of each cache are of one size, give or take (an ICU object and a few fields), so
/// each is bounded by its number of entries; its key is a `LocaleIdentifier` (validated, at
/// most 157 bytes) and options of fixed size. A `Localizer`'s own caches, some of which hold
/// what varies with a client's input, are listed in L10n's `Caches.swift`.
enum ICUCaches {
    /// `PluralRules` by locale and cardinal/ordinal type: one `UPluralRules` and the
    /// categories of the integers below 1,000. 1,024 entries: a service meets a few dozen
    /// locales, and ICU has rules for about 220 languages.
    static let pluralRules = BoundedCache<PluralRulesStorage.Key, PluralRulesStorage>(capacity: 1024)

    /// `ICUNumberFormatter`s by locale and options: one `UNumberFormatter` (or a locked
    /// rule-based `UNumberFormat`). 1,024 entries.
    static let numberFormatters = BoundedCache<NumberFormatterStorage.Key, NumberFormatterStorage>(capacity: 1024)

    /// `ICUNumberRangeFormatter`s by locale and options: one `UNumberRangeFormatter` (immutable,
    /// thread-safe). 256 entries: ranges are shown in few styles.
    static let numberRangeFormatters = BoundedCache<NumberFormatterStorage.Key, SkeletonNumberRangeFormatter>(capacity: 256)

    /// CoreFoundation-style printf formats by locale and configuration, for callers without a
    /// set of their own (the format engine's unprepared path): a template `UNumberFormat` and
    /// a pool of at most 8 clones each. 4,096 entries: one format string asks for a handful of
    /// configurations per locale.
    static let printfFormats = PrintfFormatSet(capacity: 4096)

    /// What ``LocaleIdentifier/init(_:)`` made of each spelling it was given: the canonical
    /// identifier or the error. 1,024 entries: a key is at most 157 bytes (longer spellings
    /// are refused before ICU, and cached as refused only up to that length), its value a
    /// canonical identifier or an error whose message echoes at most 64 characters.
    static let localeIdentifiers = BoundedCache<String, Result<String, ICUError>>(capacity: 1024)

    /// Each locale's minimum grouping digits, measured once. 1,024 entries.
    static let minimumGrouping = BoundedCache<LocaleIdentifier, ICUMinimumGrouping>(capacity: 1024)

    /// The locale-independent formatters that turn a decimal as written into plural operands,
    /// by fraction digits and notation. 64 entries each: numbers as written use a few
    /// precisions.
    static let operandFormatters = BoundedCache<PluralOperandFormatters.Precision, SkeletonNumberFormatter>(capacity: 64)
    static let operandRangeFormatters = BoundedCache<PluralOperandFormatters.Precision, SkeletonNumberRangeFormatter>(
        capacity: 64)
}
