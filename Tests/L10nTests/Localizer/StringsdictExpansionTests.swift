import L10n
import L10nICU
import L10nTestSupport
import Testing

/// Apple's documented stringsdict rules, on entries of the fixture bundle `bundles/Rules`.
@Suite struct StringsdictExpansionTests {
    static let localizer: Localizer = {
        do { return try Localizer(path: Fixtures.path("bundles/Rules")) } catch { preconditionFailure("\(error)") }
    }()

    static func localize(
        _ key: String, _ arguments: [FormatArgument], language: String, locale: String? = nil,
        pluralRules: PluralRuleSource = .localization
    ) throws -> String {
        try localizer.localize(
            key, arguments: arguments,
            LocalizationRequest(
                .localization(Localization(language)), options: LocalizationOptions(locale: testLocale(locale), pluralRules: pluralRules))
        ).string
    }

    @Test(arguments: [
        (0, "No homes found"), (1, "1 home found"), (2, "2 homes found"), (1000, "1,000 homes found"),
    ])
    func zeroRuleInEnglish(count: Int, expected: String) throws {
        #expect(try Self.localize("homes.found", [FormatArgument(count)], language: "en", locale: "en_US") == expected)
    }

    @Test(arguments: [
        (1, "Найдено: 1 дом"), (3, "Найдено: 3 дома"), (5, "Найдено: 5 домов"), (21, "Найдено: 21 дом"),
        (11, "Найдено: 11 домов"),
    ])
    func homesFoundInRussian(count: Int, expected: String) throws {
        // `ru-RU` is not a localization of the bundle: it is matched to `ru` as a preference would be.
        #expect(try Self.localize("homes.found", [FormatArgument(count)], language: "ru-RU", locale: "ru_RU") == expected)
    }

    @Test(arguments: [(0, "0 māju"), (10, "10 māju"), (1, "1 māja"), (21, "21 māja"), (2, "2 mājas")])
    func latvianZeroCategoryFor10(count: Int, expected: String) throws {
        #expect(try Self.localize("homes.found", [FormatArgument(count)], language: "lv", locale: "lv_LV") == expected)
    }

    @Test func chineseOneIsIgnored() throws {
        // CLDR gives Chinese only `other`: the `one` variant is never chosen, even for 1.
        #expect(try Self.localize("homes.found", [1], language: "zh-Hans", locale: "zh_CN") == "1 个家")
    }

    @Test(arguments: [
        (1, "Остался 1 файл"), (2, "Осталось 2 файла"), (5, "Осталось 5 файлов"), (21, "Остался 21 файл"),
        (22, "Осталось 22 файла"), (111, "Осталось 111 файлов"),
    ])
    func russianCategories(count: Int, expected: String) throws {
        #expect(try Self.localize("files.remaining", [FormatArgument(count)], language: "ru", locale: "ru_RU") == expected)
    }

    @Test func missingCategoryFallsBackToOther() throws {
        // Like Wikipedia's ru stringsdict: only zero/one/other, so 3 and 22 (few) read `other`.
        #expect(try Self.localize("changes", [3], language: "ru", locale: "ru_RU") == "3 изменений")
        #expect(try Self.localize("changes", [22], language: "ru", locale: "ru_RU") == "22 изменений")
        #expect(try Self.localize("changes", [0], language: "ru", locale: "ru_RU") == "0 изменений")
        #expect(try Self.localize("changes", [21], language: "ru", locale: "ru_RU") == "21 изменение")
    }

    @Test func pluralRulesFromTheLanguageByDefaultOrTheFormattingLocale() throws {
        // A Russian string for an en_US locale: Russian categories by default (21 is `one`),
        // English ones (21 is `other`) when the formatting locale chooses; numbers are en_US.
        #expect(try Self.localize("files.remaining", [21], language: "ru", locale: "en_US") == "Остался 21 файл")
        #expect(
            try Self.localize("files.remaining", [21], language: "ru", locale: "en_US", pluralRules: .formattingLocale)
                == "Осталось 21 файла")
        #expect(try Self.localize("files.remaining", [1021], language: "ru", locale: "en_US") == "Остался 1,021 файл")
        #expect(
            try Self.localize("files.remaining", [2], language: "ru", locale: "en_US", pluralRules: .identifier("ja"))
                == "Осталось 2 файла")
    }

    @Test(arguments: [
        (1, 0, "1 file and none is selected"), (3, 1, "3 files and 1 is selected"), (1, 2, "1 file and 2 are selected"),
    ])
    func twoPositionalVariables(files: Int, selected: Int, expected: String) throws {
        #expect(
            try Self.localize("files.selected", [FormatArgument(files), FormatArgument(selected)], language: "en", locale: "en_US")
                == expected)
    }

    @Test func nestedVariableInsideAVariant() throws {
        #expect(try Self.localize("nested", [1, 1], language: "en", locale: "en_US") == "one password for 1 account")
        #expect(try Self.localize("nested", [4, 2], language: "en", locale: "en_US") == "4 passwords for 2 accounts")
    }

    @Test func ordinarySpecifiersAroundAVariableKeepTheirArguments() throws {
        #expect(try Self.localize("mixed", ["Ann", 1, 9.5], language: "en", locale: "en_US") == "Ann has 1 item worth 9.50")
        #expect(try Self.localize("mixed", ["Bo", 3, 1234.5], language: "en", locale: "de_DE") == "Bo has 3 items worth 1.234,50")
    }

    @Test func formatWithoutVariablesAndUndefinedVariables() throws {
        #expect(try Self.localize("no.variables", [], language: "en") == "Nothing to choose")
        let error = try #require(throws: LocalizationError.self) { try Self.localize("undefined", [1], language: "en") }
        #expect(error.kind == .undefinedVariable)
    }

    @Test func cyclesStopAtTheDepthLimit() throws {
        let error = try #require(throws: LocalizationError.self) { try Self.localize("cycle", [1], language: "en") }
        #expect(error.kind == .expansionDepth)
        #expect(error.key == "cycle")
    }

    @Test func missingArgumentForAVariableIsAnError() throws {
        let error = try #require(throws: LocalizationError.self) { try Self.localize("homes.found", [], language: "en") }
        #expect(error.kind == .missingArgument)
    }

    @Test func floatingPointValuesSelectOnTheirValueOrOnTheDisplayedDigits() throws {
        // Apple selects on the value: 1.0 is `one` in English although "1.0" is displayed.
        #expect(try Self.localize("fraction", [1.0], language: "en", locale: "en_US") == "1.0 pixel")
        #expect(try Self.localize("fraction", [1.5], language: "en", locale: "en_US") == "1.5 pixels")
        // On request, the number as displayed (`.1f`: "1.0", visible fraction digits) decides.
        func displayed(_ value: Double) throws -> String {
            try Self.localizer.localize(
                "fraction", arguments: [.double(value)],
                LocalizationRequest(
                    .localization("en"), options: LocalizationOptions(locale: "en_US", selectsPluralOnDisplayedDigits: true))
            ).string
        }
        #expect(try displayed(1.0) == "1.0 pixels")
        #expect(try displayed(1.5) == "1.5 pixels")
        #expect(try displayed(2.0) == "2.0 pixels")
    }

    @Test func steadyStateOpensNoICUObjectAndReadsNoFile() throws {
        // A localizer of its own: the suite's shared one reads files for tests running alongside.
        let localizer = try Localizer(path: Fixtures.path("bundles/Rules"))
        let request = LocalizationRequest(.localization("ru"), options: LocalizationOptions(locale: "ru_RU"))
        _ = try localizer.localize("files.remaining", arguments: [5], request)
        let filesRead = localizer.bundle.filesRead
        let (texts, statistics) = try ICUHandleStatistics.record {
            try (0..<200).map { try localizer.localize("files.remaining", arguments: [FormatArgument($0)], request).string }
        }
        #expect(texts[21] == "Остался 21 файл")
        #expect(statistics.totalOpened == 0)
        #expect(localizer.bundle.filesRead == filesRead)
    }

    @Test func starWidthsAndPercentSignsInsideVariants() throws {
        // The variable reads argument 1 (the width, 5: `other`); its `%*d` reads the width and
        // argument 2. The variable takes one slot of the format's own counter, so the `%d` after
        // it reads argument 2 as well: a variant's specifiers do not move the outer counter.
        #expect(try Self.localize("star.width", [5, 7, 40], language: "en") == "[    7] 100% and 7%")
        #expect(try Self.localize("star.width", [1, 7, 40], language: "en") == "[7] (one) and 7%")
    }
}
