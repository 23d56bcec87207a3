internal import CICUShim
import L10nSupport

/// The ICU formatter behind an ``ICUNumberFormatter`` value; shared through
/// `ICUCaches.numberFormatters`.
///
/// Decimal, percent, scientific and currency styles use an immutable `UNumberFormatter`
/// (`unumf_openForSkeletonAndLocale`); spell-out and ordinal styles use ICU's rule-based
/// `UNumberFormat` (`unum_open`), which is not thread-safe and is locked. Locale keywords are
/// honoured: `ar@numbers=latn` formats with Latin digits, `en_US@numbers=arab` with Arabic-Indic.
///
/// Integers are exact over the whole `Int64` and `UInt64` ranges (never routed through `Double`).
final class NumberFormatterStorage: Sendable {
    /// The locale the formatter was opened for.
    let locale: LocaleIdentifier
    /// The options it was opened with.
    let options: NumberFormatOptions
    /// The ICU skeleton, or `nil` for the rule-based styles.
    let skeleton: String?

    // An existential rather than a two-case enum: Swift would hide the class references of a
    // multi-payload enum behind spare-bit tags, where LeakSanitizer cannot see them and reports
    // every cached rule-based formatter as leaked.
    private let backend: any NumberFormattingBackend

    /// For integers under the default options: ICU's classic `UNumberFormat` with the locale's
    /// decimal pattern, whose integer path costs a fraction of `unumf_formatInt` (no decimal
    /// quantity, no formatting pipeline). Kept only when it formatted ``integerProbes``
    /// exactly as the skeleton formatter did, so it changes no output; `nil` otherwise.
    private let integerFormat: ICUPrintfNumberFormatter?

    /// Integers whose formatting shows digits, grouping (with minimum grouping), signs and
    /// both ends of the range.
    static let integerProbes: [Int64] = [
        0, 1, -1, 7, 42, 999, 1_000, -1_000, 1_234, 12_345, -12_345, 123_456, 1_234_567, -98_765_432, 1_000_000_000,
        Int64.max, Int64.min,
    ]

    /// What the shared formatters are cached by.
    struct Key: Hashable, Sendable {
        let locale: LocaleIdentifier
        let options: NumberFormatOptions
    }

    /// Opens a formatter for a locale and options.
    ///
    /// - Throws: ``ICUError`` (``ICUError/Reason/unsupportedLocale``) for a locale ICU has no
    ///   data for (rather than silently formatting with root data); ``ICUError/Reason/invalidOptions``
    ///   for contradictory options or an unknown currency; ``ICUError/Reason/failure`` when ICU fails.
    init(locale: LocaleIdentifier, options: NumberFormatOptions = NumberFormatOptions()) throws(ICUError) {
        let canonical = locale.canonical
        guard locale.hasLocaleData else {
            throw ICUError(
                .unsupportedLocale, input: canonical, message: "names a locale ICU \(RuntimeVersion.current.icu) has no data for")
        }
        self.locale = locale
        self.options = options
        if options.style.isRuleBased {
            self.skeleton = nil
            self.backend = try RuleBasedNumberFormat(style: options.style, locale: canonical)
            self.integerFormat = nil
        } else {
            let skeleton = try Self.skeleton(options, locale: canonical)
            self.skeleton = skeleton
            let formatter = try SkeletonNumberFormatter(skeleton: skeleton, locale: canonical)
            self.backend = formatter
            self.integerFormat = options == NumberFormatOptions() ? Self.integerFormat(locale, agreeingWith: formatter) : nil
        }
    }

    /// The classic format for `locale`'s integers when it formats every probe as `formatter` does.
    private static func integerFormat(
        _ locale: LocaleIdentifier, agreeingWith formatter: SkeletonNumberFormatter
    ) -> ICUPrintfNumberFormatter? {
        guard let format = try? ICUPrintfNumberFormatter(locale: locale, options: PrintfNumberFormatOptions(style: .decimal)) else {
            return nil
        }
        for probe in integerProbes {
            guard let expected = try? formatter.string(.int64(probe)), (try? format.string(for: probe)) == expected else {
                return nil
            }
        }
        return format
    }

    /// Whether integers take the classic format's path (for the tests).
    var formatsIntegersClassically: Bool { integerFormat != nil }

    /// Formats an integer exactly (`unumf_formatInt` or `unum_formatInt64`).
    func string(for value: Int64) throws(ICUError) -> String {
        if let integerFormat { return try integerFormat.string(for: value) }
        return try string(.int64(value))
    }

    /// Formats an integer exactly.
    func string(for value: Int) throws(ICUError) -> String {
        try string(for: Int64(value))
    }

    /// Formats an unsigned integer exactly; values above `Int64.max` go through ICU's decimal path.
    func string(for value: UInt64) throws(ICUError) -> String {
        if value <= UInt64(Int64.max) { return try string(for: Int64(value)) }
        return try string(FormattableValue(value))
    }

    /// Formats a double (`unumf_formatDouble` or `unum_formatDouble`). NaN and infinities use
    /// the locale's symbols.
    func string(for value: Double) throws(ICUError) -> String {
        try string(.double(value))
    }

    /// Formats a decimal number as written, with no binary rounding (`unumf_formatDecimal`).
    ///
    /// - Throws: ``ICUError`` (``ICUError/Reason/invalidDecimal``) when the text is not a decimal number.
    func string(forDecimal literal: String) throws(ICUError) -> String {
        let parsed = try DecimalLiteral(literal)
        if parsed.fractionDigits.isEmpty, parsed.exponent == nil, let integer = Int64(parsed.icuDecimalString) {
            // Rule-based formatters spell integers out exactly only when given an integer.
            return try string(for: integer)
        }
        return try string(.decimal(parsed.icuDecimalString))
    }

    private func string(_ value: FormattableValue) throws(ICUError) -> String {
        try backend.string(value)
    }

    /// The skeleton of a skeleton-based style, its currency resolved (the locale's own when
    /// the options name none) and checked.
    static func skeleton(_ options: NumberFormatOptions, locale canonical: String) throws(ICUError) -> String {
        var currency: String?
        if case .currency(let code) = options.style {
            currency = try code.map(Self.validatedCurrencyCode)
            if currency == nil { currency = try Self.defaultCurrency(for: canonical) }
        }
        return try options.skeleton(currency: currency)
    }

    private static func validatedCurrencyCode(_ code: String) throws(ICUError) -> String {
        let upper = code.uppercased()
        guard upper.utf8.count == 3, upper.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
            throw ICUError(.invalidOptions, input: "", message: "'\(code)' is not an ISO 4217 currency code (three letters, like EUR)")
        }
        return upper
    }

    /// The currency of the locale's region (`ucurr_forLocale`); a locale without a region
    /// (`ja`) uses its likely region (`ja_Jpan_JP`), as ICU's own formatters do.
    private static func defaultCurrency(for locale: String) throws(ICUError) -> String {
        let likely = try? LocaleIdentifier(canonical: locale).addingLikelySubtags().canonical
        for candidate in [locale, likely].compactMap({ $0 }) {
            let code = try? ICUBuffer.utf16("ucurr_forLocale", context: candidate) { buffer, capacity, status in
                cicu_ucurr_forLocale(candidate, buffer, capacity, &status.rawValue)
            }
            if let code, !code.isEmpty { return code }
        }
        throw ICUError(.invalidOptions, input: "", message: "locale '\(locale)' has no default currency: name one")
    }
}
