import L10nICU
import L10nTestSupport
import Testing

/// Every sample value CLDR publishes must select its category through the public API.
///
/// The samples come from Debian's `unicode-cldr-core` (CLDR 41) and are read at run time; ICU 72
/// carries CLDR 42. The few samples whose category CLDR 42 changed on purpose are listed in
/// ``CLDRVersionDifferences`` with the reason; the test fails both on any other difference and
/// on a listed difference that no longer occurs.
@Suite struct CLDRSampleTests {
    static let cldr = Result { try CLDRPluralSamples() }

    @Test func samplesAreReadable() throws {
        let cldr = try Self.cldr.get()
        // Sanity floor, so that a truncated or moved file cannot make the test pass vacuously.
        #expect(cldr.samples.count > 10_000)
        #expect(cldr.locales[false]?.count ?? 0 > 200)
        #expect(cldr.locales[true]?.count ?? 0 > 100)
    }

    @Test(arguments: [PluralRuleType.cardinal, .ordinal])
    func everySampleSelectsItsCategory(type: PluralRuleType) throws {
        let cldr = try Self.cldr.get()
        var differences: Set<CLDRVersionDifferences.Difference> = []
        var checked = 0
        for sample in cldr.samples where sample.ordinal == (type == .ordinal) {
            let rules = try PluralRules(locale: testLocale(sample.locale), type: type)
            let selected = try rules.category(forDecimal: sample.value)
            checked += 1
            if selected.rawValue != sample.category {
                differences.insert(
                    .init(
                        locale: sample.locale, ordinal: sample.ordinal, value: sample.value,
                        cldr41: sample.category, icu: selected.rawValue))
            }
        }
        #expect(checked > 1000)
        let expected = CLDRVersionDifferences.all.filter { $0.ordinal == (type == .ordinal) }
        let unexpected = differences.subtracting(expected).sorted { "\($0)" < "\($1)" }
        let stale = expected.subtracting(differences).sorted { "\($0)" < "\($1)" }
        #expect(unexpected.isEmpty, "differences not explained by a CLDR 42 change:\n\(unexpected.map { "\($0)" }.joined(separator: "\n"))")
        #expect(stale.isEmpty, "listed differences that no longer occur:\n\(stale.map { "\($0)" }.joined(separator: "\n"))")
    }

    /// Integer samples must also select their category through the integer entry point,
    /// which answers small values from the precomputed table.
    @Test func integerSamplesSelectThroughIntegerAPI() throws {
        let cldr = try Self.cldr.get()
        var checked = 0
        for sample in cldr.samples where !sample.value.contains(".") && !sample.value.contains("c") {
            let type: PluralRuleType = sample.ordinal ? .ordinal : .cardinal
            let rules = try PluralRules(locale: testLocale(sample.locale), type: type)
            let value = try #require(Int64(sample.value))
            let byDecimal = try rules.category(forDecimal: sample.value)
            #expect(try rules.category(for: value) == byDecimal, "\(sample)")
            #expect(try rules.category(for: Double(value)) == byDecimal, "\(sample)")
            checked += 1
        }
        #expect(checked > 5000)
    }

    /// Every locale CLDR lists has its own rules in ICU: none falls back to root silently.
    @Test func everyCLDRLocaleHasRulesInICU() throws {
        let cldr = try Self.cldr.get()
        for (ordinal, locales) in cldr.locales {
            for locale in locales {
                let rules = try PluralRules(locale: testLocale(locale), type: ordinal ? .ordinal : .cardinal)
                #expect(rules.rulesLocale != nil, "\(locale)")
            }
        }
    }
}
