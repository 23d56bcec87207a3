import L10nSupport

/// Locale-aware number formatting for an explicit locale, backed by ICU.
///
/// Decimal, percent, scientific and currency styles use an immutable `UNumberFormatter`;
/// spell-out and ordinal styles use ICU's rule-based `UNumberFormat`, which is not thread-safe
/// and is locked. Locale keywords are honoured: `ar@numbers=latn` formats with Latin digits,
/// `en_US@numbers=arab` with Arabic-Indic. A value is cheap to create and to copy:
/// ``init(locale:options:)`` shares one ICU formatter per identifier and options across the
/// process, so steady-state formatting opens no ICU object.
///
/// Integers are exact over the whole `Int64` and `UInt64` ranges (never routed through `Double`).
///
/// ```swift
/// let german = try LocaleIdentifier("de_DE")
/// try ICUNumberFormatter(locale: german).string(for: 1234567.891)   // "1.234.567,891"
/// try ICUNumberFormatter(locale: LocaleIdentifier("en"), options: .init(style: .spellOut)).string(for: 42)   // "forty-two"
/// ```
public struct ICUNumberFormatter: Sendable {
    /// The shared ICU formatter.
    let storage: NumberFormatterStorage

    /// The formatter for a locale and options, shared with every other value for them.
    ///
    /// - Parameters:
    ///   - locale: The locale, keywords included (`ar@numbers=latn`).
    ///   - options: Style, grouping and digit limits.
    /// - Throws: ``ICUError`` (``ICUError/Reason/unsupportedLocale``) for a locale ICU has no data
    ///   for (rather than silently formatting with root data); ``ICUError/Reason/invalidOptions``
    ///   for contradictory options or an unknown currency; ``ICUError/Reason/failure`` when ICU fails.
    public init(locale: LocaleIdentifier, options: NumberFormatOptions = NumberFormatOptions()) throws(ICUError) {
        storage = try ICUCaches.numberFormatters.value(for: NumberFormatterStorage.Key(locale: locale, options: options)) {
            () throws(ICUError) in try NumberFormatterStorage(locale: locale, options: options)
        }
    }

    /// A formatter opened for this value alone, not shared; closed when the last copy goes.
    public init(uncachedLocale locale: LocaleIdentifier, options: NumberFormatOptions = NumberFormatOptions()) throws(ICUError) {
        storage = try NumberFormatterStorage(locale: locale, options: options)
    }

    /// The locale the formatter was opened for.
    public var locale: LocaleIdentifier { storage.locale }
    /// The options it was opened with.
    public var options: NumberFormatOptions { storage.options }
    /// The ICU skeleton, or `nil` for the rule-based styles.
    public var skeleton: String? { storage.skeleton }

    /// The integer, formatted exactly.
    public func string(for value: Int64) throws(ICUError) -> String { try storage.string(for: value) }
    /// The integer, formatted exactly.
    public func string(for value: Int) throws(ICUError) -> String { try storage.string(for: value) }
    /// The unsigned integer, formatted exactly up to `UInt64.max`.
    public func string(for value: UInt64) throws(ICUError) -> String { try storage.string(for: value) }
    /// The double, formatted by ICU from its shortest representation.
    public func string(for value: Double) throws(ICUError) -> String { try storage.string(for: value) }
    /// A decimal number as written (``DecimalLiteral``'s grammar), formatted without passing
    /// through `Double`, so `0.1` stays `0.1` and 30 digits stay 30 digits.
    ///
    /// - Throws: ``ICUError`` (``ICUError/Reason/invalidDecimal``) when the text is not a decimal number.
    public func string(forDecimal literal: String) throws(ICUError) -> String { try storage.string(forDecimal: literal) }
}
