import L10nTestSupport
import Testing

@testable import L10nICU

/// Caches make steady state open nothing; wrappers close every handle they open.
///
/// Counting is scoped to the recording task (`ICUHandleStatistics.record`), so the other suites
/// running in parallel cannot disturb it. Identifiers here are spelled in ways no other test
/// uses, so the first call in this suite is a genuine cache miss.
@Suite struct HandleLifecycleTests {
    @Test func secondCallReusesCachedPluralRules() throws {
        let (_, first) = try ICUHandleStatistics.record {
            try PluralRules(locale: "uk-UA").category(forDecimal: "3")
        }
        #expect(first.opened[.pluralRules] == 1)

        let (categories, steady) = try ICUHandleStatistics.record {
            try (0..<1000).map { number in
                try PluralRules(locale: "uk-UA").category(for: number)
            }
        }
        #expect(categories.count == 1000)
        #expect(steady.totalOpened == 0)
        #expect(try PluralRules(locale: "uk-UA").storage === PluralRules(locale: "uk-UA").storage)
    }

    @Test func secondCallReusesCachedFormatters() throws {
        let options = NumberFormatOptions(minimumFractionDigits: 1)
        let (_, first) = try ICUHandleStatistics.record {
            try ICUNumberFormatter(locale: "nb-NO", options: options).string(for: 1)
        }
        #expect(first.opened[.numberFormatter] == 1)
        let (_, steady) = try ICUHandleStatistics.record {
            for number in 0..<1000 {
                _ = try ICUNumberFormatter(locale: "nb-NO", options: options).string(for: Int64(number))
            }
        }
        #expect(steady.totalOpened == 0)
    }

    @Test func decimalAndRangeSelectionReuseOperandFormatters() throws {
        let rules = try PluralRules(locale: "sk")
        _ = try rules.category(forDecimal: "1.234")
        _ = try rules.category(forRange: "1.234", "5.678")
        let (_, steady) = try ICUHandleStatistics.record {
            for _ in 0..<100 {
                _ = try rules.category(forDecimal: "1.234")
                _ = try rules.category(forRange: "1.234", "5.678")
            }
        }
        #expect(steady.totalOpened == 0)
    }

    @Test func uncachedWrappersCloseEveryHandleTheyOpen() throws {
        let (_, statistics) = try ICUHandleStatistics.record {
            for locale in ["en", "ru", "ar"] {
                for type in PluralRuleType.allCases {
                    let rules = try PluralRules(uncachedLocale: testLocale(locale), type: type)
                    _ = try rules.category(for: 5)
                }
                for style in [NumberFormatOptions.Style.decimal, .percent, .spellOut, .ordinal] {
                    let formatter = try ICUNumberFormatter(uncachedLocale: testLocale(locale), options: NumberFormatOptions(style: style))
                    _ = try formatter.string(for: 5)
                }
            }
        }
        #expect(statistics.opened[.pluralRules] == 6)
        #expect(statistics.opened[.numberFormatter] == 6)
        #expect(statistics.opened[.ruleBasedNumberFormat] == 6)
        #expect(statistics.closed == statistics.opened)
    }

    @Test func failedOpeningClosesNothingTwiceAndLeaksNothing() throws {
        let (_, statistics) = ICUHandleStatistics.record {
            _ = try? ICUNumberFormatter(uncachedLocale: "en", options: NumberFormatOptions(maximumFractionDigits: 5_000))
            let malformed = "!!"  // a variable: `LocaleIdentifier("!!")` would be the tests' literal conversion
            _ = try? PluralRules(uncachedLocale: LocaleIdentifier(malformed))
        }
        #expect(statistics.totalOpened == 0)
        #expect(statistics.totalClosed == 0)
    }
}
