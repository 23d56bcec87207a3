import L10nSupport

/// CLDR plural rules for one locale, cardinal or ordinal, backed by an ICU `UPluralRules`.
///
/// A value is cheap to create and to copy: ``init(locale:type:allowingRootFallback:)`` shares
/// one ICU object per identifier and type across the process, so steady-state use opens none.
/// Categories of integers below ``smallIntegerCacheSize`` are precomputed when the rules are
/// opened, so the commonest question (which category does this count take) costs an array read.
///
/// ```swift
/// let russian = try PluralRules(locale: LocaleIdentifier("ru"))
/// try russian.category(for: 21)              // .one
/// try russian.category(forDecimal: "1.5")    // .other
/// try PluralRules(locale: LocaleIdentifier("en"), type: .ordinal).category(for: 22)   // .two
/// ```
public struct PluralRules: Sendable {
    /// The shared ICU object.
    let storage: PluralRulesStorage

    /// Integers in `0..<smallIntegerCacheSize` (and their negatives) are answered from a table.
    public static var smallIntegerCacheSize: Int { PluralRulesStorage.smallIntegerCacheSize }

    /// Integers at or above this are reduced before selection, keeping their remainder: ICU
    /// computes the integer operand through a `double`, and CLDR's rules look at integers only
    /// through remainders modulo at most 10^6, so `modulus + n % modulus` selects as `n` does.
    public static var largeIntegerModulus: UInt64 { PluralRulesStorage.largeIntegerModulus }

    /// The rules for a locale, shared with every other value for the same identifier and type.
    ///
    /// - Parameters:
    ///   - locale: The locale (`ru`, `pt_PT`, `sr_Latn`, `ar@numbers=latn`).
    ///   - type: Cardinal (default) or ordinal rules.
    ///   - allowingRootFallback: ICU's `uplrules_openForType` succeeds for any locale, using root
    ///     rules (everything `other`) when it has none. By default that is reported as an error;
    ///     pass `true` to accept root rules, and check ``rulesLocale``.
    /// - Throws: ``ICUError`` (``ICUError/Reason/unsupportedLocale``) for a locale with no plural
    ///   rules, unless allowed; a ``ICUError/Reason/failure`` when ICU fails.
    public init(locale: LocaleIdentifier, type: PluralRuleType = .cardinal, allowingRootFallback: Bool = false) throws(ICUError) {
        storage = try ICUCaches.pluralRules.value(for: PluralRulesStorage.Key(locale: locale, type: type)) { () throws(ICUError) in
            try PluralRulesStorage(locale: locale, type: type)
        }
        if storage.rulesLocale == nil, !allowingRootFallback {
            throw ICUError(
                .unsupportedLocale, input: locale.canonical,
                message: "has no \(type.rawValue) plural rules in ICU \(RuntimeVersion.current.icu)")
        }
    }

    /// The rules of a locale's language alone, whatever its script, region and keywords
    /// (`pt` for `pt_PT`, whose own rules differ: `0` is `one` in `pt`, `other` in `pt_PT`).
    ///
    /// - Throws: As ``init(locale:type:allowingRootFallback:)`` for the language's identifier.
    public init(languageOf locale: LocaleIdentifier, type: PluralRuleType = .cardinal) throws(ICUError) {
        try self.init(locale: LocaleIdentifier(canonical: locale.language), type: type)
    }

    /// Rules opened for this value alone, not shared (`uplrules_openForType`); the ICU object
    /// is closed when the last copy goes. Root fallback is not an error here: check
    /// ``rulesLocale``.
    public init(uncachedLocale locale: LocaleIdentifier, type: PluralRuleType = .cardinal) throws(ICUError) {
        storage = try PluralRulesStorage(locale: locale, type: type)
    }

    /// The locale the rules were opened for.
    public var locale: LocaleIdentifier { storage.identifier }
    /// Cardinal or ordinal.
    public var type: PluralRuleType { storage.type }
    /// The identifier whose rules ICU actually found (`de` for `de_CH`), or `nil` when ICU had
    /// none and used the root rules, under which every number is `other`.
    public var rulesLocale: LocaleIdentifier? { storage.rulesLocale }
    /// The categories this locale uses, in CLDR order (`uplrules_getKeywords`).
    public var categories: [PluralCategory] { storage.categories }

    /// The category of an integer (`uplrules_select`), exact over the whole range.
    public func category(for value: Int64) throws(ICUError) -> PluralCategory {
        try storage.category(for: value)
    }

    /// The category of an integer, exact over the whole range.
    public func category(for value: Int) throws(ICUError) -> PluralCategory {
        try storage.category(for: value)
    }

    /// The category of an unsigned integer, exact up to `UInt64.max`.
    public func category(for value: UInt64) throws(ICUError) -> PluralCategory {
        try storage.category(for: value)
    }

    /// The category of a `Double` (`uplrules_select`).
    ///
    /// ICU takes the visible fraction digits from the shortest representation of the double,
    /// so `1.5` has one and `1.0` has none: a `Double` cannot say "1.0". Use
    /// ``category(forDecimal:)`` when the number as displayed matters. Infinities and NaN
    /// are `other`, as in ICU.
    public func category(for value: Double) throws(ICUError) -> PluralCategory {
        try storage.category(for: value)
    }

    /// The category of a decimal number as written, with its visible fraction digits
    /// (`uplrules_selectFormatted`): in English `"1"` is `one` and `"1.0"` is `other`.
    ///
    /// - Parameter literal: The number as written, in ``DecimalLiteral``'s grammar.
    /// - Throws: ``ICUError`` (``ICUError/Reason/invalidDecimal``) when the text is not a decimal number.
    public func category(forDecimal literal: String) throws(ICUError) -> PluralCategory {
        try storage.category(forDecimal: literal)
    }

    /// The category of a parsed decimal literal; see ``category(forDecimal:)``.
    public func category(for literal: DecimalLiteral) throws(ICUError) -> PluralCategory {
        try storage.category(for: literal)
    }

    /// The category of a range such as "1–5 days" (`uplrules_selectForRange`, CLDR `pluralRanges`).
    ///
    /// ICU formats both ends with one precision, so the end with fewer visible fraction digits
    /// is padded to the other's: `1`–`1.5` is evaluated as `1.0–1.5`, which is also how an ICU
    /// range formatter displays it.
    ///
    /// - Throws: ``ICUError`` (``ICUError/Reason/invalidDecimal``) for a malformed end; ``ICUError`` when ICU fails.
    public func category(forRange start: String, _ end: String) throws(ICUError) -> PluralCategory {
        try storage.category(forRange: start, end)
    }
}
