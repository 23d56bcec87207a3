import Foundation
import L10nICU
import L10nTestSupport
import Testing

@testable import L10n

/// The screen that passes over preferred languages no localization can match must never pass
/// over one that can: checked against the full matching key (ICU's reading, Apple's and ICU's
/// aliases, language groups) for every two- and three-letter language, in the shapes headers
/// carry, and for every alias's own source.
@Suite struct LanguageScreenTests {
    /// Every lower-case language of two or three letters (18,252), and every alias source.
    static let languages: [String] = {
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        var all = letters.flatMap { first in letters.map { first + $0 } }
        all += all.flatMap { pair in letters.map { pair + $0 } }
        let privateUse = ["x-abc", "x-n-12345", "X_foo", "x-a"]
        return all + AppleLocalizationTables.aliases.keys + ICURawLocale.languageAliases.keys + privateUse
    }()

    /// A screen rejects an identifier only when its matching key is of a group the screen was
    /// not built for. Screens are monotone in their groups, so admitting each identifier under
    /// the screen of its own group alone proves it is admitted under every screen that could
    /// match it.
    @Test(arguments: ["", "-US", "_hant_TW", "-Latn-419", "@calendar=hebrew"])
    func admitsEveryLanguageThatCanMatch(suffix: String) {
        var byGroup: [String: [String]] = [:]
        for language in Self.languages {
            let identifier = language + suffix
            let key = MatchingKey(identifier, penalizingNonDefaultCountry: false)
            // Trivially admitted: the group is the identifier's own language subtag.
            if let packed = LanguageScreen.packedLanguage(identifier), packed == LanguageScreen.packedLanguage(key.languageGroup) {
                continue
            }
            byGroup[key.languageGroup, default: []].append(identifier)
        }
        #expect(!byGroup.isEmpty, "aliases and ISO 639-2 codes change some languages")
        var rejected: [String] = []
        for (group, identifiers) in byGroup {
            let screen = LanguageScreen(groups: [group])
            rejected += identifiers.filter { !screen.mayMatch($0) }
        }
        #expect(rejected.isEmpty, "rejected although their group could match: \(rejected.prefix(20))")
    }

    @Test func rejectsLanguagesOfOtherGroups() {
        let screen = LocalizationResolver(localizations: ["Base", "en", "ru", "ar", "zh-Hant", "nb"], developmentRegion: "en")
            .matchable.screen
        for admitted in [
            "en", "EN-gb", "eng-US", "english", "hi-IN", "ru_RU", "rus", "ar", "ars", "zh", "yue-HK", "zho", "nn", "no", "nob", "i-klingon",
            "und-US", "root", "-u-ca-hebrew", "e", "abcdefghi", "x_private", "x-private_US",
        ] {
            #expect(screen.mayMatch(admitted), "\(admitted)")
        }
        for rejected in [
            "fr", "fr-CA", "abc-XY", "fra", "de_DE@calendar=gregorian", "he", "iw", "heb", "pt-BR", "ja", "x-private", "X-n-123",
        ] {
            #expect(!screen.mayMatch(rejected), "\(rejected)")
        }
        // Private use matches only a localization without a language.
        let privateBundle = LocalizationResolver(localizations: ["en", "x-foo"]).matchable
        #expect(privateBundle.screen.mayMatch("x-bar"))
        #expect(privateBundle.localizationsToUse(for: ["x-bar"]) == ["x-foo"])
        // Most invented three-letter languages are rejected.
        let threeLetter = Self.languages.filter { $0.utf8.count == 3 }
        let admittedCount = threeLetter.count { screen.mayMatch($0) }
        #expect(admittedCount < threeLetter.count / 100, "\(admittedCount) of \(threeLetter.count) admitted")
    }

    /// Screening changes no answer: languages of other groups, wherever they stand in a header,
    /// leave the search list as the header without them gives.
    @Test(arguments: [
        ["fr-CH", "ru", "fr-CA"], ["pt-BR", "ru"], ["yue-HK", "de"], ["de"], ["fr-CA", "en-GB"], ["zh-HK", "fr"],
    ])
    func screenedLanguagesChangeNoAnswer(preferences: [String]) {
        let bundle = LocalizationResolver(
            localizations: ["Base", "en", "fr", "fr-CA", "pt-PT", "zh-Hant", "zh-Hant-HK"], developmentRegion: "en")
        let expected = bundle.searchList(for: preferences)
        for junk in ["abc-XY", "qqq", "de-CH", "xyz_AB@numbers=arab", "x-n-12345"] {
            for position in 0...preferences.count {
                var mixed = preferences
                mixed.insert(junk, at: position)
                #expect(bundle.searchList(for: mixed) == expected, "\(mixed)")
            }
        }
    }
}

/// The formatting locale of a user whose first preference is of a language no localization
/// has is found from the preference's region (as written, else as ICU reads it): the same as
/// deriving it from ICU's reading of the whole preference gives.
@Suite struct PlainRegionTests {
    @Test(arguments: ["en", "zh-Hant", "sr-Latn", "pt-BR", "English"])
    func regionAsWrittenDerivesWhatICUDerives(chosen: String) throws {
        let chosenLanguage = MatchingKey(chosen, penalizingNonDefaultCountry: false).language
        let threeLetter = LanguageScreenTests.languages.filter { $0.utf8.count == 3 }.enumerated().filter { $0.offset % 7 == 0 }
        let languages = LanguageScreenTests.languages.filter { $0.utf8.count == 2 } + threeLetter.map(\.element)
        var compared = 0
        for language in languages {
            for rest in [
                "", "-XY", "-us", "_DD", "-SU", "-419", "-Latn-XY", "_Cyrl", "-001", "-AA", "-ZZ", "-XY-variant", "-Latn-XY-1901",
                "-XY-u-nu-arab", "-XY-x-private", "-YU", "-Hant",
            ] {
                let preference = language + rest
                guard let region = FormattingLocale.plainRegion(of: preference) ?? FormattingLocale.canonicalRegion(of: preference),
                    let canonical = try? LocaleIdentifier(preference).canonical,
                    AppleLocaleID.language(AppleLocaleID.baseName(canonical)) != chosenLanguage
                else { continue }
                let expected = FormattingLocale.identifier(chosenLocalization: chosen, preferredLocaleID: canonical)
                #expect(FormattingLocale.identifier(chosenLocalization: chosen, userRegion: region) == expected, "\(preference)")
                compared += 1
            }
        }
        #expect(compared > 30_000)
    }

    /// A language ICU replaces alone is read from the text as ICU's canonicalization reads it:
    /// a written region stays, and none is added (`cnr` reads as `sr`, not as its replacement
    /// `sr_ME`). Every alias language
    /// of two or three letters, in every shape a region can take; sources with more subtags
    /// (`sgn_BR` → `bzs`, which drops the region) are left to ICU.
    @Test func replacedLanguagesAreReadAsICUReadsThem() {
        let aliasLanguages = Set(
            ICURawLocale.languageAliases.keys.map { String($0.prefix { $0 != "_" }).lowercased() }.filter { (2...3).contains($0.count) })
        var readFromText = 0
        for language in aliasLanguages.sorted() {
            for rest in ["", "-XY", "-us", "-ME", "-AF", "-CD", "-BR", "-CO", "-Latn", "-Cyrl", "-Latn-XY", "_Hant_TW", "-419", "-001"] {
                let preference = language + rest
                guard let region = FormattingLocale.plainRegion(of: preference) else { continue }
                readFromText += 1
                #expect(region == FormattingLocale.canonicalRegion(of: preference), "\(preference)")
            }
        }
        #expect(aliasLanguages.count > 300)
        #expect(readFromText > aliasLanguages.count * 10, "\(readFromText) of \(aliasLanguages.count * 14) read from the text")
        #expect(FormattingLocale.plainRegion(of: "cnr") == "")
        #expect(FormattingLocale.plainRegion(of: "cnr-XY") == "XY")
        #expect(FormattingLocale.plainRegion(of: "sgn-BR") == nil)
    }

    /// A deprecated region is read from the text as ICU reads it, which keeps it (`DD`, `SU`,
    /// `062`): every territory alias of a region's shape (two letters, three digits), after
    /// invented, real and alias languages and scripts. The aliases of three letters (`DDR`) are
    /// not a region's shape, and are left to ICU.
    @Test func deprecatedRegionsAreReadAsICUReadsThem() {
        var readFromText = 0
        for alias in ICURawLocale.territoryAliases.keys.sorted() {
            let isRegionShape = alias.utf8.count == 2 || (alias.utf8.count == 3 && alias.allSatisfy(\.isNumber))
            // Languages whose ranges the text reads (not `en` or `hy`: aliases such as
            // `en_GB_oed` and `hy_arevmda` send them to ICU).
            for language in ["qzx", "abc", "ru", "sr", "fr", "iw", "cnr", "de-Latn", "az_Cyrl", "xx-Latn"] {
                let preference = language + "-" + alias
                guard let region = FormattingLocale.plainRegion(of: preference) else {
                    #expect(!isRegionShape, "\(preference) is left to ICU")
                    continue
                }
                readFromText += 1
                #expect(region == FormattingLocale.canonicalRegion(of: preference), "\(preference)")
            }
        }
        #expect(readFromText > 1_000, "\(readFromText) read from the text")
        #expect(FormattingLocale.plainRegion(of: "abc-DD") == "DD")
        #expect(FormattingLocale.plainRegion(of: "abc-su") == "SU")
        #expect(FormattingLocale.plainRegion(of: "abc-DDR") == nil)
    }

    /// ICU's reading is asked only for what the text cannot tell; a reading with keywords
    /// (which the formatting locale keeps) is not reduced to a region.
    @Test func aliasesAndLongerShapesAreReadByICU() {
        #expect(FormattingLocale.canonicalRegion(of: "iw-IL") == "IL")
        #expect(FormattingLocale.canonicalRegion(of: "sh-BA") == "BA")
        #expect(FormattingLocale.canonicalRegion(of: "abc-XY-variant") == "XY")
        #expect(FormattingLocale.canonicalRegion(of: "abc-XY-u-nu-arab") == nil)
    }

    @Test func onlyPlainShapesAreRead() {
        #expect(FormattingLocale.plainRegion(of: "abc-xy") == "XY")
        #expect(FormattingLocale.plainRegion(of: "abc_Latn_419") == "419")
        #expect(FormattingLocale.plainRegion(of: "abc") == "")
        for other in [
            "abc-XY@calendar=hebrew", "abc-XY-variant", "abcd-XY", "a-XY", "abc-X", "abc-1234", "sgn-BR", "hy-AM",
            "x-abc", "abc--XY", "",
        ] {
            #expect(FormattingLocale.plainRegion(of: other) == nil, "\(other)")
        }
    }

    /// Through a localizer: a header of invented languages formats in the development region's
    /// language in the first range's region.
    @Test func inventedLanguagesFormatInTheirRegion() throws {
        let localizer = try Localizer(path: Fixtures.repository.appendingPathComponent("Examples/App").path)
        #expect(try localizer.localization(for: .acceptLanguage("abc-CH, xyz-IN;q=0.9")).locale.canonical == "en_CH")
        #expect(try localizer.localization(for: .acceptLanguage("abc-Latn-in, ru;q=0.9")).locale.canonical == "ru_IN")
        let deprecatedRegion = try localizer.localization(for: .acceptLanguage("abc-DD, ru;q=0.9")).locale.canonical
        #expect(
            deprecatedRegion
                == FormattingLocale.identifier(chosenLocalization: "ru", preferredLocaleID: LocaleIdentifier("abc-DD").canonical))
        #expect(deprecatedRegion != "ru")
        // A private-use first range reads as no locale at all, as ICU's reading of it does.
        for privateUse in ["x-n-1", "X-abc-def"] {
            let slow = FormattingLocale.identifier(
                chosenLocalization: "ru", preferredLocaleID: (try? LocaleIdentifier(privateUse).canonical) ?? "ru")
            #expect(try localizer.localization(for: .acceptLanguage("\(privateUse), ru;q=0.9")).locale.canonical == slow)
        }
    }
}
