import Foundation
import L10nTestSupport
import Testing

@testable import L10n

/// Pseudo-localizations served at run time: a localizer opened with them answers requests for
/// `en-XA` and `ar-XB` from the development region's tables, transformed, through the usual
/// language negotiation; the bundle's own localizations answer as before, and a reload keeps
/// the option.
@Suite struct PseudoLocalizationServingTests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path

    /// Keys of `Examples/App` with arguments of the types their specifiers read.
    static let calls: [(table: String, key: String, arguments: [FormatArgument])] = [
        ("Localizable", "greeting", ["Ana"]), ("Localizable", "order.total", [1234.5]),
        ("Localizable", "files.remaining", [3]), ("Localizable", "homes.found", [1, 2]),
        ("Shop", "cart.summary", [3, 1]), ("Shop", "photos.count", [21]), ("Shop", "open.on.device", []),
    ]

    let plain: Localizer
    let pseudo: Localizer

    init() throws {
        plain = try Localizer(path: Self.examplePath)
        pseudo = try Localizer(path: Self.examplePath, pseudoLocalizations: [.accented, .rightToLeft])
    }

    @Test func pseudoLocalizationsAreLocalizationsOfTheBundle() {
        #expect(pseudo.bundle.localizations == plain.bundle.localizations + ["en-XA", "ar-XB"])
        #expect(Set(pseudo.bundle.pseudoLocalizations.keys) == ["en-XA", "ar-XB"])
    }

    @Test(arguments: ["en-XA", "ar-XB"])
    func aPseudoRequestGetsTheDevelopmentStringsTransformed(language: String) throws {
        let localization = try pseudo.localization(for: .acceptLanguage("\(language), fr;q=0.5"))
        #expect(localization.localization.name == language)
        #expect(localization.contentLanguage == language)
        let development = try plain.localization(for: .preferred(["en"]))
        for call in Self.calls {
            let original = try development.localize(call.key, arguments: call.arguments, table: call.table).string
            let disguised = try localization.localize(call.key, arguments: call.arguments, table: call.table).string
            #expect(disguised != original, "\(call.key)")
            #expect(disguised.count >= original.count, "\(call.key): \(disguised)")
            #expect(!disguised.contains("%"), "an unexpanded specifier in \(disguised)")
        }
    }

    @Test func accentedStringsKeepTheFormattedArguments() throws {
        let request = LocalizationRequest(.preferred(["en-XA"]))
        let text = try pseudo.localize("order.total", arguments: [1234.5], request).string
        #expect(text.hasPrefix("[") && text.hasSuffix("]") && text.contains("1,234.50"))
        let plural = try pseudo.localize("files.remaining", arguments: [21], request).string
        #expect(plural.contains("21") && !plural.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic })
    }

    @Test(arguments: ["en", "fr", "ru", "ar", "ja", "pl"])
    func theBundlesOwnLocalizationsAreUnchanged(language: String) throws {
        for call in Self.calls {
            let request = LocalizationRequest(.preferred([language]), options: LocalizationOptions(table: call.table))
            let expected = try plain.localize(call.key, arguments: call.arguments, request)
            let served = try pseudo.localize(call.key, arguments: call.arguments, request)
            #expect(served.string == expected.string && served.localization == expected.localization, "\(language) \(call.key)")
        }
        #expect(try pseudo.localization(for: .preferred([language])).localization.name == language)
    }

    @Test(arguments: ["en-US", "en-GB", "en-IN", "ar-EG", "ar-SA", "es-419", "*"])
    func regionalPreferencesStillGetTheRealLanguage(preferred: String) throws {
        let expected = try plain.localization(for: .acceptLanguage(preferred)).localization
        #expect(try pseudo.localization(for: .acceptLanguage(preferred)).localization == expected)
    }

    @Test func aQueryParameterSelectsThePseudoLocalization() throws {
        let selected = try pseudo.localization(selecting: .standard, from: Query(lang: "en-XA"))
        #expect(selected.contentLanguage == "en-XA")
        let greeting = try selected.localize("greeting", arguments: ["Ana"]).string
        #expect(greeting.hasPrefix("[") && greeting.contains("Ana") && greeting != "Hello, Ana!")
        // Without the option the tag names nothing the bundle has and falls through.
        let fallen = try plain.localization(selecting: .standard, from: Query(lang: "en-XA"))
        #expect(fallen.localization == "en")
    }

    @Test func theBundlesOwnFolderWinsOverTheOption() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "en-XA.lproj/Localizable.strings": "\"title\" = \"Hand-made\";\n",
        ])
        defer { withExtendedLifetime(bundle) {} }
        let localizer = try Localizer(path: bundle.path, pseudoLocalizations: [.accented])
        #expect(localizer.bundle.pseudoLocalizations.isEmpty)
        #expect(try localizer.localize("title", LocalizationRequest(.preferred(["en-XA"]))).string == "Hand-made")
    }

    @Test func aReloadKeepsThePseudoLocalization() throws {
        let bundle = try TemporaryBundle(["en.lproj/Localizable.strings": "\"title\" = \"First\";\n"])
        defer { withExtendedLifetime(bundle) {} }
        let strings = try ReloadingLocalizer(path: bundle.path, developmentRegion: "en", pseudoLocalizations: [.accented])
        let request = LocalizationRequest.Languages.preferred(["en-XA"])
        #expect(try strings.localization(for: request).localize("title").string == PseudoLocalization.accented.transform("First"))
        try bundle.write("en.lproj/Localizable.strings", text: "\"title\" = \"Second\";\n")
        #expect(strings.reload().result == .installed)
        let reloaded = try strings.localization(for: request)
        #expect(reloaded.contentLanguage == "en-XA")
        #expect(try reloaded.localize("title").string == PseudoLocalization.accented.transform("Second"))
    }

    struct Query: LanguageSelectionInput {
        var lang: String
        var firstPathSegment: Substring? { nil }
        func queryParameter(_ name: String) -> String? { name == "lang" ? lang : nil }
        func cookie(_ name: String) -> String? { nil }
        var acceptLanguage: String? { nil }
    }
}
