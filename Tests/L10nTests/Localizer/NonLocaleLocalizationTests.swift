import L10n
import L10nTestSupport
import Testing

/// Localizations that are not locales: `Base` (the development region's strings, here `de`)
/// and a folder named `x0.lproj`, which no locale identifier spells. Fixture: `bundles/NotLocales`.
@Suite struct NonLocaleLocalizationTests {
    static let path = Fixtures.path("bundles/NotLocales")

    let localizer: Localizer

    init() throws {
        localizer = try Localizer(path: Self.path)
    }

    /// Base.lproj holds the development language's strings, so numbers are formatted and
    /// plurals chosen as in German (the region of the fixture's Info.plist).
    @Test(arguments: [
        ("plain", [FormatArgument](), "Basistext"),
        ("count", [.int(1234)], "1.234 Dateien"),
        ("files", [.int(1)], "1 Datei"),
        ("files", [.int(1234)], "1.234 Dateien"),
    ])
    func baseFormatsAsTheDevelopmentRegion(key: String, arguments: [FormatArgument], expected: String) throws {
        let text = try localizer.localize(key, arguments: arguments, LocalizationRequest(.localization("Base")))
        #expect(text.string == expected)
        #expect(text.localization == "Base")
        #expect(text.locale == "de")
    }

    @Test func baseIsTheDevelopmentRegionsLanguage() throws {
        #expect(localizer.bundle.resolver.language(of: "Base") == "de")
        let overridden = try Localizer(bundle: LocalizationBundle(path: Self.path, developmentRegion: "ru"))
        let russian = try overridden.localize("count", arguments: [.int(1234)], LocalizationRequest(.localization("Base")))
        #expect(russian.string == "1\u{A0}234 Dateien")
        #expect(russian.locale == "ru")
    }

    /// Apple returns a string without variables whatever the localization is called: plural
    /// rules are needed only to choose a plural variant by a number.
    @Test(arguments: [("plain", "Plain text in x0"), ("percent", "100% sure"), ("no.such.key", "no.such.key")])
    func plainValuesNeedNoPluralRules(key: String, expected: String) throws {
        let text = try localizer.localize(key, LocalizationRequest(.localization("x0")))
        #expect(text.string == expected)
    }

    @Test func explicitRulesWithoutDataDoNotStopPlainValues() throws {
        // `xx` is well formed, and ICU has no plural rules for it; `x0` is no identifier at all.
        #expect(throws: ICUError.self) { try PluralRuleSource("x0") }
        let request = LocalizationRequest(.localization("Base"), options: LocalizationOptions(pluralRules: .identifier("xx")))
        #expect(try localizer.localize("count", arguments: [.int(7)], request).string == "7 Dateien")
        #expect(throws: LocalizationError.self) { try localizer.localize("files", arguments: [.int(7)], request) }
    }

    /// A variable chosen by a number needs rules: the error names the file, line, key and
    /// localization, each time it is asked (the plan is kept, the failure is not cached away).
    @Test func pluralVariableWithoutRulesNamesFileKeyAndLocalization() throws {
        for _ in 0..<2 {
            let error = try #require(throws: LocalizationError.self) {
                try localizer.localize("files", arguments: [.int(5)], LocalizationRequest(.localization("x0")))
            }
            #expect(error.kind == .pluralRules)
            #expect(error.key == "files")
            #expect(error.description.hasPrefix(Self.path + "/x0.lproj/Localizable.stringsdict:5:"))
            #expect(error.description.contains("'x0'"))
            #expect(error.description.contains("localization 'x0'"))
            #expect(error.description.hasSuffix("(key \"files\")"))
        }
    }
}
