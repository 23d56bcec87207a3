import Testing

@testable import L10nICU

/// The public range formatter, on the system ICU's CLDR range patterns (ICU 72, CLDR 42).
@Suite struct ICUNumberRangeFormatterTests {
    func formatter(_ locale: String, _ options: NumberFormatOptions = .init()) throws -> ICUNumberRangeFormatter {
        try ICUNumberRangeFormatter(locale: LocaleIdentifier(locale), options: options)
    }

    @Test func rangesAsCLDRWritesThem() throws {
        let english = try formatter("en")
        #expect(try english.string(from: 3, to: 5) == "3–5")
        #expect(try english.string(from: 1000, to: 5000) == "1,000–5,000")
        // Equal ends: ICU's default identity fallback, "approximately".
        #expect(try english.string(from: 5, to: 5) == "~5")
        // What both ends share is written once where CLDR says so (the percent sign in German).
        #expect(try formatter("de", .init(style: .percent)).string(from: 0.03, to: 0.05) == "3–5\u{00A0}%")
        #expect(try formatter("ru").string(from: 1.5, to: 2.5) == "1,5–2,5")
        #expect(try formatter("en", .init(style: .currency(code: "EUR"))).string(from: 3, to: 5) == "€3.00 – €5.00")
        // The locale's digits.
        #expect(try formatter("ar_EG").string(from: 1, to: 2) == "١–٢")
    }

    /// Integers and decimals as written are exact: no `Double` in between.
    @Test func endsAreExact() throws {
        let french = try formatter("fr")
        let extremes = try french.string(from: Int64.min, to: Int64.max)
        #expect(extremes.filter(\.isASCII).filter { $0.isNumber || $0 == "-" } == "-92233720368547758089223372036854775807", "\(extremes)")
        let decimals = try formatter("en").string(fromDecimal: "0.1", toDecimal: "12345678901234567890.5")
        #expect(decimals == "0.1–12,345,678,901,234,567,890.5")
    }

    @Test func refusesWhatHasNoRange() throws {
        let spellOut = #expect(throws: ICUError.self) { try formatter("en", .init(style: .spellOut)) }
        #expect(spellOut?.reason == .invalidOptions)
        let noData = #expect(throws: ICUError.self) { try formatter("xx") }
        #expect(noData?.reason == .unsupportedLocale)
        let notDecimal = #expect(throws: ICUError.self) { try formatter("en").string(fromDecimal: "1", toDecimal: "1e") }
        #expect(notDecimal?.reason == .invalidDecimal)
    }

    /// One ICU formatter per locale and options, shared by every value for them.
    @Test func valuesShareOneFormatter() throws {
        let first = try formatter("de")
        let second = try formatter("de")
        #expect(first.storage === second.storage)
        #expect(try formatter("de", .init(style: .percent)).storage !== first.storage)
        #expect(first.locale.canonical == "de" && first.options == NumberFormatOptions())
    }
}
