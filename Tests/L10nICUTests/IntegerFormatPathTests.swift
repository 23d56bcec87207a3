import L10nTestSupport
import Testing

@testable import L10nICU

/// Integers under the default options are formatted with ICU's classic decimal format where it
/// agrees with the skeleton formatter (a quarter of the cost): checked for every locale ICU
/// has data for, on integers of every magnitude and sign, against the skeleton formatter.
@Suite struct IntegerFormatPathTests {
    static let integers: [Int64] = {
        var values: [Int64] = [0, 1, -1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, Int64.max, Int64.min, Int64.max - 1, Int64.min + 1]
        var state: UInt64 = 0x1234_5678
        for magnitude in 0..<19 {
            for _ in 0..<6 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                var power: Int64 = 1
                for _ in 0..<magnitude { power *= 10 }
                let value = Int64(truncatingIfNeeded: state >> 1) % (power * 9) + power
                values.append(state & 1 == 0 ? value : -value)
            }
        }
        return values
    }()

    @Test func classicPathFormatsAsTheSkeletonFormatterInEveryLocale() throws {
        var classic = 0
        for identifier in ICURawLocale.availableLocales.sorted() + ["ar@numbers=latn", "en@numbers=arab", "hi@numbers=deva"] {
            let locale = try LocaleIdentifier(identifier)
            let storage = try NumberFormatterStorage(locale: locale, options: NumberFormatOptions())
            guard storage.formatsIntegersClassically else { continue }
            classic += 1
            let skeleton = try SkeletonNumberFormatter(skeleton: storage.skeleton ?? "", locale: locale.canonical)
            for value in Self.integers {
                #expect(try storage.string(for: value) == skeleton.string(.int64(value)), "\(identifier) \(value)")
            }
            #expect(try storage.string(for: UInt64.max) == skeleton.string(FormattableValue(UInt64.max)))
        }
        // Most locales take the classic path; the rest keep the skeleton formatter.
        #expect(classic * 10 > ICURawLocale.availableLocales.count * 9, "\(classic) of \(ICURawLocale.availableLocales.count)")
    }

    @Test func otherOptionsKeepTheSkeletonFormatter() throws {
        let locale: LocaleIdentifier = "de_DE"
        #expect(try NumberFormatterStorage(locale: locale, options: NumberFormatOptions()).formatsIntegersClassically)
        for options in [
            NumberFormatOptions(usesGrouping: false), NumberFormatOptions(minimumIntegerDigits: 3), NumberFormatOptions(style: .percent),
            NumberFormatOptions(style: .spellOut),
        ] {
            #expect(try !NumberFormatterStorage(locale: locale, options: options).formatsIntegersClassically)
        }
    }
}
