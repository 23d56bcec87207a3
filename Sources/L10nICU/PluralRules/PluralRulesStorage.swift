internal import CICUShim
import L10nSupport

/// The ICU `UPluralRules` behind a ``PluralRules`` value: owns the handle and closes it in
/// `deinit`; shared through `ICUCaches.pluralRules`.
///
/// Sendable: the `uplrules_select*` functions call const methods of ICU's `PluralRules`, and
/// ICU's threading model makes const methods safe to call concurrently (ICU User Guide,
/// "Thread-safe const APIs"). Each selection on a formatted number uses its own
/// `UFormattedNumber`; the rules are never modified after opening.
final class PluralRulesStorage: @unchecked Sendable {
    /// Integers in `0..<smallIntegerCacheSize` (and their negatives) are answered from a table.
    static let smallIntegerCacheSize = 1000

    /// The locale the rules were opened for.
    let identifier: LocaleIdentifier
    /// Its canonical form, as ICU calls and messages take it.
    private let locale: String
    /// Cardinal or ordinal.
    let type: PluralRuleType
    /// The identifier whose rules ICU actually found (`de` for `de_CH`), or `nil` when ICU had
    /// none and used the root rules, under which every number is `other`.
    let rulesLocale: LocaleIdentifier?
    /// The categories this locale uses, in CLDR order (`uplrules_getKeywords`).
    let categories: [PluralCategory]

    private let handle: OpaquePointer
    private let smallIntegerCategories: [PluralCategory]

    /// What the shared rules are cached by.
    struct Key: Hashable, Sendable {
        let locale: LocaleIdentifier
        let type: PluralRuleType
    }

    /// Opens the rules (`uplrules_openForType`) and reads the categories of the integers below
    /// ``smallIntegerCacheSize``.
    ///
    /// Root fallback is not an error here: check ``rulesLocale``.
    init(locale identifier: LocaleIdentifier, type: PluralRuleType = .cardinal) throws(ICUError) {
        let canonical = identifier.canonical
        let icuType = type == .cardinal ? CICU_UPLURAL_TYPE_CARDINAL : CICU_UPLURAL_TYPE_ORDINAL
        let opened = try withICUStatus("uplrules_openForType", context: canonical) { status in
            cicu_uplrules_openForType(canonical, icuType, &status.rawValue)
        }
        guard let opened else {
            throw ICUError(function: "uplrules_openForType", status: .memoryAllocation, context: canonical)
        }
        ICUHandleKind.pluralRules.didOpen()
        do throws(ICUError) {
            self.categories = try Self.keywords(of: opened, locale: canonical)
            self.smallIntegerCategories = try (0..<Self.smallIntegerCacheSize).map { number throws(ICUError) in
                try Self.select(opened, Double(number), locale: canonical)
            }
            self.rulesLocale = try PluralRulesData.locale(providingRulesFor: canonical, type: type).map(LocaleIdentifier.init(canonical:))
        } catch {
            cicu_uplrules_close(opened)
            ICUHandleKind.pluralRules.didClose()
            throw error
        }
        self.identifier = identifier
        self.locale = canonical
        self.type = type
        self.handle = opened
    }

    deinit {
        cicu_uplrules_close(handle)
        ICUHandleKind.pluralRules.didClose()
    }

    // MARK: Selecting categories

    /// The category of an integer (`uplrules_select`), exact over the whole range; see
    /// ``largeIntegerModulus`` for integers a `double` cannot hold.
    func category(for value: Int64) throws(ICUError) -> PluralCategory {
        try category(forMagnitude: value.magnitude)
    }

    /// The category of an integer; see `category(for:)` of an `Int64`.
    func category(for value: Int) throws(ICUError) -> PluralCategory {
        try category(for: Int64(value))
    }

    /// The category of an unsigned integer, exact up to `UInt64.max`.
    func category(for value: UInt64) throws(ICUError) -> PluralCategory {
        try category(forMagnitude: value)
    }

    /// Integers at or above this are reduced before selection, keeping their remainder.
    ///
    /// ICU computes the integer operand `i` through a `double` (even for a formatted number it
    /// keeps 18 digits and converts them), so above 2^53 it selects on a rounded number: it calls
    /// 18446744073709551621 `many` in Russian, which is `one`. CLDR rules look at integers only
    /// through remainders modulo at most 10^6 and through equality with small numbers, so
    /// `modulus + n % modulus`, exact in a `double`, selects the same category as `n` itself.
    static let largeIntegerModulus: UInt64 = 1_000_000_000_000_000

    private func category(forMagnitude magnitude: UInt64) throws(ICUError) -> PluralCategory {
        if magnitude < UInt64(Self.smallIntegerCacheSize) {
            return smallIntegerCategories[Int(magnitude)]
        }
        let exact =
            magnitude < Self.largeIntegerModulus
            ? magnitude
            : Self.largeIntegerModulus + magnitude % Self.largeIntegerModulus
        return try Self.select(handle, Double(exact), locale: locale)
    }

    /// The category of a `Double` (`uplrules_select`).
    ///
    /// ICU takes the visible fraction digits from the shortest representation of the double,
    /// so `1.5` has one and `1.0` has none: a `Double` cannot say "1.0". Use
    /// ``category(forDecimal:)`` when the number as displayed matters. Infinities and NaN
    /// are `other`, as in ICU.
    func category(for value: Double) throws(ICUError) -> PluralCategory {
        guard value.isFinite else { return .other }
        if value == value.rounded(), value.magnitude < Double(Self.smallIntegerCacheSize) {
            return smallIntegerCategories[Int(value.magnitude)]
        }
        return try Self.select(handle, value, locale: locale)
    }

    /// The category of a decimal number as written, with its visible fraction digits
    /// (`uplrules_selectFormatted`): in English `"1"` is `one` and `"1.0"` is `other`.
    ///
    /// - Parameter literal: The number as written, in ``DecimalLiteral``'s grammar.
    /// - Throws: ``ICUError`` (``ICUError/Reason/invalidDecimal``) when the text is not a decimal number.
    func category(forDecimal literal: String) throws(ICUError) -> PluralCategory {
        try category(for: DecimalLiteral(literal))
    }

    /// The category of a parsed decimal literal; see ``category(forDecimal:)``.
    func category(for literal: DecimalLiteral) throws(ICUError) -> PluralCategory {
        if literal.fractionDigits.isEmpty, literal.exponent == nil, let integer = UInt64(literal.integerDigits) {
            return try category(forMagnitude: integer)
        }
        let formatter = try PluralOperandFormatters.formatter(for: literal)
        return try category(formatting: .decimal(Self.selectionEquivalent(of: literal)), with: formatter)
    }

    /// The literal in ICU syntax, its integer part reduced as for ``largeIntegerModulus``
    /// when it has more digits than a `double` holds exactly. Fraction digits stay as written.
    private static func selectionEquivalent(of literal: DecimalLiteral) -> String {
        let significant = literal.integerDigits.drop { $0 == "0" }
        let keptDigits = String(largeIntegerModulus).utf8.count - 1
        guard literal.exponent == nil, significant.utf8.count > keptDigits else {
            return literal.icuDecimalString
        }
        var reduced = "1" + significant.suffix(keptDigits)
        if !literal.fractionDigits.isEmpty {
            reduced += "." + literal.fractionDigits
        }
        return reduced
    }

    /// The category of a range such as "1–5 days" (`uplrules_selectForRange`, CLDR `pluralRanges`).
    ///
    /// ICU formats both ends with one precision, so the end with fewer visible fraction digits
    /// is padded to the other's: `1`–`1.5` is evaluated as `1.0–1.5`, which is also how an ICU
    /// range formatter displays it.
    ///
    /// - Throws: ``ICUError`` (``ICUError/Reason/invalidDecimal``) for a malformed end; ``ICUError`` when ICU fails.
    func category(forRange start: String, _ end: String) throws(ICUError) -> PluralCategory {
        let first = try DecimalLiteral(start)
        let second = try DecimalLiteral(end)
        let formatter = try PluralOperandFormatters.rangeFormatter(for: first, second)
        return try formatter.withFormatted(first.icuDecimalString, second.icuDecimalString) { range throws(ICUError) in
            try category(
                fromKeyword: ICUBuffer.utf16("uplrules_selectForRange", context: locale) {
                    buffer, capacity, status in
                    cicu_uplrules_selectForRange(handle, range, buffer, capacity, &status.rawValue)
                })
        }
    }

    // MARK: ICU calls

    private func category(
        formatting value: FormattableValue, with formatter: SkeletonNumberFormatter
    ) throws(ICUError)
        -> PluralCategory
    {
        try formatter.withFormatted(value) { formatted throws(ICUError) in
            try category(
                fromKeyword: ICUBuffer.utf16("uplrules_selectFormatted", context: locale) {
                    buffer, capacity, status in
                    cicu_uplrules_selectFormatted(handle, formatted, buffer, capacity, &status.rawValue)
                })
        }
    }

    private func category(fromKeyword keyword: String) throws(ICUError) -> PluralCategory {
        try Self.category(fromKeyword: keyword, locale: locale)
    }

    private static func category(fromKeyword keyword: String, locale: String) throws(ICUError) -> PluralCategory {
        guard let category = PluralCategory(keyword: keyword) else {
            throw ICUError(
                function: "uplrules_select", status: .invalidFormat,
                context: "\(locale) returned unknown keyword '\(keyword)'")
        }
        return category
    }

    private static func select(_ handle: OpaquePointer, _ value: Double, locale: String) throws(ICUError) -> PluralCategory {
        // Every CLDR keyword fits in 8 units; the keyword is matched in place, with no `String`.
        let direct = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 8) { buffer -> PluralCategory? in
            guard let base = buffer.baseAddress else { return nil }
            var status = ICUStatus.zero
            let length = cicu_uplrules_select(handle, value, base, 8, &status.rawValue)
            guard !status.isFailure, (0...8).contains(length) else { return nil }
            return PluralCategory(utf16: UnsafeBufferPointer(start: base, count: Int(length)))
        }
        if let direct { return direct }
        // Anything else (a failure, an unknown keyword) is reported through the general path.
        let keyword = try ICUBuffer.utf16("uplrules_select", context: locale) { buffer, capacity, status in
            cicu_uplrules_select(handle, value, buffer, capacity, &status.rawValue)
        }
        return try category(fromKeyword: keyword, locale: locale)
    }

    private static func keywords(of handle: OpaquePointer, locale: String) throws(ICUError) -> [PluralCategory] {
        let enumeration = try withICUStatus("uplrules_getKeywords", context: locale) { status in
            cicu_uplrules_getKeywords(handle, &status.rawValue)
        }
        defer { cicu_uenum_close(enumeration) }
        guard let enumeration else { return [] }
        var categories: [PluralCategory] = []
        while true {
            var length: Int32 = 0
            let next = try withICUStatus("uenum_next", context: locale) { status in
                cicu_uenum_next(enumeration, &length, &status.rawValue)
            }
            guard let next else { break }
            categories.append(try category(fromKeyword: String(cString: next), locale: locale))
        }
        return categories.sorted()
    }
}
