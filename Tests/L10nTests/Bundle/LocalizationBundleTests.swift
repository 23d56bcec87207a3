import L10n
import L10nICU
import L10nResources
import L10nTestSupport
import Testing

/// The fixture bundle `Fixtures/bundles/App`: en (UTF-8 `.strings` and XML `.stringsdict`), de
/// (UTF-16LE with BOM), ru (UTF-16BE without BOM, binary `.stringsdict`), fr (Smartling plurals),
/// lower-case `pt-br`, `Base.lproj`, and a catalog in `mul.lproj` adding `ja`.
@Suite struct LocalizationBundleTests {
    static let appPath = Fixtures.path("bundles/App")

    let app: LocalizationBundle

    init() throws {
        app = try LocalizationBundle(path: Self.appPath)
    }

    @Test func listsLocalizationsTablesAndDevelopmentRegion() {
        #expect(app.localizations == ["Base", "de", "en", "fr", "pt-br", "ru", "ja"])
        #expect(app.developmentRegion == "en")
        #expect(app.tableNames == ["Localizable", "Main", "Settings"])
        #expect(app.warnings.isEmpty)
    }

    @Test func resolvesPreferencesLikeBundle() {
        #expect(app.preferredLocalizations(for: ["pt-BR"]) == ["pt-br"])
        #expect(app.preferredLocalizations(for: ["ja-JP"]) == ["ja"])
        #expect(app.preferredLocalizations(for: ["ko"]) == ["en"])
        #expect(app.searchList(for: ["de-AT"]) == ["de", "en"])
    }

    @Test func locatesStringsAndStringsdictIndependently() throws {
        let sources = app.sources(forTable: "Localizable", searchList: ["de", "en"])
        #expect(sources.strings == .file(path: Self.appPath + "/de.lproj/Localizable.strings", localization: "de"))
        #expect(sources.stringsdict == .file(path: Self.appPath + "/en.lproj/Localizable.stringsdict", localization: "en"))

        let table = try app.table("Localizable", searchList: ["de", "en"])
        #expect(table["greeting"]?.value == .text("Hallo, %@!"))
        #expect(table["greeting"]?.comment == "Begrüßung")
        #expect(table["greeting"]?.localization == "de")
        // The German table has no plural entry; English's .stringsdict supplies it.
        let files = try #require(table["files.count"])
        #expect(files.localization == "en")
        guard case .format(let format) = files.value else {
            Issue.record("files.count is \(files.value)")
            return
        }
        #expect(format.format == "%#@files@")
        #expect(
            format.variables["files"]
                == FormatVariable(
                    rule: .plural([.zero: "No files", .one: "%lld file", .other: "%lld files"]), valueType: "lld"))
        // English-only keys are not looked up across localizations.
        #expect(table["unquoted_key"] == nil)
    }

    @Test func stringsdictEntryOverridesStringsEntry() throws {
        let table = try app.table("Localizable", searchList: ["en"])
        #expect(table.count == 8)
        guard case .format = table["files.count"]?.value else {
            Issue.record("the .strings value of files.count was not replaced")
            return
        }
        #expect(table["unquoted_key"]?.value == .text("Unquoted"))
        #expect(table["same"]?.value == .text("same"))
        #expect(table["toolbar.title"]?.comment == "Shown in the toolbar")
        #expect(
            table["toolbar.title"]?.location == SourceLocation(file: Self.appPath + "/en.lproj/Localizable.strings", line: 5, column: 1))
    }

    @Test func readsUTF16BigEndianAndBinaryStringsdict() throws {
        let table = try app.table("Localizable", searchList: ["ru"])
        #expect(table["greeting"]?.value == .text("Привет, %@!"))
        #expect(table["greeting"]?.comment == "Приветствие")
        guard case .format(let format) = table["files.count"]?.value else {
            Issue.record("files.count missing from the binary .stringsdict")
            return
        }
        #expect(
            format.variables["files"]?.rule == .plural([.one: "%lld файл", .few: "%lld файла", .many: "%lld файлов", .other: "%lld файла"]))
        // Binary property lists have no lines.
        #expect(table["files.count"]?.location == SourceLocation(file: Self.appPath + "/ru.lproj/Localizable.stringsdict"))
    }

    @Test func groupsSmartlingPlurals() throws {
        let table = try app.table("Localizable", searchList: ["fr"])
        #expect(
            table["files.count"]?.value
                == .plural([.one: .text("%d fichier"), .many: .text("%d de fichiers"), .other: .text("%d fichiers")]))
        #expect(table["files.count"]?.comment == "Smartling plural: one entry per category")
        #expect(table["files.count##{one}"] == nil)
    }

    @Test func readsWidthDeviceAndUnknownRules() throws {
        let table = try app.table("Localizable", searchList: ["en"])
        #expect(
            table["width.label"]?.value
                == .width([
                    WidthVariant(width: 1, value: .text("Stor.")), WidthVariant(width: 20, value: .text("Storage")),
                ]))
        guard case .device(let devices) = table["device.label"]?.value else {
            Issue.record("device.label is not a device rule")
            return
        }
        #expect(devices["other"] == .text("Items on this device"))
        #expect(
            devices["iphone"]
                == .format(
                    LocalizedFormat(
                        format: "%#@items@ on this iPhone",
                        variables: ["items": FormatVariable(rule: .plural([.one: "%d item", .other: "%d items"]), valueType: "d")])))
        #expect(
            table["gender.label"]?.value
                == .format(
                    LocalizedFormat(
                        format: "%#@who@",
                        variables: [
                            "who": FormatVariable(rule: .unknown(type: "NSStringGenderRuleType", values: ["female": "She", "male": "He"]))
                        ])))
        #expect(table.warnings.map(\.reason) == [.unknownRuleType])
        #expect(table.warnings.first?.key == "gender.label")
    }

    @Test func consultsBaseAfterTheFirstLanguage() throws {
        let sources = app.sources(forTable: "Main", searchList: ["de", "en"])
        #expect(sources.strings?.localization == "Base")
        #expect(try app.table("Main", searchList: ["de", "en"])["abc-12-xyz.normalTitle"]?.value == .text("OK"))
    }

    @Test func readsCatalogLanguagesAsLocalizations() throws {
        let japanese = try app.table("Settings", searchList: ["ja", "en"])
        #expect(japanese["settings.title"]?.value == .text("設定"))
        #expect(japanese["settings.title"]?.comment == "Title of the settings screen")
        #expect(japanese["photos.count"]?.value == .plural([.other: .text("%lld枚の写真")]))
        #expect(japanese["Untranslated source key"] == nil)
        let english = try app.table("Settings", searchList: ["en"])
        #expect(english["Untranslated source key"]?.value == .text("Untranslated source key"))
        #expect(try app.table("Settings", localization: "de") == nil)
    }

    @Test func missingTableIsEmpty() throws {
        #expect(try app.table("Nope", searchList: ["en"]).count == 0)
        #expect(try app.table("Nope", searchList: ["en"]).name == "Nope")
        #expect(try app.table("Other", searchList: ["en"]).name == "Other")
    }

    @Test func declaredLocalizationsAndUnexpandedDevelopmentRegion() throws {
        let path = Fixtures.path("bundles/Declared")
        let bundle = try LocalizationBundle(path: path)
        // CFBundleLocalizations first (a repeat dropped), then folders not listed.
        #expect(bundle.localizations == ["en", "zh_CN", "zh-CN"])
        #expect(bundle.developmentRegion == nil)
        #expect(bundle.warnings.map(\.reason) == [.structure])
        #expect(bundle.warnings.first?.key == "CFBundleDevelopmentRegion")
        // `zh_CN` finds the `zh-CN.lproj` folder.
        #expect(try bundle.table("Localizable", searchList: ["zh_CN"])["title"]?.value == .text("标题"))
    }

    @Test func unreadableFolderIsAnError() {
        #expect(throws: ResourceError.self) { try LocalizationBundle(path: Fixtures.path("bundles/does-not-exist")) }
    }

    @Test func sharedAcrossTasksReadsEachFileOnce() async throws {
        let bundle = try LocalizationBundle(path: Self.appPath)
        let languages = ["en", "de", "ru", "fr", "pt-br", "ja"]
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let language = languages[index % languages.count]
                    return try bundle.table("Localizable", searchList: bundle.searchList(for: [language])).count
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(counts.count == 200)
        #expect(bundle.filesRead == 7)
    }
}
