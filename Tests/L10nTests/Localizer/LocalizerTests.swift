import L10n
import L10nICU
import L10nResources
import L10nSupport
import L10nTestSupport
import Testing

/// The `Localizer` facade on the fixture bundle `bundles/App`: resolution, formatting locale,
/// one-table lookup, per-key fallback, missing keys, variants and concurrent use.
@Suite struct LocalizerTests {
    static let appPath = Fixtures.path("bundles/App")

    @Test func choosesTheLocalizationAndApplesFormattingLocale() throws {
        let localizer = try Localizer(path: Self.appPath)
        let swiss = try localizer.localize("greeting", arguments: ["Anna"], LocalizationRequest(.preferred(["de-CH", "en"])))
        #expect(swiss.string == "Hallo, Anna!")
        #expect(swiss.localization == "de")
        #expect(swiss.locale == "de_CH")
        #expect(swiss.source == SourceLocation(file: Self.appPath + "/de.lproj/Localizable.strings", line: 2, column: 1))
        // A user in India whose language the app lacks reads English with Indian conventions.
        let indian = try localizer.localize("greeting", arguments: ["Anna"], LocalizationRequest(.preferred(["pa-IN"])))
        #expect(indian.localization == "en")
        #expect(indian.locale == "en_IN")
        let header = try localizer.localize("greeting", arguments: ["Anna"], LocalizationRequest(.acceptLanguage("ko, ru;q=0.8, de;q=0.9")))
        #expect(header.string == "Hallo, Anna!")
    }

    /// A localizer made with Apple's number data formats with it, a request can choose
    /// otherwise, and an explicit locale keeps its own numbering system.
    @Test func numberDataIsTheLocalizersUnlessARequestSays() throws {
        let italian = LocalizationOptions(locale: LocaleIdentifier("it_IT"))
        let request = LocalizationRequest(.preferred(["en"]), options: italian)
        let system = try Localizer(path: Self.appPath)
        let apple = try Localizer(path: Self.appPath, numberData: .apple)
        #expect(apple.numberData == .apple && system.numberData == .system)
        let systemText = try system.localize("files.count", arguments: [1234], request).string
        let appleText = try apple.localize("files.count", arguments: [1234], request).string
        // Italian groups four digits in the system's CLDR 42, not in Apple's newer data.
        #expect(systemText.contains("1.234") && appleText.contains("1234") && !appleText.contains("1.234"), "\(systemText) / \(appleText)")
        var systemRequest = request
        systemRequest.options.numberData = .system
        #expect(try apple.localize("files.count", arguments: [1234], systemRequest).string == systemText)
        var appleRequest = request
        appleRequest.options.numberData = .apple
        #expect(try system.localize("files.count", arguments: [1234], appleRequest).string == appleText)
        // Through a resolved request too, and a reloading localizer's snapshots.
        #expect(try apple.localization(for: request).localize("files.count", arguments: [1234]).string == appleText)
        let reloading = try ReloadingLocalizer(path: Self.appPath, numberData: .apple)
        #expect(try reloading.localize("files.count", arguments: [1234], request).string == appleText)
    }

    @Test func looksInOneTableUnlessAskedToFallBackPerKey() throws {
        let missing = LockedState<[MissingKey]>([])
        let localizer = try Localizer(path: Self.appPath, reporter: TestReporter.missingKeys { key in missing.withLock { $0.append(key) } })
        let german = LocalizationRequest(.preferred(["de"]))
        let apple = try localizer.localize("unquoted_key", german)
        #expect(apple.string == "unquoted_key")
        #expect(apple.isMissing)
        #expect(missing.withLock { $0 } == [MissingKey(key: "unquoted_key", table: "Localizable", searchList: ["de", "en"])])

        var fallback = german
        fallback.options.fallback = .perKey
        let found = try localizer.localize("unquoted_key", fallback)
        #expect(found.string == "Unquoted")
        #expect(found.localization == "en")
        #expect(missing.withLock { $0.count } == 1)

        var withDefault = german
        withDefault.options.defaultValue = "Default %@"
        #expect(try localizer.localize("unquoted_key", arguments: ["x"], withDefault).string == "Default x")
    }

    @Test func formatsStringsdictSmartlingAndCatalogEntries() throws {
        let localizer = try Localizer(path: Self.appPath)
        func text(
            _ key: String, _ args: [FormatArgument], _ language: String, table: String = "Localizable", device: String? = nil,
            width: Int? = nil
        ) throws -> String {
            try localizer.localize(
                key, arguments: args,
                LocalizationRequest(
                    .localization(Localization(language)),
                    options: LocalizationOptions(table: table, locale: LocaleIdentifier(language), device: device, width: width))
            ).string
        }
        #expect(try text("files.count", [0], "en") == "No files")
        #expect(try text("files.count", [1], "en") == "1 file")
        #expect(try text("files.count", [3], "ru") == "3 файла")
        // French has a Smartling `files.count` in its .strings, but no .stringsdict: English's
        // .stringsdict is found independently and its entry wins, as on Apple's platforms.
        #expect(try text("files.count", [1], "fr") == "1 file")
        #expect(try text("photos.left", [1], "fr") == "1 photo restante")
        #expect(try text("photos.left", [2], "fr") == "2 photos restantes")
        #expect(try text("photos.count", [1], "en", table: "Settings") == "1 photo")
        #expect(try text("photos.count", [5], "ja", table: "Settings") == "5枚の写真")
        #expect(try text("device.label", [1], "en", device: "iphone") == "1 item on this iPhone")
        #expect(try text("device.label", [], "en", device: "mac") == "Items on this Mac")
        #expect(try text("device.label", [], "en", device: "appletv") == "Items on this device")
        #expect(try text("width.label", [], "en", width: 5) == "Stor.")
        #expect(try text("width.label", [], "en", width: 25) == "Storage")
        #expect(try text("width.label", [], "en", width: 0) == "Stor.")
        #expect(try text("width.label", [], "en") == "Storage")
    }

    @Test func unknownRuleTypesAreErrorsWhenUsed() throws {
        let localizer = try Localizer(path: Self.appPath)
        let error = try #require(throws: LocalizationError.self) {
            try localizer.localize("gender.label", arguments: ["f"], LocalizationRequest(.localization("en")))
        }
        #expect(error.kind == .unknownRule)
    }

    @Test func argumentsThatDoNotFitAreFormatErrors() throws {
        let localizer = try Localizer(path: Self.appPath)
        let error = try #require(throws: LocalizationError.self) {
            try localizer.localize("greeting", arguments: [], LocalizationRequest(.localization("en")))
        }
        #expect(error.kind == .format)
        #expect(error.key == "greeting")
    }

    @Test func manyTasksShareOneLocalizer() async throws {
        let localizer = try Localizer(path: Self.appPath)
        let languages = ["en", "de", "ru", "fr", "pt-BR", "ja"]
        func answer(_ index: Int) throws -> String {
            try localizer.localize(
                "files.count", arguments: [FormatArgument(index % 30)],
                LocalizationRequest(.preferred([languages[index % languages.count]]))
            ).string
        }
        let serial = try (0..<300).map(answer)
        let concurrent = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<300 {
                group.addTask { (index, try answer(index)) }
            }
            var results = [String](repeating: "", count: 300)
            for try await (index, text) in group { results[index] = text }
            return results
        }
        #expect(concurrent == serial)
        #expect(localizer.bundle.filesRead <= 8)
    }
}
