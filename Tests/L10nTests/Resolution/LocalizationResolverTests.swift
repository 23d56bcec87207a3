import L10n
import L10nTestSupport
import Testing

@Suite struct LocalizationResolverTests {
    @Test func preferencesWinWhenTheyMatch() {
        let bundle = LocalizationResolver(localizations: ["de", "en", "fr", "ru"], developmentRegion: "en")
        #expect(bundle.preferredLocalizations(for: ["ru-RU", "de"]) == ["ru"])
        #expect(bundle.preferredLocalizations(for: ["pt", "fr-CA"]) == ["fr"])
    }

    @Test func backstopsAreDevelopmentRegionThenEnglishThenFirst() {
        let withRegion = LocalizationResolver(localizations: ["de", "en", "fr"], developmentRegion: "fr")
        #expect(withRegion.preferredLocalizations(for: ["ja"]) == ["fr"])
        let noRegion = LocalizationResolver(localizations: ["de", "en", "fr"])
        #expect(noRegion.preferredLocalizations(for: ["ja"]) == ["en"])
        let noEnglish = LocalizationResolver(localizations: ["de", "fr"])
        #expect(noEnglish.preferredLocalizations(for: ["ja"]) == ["de"])
        #expect(noEnglish.preferredLocalizations(for: []) == ["de"])
        #expect(LocalizationResolver(localizations: []).preferredLocalizations(for: ["en"]) == [])
    }

    @Test func baseIsNotALanguage() {
        let bundle = LocalizationResolver(localizations: ["Base", "de", "fr"])
        #expect(bundle.preferredLocalizations(for: ["ja"]) == ["de"])
        #expect(bundle.matchable.identifiers == ["de", "fr"])
    }

    /// CFBundle adds the development region to a bundle with `Base` unless some spelling of it
    /// is there (`_CFBundleCopyLanguageFoundInLocalizations`: the same string, the alternate
    /// name, `-`/`_` swapped, the canonical form); a bundle with nothing else offers the region.
    @Test(arguments: [
        (["Base", "es-US"], "en", ["Base", "es-US", "en"]),
        (["Base", "English"], "en", ["Base", "English"]),
        (["Base", "en"], "English", ["Base", "en"]),
        (["Base", "German"], "de", ["Base", "German"]),
        (["Base", "en_US"], "en-US", ["Base", "en_US"]),
        (["Base", "en-US"], "en_US", ["Base", "en-US"]),
        (["Base", "en-US"], "EN-us", ["Base", "en-US"]),
        (["Base", "zh-Hans"], "zh_Hans", ["Base", "zh-Hans"]),
        (["Base", "en-GB"], "en", ["Base", "en-GB", "en"]),
        (["de", "fr"], "en", ["de", "fr"]),
        ([], "en", ["en"]),
        (["Base"], "", ["Base"]),
    ])
    func baseAddsTheDevelopmentRegion(localizations: [String], region: String, expected: [String]) {
        let resolver = LocalizationResolver(localizations: localizations.map { Localization($0) }, developmentRegion: Localization(region))
        #expect(resolver.localizations.names == expected)
    }

    @Test func baseOfferedRegionIsChosen() {
        let bundle = LocalizationResolver(localizations: ["Base", "es-US"], developmentRegion: "en")
        #expect(bundle.preferredLocalizations(for: ["en"]) == ["en"])
        #expect(bundle.preferredLocalizations(for: ["es"]) == ["es-US"])
        #expect(bundle.language(of: "Base") == "en")
        #expect(LocalizationResolver(localizations: ["Base"]).language(of: "Base") == "en")
        #expect(LocalizationResolver(localizations: ["Base"], developmentRegion: "de").language(of: "Base") == "de")
        #expect(bundle.language(of: "es-US") == "es-US")
    }

    @Test func searchListAppendsDevelopmentRegion() {
        let bundle = LocalizationResolver(localizations: ["de", "en", "en_GB", "fr"], developmentRegion: "en")
        #expect(bundle.searchList(for: ["en-AU"]) == ["en_GB", "en"])
        #expect(bundle.searchList(for: ["fr-CH"]) == ["fr", "en"])
        #expect(bundle.searchList(for: ["en"]) == ["en"])
    }

    @Test func legacyAndRegionalNames() {
        let bundle = LocalizationResolver(localizations: ["English", "German", "zh_TW", "zh_CN", "pt-br"])
        #expect(bundle.preferredLocalizations(for: ["de-AT"]) == ["German"])
        #expect(bundle.preferredLocalizations(for: ["zh-Hant-HK"]) == ["zh_TW"])
        #expect(bundle.preferredLocalizations(for: ["zh-Hans"]) == ["zh_CN"])
        #expect(bundle.preferredLocalizations(for: ["pt-PT"]) == ["pt-br"])
    }

    /// What a service negotiates for an `Accept-Language` header: the localization, its
    /// `Content-Language` tag and the search list (`Localizer.localization(for:)` over a bundle
    /// of `en`, `de` and `zh_TW` folders).
    @Test func negotiatesAcceptLanguage() throws {
        let files = ["en", "de", "zh_TW"].map { ("\($0).lproj/Localizable.strings", "\"k\" = \"\($0)\";\n") }
        let folder = try TemporaryBundle(Dictionary(uniqueKeysWithValues: files))
        let localizer = Localizer(bundle: try LocalizationBundle(path: folder.path, developmentRegion: "en"))
        let german = try localizer.localization(for: .acceptLanguage("fr;q=0.9, de-CH;q=0.8, en;q=0.1"))
        #expect(german.localization == "de")
        #expect(german.contentLanguage == "de")
        #expect(german.searchList == ["de", "en"])
        let chinese = try localizer.localization(for: .acceptLanguage("zh-HK"))
        #expect(chinese.localization == "zh_TW")
        #expect(chinese.contentLanguage == "zh-Hant-TW")
        #expect(try localizer.localization(for: .acceptLanguage("ja, *;q=0.1")).localization == "en")
        let empty = try TemporaryBundle()
        #expect(throws: LocalizationError.self) { try Localizer(path: empty.path).localization(for: .acceptLanguage("en")) }
        withExtendedLifetime((folder, empty)) {}
    }

    @Test func formattingLocaleCombinesLanguageAndRegion() {
        #expect(
            FormattingLocale.identifier(
                localizations: ["de", "en"], preferredLanguages: ["de-CH"],
                preferredLocaleID: "de_CH") == "de_CH")
        #expect(
            FormattingLocale.identifier(
                localizations: ["en", "zh-Hant"], preferredLanguages: ["zh-Hant"],
                preferredLocaleID: "en_HK@calendar=buddhist") == "zh_Hant_HK@calendar=buddhist")
    }
}
