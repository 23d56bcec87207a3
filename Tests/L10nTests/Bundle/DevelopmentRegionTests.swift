import Foundation
import L10n
import L10nResources
import L10nTestSupport
import Testing

/// A bundle with `Base.lproj` also offers its development region, unless the region is there in
/// some spelling (CoreFoundation's `_copyBundleLocalizationsFromResources` and
/// `_CFBundleCopyLanguageFoundInLocalizations`, `CFBundle_Locale.c`). The fixtures under
/// `bundles/DevelopmentRegion` are real `.lproj` trees; each `Base.lproj` says
/// "No internet connection", each other folder says which folder it is.
@Suite struct DevelopmentRegionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// The fixture folder under `bundles/DevelopmentRegion`.
        let fixture: String
        /// `CFBundleCopyBundleLocalizations`: Info.plist's list, the folders, the region if added.
        let localizations: [Localization]
        /// `preferredLocalizations(["en"])`.
        let chosen: Localization
        /// The folder that answers `no.internet` for an English user.
        let answeringFolder: String
        let answer: String
        var testDescription: String { fixture }
    }

    static let base = "No internet connection"

    static let cases: [Case] = [
        // The app from the issue: Apple serves the English user from Base.lproj.
        Case(fixture: "BaseAndSpanish", localizations: ["Base", "es-US", "en"], chosen: "en", answeringFolder: "Base", answer: base),
        Case(fixture: "BaseOnly", localizations: ["Base", "en"], chosen: "en", answeringFolder: "Base", answer: base),
        // `en` is there as its alternate name: not added again.
        Case(
            fixture: "LegacyName", localizations: ["Base", "English", "es-US"], chosen: "English", answeringFolder: "English",
            answer: "No internet connection (English.lproj)"),
        // `en-US` is there with `_`: not added again.
        Case(
            fixture: "Underscore", localizations: ["Base", "en_US", "es-US"], chosen: "en_US", answeringFolder: "en_US",
            answer: "No internet connection (en_US.lproj)"),
        // `en-us` is there in canonical case.
        Case(
            fixture: "Canonical", localizations: ["Base", "en-US", "es-US"], chosen: "en-US", answeringFolder: "en-US",
            answer: "No internet connection (en-US.lproj)"),
        Case(
            fixture: "RegionPresent", localizations: ["Base", "en", "es-US"], chosen: "en", answeringFolder: "en",
            answer: "No internet connection (en.lproj)"),
        // Without Base.lproj nothing stands for the region: Apple falls back to the first
        // localization, as it does for any bundle that lacks the user's language.
        Case(
            fixture: "NoBase", localizations: ["es-US", "fr"], chosen: "es-US", answeringFolder: "es-US", answer: "Sin conexión a internet"),
        // CFBundleLocalizations come first; the Base.lproj folder still adds the region.
        Case(fixture: "Declared", localizations: ["es-US", "Base", "en"], chosen: "en", answeringFolder: "Base", answer: base),
        // CFBundleLocalizations names the region `English`, which has no folder: Base answers.
        Case(
            fixture: "DeclaredLegacyName", localizations: ["es-US", "English", "Base"], chosen: "English", answeringFolder: "Base",
            answer: base),
    ]

    static func path(_ fixture: String) -> String {
        Fixtures.path("bundles/DevelopmentRegion/" + fixture)
    }

    @Test(arguments: cases)
    func localizationsAndChoice(_ testCase: Case) throws {
        let bundle = try LocalizationBundle(path: Self.path(testCase.fixture))
        #expect(bundle.localizations == testCase.localizations)
        #expect(bundle.resolver.localizations == testCase.localizations)
        #expect(bundle.preferredLocalizations(for: ["en"]) == [testCase.chosen])
        #expect(bundle.searchList(for: ["en"]).first == testCase.chosen)
        #expect(bundle.warnings.isEmpty)
    }

    @Test(arguments: cases)
    func englishUserReadsTheAnsweringFolder(_ testCase: Case) throws {
        let path = Self.path(testCase.fixture)
        let localizer = try Localizer(path: path)
        let text = try localizer.localize("no.internet", LocalizationRequest(.preferred(["en"])))
        #expect(text.string == testCase.answer)
        #expect(text.localization?.name == testCase.answeringFolder)
        #expect(text.source?.file == path + "/" + testCase.answeringFolder + ".lproj/Localizable.strings")
        #expect(text.source?.line == 2)
    }

    /// Foundation on Linux lists a bundle's localizations with CoreFoundation's own
    /// `CFBundle_Locale.c` (swift-corelibs-foundation), so its `Bundle.localizations` is an
    /// oracle for the list (as a set: it keeps directory order and repeats).
    @Test(arguments: cases)
    func foundationListsTheSameLocalizations(_ testCase: Case) throws {
        let foundation = try #require(Bundle(path: Self.path(testCase.fixture)))
        #expect(Set(foundation.localizations) == Set(testCase.localizations.names))
    }

    /// The same oracle on bundles made on the spot: `.lproj` folders and an Info.plist region.
    @Test(arguments: [
        (["Base", "es-US"], "en"), (["Base", "English"], "en"), (["Base", "en"], "English"), (["Base", "German"], "de"),
        (["Base", "en_US"], "en-US"), (["Base", "en-US"], "en_US"), (["Base", "en-US"], "EN-us"), (["Base", "zh-Hans"], "zh_Hans"),
        (["Base", "en-GB"], "en"), (["Base", "pt-br"], "pt-BR"), (["de", "fr"], "en"), (["Base"], "ja"),
    ])
    func foundationAgreesOnMadeUpBundles(folders: [String], region: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-region-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in folders {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder + ".lproj"), withIntermediateDirectories: true)
        }
        let info = ["CFBundleDevelopmentRegion": region]
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0).write(
            to: root.appendingPathComponent("Info.plist"))
        let foundation = try #require(Bundle(path: root.path))
        let ours = try LocalizationBundle(path: root.path)
        #expect(Set(ours.localizations.names) == Set(foundation.localizations))
        #expect(ours.localizations.count == foundation.localizations.count)
    }

    @Test func spanishUserStillReadsSpanish() throws {
        let localizer = try Localizer(path: Self.path("BaseAndSpanish"))
        let text = try localizer.localize("no.internet", LocalizationRequest(.preferred(["es-MX", "en"])))
        #expect(text.string == "Sin conexión a internet")
        #expect(text.localization == "es-US")
    }

    @Test func regionIsTheBackstopForOtherLanguages() throws {
        let bundle = try LocalizationBundle(path: Self.path("BaseOnly"))
        #expect(bundle.preferredLocalizations(for: ["de", "fr"]) == ["en"])
        let text = try Localizer(bundle: bundle).localize("no.internet", LocalizationRequest(.preferred(["ja"])))
        #expect(text.string == Self.base)
        #expect(text.locale == "en")
    }

    @Test func chosenRegionWithoutFolderLooksUpBaseFirst() throws {
        let bundle = try LocalizationBundle(path: Self.path("BaseAndSpanish"))
        let sources = bundle.sources(forTable: "Localizable", searchList: ["en"])
        #expect(sources.strings?.localization == "Base")
        // Asking for the region by name finds Base too, like a preference would.
        let text = try Localizer(bundle: bundle).localize("no.internet", LocalizationRequest(.localization("en")))
        #expect(text.string == Self.base)
    }

    @Test func overriddenRegionIsAddedInstead() throws {
        let bundle = try LocalizationBundle(path: Self.path("BaseAndSpanish"), developmentRegion: "fr")
        #expect(bundle.localizations == ["Base", "es-US", "fr"])
        #expect(bundle.preferredLocalizations(for: ["en"]) == ["fr"])
    }
}
