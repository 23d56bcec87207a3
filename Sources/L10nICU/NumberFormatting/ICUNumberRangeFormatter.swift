import L10nSupport

/// Ranges of numbers for an explicit locale, written as CLDR's range patterns say: `3–5` in
/// English, `3-5` in German, `3–5 %` and `€3–5` where the ends share a unit, `~5` when both
/// ends are equal. Backed by ICU's `UNumberRangeFormatter` with its own defaults for what the
/// ends share (`UNUM_RANGE_COLLAPSE_AUTO`) and for equal ends
/// (`UNUM_IDENTITY_FALLBACK_APPROXIMATELY`).
///
/// The styles are ``ICUNumberFormatter``'s skeleton-based ones (decimal, percent, scientific,
/// currency) with the same options; one ICU formatter per locale and options is shared across
/// the process, as for ``ICUNumberFormatter``.
///
/// ```swift
/// let english = try ICUNumberRangeFormatter(locale: LocaleIdentifier("en"))
/// try english.string(from: 3, to: 5)                     // "3–5"
/// try ICUNumberRangeFormatter(locale: LocaleIdentifier("de"), options: .init(style: .percent))
///     .string(from: 0.03, to: 0.05)                      // "3–5 %"
/// ```
public struct ICUNumberRangeFormatter: Sendable {
    let storage: SkeletonNumberRangeFormatter
    /// The locale the formatter was opened for.
    public let locale: LocaleIdentifier
    /// The options it was opened with.
    public let options: NumberFormatOptions

    /// The formatter for a locale and options, shared with every other value for them.
    ///
    /// - Throws: ``ICUError`` (``ICUError/Reason/unsupportedLocale``) for a locale ICU has no data
    ///   for; ``ICUError/Reason/invalidOptions`` for a rule-based style (spell-out, ordinal: ICU
    ///   has no ranges of them), contradictory options or an unknown currency;
    ///   ``ICUError/Reason/failure`` when ICU fails.
    public init(locale: LocaleIdentifier, options: NumberFormatOptions = NumberFormatOptions()) throws(ICUError) {
        guard locale.hasLocaleData else {
            throw ICUError(
                .unsupportedLocale, input: locale.canonical,
                message: "names a locale ICU \(RuntimeVersion.current.icu) has no data for")
        }
        storage = try ICUCaches.numberRangeFormatters.value(for: NumberFormatterStorage.Key(locale: locale, options: options)) {
            () throws(ICUError) in
            try SkeletonNumberRangeFormatter(
                skeleton: NumberFormatterStorage.skeleton(options, locale: locale.canonical), locale: locale.canonical,
                presentation: .display)
        }
        self.locale = locale
        self.options = options
    }

    /// The range `first`–`last` of integers, formatted exactly.
    public func string(from first: Int64, to last: Int64) throws(ICUError) -> String {
        try storage.string(String(first), String(last))
    }

    /// The range `first`–`last` of integers, formatted exactly.
    public func string(from first: Int, to last: Int) throws(ICUError) -> String {
        try storage.string(String(first), String(last))
    }

    /// The range `first`–`last` of doubles.
    ///
    /// - Throws: ``ICUError`` (``ICUError/Reason/failure``) when ICU cannot format them.
    public func string(from first: Double, to last: Double) throws(ICUError) -> String {
        try storage.string(first, last)
    }

    /// The range of two decimal numbers as written (``DecimalLiteral``'s grammar), formatted
    /// without passing through `Double`.
    ///
    /// - Throws: ``ICUError`` (``ICUError/Reason/invalidDecimal``) when either is not a decimal number.
    public func string(fromDecimal first: String, toDecimal last: String) throws(ICUError) -> String {
        try storage.string(DecimalLiteral(first).icuDecimalString, DecimalLiteral(last).icuDecimalString)
    }
}
