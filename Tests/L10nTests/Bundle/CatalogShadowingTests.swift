import L10n
import L10nResources
import L10nTestSupport
import L10nTooling
import Testing

/// One language of one table both in a String Catalog and as `.strings` in its `.lproj`
/// (`bundles/Shadowed`: `de` in `Localizable.xcstrings` and `de.lproj/Localizable.strings`).
/// Xcode refuses to build that; SwiftPM on Linux copies both. The folder's files win — they are
/// what Foundation's `Bundle` reads on Linux, where catalogs are not compiled — and the bundle
/// and the linter say the catalog's strings for that language are not used.
@Suite struct CatalogShadowingTests {
    static let path = Fixtures.path("bundles/Shadowed")

    @Test func bundleWarnsOnceNamingTheCatalogLanguageAndFile() throws {
        let bundle = try LocalizationBundle(path: Self.path)
        #expect(bundle.localizations == ["de", "en"])
        let warning = try #require(bundle.warnings.only)
        #expect(warning.reason == .shadowedCatalog)
        #expect(warning.file == Self.path + "/Localizable.xcstrings")
        #expect(warning.message.contains("'de'"))
        #expect(warning.message.contains("table 'Localizable'"))
        #expect(warning.message.contains(Self.path + "/de.lproj/Localizable.strings"))
    }

    @Test func theFolderFilesWinForTheirLanguage() throws {
        let localizer = try Localizer(path: Self.path)
        let german = LocalizationRequest(.preferred(["de"]))
        let title = try localizer.localize("title", german)
        #expect(title.string == "Titel (de.lproj)")
        #expect(title.source?.file == Self.path + "/de.lproj/Localizable.strings")
        // One table per language, as Apple looks keys up: the catalog's German is not consulted.
        #expect(try localizer.localize("subtitle", german).isMissing)
        // German has no .stringsdict: as in Xcode's compiled form, where the English catalog
        // becomes en.lproj/Localizable.stringsdict with its plural entries only, that file is
        // found for German too (the two files are located independently).
        let files = try localizer.localize("files", arguments: [.int(3)], german)
        #expect(files.string == "3 files")
        #expect(files.localization == "en")
        // Other languages still come from the catalog.
        #expect(try localizer.localize("subtitle", LocalizationRequest(.preferred(["en"]))).string == "Subtitle (catalog)")
    }

    @Test func lintReportsItAsCatalogShadowed() throws {
        let findings = try Linter().lint(path: Self.path).filter { $0.rule == .catalogShadowed }
        let finding = try #require(findings.only)
        #expect(finding.file == Self.path + "/Localizable.xcstrings")
        #expect(finding.severity == .warning)
        #expect(LintRule.catalogShadowed.id == "catalog-shadowed")
    }
}
