@_spi(Benchmarks) import L10nICU
import L10nTestSupport
import Testing

/// The table of categories for small integers gives ICU's own answer for every integer in it:
/// raw `uplrules_select` (through the benchmarks' baseline surface) is the oracle.
@Suite struct SmallIntegerPluralCacheTests {
    @Test(arguments: ["ru", "pl", "ar", "lv", "fr", "en", "cy", "br", "ga", "sl", "he", "lt", "mt", "ja", "pt_PT"])
    func everyCachedIntegerMatchesICU(locale: String) throws {
        let rules = try PluralRules(locale: testLocale(locale))
        let raw = try ICUBaseline.PluralRules(locale: rules.locale.canonical)
        var buffer = [UInt16](repeating: 0, count: 32)
        for number in 0..<PluralRules.smallIntegerCacheSize {
            let length = raw.select(Double(number), into: &buffer, capacity: 32)
            try #require(length > 0)
            let keyword = String(decoding: buffer[0..<Int(length)], as: UTF16.self)
            #expect(try rules.category(for: number).rawValue == keyword, "\(locale) \(number)")
            #expect(try rules.category(for: -number).rawValue == keyword, "\(locale) -\(number)")
            #expect(try rules.category(for: Double(number)).rawValue == keyword, "\(locale) \(number).0 as Double")
        }
    }
}
