import Foundation
import L10nFormat
import L10nICU
import L10nTestSupport
import Testing

/// Where ``NumberData/apple`` applies beyond the locales of its table: locales ICU has no data
/// of their own for, identifiers with keywords, and a numbering system the caller names. The
/// oracle is Foundation's `String(format:locale:)` over its newer ICU.
@Suite struct AppleNumberDataTests {
    static let format = "%d|%.2f|%e|%g"

    static func formatted(_ locale: String, _ data: NumberData) throws -> String {
        try StringFormatter(locale: LocaleIdentifier(locale), options: .init(numberData: data))
            .format(format, [.int(-1_234_567), .double(1234.5), .double(-1e10), .double(0.000012345)])
    }

    static func foundation(_ locale: String) -> String {
        String(format: format, locale: Locale(identifier: locale), -1_234_567, 1234.5, -1e10, 0.000012345)
    }

    /// A region the system ICU has no data for formats with its language's data (as ICU takes
    /// it), so it takes its language's differences too.
    @Test(arguments: [("ar_XY", "ar"), ("it_XY", "it"), ("bn_XY", "bn"), ("kn_XY", "kn"), ("sd_Arab_XY", "sd_Arab")])
    func aRegionWithoutDataTakesItsLanguagesDifferences(locale: String, language: String) throws {
        let apple = try Self.formatted(locale, .apple)
        #expect(apple == (try Self.formatted(language, .apple)))
        #expect(apple != (try Self.formatted(locale, .system)), "the system's data should differ in \(locale)")
    }

    /// Keywords other than a numbering system leave Apple's data applied.
    @Test(arguments: ["ar_SA@calendar=islamic", "it_IT@currency=USD", "de_AT@collation=phonebook", "ar-u-ca-islamic"])
    func keywordedLocalesTakeAppleData(locale: String) throws {
        let apple = try Self.formatted(locale, .apple)
        #expect(apple == Self.foundation(locale))
        #expect(apple != (try Self.formatted(locale, .system)), "the system's data should differ in \(locale)")
    }

    /// A numbering system the caller names is kept, with the system's data: the table describes
    /// each locale's default numbering system only.
    @Test(arguments: ["ar@numbers=arab", "ar-u-nu-arab", "bn@numbers=beng", "mr_IN@numbers=deva"])
    func aNamedNumberingSystemKeepsTheSystemsData(locale: String) throws {
        #expect(try Self.formatted(locale, .apple) == (try Self.formatted(locale, .system)))
    }

    /// Naming Apple's own default numbering system changes nothing either way.
    @Test func namingTheDefaultNumberingSystemIsTheDefault() throws {
        #expect(try Self.formatted("ar@numbers=latn", .apple) == (try Self.formatted("ar", .apple)))
        #expect(try Self.formatted("ar@numbers=latn", .apple) == Self.foundation("ar@numbers=latn"))
    }

    /// Where the two ICUs agree, Apple's data is the system's.
    @Test(arguments: ["en", "en_US", "fr_FR", "ru", "ja", "pl", "de_CH", "zh_Hant_TW"])
    func localesWhoseDataAgreesAreUnchanged(locale: String) throws {
        #expect(try Self.formatted(locale, .apple) == (try Self.formatted(locale, .system)))
        #expect(try Self.formatted(locale, .apple) == Self.foundation(locale))
    }
}
