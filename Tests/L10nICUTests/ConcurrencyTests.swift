import L10nICU
import L10nTestSupport
import Testing

/// Many tasks selecting and formatting across locales at once must get exactly what one task
/// gets alone, including through the locked rule-based formatters.
@Suite struct ConcurrencyTests {
    static let locales = ["en", "ru", "ar", "pl", "fr", "ja", "lv", "cy", "he", "de_CH", "hi_IN", "ar@numbers=latn"]
    static let values = ["0", "1", "1.0", "2", "3", "5", "11", "21", "22", "101", "1.5", "1000000", "1.1c6"]

    struct Answer: Hashable, Sendable {
        let locale: String
        let value: String
        let cardinal: PluralCategory
        let ordinal: PluralCategory
        let decimal: String
        let spelledOut: String
    }

    static func answers(for locale: String) throws -> [Answer] {
        let cardinal = try PluralRules(locale: testLocale(locale))
        let ordinal = try PluralRules(locale: testLocale(locale), type: .ordinal, allowingRootFallback: true)
        let decimal = try ICUNumberFormatter(locale: testLocale(locale))
        let spellOut = try ICUNumberFormatter(locale: testLocale(locale), options: NumberFormatOptions(style: .spellOut))
        return try values.map { value in
            try Answer(
                locale: locale, value: value,
                cardinal: cardinal.category(forDecimal: value),
                ordinal: value.contains(".") || value.contains("c") ? .other : ordinal.category(forDecimal: value),
                decimal: decimal.string(forDecimal: value),
                spelledOut: spellOut.string(forDecimal: value))
        }
    }

    @Test func concurrentResultsEqualSerialResults() async throws {
        let serial = try Self.locales.flatMap(Self.answers(for:))
        let rounds = 20
        let concurrent = try await withThrowingTaskGroup(of: [Answer].self) { group in
            for round in 0..<rounds {
                for index in Self.locales.indices {
                    // Start each round at a different locale so tasks contend on shared formatters.
                    let locale = Self.locales[(index + round) % Self.locales.count]
                    group.addTask { try Self.answers(for: locale) }
                }
            }
            var all: [[Answer]] = []
            for try await answers in group { all.append(answers) }
            return all
        }
        #expect(concurrent.count == rounds * Self.locales.count)
        let expected = Dictionary(grouping: serial, by: \.locale)
        for answers in concurrent {
            let locale = try #require(answers.first?.locale)
            #expect(answers == expected[locale], "\(locale)")
        }
    }
}
