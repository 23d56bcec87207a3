import L10nSupport
import L10nTestSupport
import Testing

@testable import L10nICU

/// Every cache `ICUCaches` declares, driven past its bound, holds it. The process shares these
/// caches, so each is driven on an empty copy with the same bound (the other suites, running
/// at the same time, keep what they opened); printf format sets are driven on a set of the
/// shared one's capacity, opening real ICU formats.
@Suite struct ICUCacheBoundTests {
    /// `count` locales ICU reads as distinct identifiers of one language.
    static func locales(_ count: Int) throws -> [LocaleIdentifier] {
        try (0..<count).map { try LocaleIdentifier("ru_RU@x=\($0)") }
    }

    @Test func pluralRulesAndNumberFormattersAreBounded() throws {
        let rulesCache = ICUCaches.pluralRules.emptyCopy()
        let rules = try PluralRulesStorage(locale: "ru")
        for locale in try Self.locales(rulesCache.capacity + 100) {
            rulesCache.store(rules, for: PluralRulesStorage.Key(locale: locale, type: .cardinal))
        }
        #expect(rulesCache.count == rulesCache.capacity)

        let formatters = ICUCaches.numberFormatters.emptyCopy()
        let formatter = try NumberFormatterStorage(locale: "ru")
        for locale in try Self.locales(formatters.capacity + 100) {
            formatters.store(formatter, for: NumberFormatterStorage.Key(locale: locale, options: NumberFormatOptions()))
        }
        #expect(formatters.count == formatters.capacity)
    }

    @Test func minimumGroupingAndOperandFormattersAreBounded() throws {
        let grouping = ICUCaches.minimumGrouping.emptyCopy()
        let measured = try ICUMinimumGrouping(locale: "pl")
        for locale in try Self.locales(grouping.capacity + 100) { grouping.store(measured, for: locale) }
        #expect(grouping.count == grouping.capacity)

        let operands = ICUCaches.operandFormatters.emptyCopy()
        let ranges = ICUCaches.operandRangeFormatters.emptyCopy()
        for digits in 0..<(operands.capacity + 20) {
            let literal = try DecimalLiteral(digits == 0 ? "1" : "1." + String(repeating: "0", count: digits))
            let precision = PluralOperandFormatters.Precision(literal)
            operands.store(try SkeletonNumberFormatter(skeleton: precision.skeleton, locale: "root"), for: precision)
            ranges.store(try SkeletonNumberRangeFormatter(skeleton: precision.skeleton, locale: "root"), for: precision)
        }
        #expect(operands.count == operands.capacity)
        #expect(ranges.count == ranges.capacity)
    }

    @Test func aPrintfFormatSetHoldsItsCapacity() throws {
        let set = PrintfFormatSet(capacity: ICUCaches.printfFormats.capacity)
        for width in 1...(set.capacity + 50) {
            _ = try set.format(locale: "de_DE", options: PrintfNumberFormatOptions(style: .decimal, formatWidth: width))
        }
        #expect(set.count == set.capacity)
    }
}
