import L10nSupport
import L10nTestSupport
import Testing

@testable import L10nICU

/// Integers rendered from an `IntegerPattern` are exactly what ICU's classic format writes: for
/// every locale ICU has data for and other numbering systems, under each configuration a
/// pattern is made for, on integers of every magnitude and sign, through each way of asking.
@Suite struct IntegerPatternTests {
    static let locales =
        ICURawLocale.availableLocales.sorted() + [
            "ar@numbers=latn", "en@numbers=arab", "hi@numbers=deva", "ja@numbers=hanidec", "ja@numbers=jpan", "en@numbers=roman",
            "en@numbers=adlm", "ta@numbers=taml", "zh@numbers=fullwide", "he@numbers=hebr", "fa_IR", "ckb", "my",
        ]

    static let configurations = [
        PrintfNumberFormatOptions(style: .decimal),
        PrintfNumberFormatOptions(style: .decimal, plusSign: true),
        PrintfNumberFormatOptions(style: .decimal, minimumFractionDigits: 2),
    ]

    @Test func patternsRenderAsICUInEveryLocale() throws {
        var rendered = 0
        var formats = 0
        for identifier in Self.locales {
            let locale = try LocaleIdentifier(identifier)
            for options in Self.configurations {
                formats += 1
                guard let patterned = try? ICUPrintfNumberFormatter(locale: locale, options: options) else {
                    // An algorithmic numbering system (`jpan`): no format opens, pattern or not.
                    #expect(throws: ICUError.self) {
                        try ICUPrintfNumberFormatter(locale: locale, options: options, rendersIntegers: false)
                    }
                    continue
                }
                guard patterned.rendersIntegersWithoutICU else { continue }
                rendered += 1
                let icu = try ICUPrintfNumberFormatter(locale: locale, options: options, rendersIntegers: false)
                for value in IntegerFormatPathTests.integers {
                    let expected = try icu.string(for: value)
                    #expect(try patterned.string(for: value) == expected, "\(identifier) \(options) \(value)")
                    var bytes: [UInt8] = [0x3E]
                    try patterned.appendUTF8(value, to: &bytes)
                    #expect(bytes == [0x3E] + Array(expected.utf8), "\(identifier) \(value)")
                }
            }
        }
        // Nearly every format has a pattern; those without keep asking ICU.
        #expect(rendered * 10 > formats * 9, "\(rendered) of \(formats)")
    }

    /// Written into a `UTF8Output` (the format engine's buffer), whether or not the rendering
    /// fits the space left, it lands after what was there.
    @Test func patternsAppendToTheFormatEnginesOutput() throws {
        for identifier in ["de_DE", "ar", "en@numbers=adlm", "hi_IN"] {
            let locale = try LocaleIdentifier(identifier)
            let patterned = try ICUPrintfNumberFormatter(locale: locale, options: PrintfNumberFormatOptions(style: .decimal))
            #expect(patterned.rendersIntegersWithoutICU, "\(identifier)")
            let icu = try ICUPrintfNumberFormatter(
                locale: locale, options: PrintfNumberFormatOptions(style: .decimal), rendersIntegers: false)
            for capacity in [0, 8, 40, 256] {
                for value in IntegerFormatPathTests.integers.prefix(40) {
                    let written = try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                        var output = UTF8Output(buffer: buffer)
                        output.append("«")
                        try patterned.appendUTF8(value, to: &output)
                        output.append("»")
                        return output.makeString()
                    }
                    #expect(try written == "«" + icu.string(for: value) + "»", "\(identifier) \(value) in \(capacity)")
                }
            }
        }
    }

    /// What the pattern read, pinned where the locale's data is stable: grouping by the
    /// locale's sizes from its minimum grouping digits on, its own digits and signs.
    @Test func patternsKeepEachLocalesGroupingDigitsAndSigns() throws {
        func format(_ identifier: String, _ value: Int64) throws -> String {
            let formatter = try ICUPrintfNumberFormatter(
                locale: LocaleIdentifier(identifier), options: PrintfNumberFormatOptions(style: .decimal))
            #expect(formatter.rendersIntegersWithoutICU, "\(identifier)")
            return try formatter.string(for: value)
        }
        #expect(try format("de_DE", 1_234_567) == "1.234.567")
        #expect(try format("de_DE", -1_234) == "-1.234")
        #expect(try format("es", 1_000) == "1000")
        #expect(try format("es", 10_000) == "10.000")
        #expect(try format("hi_IN", 123_456_789) == "12,34,56,789")
        #expect(try format("en_US", Int64.min) == "-9,223,372,036,854,775,808")
        #expect(try format("en@numbers=arab", 1_234) == "١٬٢٣٤")
        #expect(try format("en_US", 0) == "0")
    }

    /// A format no pattern describes — a width pads by length — is not given one.
    @Test func widthsAreLeftToICU() throws {
        let padded = try ICUPrintfNumberFormatter(
            locale: LocaleIdentifier("en_US"), options: PrintfNumberFormatOptions(style: .decimal, formatWidth: 6))
        #expect(!padded.rendersIntegersWithoutICU)
        #expect(try padded.string(for: Int64(42)) == "    42")
        #expect(IntegerPattern(probing: { value in value < 10 ? " \(value)" : "\(value)" }) == nil)
        #expect(IntegerPattern(probing: { _ in nil }) == nil)
        #expect(IntegerPattern(probing: { "\($0)" }).map { $0.string(for: -12_345) } == "-12345")
    }
}
