import Foundation

@testable import L10nICU

/// The locale data a localized printf number is made of, as one ICU reports it: the system ICU
/// (72, CLDR 42) through L10nICU, or Foundation's bundled ICU through `NumberFormatter` (which
/// does not go through `String(format:)`, so it is independent evidence of Foundation's data).
///
/// `FormatDataDifferenceClassifier` explains an output difference as a data-version difference
/// only with these: the two sides must report different data, and the data must account for
/// every differing character.
struct NumberSymbols: Equatable, CustomStringConvertible {
    /// The texts of the digits 0 to 9.
    var digits: [String]
    var decimalSeparator: String
    var groupingSeparator: String
    var minusSign: String
    var plusSign: String
    var exponentSymbol: String
    var nan: String
    var infinity: String
    /// The primary and secondary grouping sizes (3 and 3 in English, 3 and 2 in Hindi).
    var grouping: [Int]
    /// CLDR's `minimumGroupingDigits`: 2 means 1000 prints ungrouped, 10 000 grouped.
    var minimumGroupingDigits: Int

    var description: String {
        "digits \(digits.joined()), decimal \(decimalSeparator.debugDescription), grouping \(groupingSeparator.debugDescription) \(grouping), minus \(minusSign.debugDescription), plus \(plusSign.debugDescription), exponent \(exponentSymbol.debugDescription), NaN \(nan.debugDescription), infinity \(infinity.debugDescription), minimum grouping \(minimumGroupingDigits)"
    }

    /// What the system ICU uses, read from the printf formats themselves (each symbol is the
    /// text ICU formats one value with) and ``ICUMinimumGrouping``.
    ///
    /// With ``NumberData/apple``, the data the system ICU formats with under Apple's
    /// differences, the minimum grouping digits measured from the output as on Foundation's side.
    static func system(_ locale: String, data: NumberData = .system) throws -> NumberSymbols {
        let decimal = try PrintfFormatSet.shared.format(locale: LocaleIdentifier(locale), options: .init(style: .decimal, numberData: data))
        let plus = try PrintfFormatSet.shared.format(
            locale: LocaleIdentifier(locale), options: .init(style: .decimal, plusSign: true, numberData: data))
        let scientific = try PrintfFormatSet.shared.format(
            locale: LocaleIdentifier(locale), options: .init(style: .scientific, significantDigits: 1, numberData: data))
        let digits = try (0...9).map { try decimal.string(for: Int64($0)) }
        let one = digits[1]
        let plusSign = try plus.string(for: Int64(1)).replacingOccurrences(of: one, with: "")
        // `1E+10`: the symbol is what lies between the mantissa and the exponent's sign. (Cut
        // at the sign: both ICUs write the exponent's digits wrongly where the locale's digits
        // lie outside the BMP, Chakma `𑄷E+\u{FFFD}𑄷\u{FFFD}`.)
        let afterMantissa = try scientific.string(for: 1e10).dropFirst(one.count)
        var exponent = String(afterMantissa.dropLast(digits[1].count + digits[0].count))
        if let sign = afterMantissa.range(of: plusSign) {
            exponent = String(afterMantissa[..<sign.lowerBound])
        } else if exponent.hasSuffix(plusSign) {
            exponent = String(exponent.dropLast(plusSign.count))
        }
        let sample = try decimal.string(for: Int64(1_234_567_890))
        return NumberSymbols(
            digits: digits,
            decimalSeparator: decimal.decimalSeparator,
            // A separator only where digits are grouped (`en_US_POSIX` groups nothing).
            groupingSeparator: Self.groupSizes(in: sample).isEmpty ? "" : Self.separator(in: sample, digits: digits),
            minusSign: try decimal.string(for: Int64(-1)).replacingOccurrences(of: one, with: ""),
            plusSign: plusSign,
            exponentSymbol: exponent,
            nan: try decimal.string(for: Double.nan),
            infinity: try decimal.string(for: Double.infinity),
            grouping: Self.groupSizes(in: sample),
            minimumGroupingDigits: data == .system
                ? try ICUMinimumGrouping(locale: LocaleIdentifier(locale)).digits
                : try Self.minimumGrouping(primary: Self.groupSizes(in: sample).first) { try decimal.string(for: $0) })
    }

    /// What Foundation's ICU uses: `NumberFormatter`'s symbols and digits; grouping from
    /// `IntegerFormatStyle` (ICU's number skeletons), because Linux's `NumberFormatter` reports
    /// and applies a plain `#,##0.###` where CF's printf groups by the locale's pattern
    /// (Kannada and Hindi `12,34,567`).
    static func foundation(_ locale: String) -> NumberSymbols {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.numberStyle = .decimal
        let digits = (0...9).map { formatter.string(from: NSNumber(value: $0)) ?? "?" }
        let style = IntegerFormatStyle<Int64>(locale: Locale(identifier: locale))
        let grouping = Self.groupSizes(in: style.format(1_234_567_890))
        let minimum = Self.minimumGrouping(primary: grouping.first) { style.format($0) }
        return NumberSymbols(
            digits: digits,
            decimalSeparator: formatter.decimalSeparator,
            groupingSeparator: grouping.isEmpty ? "" : formatter.groupingSeparator,
            minusSign: formatter.minusSign,
            plusSign: formatter.plusSign,
            exponentSymbol: formatter.exponentSymbol,
            // From ICU's skeletons too: Linux's `NumberFormatter` prints infinity as `+∞`.
            nan: FloatingPointFormatStyle<Double>(locale: Locale(identifier: locale)).format(.nan),
            infinity: FloatingPointFormatStyle<Double>(locale: Locale(identifier: locale)).format(.infinity),
            grouping: grouping,
            minimumGroupingDigits: minimum)
    }

    /// The minimum grouping digits measured as ICU applies them: 10^(g+k-1) (g the primary
    /// grouping size) is grouped once k reaches the minimum.
    private static func minimumGrouping(primary: Int?, _ format: (Int64) throws -> String) rethrows -> Int {
        guard let primary, primary > 0 else { return 1 }
        var value = Int64(1)
        for _ in 0..<primary { value *= 10 }
        for k in 1...4 {
            if try format(value).count > primary + k { return k }
            value *= 10
        }
        return 1
    }

    /// The first text between two digits of a grouped sample.
    private static func separator(in sample: String, digits: [String]) -> String {
        let digitSet = Set(digits.map { Character($0) })
        let trimmed = sample.drop { !digitSet.contains($0) }
        let afterFirstRun = trimmed.drop { digitSet.contains($0) }
        return String(afterFirstRun.prefix { !digitSet.contains($0) })
    }

    /// The sizes of the digit groups of a grouped sample, from the right: [primary, secondary].
    private static func groupSizes(in sample: String) -> [Int] {
        var runs: [Int] = []
        var current = 0
        for character in sample {
            if character.isWholeNumber {
                current += 1
            } else if current > 0 {
                runs.append(current)
                current = 0
            }
        }
        if current > 0 { runs.append(current) }
        let groups = runs.reversed().dropLast()
        return Array(groups.prefix(2))
    }
}
