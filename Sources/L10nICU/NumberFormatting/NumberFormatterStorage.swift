internal import CICUShim
import L10nSupport

/// The ICU formatter behind an ``ICUNumberFormatter`` value, cached per identifier and options.
///
/// Decimal, percent, scientific and currency styles use an immutable `UNumberFormatter`
/// (`unumf_openForSkeletonAndLocale`); spell-out and ordinal styles use ICU's rule-based
/// `UNumberFormat` (`unum_open`), which is not thread-safe and is locked. Locale keywords are
/// honoured: `ar@numbers=latn` formats with Latin digits, `en_US@numbers=arab` with Arabic-Indic.
///
/// Integers are exact over the whole `Int64` and `UInt64` ranges (never routed through `Double`).
package final class NumberFormatterStorage: Sendable {
    /// The canonical ICU identifier the formatter was opened for.
    package let locale: String
    /// The options it was opened with.
    package let options: NumberFormatOptions
    /// The ICU skeleton, or `nil` for the rule-based styles.
    package let skeleton: String?

    // An existential rather than a two-case enum: Swift would hide the class references of a
    // multi-payload enum behind spare-bit tags, where LeakSanitizer cannot see them and reports
    // every cached rule-based formatter as leaked.
    private let backend: any NumberFormattingBackend

    private struct CacheKey: Hashable, Sendable {
        let identifier: String
        let options: NumberFormatOptions
    }

    private static let cache = BoundedCache<CacheKey, NumberFormatterStorage>(capacity: 1024)

    /// Returns the cached formatter for a locale and options, opening it on first use.
    ///
    /// - Parameters:
    ///   - identifier: An ICU locale ID or BCP 47 tag, keywords included (`ar@numbers=latn`).
    ///   - options: Style, grouping and digit limits.
    /// - Throws: ``ICUError`` (``ICUError/Kind/invalidLocale``) for a malformed identifier or one ICU has no data for
    ///   (rather than silently formatting with root data); ``ICUError`` (``ICUError/Kind/invalidOptions``) for
    ///   contradictory options or an unknown currency; ``ICUError`` when ICU fails.
    package static func cached(_ identifier: String, options: NumberFormatOptions) throws(ICUError) -> NumberFormatterStorage {
        try cache.value(for: CacheKey(identifier: identifier, options: options)) { () throws(ICUError) in
            try NumberFormatterStorage(uncachedLocale: identifier, options: options)
        }
    }

    /// Opens a new formatter without consulting the cache.
    package init(uncachedLocale identifier: String, options: NumberFormatOptions = NumberFormatOptions()) throws(ICUError) {
        let canonical = try ICULocale.canonicalize(identifier)
        guard ICULocale.hasLocaleData(canonical) else {
            throw ICUError(.unsupportedLocale, input: identifier, message: "names a locale ICU \(ICULocale.icuVersion) has no data for")
        }
        self.locale = canonical
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
    package func string(for value: Int64) throws(ICUError) -> String {
        try string(.int64(value))
    }

    /// Formats an integer exactly.
    package func string(for value: Int) throws(ICUError) -> String {
        try string(.int64(Int64(value)))
    }

    /// Formats an unsigned integer exactly; values above `Int64.max` go through ICU's decimal path.
    package func string(for value: UInt64) throws(ICUError) -> String {
        try string(FormattableValue(value))
    }

    /// Formats a double (`unumf_formatDouble` or `unum_formatDouble`). NaN and infinities use
    /// the locale's symbols.
    package func string(for value: Double) throws(ICUError) -> String {
        try string(.double(value))
    }

    /// Formats a decimal number as written, with no binary rounding (`unumf_formatDecimal`).
    ///
    /// - Throws: ``ICUError`` (``ICUError/Kind/invalidDecimal``) when the text is not a decimal number.
    package func string(forDecimal literal: String) throws(ICUError) -> String {
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
        for candidate in [locale, try? ICULocale.addLikelySubtags(locale)].compactMap({ $0 }) {
            let code = try? ICUBuffer.utf16("ucurr_forLocale", context: candidate) { buffer, capacity, status in
                cicu_ucurr_forLocale(candidate, buffer, capacity, &status.rawValue)
            }
            if let code, !code.isEmpty { return code }
        }
        throw ICUError(.invalidOptions, input: "", message: "locale '\(locale)' has no default currency: name one")
    }
}
