import L10n
import L10nResources
import L10nTestSupport
import L10nTooling
import Testing

/// `TranslationStatus` against counts made by hand: the catalog fixture with every state, and
/// a bundle of `.strings` tables and a catalog.
@Suite struct TranslationStatusTests {
    static func progress(translated: Int = 0, needsReview: Int = 0, new: Int = 0, missing: Int = 0) -> TranslationProgress {
        var progress = TranslationProgress()
        progress.translated = translated
        progress.needsReview = needsReview
        progress.new = new
        progress.missing = missing
        return progress
    }

    /// EveryField.xcstrings by hand: 7 keys, of which `Old key` is stale and `Brand` is not to
    /// be translated, leaving 5. English, the source language: all 5 translated (`%lld files`'s
    /// two `new` plural forms are the developer's own text; the rest are translated).
    /// German: `greeting` is a stale string (new), the rest missing. French: `%lld files` has a
    /// plural form for review, as has `Open on device`'s only device; `greeting` is new; two
    /// missing.
    @Test func catalogCountsEqualAHandCount() throws {
        let catalog = try StringCatalog(bytes: Fixtures.bytes("catalog/EveryField.xcstrings"), file: "EveryField.xcstrings")
        let status = TranslationStatus(catalog: catalog, table: "EveryField")
        #expect(status.tables.keys.sorted() == ["EveryField"])
        #expect(
            status.languages == [
                "en": Self.progress(translated: 5),
                "de": Self.progress(new: 1, missing: 4),
                "fr": Self.progress(needsReview: 2, new: 1, missing: 2),
            ])
        #expect(status.languages["en"]?.percent == 100)
        #expect(status.languages["fr"]?.percent == 0)
    }

    /// A bundle: `.strings` tables count a key translated where the localization has it and
    /// missing where not, over the development language's keys; a catalog counts its states;
    /// every localization counts every table.
    @Test func bundleCountsEveryTableInEveryLocalization() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": #""a" = "A"; "b" = "B"; "c" = "C";"#,
            "fr.lproj/Localizable.strings": #""a" = "À"; "b" = "Bé"; "extra" = "?";"#,
            "de.lproj/Localizable.strings": #""a" = "Ä";"#,
            "Shop.xcstrings": #"""
            {"sourceLanguage":"en","version":"1.0","strings":{
            "buy":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Acheter"}}}},
            "sell":{"localizations":{"fr":{"stringUnit":{"state":"needs_review","value":"Vendre"}}}}}}
            """#,
        ])
        defer { withExtendedLifetime(bundle) {} }
        let status = try TranslationStatus(bundle: LocalizationBundle(path: bundle.path, developmentRegion: "en"))
        #expect(status.tables["Localizable"]?["fr"] == Self.progress(translated: 2, missing: 1))
        #expect(status.tables["Localizable"]?["de"] == Self.progress(translated: 1, missing: 2))
        #expect(status.tables["Localizable"]?["en"] == Self.progress(translated: 3))
        #expect(status.tables["Shop"]?["fr"] == Self.progress(translated: 1, needsReview: 1))
        #expect(status.tables["Shop"]?["de"] == Self.progress(missing: 2))
        #expect(status.tables["Shop"]?["en"] == Self.progress(translated: 2))
        #expect(status.languages["fr"] == Self.progress(translated: 3, needsReview: 1, missing: 1))
        #expect(status.languages["fr"]?.percent == 60)
        #expect(status.languages["de"]?.percent == 20)
    }
}
