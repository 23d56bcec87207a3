import Foundation
import L10n
import L10nICU
import L10nResources
import L10nTestSupport
import L10nTooling
import Synchronization
import Testing

/// `Localizer.localizedString(forKey:_:)`, Apple's `Bundle.localizedString(forKey:value:table:)`:
/// the value as stored, with no format pass, on the fixture bundle `bundles/Lookups`.
@Suite struct RawLookupTests {
    static let bundlePath = Fixtures.path("bundles/Lookups")

    static let localizer: Localizer = {
        do { return try Localizer(path: bundlePath) } catch { preconditionFailure("\(error)") }
    }()

    static func raw(_ key: String, language: String, table: String = "Localizable", device: String? = nil) throws -> String {
        try localizer.localizedString(
            forKey: key,
            LocalizationRequest(.localization(Localization(language)), options: LocalizationOptions(table: table, device: device))
        ).string
    }

    @Test(arguments: [
        // `.strings` values that are not format strings, and one that is: all as written.
        ("en", "Localizable", "sale.banner", "50% off"),
        ("en", "Localizable", "battery.full", "Battery at 100%"),
        ("en", "Localizable", "progress", "%d%% done"),
        ("en", "Localizable", "greeting", "Hello, %@!"),
        ("de", "Localizable", "sale.banner", "50% Rabatt"),
        // A `.stringsdict` entry: its NSStringLocalizedFormatKey, even with no `other` variant.
        ("en", "Localizable", "files.remaining", "%#@files@ left (100%% sure)"),
        ("ru", "Localizable", "files.remaining", "Осталось: %#@files@"),
        // A Smartling group: the format the converter writes for it.
        ("ru", "Localizable", "photos", "%#@value@"),
        // Catalogs: a string unit; substitutions (explicit positions where argNum is not the
        // variable's place); a plural variation as the format it compiles to.
        ("en", "Shop", "discount", "Save 20% today"),
        ("ru", "Shop", "discount", "Скидка 20% сегодня"),
        ("en", "Shop", "cart.summary", "You have %#@items@ in %#@carts@."),
        ("ru", "Shop", "cart.summary", "В %2$#@carts@ %1$#@items@."),
        ("en", "Shop", "items.count", "%#@value@"),
        ("ru", "Shop", "items.count", "%#@value@"),
        ("en", "Shop", "open.on.device", "Open on your device"),
    ])
    func storedValue(language: String, table: String, key: String, expected: String) throws {
        #expect(try Self.raw(key, language: language, table: table) == expected)
    }

    /// Why the raw lookup exists: formatting reads the `%` of `50% off` as a specifier.
    @Test func formattingTheSameValueFails() throws {
        let request = LocalizationRequest(.localization("en"))
        #expect(throws: LocalizationError.self) { try Self.localizer.localize("sale.banner", request) }
        #expect(try Self.localizer.localizedString(forKey: "sale.banner", request).string == "50% off")
    }

    @Test func resultNamesTheLocalizationAndFile() throws {
        let result = try Self.localizer.localizedString(forKey: "sale.banner", LocalizationRequest(.preferred(["de-AT"])))
        #expect(result.string == "50% Rabatt")
        #expect(result.localization == "de")
        #expect(result.source?.file.hasSuffix("de.lproj/Localizable.strings") == true)
        #expect(result.source?.line == 2)
        #expect(result.locale == nil)
        #expect(!result.isMissing)
    }

    @Test(arguments: [
        (nil as String?, "no.such.key"),
        ("", "no.such.key"),
        ("Fallback 100%", "Fallback 100%"),
    ])
    func missingKeyGivesTheDefaultValueOrTheKey(defaultValue: String?, expected: String) throws {
        let missing = Mutex<[MissingKey]>([])
        let localizer = try Localizer(
            path: Self.bundlePath, reporter: TestReporter.missingKeys { key in missing.withLock { $0.append(key) } })
        let request = LocalizationRequest(.localization("de"), options: LocalizationOptions(defaultValue: defaultValue))
        for _ in 0..<2 {
            let result = try localizer.localizedString(forKey: "no.such.key", request)
            #expect(result.string == expected)
            #expect(result.isMissing)
            #expect(result.localization == nil)
        }
        // Reported on every call, as `localize` reports it, with the localizations looked in.
        #expect(
            missing.withLock { $0 }
                == Array(repeating: MissingKey(key: "no.such.key", table: "Localizable", searchList: ["de", "en"]), count: 2))
    }

    @Test func perKeyFallbackLooksInTheRestOfTheSearchList() throws {
        let apple = try Self.localizer.localizedString(forKey: "battery.full", LocalizationRequest(.localization("de")))
        #expect(apple.string == "battery.full")
        #expect(apple.isMissing)
        let fallback = try Self.localizer.localizedString(
            forKey: "battery.full", LocalizationRequest(.localization("de"), options: LocalizationOptions(fallback: .perKey)))
        #expect(fallback.string == "Battery at 100%")
        #expect(fallback.localization == "en")
    }

    @Test func tableOption() throws {
        #expect(try Self.raw("discount", language: "en", table: "Localizable") == "discount")
        #expect(try Self.raw("discount", language: "en", table: "Shop") == "Save 20% today")
    }

    @Test(arguments: [
        ("Localizable", "mac" as String?, "Click to open"),
        ("Localizable", "iphone", "Tap to open"),
        ("Shop", "iphone", "Tap to open"),
        ("Shop", "mac", "Open on your device"),
        ("Shop", nil, "Open on your device"),
    ])
    func deviceVariantsFollowTheRequest(table: String, device: String?, expected: String) throws {
        #expect(try Self.raw("open.on.device", language: "en", table: table, device: device) == expected)
    }

    /// A device variation with neither the device's variant nor `other` has no stored value:
    /// an error naming the file, as for `localize`, never an empty string.
    @Test func deviceVariationWithoutOtherIsAnError() throws {
        #expect {
            try Self.raw("open.on.device", language: "en", table: "Localizable")
        } throws: { error in
            guard let error = error as? LocalizationError else { return false }
            return error.kind == .missingVariant && error.category == "other"
                && error.source?.file.hasSuffix("en.lproj/Localizable.stringsdict") == true
        }
    }

    /// No plural rules are opened: rules nobody has are no obstacle to a raw lookup.
    @Test func needsNoPluralRules() throws {
        let request = LocalizationRequest(.localization("ru"), options: LocalizationOptions(pluralRules: .identifier("zz")))
        #expect(throws: LocalizationError.self) { try Self.localizer.localize("files.remaining", arguments: [1], request) }
        #expect(try Self.localizer.localizedString(forKey: "files.remaining", request).string == "Осталось: %#@files@")
    }

    /// Nothing of ICU is opened for a raw lookup, on a fresh localizer with a locale no other
    /// test formats with, and repeats give the same answer.
    @Test func opensNoICUHandles() throws {
        let localizer = try Localizer(path: Self.bundlePath)
        let request = LocalizationRequest(
            .preferred(["ru-KZ"]), options: LocalizationOptions(locale: "kk_KZ", pluralRules: .formattingLocale))
        let (results, statistics) = try ICUHandleStatistics.record {
            try (0..<3).map { _ in try localizer.localizedString(forKey: "files.remaining", request) }
        }
        #expect(statistics.totalOpened == 0)
        #expect(Set(results).count == 1)
        #expect(results.first?.string == "Осталось: %#@files@")
    }

    /// What a catalog entry's raw value is: the `NSStringLocalizedFormatKey` of the
    /// `.stringsdict` the converter writes for it (Xcode's compiled form), for every key and
    /// language of the example catalog.
    @Test func catalogValuesAreTheirCompiledFormatKeys() throws {
        let path = Fixtures.repository.appendingPathComponent("Examples/App").path
        let localizer = try Localizer(path: path)
        let bundle = try LocalizationBundle(path: path)
        var compared = 0
        for language in ["en", "ru", "ja", "fr", "ar", "pl"] {
            let table = try #require(try bundle.table("Shop", localization: Localization(language)))
            let written = StringsdictWriter.utf8(Array(table.entries.values)) { _, _ in }
            let compiled = try StringTable(
                stringsdict: written, file: "Shop.stringsdict", name: "Shop", localization: Localization(language))
            for (key, entry) in compiled.entries {
                let expected: String
                switch entry.value {
                case .text(let text): expected = text
                case .format(let format): expected = format.format
                default: continue  // device and width variants are chosen, not stored
                }
                let raw = try localizer.localizedString(
                    forKey: key, LocalizationRequest(.localization(Localization(language)), options: LocalizationOptions(table: "Shop")))
                #expect(raw.string == expected, "\(language) \(key)")
                compared += 1
            }
        }
        #expect(compared > 10)
    }
}
