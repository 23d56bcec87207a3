import Foundation
import L10n
import L10nResources
import L10nTestSupport
import Testing

/// The bundle layouts Apple's and SwiftPM's builds produce, as real trees under
/// `bundles/Layouts`: a macOS bundle (`Contents/Info.plist`, `Contents/Resources/*.lproj`), an
/// iOS app (`Info.plist` and `*.lproj` at the top), and the `Pkg_Target.resources` folder
/// `swift build` (Swift 6.3, Linux) wrote for `.process("Resources")` and `.copy("Copied")`
/// with `defaultLocalization: "en"`: `.lproj` names lower-cased except `Base`, an `Info.plist`
/// with the development region, the catalog copied as is, the copied folder kept whole.
@Suite struct BundleLayoutTests {
    static func path(_ name: String) -> String {
        Fixtures.path("bundles/Layouts/" + name)
    }

    @Test(arguments: [
        ("Mac.bundle", "Mac.bundle/Contents/Resources", "Titel (macOS)"),
        ("Mac.bundle/", "Mac.bundle/Contents/Resources", "Titel (macOS)"),
        ("Mac.bundle/Contents/Resources", "Mac.bundle/Contents/Resources", "Titel (macOS)"),
        ("Phone.app", "Phone.app", "Titel (iOS)"),
    ])
    func appleLayouts(folder: String, resources: String, german: String) throws {
        let bundle = try LocalizationBundle(path: Self.path(folder))
        #expect(bundle.resourcesPath == Self.path(resources))
        #expect(bundle.localizations == ["de", "fr"])
        // The region comes from the Info.plist the layout puts in its place.
        #expect(bundle.developmentRegion == "de")
        #expect(bundle.preferredLocalizations(for: ["ja"]) == ["de"])
        let text = try Localizer(bundle: bundle).localize("title", LocalizationRequest(.preferred(["de-AT"])))
        #expect(text.string == german)
        #expect(text.source?.file == Self.path(resources) + "/de.lproj/Localizable.strings")
    }

    /// Foundation on Linux finds the same resources folder and folders (CoreFoundation's
    /// CFBundle code, shared with Apple's platforms).
    @Test(arguments: ["Mac.bundle", "Mac.bundle/Contents/Resources", "Phone.app", "Pkg_Target.resources/Copied"])
    func foundationFindsTheSameResources(folder: String) throws {
        let foundation = try #require(Bundle(path: Self.path(folder)))
        let ours = try LocalizationBundle(path: Self.path(folder))
        #expect(foundation.resourcePath == ours.resourcesPath)
        #expect(Set(foundation.localizations) == Set(ours.localizations.names))
    }

    @Test func swiftPMResourceBundle() throws {
        let bundle = try LocalizationBundle(path: Self.path("Pkg_Target.resources"))
        #expect(bundle.developmentRegion == "en")
        // The catalog's `de-CH` is the folder SwiftPM lower-cased, not a second localization.
        #expect(bundle.localizations == ["Base", "de-ch", "en", "zh-hans", "pt-BR"])
        #expect(bundle.tableNames == ["Localizable", "Main", "Other"])
        #expect(bundle.warnings.isEmpty)
        let localizer = Localizer(bundle: bundle)
        let swiss = try localizer.localize("count", arguments: [.int(1234)], LocalizationRequest(.preferred(["de-CH"])))
        #expect(swiss.string == "1’234 Dateien")
        #expect(swiss.localization == "de-ch")
        #expect(swiss.locale == "de_CH")
        let catalog = try localizer.localize(
            "other.title", LocalizationRequest(.preferred(["de-CH"]), options: LocalizationOptions(table: "Other")))
        #expect(catalog.string == "Anderes (de-CH)")
        #expect(try localizer.localize("title", LocalizationRequest(.preferred(["zh-Hans-CN"]))).string == "标题")
        #expect(
            try localizer.localize("title", LocalizationRequest(.preferred(["zh-Hans-CN"]), options: LocalizationOptions(table: "Main")))
                .string == "Main window")
    }

    /// SwiftPM changes only the case of the names, so they must be chosen exactly as the names
    /// the developer wrote would be.
    @Test(arguments: [
        ["de-CH"], ["de"], ["de-AT"], ["zh-Hans-CN"], ["zh-TW", "en"], ["pt-PT"], ["pt"], ["en-GB"], ["fr"], ["ja", "de-CH"],
    ])
    func lowerCasedFoldersResolveLikeTheirOriginalSpelling(preferences: [String]) throws {
        let bundle = try LocalizationBundle(path: Self.path("Pkg_Target.resources"))
        let original = LocalizationResolver(localizations: ["Base", "de-CH", "en", "zh-Hans", "pt-BR"], developmentRegion: "en")
        #expect(
            bundle.preferredLocalizations(for: preferences).map { $0.name.lowercased() }
                == original.preferredLocalizations(for: preferences).map { $0.name.lowercased() })
        #expect(
            bundle.searchList(for: preferences).map { $0.name.lowercased() }
                == original.searchList(for: preferences).map { $0.name.lowercased() })
    }

    /// `.copy("Copied")` keeps the folder: it is a bundle folder of its own.
    @Test func copiedFolderOpensOnItsOwn() throws {
        let copied = try LocalizationBundle(path: Self.path("Pkg_Target.resources/Copied"))
        #expect(copied.localizations == ["fr"])
        #expect(try Localizer(bundle: copied).localize("title", LocalizationRequest(.preferred(["fr"]))).string == "Titre (copié)")
    }

    @Test func fileURLAndFoundationBundle() throws {
        let url = URL(fileURLWithPath: Self.path("Mac.bundle"))
        let byURL = try LocalizationBundle(url: url)
        #expect(byURL.resourcesPath == Self.path("Mac.bundle/Contents/Resources"))
        #expect(byURL.localizations == ["de", "fr"])
        let foundation = try #require(Bundle(path: Self.path("Pkg_Target.resources")))
        let byBundle = try LocalizationBundle(bundle: foundation)
        #expect(byBundle.localizations == ["Base", "de-ch", "en", "zh-hans", "pt-BR"])
        // Foundation (CoreFoundation's CFBundle) lists the folders; the catalog adds pt-BR.
        #expect(Set(foundation.localizations + ["pt-BR"]) == Set(byBundle.localizations.names))
        #expect(byBundle.developmentRegion == "en")
        let remote = try #require(URL(string: "https://example.com/App.bundle"))
        #expect(throws: ResourceError.self) { try LocalizationBundle(url: remote) }
    }

    @Test func missingFolderIsAnError() {
        #expect(throws: ResourceError.self) { try LocalizationBundle(path: Self.path("Missing.bundle")) }
        #expect(throws: ResourceError.self) { try LocalizationBundle(url: URL(fileURLWithPath: Self.path("Missing.app"))) }
    }
}
