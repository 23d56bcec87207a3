import L10nFormat
import L10nICU
import L10nTestSupport
import Testing

/// A locale that only adds a region ICU has no data for (`en_XY`, Apple's derivation for an
/// English answer to a user who wrote `abc-XY`) is formatted with formatters opened for its
/// parent (`LocaleIdentifier.formattingDataLocale`): checked here to format every conversion
/// the localizer uses, and to choose every plural category, exactly as the locale itself
/// does: for every two-letter region and a few numeric ones in the languages whose regions
/// CLDR gives other parents (`en`, `es`, `pt`), in every fifth in the others.
@Suite struct FormattingDataLocaleTests {
    static let languages = ["en", "de", "fr", "es", "pt", "ru", "pl", "ar", "fa", "hi", "bn", "my", "sr_Latn", "zh_Hant", "ja"]
    static let regions: [String] = {
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        return letters.flatMap { first in letters.map { first + $0 } } + ["419", "150", "001", "030", "999"]
    }()
    static let format = "%d|%ld|%lld|%5d|%-6d|%+d|%u|%.2f|%f|%e|%g|%.3g|%10.1f|%@"
    static let arguments: [FormatArgument] = [
        .int(1_234_567), .int(-98_765), .int(1_000), .int(42), .int(7), .int(3), .int(123_456), .double(1_234.5), .double(-0.25),
        .double(123_456.789), .double(0.000_123), .double(98_765.4321), .double(1_234_567.89), .string("x"),
    ]
    static let pluralValues: [Double] = [0, 1, 2, 3, 4, 5, 6, 11, 12, 21, 22, 101, 1_000_000, 0.5, 1.5, 2.25]

    @Test(arguments: languages)
    func formatsAsTheLocaleItself(language: String) throws {
        var shared = 0
        let everyRegion = ["en", "es", "pt"].contains(language)
        for (index, region) in Self.regions.enumerated() where everyRegion || index % 5 == 0 {
            for keywords in ["en", "ar"].contains(language) ? ["", "@numbers=arab"] : [""] {
                let locale = try LocaleIdentifier(language + "_" + region + keywords)
                let data = locale.formattingDataLocale
                guard data != locale else { continue }
                #expect(data.canonical == language + keywords)
                let expected = try StringFormatter(locale: locale).format(Self.format, Self.arguments)
                #expect(try StringFormatter(locale: data).format(Self.format, Self.arguments) == expected, "\(locale)")
                let rules = try PluralRules(locale: locale)
                let dataRules = try PluralRules(locale: data)
                for value in Self.pluralValues {
                    #expect(try dataRules.category(for: value) == rules.category(for: value), "\(locale) \(value)")
                }
                shared += 1
            }
        }
        // Most regions have no data of their own for a language.
        #expect(shared > (everyRegion ? Self.regions.count / 2 : Self.regions.count / 10))
    }

    @Test func keepsLocalesWithDataOfTheirOwn() throws {
        for identifier in [
            "en_IN", "en_GB", "zh_HK", "de_CH", "es_419", "en_US_POSIX", "sr_Latn_BA", "root", "abc_XY", "en", "pt_PT", "pt_FR", "en_DE",
            "es_MX",
        ] {
            let locale = try LocaleIdentifier(identifier)
            #expect(locale.formattingDataLocale == locale, "\(identifier)")
        }
        #expect(LocaleIdentifier("en_XY@numbers=arab").formattingDataLocale.canonical == "en@numbers=arab")
        #expect(LocaleIdentifier("zh_Hant_XY").formattingDataLocale.canonical == "zh_Hant")
        #expect(ICURawLocale.localesWithCLDRParent.contains("pt_FR"))
    }
}
