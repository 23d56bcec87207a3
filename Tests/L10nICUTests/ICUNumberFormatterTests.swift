import Foundation
import L10nICU
import L10nTestSupport
import Testing

@Suite struct ICUNumberFormatterTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let locale: String
        let options: NumberFormatOptions
        let input: String
        let expected: String
        var testDescription: String { "\(locale) \(options.style) \(input) → \(expected)" }

        init(_ locale: String, _ input: String, _ expected: String, _ options: NumberFormatOptions = .init()) {
            self.locale = locale
            self.options = options
            self.input = input
            self.expected = expected
        }
    }

    static let nbsp = "\u{00A0}"
    static let narrowNBSP = "\u{202F}"

    static let cases: [Case] = [
        // Grouping and decimal separators per locale (CLDR).
        Case("en_US", "1234567.891", "1,234,567.891"),
        Case("de_DE", "1234567.891", "1.234.567,891"),
        Case("fr_FR", "1234567.5", "1\(narrowNBSP)234\(narrowNBSP)567,5"),
        Case("de_CH", "1234567.5", "1’234’567.5"),
        Case("hi_IN", "12345678", "1,23,45,678"),
        Case("es", "1234", "1234"),  // Spanish groups only from five digits (minimumGroupingDigits 2).
        Case("es", "12345", "12.345"),
        // Numbering systems, from the locale or its keywords.
        Case("ar_EG", "1234.5", "١٬٢٣٤٫٥"),
        Case("ar@numbers=latn", "1234.5", "1,234.5"),
        Case("ar-EG-u-nu-latn", "1234.5", "1,234.5"),
        Case("en_US@numbers=arab", "1234", "١٬٢٣٤"),
        Case("th_TH@numbers=thai", "42", "๔๒"),
        // Options.
        Case("en", "1234567", "1234567", NumberFormatOptions(usesGrouping: false)),
        Case("en", "3.14159", "3.14", NumberFormatOptions(maximumFractionDigits: 2)),
        Case("en", "3", "3.00", NumberFormatOptions(minimumFractionDigits: 2)),
        Case("en", "3.125", "3.12", NumberFormatOptions(minimumFractionDigits: 2, maximumFractionDigits: 2)),
        Case("en", "3.135", "3.14", NumberFormatOptions(minimumFractionDigits: 2, maximumFractionDigits: 2)),
        Case("en", "7", "007", NumberFormatOptions(minimumIntegerDigits: 3)),
        Case("en", "3.14159", "3.14", NumberFormatOptions(significantDigits: 3...3)),
        Case("en", "1234567", "1,230,000", NumberFormatOptions(significantDigits: 3...3)),
        Case("en", "1.5", "1.5", NumberFormatOptions(significantDigits: 1...3)),
        // Styles.
        Case("en", "0.25", "25%", NumberFormatOptions(style: .percent)),
        Case("fr", "0.25", "25\(nbsp)%", NumberFormatOptions(style: .percent)),
        Case("en", "12345", "1.2345E4", NumberFormatOptions(style: .scientific)),
        Case("en_US", "3.5", "$3.50", NumberFormatOptions(style: .currency(code: nil))),
        Case("en", "3.5", "€3.50", NumberFormatOptions(style: .currency(code: "EUR"))),
        Case("de_DE", "3.5", "3,50\(nbsp)€", NumberFormatOptions(style: .currency(code: "eur"))),
        Case("ja", "1234", "￥1,234", NumberFormatOptions(style: .currency(code: nil))),
        Case("en", "42", "forty-two", NumberFormatOptions(style: .spellOut)),
        Case("de", "21", "ein\u{AD}und\u{AD}zwanzig", NumberFormatOptions(style: .spellOut)),
        Case("en", "2", "2nd", NumberFormatOptions(style: .ordinal)),
        Case("en", "113", "113th", NumberFormatOptions(style: .ordinal)),
        Case("fr", "1", "1er", NumberFormatOptions(style: .ordinal)),
    ]

    @Test(arguments: cases)
    func formatsDecimalLiteral(_ testCase: Case) throws {
        let formatter = try ICUNumberFormatter(locale: testLocale(testCase.locale), options: testCase.options)
        #expect(try formatter.string(forDecimal: testCase.input) == testCase.expected)
    }

    @Test func integersAreExactOverTheirWholeRange() throws {
        let en = try ICUNumberFormatter(locale: "en", options: NumberFormatOptions(usesGrouping: false))
        for value in [Int64.min, Int64.min + 1, -1, 0, 1, 9_007_199_254_740_993, Int64.max - 1, Int64.max] {
            #expect(try en.string(for: value) == String(value))
        }
        for value in [UInt64(Int64.max) + 1, UInt64.max - 1, UInt64.max] {
            #expect(try en.string(for: value) == String(value))
        }
        #expect(try en.string(for: Int.min) == String(Int.min))
        let grouped = try ICUNumberFormatter(locale: "en")
        #expect(try grouped.string(for: UInt64.max) == "18,446,744,073,709,551,615")
        #expect(try grouped.string(for: Int64.min) == "-9,223,372,036,854,775,808")
    }

    @Test func doubles() throws {
        let en = try ICUNumberFormatter(locale: "en")
        #expect(try en.string(for: 1234.5) == "1,234.5")
        #expect(try en.string(for: 0.1 + 0.2) == "0.3")  // default: at most 6 fraction digits
        #expect(try en.string(for: -0.0) == "-0")
        #expect(try en.string(for: Double.nan) == "NaN")
        #expect(try en.string(for: Double.infinity) == "∞")
        #expect(try en.string(for: -Double.infinity) == "-∞")
    }

    @Test func decimalLiteralsKeepEveryDigit() throws {
        let en = try ICUNumberFormatter(locale: "en", options: NumberFormatOptions(usesGrouping: false))
        let huge = "123456789012345678901234567890.5"
        #expect(try en.string(forDecimal: huge) == huge)
    }

    @Test func rejectsUnusableOptions() throws {
        expectICUError(.invalidOptions) {
            _ = try ICUNumberFormatter(locale: "en", options: NumberFormatOptions(minimumFractionDigits: 3, maximumFractionDigits: 2))
        }
        expectICUError(.invalidOptions) {
            _ = try ICUNumberFormatter(locale: "en", options: NumberFormatOptions(maximumFractionDigits: 2, significantDigits: 1...2))
        }
        expectICUError(.invalidOptions) {
            _ = try ICUNumberFormatter(locale: "en", options: NumberFormatOptions(maximumFractionDigits: 100_000))
        }
        expectICUError(.invalidOptions) {
            _ = try ICUNumberFormatter(locale: "en", options: NumberFormatOptions(significantDigits: 0...2))
        }
        expectICUError(.invalidOptions) {
            _ = try ICUNumberFormatter(locale: "en", options: NumberFormatOptions(style: .currency(code: "E1R")))
        }
        expectICUError(.invalidOptions) {
            // A locale whose region (the world) has no currency of its own.
            _ = try ICUNumberFormatter(locale: "en_001", options: NumberFormatOptions(style: .currency(code: nil)))
        }
    }

    @Test func rootLocaleFormatsWithRootData() throws {
        #expect(try ICUNumberFormatter(locale: "root").string(for: 1234) == "1,234")
    }

    @Test(arguments: [
        ("xx", ICUError.Reason.unsupportedLocale), ("zz_ZZ", .unsupportedLocale), ("", .invalidLocale), ("!!", .invalidLocale),
        ("en US", .invalidLocale),
    ])
    func rejectsLocalesWithoutData(identifier: String, kind: ICUError.Reason) {
        let error = expectICUError(kind) { _ = try ICUNumberFormatter(locale: LocaleIdentifier(identifier)) }
        #expect(error?.input == identifier)
    }

    @Test(arguments: ["1.2.3", "1e99999", "NaN", "", "1,5", "--1", "1.", ".5", "0x10", " 1", "1 "])
    func rejectsMalformedNumbers(text: String) throws {
        let en = try ICUNumberFormatter(locale: "en")
        expectICUError(.invalidDecimal) { _ = try en.string(forDecimal: text) }
    }

    /// Issue 16 §1: the skeleton formatter already follows CLDR's minimum grouping digits, as
    /// Foundation's `NumberFormatter` does (Polish `1000`, `10 000`).
    @Test(arguments: ["pl_PL", "es_ES", "pt_PT", "en_US"])
    func followsMinimumGroupingLikeFoundation(locale: String) throws {
        let formatter = try ICUNumberFormatter(locale: testLocale(locale))
        let foundation = NumberFormatter()
        foundation.locale = Locale(identifier: locale)
        foundation.numberStyle = .decimal
        for value: Int64 in [999, 1000, 9999, 10000, 1_234_567] {
            #expect(try formatter.string(for: value) == foundation.string(from: NSNumber(value: value)), "\(locale) \(value)")
        }
    }
}
