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
        } else {
            var currency: String?
            if case .currency(let code) = options.style {
                currency = try code.map(Self.validatedCurrencyCode)
                if currency == nil { currency = try Self.defaultCurrency(for: canonical) }
            }
            let skeleton = try options.skeleton(currency: currency)
            self.skeleton = skeleton
            self.backend = try SkeletonNumberFormatter(skeleton: skeleton, locale: canonical)
        }
    }

    /// Formats an integer exactly (`unumf_formatInt` or `unum_formatInt64`).
    func string(for value: Int64) throws(ICUError) -> String {
        try string(.int64(value))
    }

    /// Formats an integer exactly.
    func string(for value: Int) throws(ICUError) -> String {
        try string(.int64(Int64(value)))
    }

    /// Formats an unsigned integer exactly; values above `Int64.max` go through ICU's decimal path.
    func string(for value: UInt64) throws(ICUError) -> String {
        try string(FormattableValue(value))
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
            return try string(.int64(integer))
        }
        return try string(.decimal(parsed.icuDecimalString))
    }

    private func string(_ value: FormattableValue) throws(ICUError) -> String {
        try backend.string(value)
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
