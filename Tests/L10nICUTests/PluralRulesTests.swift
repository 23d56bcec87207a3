import L10nICU
import L10nTestSupport
import Testing

/// Documented categories, table by table (CLDR 42 rules as shipped in ICU 72).
@Suite struct PluralRulesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let locale: String
        let value: String
        let category: PluralCategory
        var testDescription: String { "\(locale) \(value) → \(category)" }

        init(_ locale: String, _ value: String, _ category: PluralCategory) {
            self.locale = locale
            self.value = value
            self.category = category
        }
    }

    static let cardinals: [Case] = [
        // Russian: one for 1, 21, 101 (not 11); few for 2–4, 22–24; many for 0, 5–20, 11–14;
        // fractions are other.
        Case("ru", "1", .one), Case("ru", "2", .few), Case("ru", "5", .many), Case("ru", "11", .many),
        Case("ru", "21", .one), Case("ru", "22", .few), Case("ru", "111", .many), Case("ru", "0", .many),
        Case("ru", "1.5", .other), Case("ru", "1.0", .other), Case("ru", "101", .one), Case("ru", "112", .many),
        // Polish: one only for exactly 1; few for 2–4 except 12–14; 22 few, 25 many.
        Case("pl", "1", .one), Case("pl", "2", .few), Case("pl", "4", .few), Case("pl", "5", .many),
        Case("pl", "12", .many), Case("pl", "21", .many), Case("pl", "22", .few), Case("pl", "0", .many),
        Case("pl", "1.5", .other),
        // Latvian: zero for 0, 10–20, 30; one for 1, 21, 31 but not 11.
        Case("lv", "0", .zero), Case("lv", "10", .zero), Case("lv", "20", .zero), Case("lv", "1", .one),
        Case("lv", "21", .one), Case("lv", "11", .zero), Case("lv", "2", .other), Case("lv", "0.1", .one),
        // French: 0 and 1 are one, and so is 1.5 (i = 0,1); millions are many.
        Case("fr", "0", .one), Case("fr", "1", .one), Case("fr", "1.5", .one), Case("fr", "2", .other),
        Case("fr", "1000000", .many), Case("fr", "1.1c6", .many), Case("fr", "1c3", .other),
        // Japanese has only other.
        Case("ja", "0", .other), Case("ja", "1", .other), Case("ja", "1.5", .other), Case("ja", "1000000", .other),
        // English: visible fraction digits decide.
        Case("en", "1", .one), Case("en", "1.0", .other), Case("en", "1.00", .other), Case("en", "0", .other),
        Case("en", "2", .other), Case("en", "-1", .one), Case("en", "01", .one), Case("en", "+1", .one),
        // Huge integers, beyond Int64 and beyond a double's exact range.
        Case("ru", "18446744073709551621", .one), Case("ru", "9007199254740993", .few),
        Case("ru", "100000000000000000000000000000000000000001", .one), Case("ru", "18446744073709551622", .few),
        Case("ru", "18446744073709551612", .many),
        Case("ru", "18446744073709551611.5", .other), Case("fr", "1000000000000000000000000", .many),
        Case("fr", "1000000000000000000000001", .other), Case("pl", "1000000000000000000012", .many),
    ]

    // Arabic, 0…102: zero 0; one 1; two 2; few n % 100 = 3..10; many n % 100 = 11..99; other 100–102.
    static let arabic: [Case] = (0...102).map { number in
        let category: PluralCategory =
            switch number {
            case 0: .zero
            case 1: .one
            case 2: .two
            case 3...10: .few
            case 11...99: .many
            default: .other
            }
        return Case("ar", String(number), category)
    }

    static let ordinals: [Case] = [
        Case("en", "1", .one), Case("en", "2", .two), Case("en", "3", .few), Case("en", "4", .other),
        Case("en", "11", .other), Case("en", "12", .other), Case("en", "13", .other), Case("en", "21", .one),
        Case("en", "22", .two), Case("en", "23", .few), Case("en", "111", .other), Case("en", "101", .one),
        Case("fr", "1", .one), Case("fr", "2", .other), Case("sv", "1", .one), Case("sv", "2", .one), Case("sv", "3", .other),
        Case("sv", "11", .other), Case("it", "8", .many), Case("it", "11", .many), Case("it", "80", .many),
        Case("ja", "1", .other),
    ]

    @Test(arguments: cardinals + arabic)
    func cardinalCategory(_ testCase: Case) throws {
        let rules = try PluralRules(locale: testLocale(testCase.locale))
        #expect(try rules.category(forDecimal: testCase.value) == testCase.category)
    }

    @Test(arguments: ordinals)
    func ordinalCategory(_ testCase: Case) throws {
        let rules = try PluralRules(locale: testLocale(testCase.locale), type: .ordinal)
        #expect(try rules.category(forDecimal: testCase.value) == testCase.category)
    }

    /// By language: the rules of the language subtag alone, which for Portuguese in Portugal
    /// are not the locale's own (`0` is `one` in `pt`, `other` in `pt_PT`).
    @Test func rulesByLanguageAreTheSubtagsRules() throws {
        let portugal = try LocaleIdentifier(String("pt_PT"))
        #expect(try PluralRules(locale: portugal).category(for: 0) == .other)
        let language = try PluralRules(languageOf: portugal)
        #expect(language.locale.canonical == "pt")
        #expect(try language.category(for: 0) == .one)
        #expect(try PluralRules(languageOf: LocaleIdentifier(String("sr_Latn_RS@numbers=latn"))).locale.canonical == "sr")
        #expect(try PluralRules(languageOf: LocaleIdentifier(String("en")), type: .ordinal).category(for: 2) == .two)
    }

    @Test func integerAndDoubleEntryPointsAgreeWithLiterals() throws {
        let ru = try PluralRules(locale: "ru")
        for number in [0, 1, 2, 5, 11, 21, 22, 111, 999, 1000, 1001, 1021, 123_456_789] as [Int64] {
            let expected = try ru.category(forDecimal: String(number))
            #expect(try ru.category(for: number) == expected)
            #expect(try ru.category(for: -number) == expected)
            #expect(try ru.category(for: Int(number)) == expected)
            #expect(try ru.category(for: UInt64(number)) == expected)
            #expect(try ru.category(for: Double(number)) == expected)
        }
        #expect(try ru.category(for: Int64.min) == ru.category(forDecimal: "9223372036854775808"))
        #expect(try ru.category(for: Int64.max) == ru.category(forDecimal: "9223372036854775807"))
        #expect(try ru.category(for: UInt64.max) == ru.category(forDecimal: "18446744073709551615"))
        #expect(try ru.category(for: 1.5) == .other)
        #expect(try ru.category(for: Double.nan) == .other)
        #expect(try ru.category(for: -Double.infinity) == .other)
    }

    @Test func doubleCannotSayOnePointZero() throws {
        let en = try PluralRules(locale: "en")
        // A Double has no visible fraction digits of its own: 1.0 is the integer 1.
        #expect(try en.category(for: 1.0) == .one)
        #expect(try en.category(forDecimal: "1.0") == .other)
        #expect(try en.category(for: 1.5) == .other)
    }

    @Test(arguments: [
        ("ar", [PluralCategory.zero, .one, .two, .few, .many, .other]),
        ("en", [.one, .other]), ("ja", [.other]), ("ru", [.one, .few, .many, .other]),
        ("pl", [.one, .few, .many, .other]), ("lv", [.zero, .one, .other]), ("fr", [.one, .many, .other]),
    ])
    func cardinalCategoriesOfLocale(locale: String, expected: [PluralCategory]) throws {
        #expect(try PluralRules(locale: testLocale(locale)).categories == expected)
    }

    @Test func ordinalCategoriesOfEnglish() throws {
        #expect(try PluralRules(locale: "en", type: .ordinal).categories == [.one, .two, .few, .other])
    }

    struct RangeCase: CustomTestStringConvertible, Sendable {
        let locale: String
        let start: String
        let end: String
        let category: PluralCategory
        var testDescription: String { "\(locale) \(start)–\(end) → \(category)" }
    }

    // CLDR pluralRanges: en one+other → other, other+one → other; da other+one → one; ru few+many → many, one+few → few, many+one → one;
    // fr one+one → one, one+other → other; pl few+many → many, many+few → few; ar zero+one → zero.
    @Test(arguments: [
        RangeCase(locale: "en", start: "1", end: "5", category: .other),
        RangeCase(locale: "en", start: "0", end: "1", category: .other),
        RangeCase(locale: "da", start: "0", end: "1", category: .one),
        RangeCase(locale: "ru", start: "2", end: "5", category: .many),
        RangeCase(locale: "ru", start: "1", end: "2", category: .few),
        RangeCase(locale: "ru", start: "5", end: "21", category: .one),
        RangeCase(locale: "ru", start: "1", end: "1.5", category: .other),
        RangeCase(locale: "fr", start: "0", end: "1", category: .one),
        RangeCase(locale: "fr", start: "1", end: "2", category: .other),
        RangeCase(locale: "pl", start: "2", end: "5", category: .many),
        RangeCase(locale: "pl", start: "5", end: "22", category: .few),
        RangeCase(locale: "ar", start: "0", end: "1", category: .zero),
        RangeCase(locale: "ja", start: "1", end: "2", category: .other),
    ])
    func rangeCategory(_ testCase: RangeCase) throws {
        let rules = try PluralRules(locale: testLocale(testCase.locale))
        #expect(try rules.category(forRange: testCase.start, testCase.end) == testCase.category)
    }

    @Test func localeSpellingsAndParents() throws {
        #expect(try PluralRules(locale: "de_CH").rulesLocale == "de")
        #expect(try PluralRules(locale: "pt-PT").rulesLocale == "pt_PT")
        #expect(try PluralRules(locale: "pt_BR").rulesLocale == "pt")
        #expect(try PluralRules(locale: "zh-Hant-TW").rulesLocale == "zh")
        #expect(try PluralRules(locale: "ar@numbers=latn").category(forDecimal: "3") == .few)
        // European and Brazilian Portuguese differ on 0 and 1.5.
        #expect(try PluralRules(locale: "pt").category(forDecimal: "0") == .one)
        #expect(try PluralRules(locale: "pt_PT").category(forDecimal: "0") == .other)
        #expect(try PluralRules(locale: "root").category(forDecimal: "1") == .other)
    }

    @Test func rootFallbackIsReported() throws {
        expectICUError(.unsupportedLocale) { _ = try PluralRules(locale: "xx") }
        expectICUError(.unsupportedLocale) { _ = try PluralRules(locale: "tlh", type: .ordinal) }
        let fallback = try PluralRules(locale: "xx", allowingRootFallback: true)
        #expect(fallback.rulesLocale == nil)
        #expect(fallback.categories == [.other])
        #expect(try fallback.category(for: 1) == .other)
    }

    @Test(arguments: [
        "", "!!", "e", "en US", "toolonglanguage", "en-US-", "en--US", String(repeating: "a", count: 200),
        "ü", "1",
    ])
    func malformedLocaleIsRejected(identifier: String) {
        expectICUError(.invalidLocale) { _ = try PluralRules(locale: LocaleIdentifier(identifier)) }
    }
}
