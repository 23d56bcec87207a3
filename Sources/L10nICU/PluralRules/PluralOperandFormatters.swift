import L10nSupport

/// The ICU number formatters that turn a number as written into the operands plural rules read.
///
/// `uplrules_selectFormatted` takes the operands (`i`, `v`, `f`, `t`, `e`) from a formatted
/// number, so the formatter must reproduce what was written: exactly as many fraction digits
/// (`.00` for `1.50`), and scientific notation for CLDR's exponent form, which ICU carries
/// into the `e` operand. The formatters are locale-independent (operands do not depend on
/// the locale), so one per precision serves every locale.
enum PluralOperandFormatters {
    private static let operandLocale = "root"

    struct Precision: Hashable, Sendable {
        let fractionDigits: Int
        let scientific: Bool

        var skeleton: String {
            let precision = fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits)
            return scientific ? precision + " scientific" : precision
        }

        init(_ literals: DecimalLiteral...) {
            fractionDigits = literals.map(\.fractionDigits.utf8.count).max() ?? 0
            scientific = literals.contains { $0.exponent != nil }
        }
    }

    static func formatter(for literal: DecimalLiteral) throws(ICUError) -> SkeletonNumberFormatter {
        let precision = Precision(literal)
        return try ICUCaches.operandFormatters.value(for: precision) { () throws(ICUError) in
            try SkeletonNumberFormatter(skeleton: precision.skeleton, locale: operandLocale)
        }
    }

    static func rangeFormatter(for start: DecimalLiteral, _ end: DecimalLiteral) throws(ICUError) -> SkeletonNumberRangeFormatter {
        let precision = Precision(start, end)
        return try ICUCaches.operandRangeFormatters.value(for: precision) { () throws(ICUError) in
            try SkeletonNumberRangeFormatter(skeleton: precision.skeleton, locale: operandLocale)
        }
    }
}
