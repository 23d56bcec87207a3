internal import CICUShim

/// How current Apple platforms' number data differs from the system ICU's for one locale: the
/// items to set on an ICU format opened for the locale so that it formats as Apple's does.
///
/// One entry per locale of ``table`` (generated: `AppleNumberData+Table.swift`), for the locales
/// both ICUs have whose data differs. Symbols are those of ``numberingSystem`` when it is set
/// (Apple's default numbering system, which the format is opened with), else of the system
/// ICU's default one.
struct AppleNumberData: Sendable, Equatable {
    /// A symbol ``ICUPrintfNumberFormatter`` sets with `unum_setSymbol`.
    enum Symbol: Sendable, CaseIterable {
        case decimalSeparator, groupingSeparator, minusSign, plusSign, exponential, infinity, nan

        /// ICU's `UNumberFormatSymbol` (the shim checks each constant against ICU's header).
        var icuSymbol: Int32 {
            switch self {
            case .decimalSeparator: CICU_UNUM_DECIMAL_SEPARATOR_SYMBOL
            case .groupingSeparator: CICU_UNUM_GROUPING_SEPARATOR_SYMBOL
            case .minusSign: CICU_UNUM_MINUS_SIGN_SYMBOL
            case .plusSign: CICU_UNUM_PLUS_SIGN_SYMBOL
            case .exponential: CICU_UNUM_EXPONENTIAL_SYMBOL
            case .infinity: CICU_UNUM_INFINITY_SYMBOL
            case .nan: CICU_UNUM_NAN_SYMBOL
            }
        }
    }

    /// Apple's default numbering system (`latn`), when it is not the system ICU's.
    var numberingSystem: String?
    /// Apple's symbols where they differ, after ``numberingSystem`` is applied.
    var symbols: [Symbol: String]
    /// Apple's primary and secondary grouping sizes, when they differ.
    var groupingSizes: (primary: Int, secondary: Int)?
    /// Apple's minimum grouping digits, when it differs.
    var minimumGroupingDigits: Int?

    init(
        numberingSystem: String? = nil, symbols: [Symbol: String] = [:], groupingSizes: (primary: Int, secondary: Int)? = nil,
        minimumGroupingDigits: Int? = nil
    ) {
        self.numberingSystem = numberingSystem
        self.symbols = symbols
        self.groupingSizes = groupingSizes
        self.minimumGroupingDigits = minimumGroupingDigits
    }

    static func == (lhs: AppleNumberData, rhs: AppleNumberData) -> Bool {
        lhs.numberingSystem == rhs.numberingSystem && lhs.symbols == rhs.symbols
            && lhs.groupingSizes?.primary == rhs.groupingSizes?.primary && lhs.groupingSizes?.secondary == rhs.groupingSizes?.secondary
            && lhs.minimumGroupingDigits == rhs.minimumGroupingDigits
    }

    /// The differences that apply to a canonical identifier: its own entry, or, for a locale
    /// the system ICU has no data of its own for (`ar_XY`), the entry of the locale whose data
    /// ICU uses (`ar`). `nil` when the data is the same, and when the identifier names a
    /// numbering system other than Apple's default (`ar@numbers=arab`): the table describes
    /// the default one only.
    static func differences(for canonical: String) -> AppleNumberData? {
        var locale = ICURawLocale.baseName(canonical)
        var entry: AppleNumberData?
        while !locale.isEmpty {
            if let found = table[locale] {
                entry = found
                break
            }
            if ICURawLocale.availableLocales.contains(locale) { return nil }
            locale = ICURawLocale.truncationParent(locale)
        }
        guard let entry else { return nil }
        if let named = ICURawLocale.keywordValue("numbers", in: canonical), named != entry.numberingSystem {
            return nil
        }
        return entry
    }

    /// The identifier to open a format with: `canonical` in Apple's numbering system.
    func openingIdentifier(_ canonical: String) -> String {
        guard let numberingSystem, ICURawLocale.keywordValue("numbers", in: canonical) == nil else { return canonical }
        return canonical + (canonical.contains("@") ? ";" : "@") + "numbers=" + numberingSystem
    }

    /// Sets the symbols and grouping sizes on a format just opened (before a pattern derived
    /// from its grouping is applied).
    func applySymbolsAndGrouping(to handle: OpaquePointer, locale: String) throws(ICUError) {
        for symbol in Symbol.allCases {
            guard let value = symbols[symbol] else { continue }
            let units = Array(value.utf16)
            try withICUStatus("unum_setSymbol", context: locale) { status in
                cicu_unum_setSymbol(handle, symbol.icuSymbol, units, Int32(units.count), &status.rawValue)
            }
        }
        if let groupingSizes {
            cicu_unum_setAttribute(handle, CICU_UNUM_GROUPING_SIZE, Int32(groupingSizes.primary))
            cicu_unum_setAttribute(handle, CICU_UNUM_SECONDARY_GROUPING_SIZE, Int32(groupingSizes.secondary))
        }
    }
}
