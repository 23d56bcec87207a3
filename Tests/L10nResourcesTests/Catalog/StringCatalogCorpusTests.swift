import Foundation
import L10n
import L10nFormat
import L10nICU
import L10nResources
import L10nTestSupport
import Testing

/// Every String Catalog of the shared corpus, read by ``StringCatalog`` and compared with what
/// Foundation's `JSONSerialization` sees, plus the corpus README's cases pinned by value.
@Suite(.enabled(if: Corpus.directory != nil, "L10N_CORPUS_DIR is not set to the shared corpus"))
struct StringCatalogCorpusTests {
    static func path(_ url: URL) -> String {
        guard let directory = Corpus.directory else { return url.path }
        return String(url.path.dropFirst(directory.path.count + 1))
    }

    static func catalog(_ relativePath: String) throws -> StringCatalog {
        let directory = try #require(Corpus.directory)
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(relativePath)))
        return try StringCatalog(bytes: bytes, file: relativePath)
    }

    static func value(_ localization: StringCatalog.Localization?) -> String? {
        localization?.stringUnit?.value
    }

    @Test func everyCatalogReadsAsFoundationReadsIt() throws {
        let files = try Corpus.files(withExtensions: ["xcstrings"])
        #expect(files.count == 85)
        var versions: [String: Int] = [:]
        var entries = 0
        for url in files {
            let file = Self.path(url)
            let bytes = try [UInt8](Data(contentsOf: url))
            let document = try JSONParser.parse(bytes: bytes, file: file)
            let foundation = try #require(JSONOracle.foundationValue(bytes), "\(file)")
            #expect(JSONOracle.difference(document.value, foundation) == nil, "\(file)")
            #expect(document.warnings.isEmpty, "\(file): \(document.warnings)")

            let catalog = try StringCatalog(document: document, file: file)
            #expect(catalog.warnings.isEmpty, "\(file): \(catalog.warnings)")
            let ours = CatalogOracle.lines(model: catalog)
            let theirs = try CatalogOracle.lines(foundation: bytes)
            let difference = ours.difference(from: theirs)
            #expect(difference.isEmpty, "\(file): \(difference.prefix(6))")
            #expect(catalog.strings.map(\.key) == document.value.object?["strings"]?.object?.keys, "\(file): file order")
            versions[catalog.version, default: 0] += 1
            entries += catalog.strings.count
        }
        #expect(versions == ["1.0": 70, "1.1": 9, "1.2": 5, "1.3": 1])
        #expect(entries > 3_000)
    }

    /// xcstrings-tool's `!…` fixtures are refused by that tool's code generator, for their
    /// format strings — not for their JSON or catalog structure, which are valid: the runtime
    /// must read them, and the format layer decides what their values mean.
    @Test(arguments: [
        ("!MismatchingArgumentType.xcstrings", "%1$lld or %1$@", "two different format specifiers"),
        ("!MissingArgument.xcstrings", "%2$@, %3$@", "first argument to be missing"),
        ("!UnsupportedFormatSpecifiers.xcstrings", "Test %c", "%c is not supported"),
    ])
    func xcstringsToolInvalidFixturesAreValidCatalogs(_ name: String, _ value: String, _ comment: String) throws {
        let catalog = try Self.catalog("liamnichols__xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/\(name)")
        #expect(catalog.warnings.isEmpty)
        #expect(catalog.strings.count == 1)
        let entry = try #require(catalog.entry(forKey: "Key"))
        #expect(entry.comment?.contains(comment) == true)
        #expect(entry.extractionState == "manual")
        #expect(entry.localizations["en"]?.stringUnit == StringCatalog.StringUnit(state: "translated", value: value))
    }

    @Test func coteditorTwoSubstitutionsWithArgumentNumbers() throws {
        let catalog = try Self.catalog("coteditor__CotEditor/CotEditor/Localizables/Document Window/Document.xcstrings")
        let czech = try #require(catalog.entry(forKey: "FolderFind.Metrics.message")?.localizations["cs"])
        #expect(Self.value(czech) == "%#@arg1@ v %#@arg2@")
        #expect(czech.substitutions.keys.sorted() == ["arg1", "arg2"])
        let arg1 = try #require(czech.substitutions["arg1"])
        #expect(arg1.argumentNumber == 1)
        #expect(arg1.formatSpecifier == "lld")
        #expect(
            arg1.plural.mapValues { $0.stringUnit?.value } == [
                .one: "%arg shoda", .few: "%arg shody", .many: "%arg shod", .other: "%arg shod",
            ])
        let arg2 = try #require(czech.substitutions["arg2"])
        #expect(arg2.argumentNumber == 2)
        #expect(arg2.formatSpecifier == "lld")
        #expect(
            arg2.plural.mapValues { $0.stringUnit?.value } == [
                .one: "%arg souboru", .few: "%arg souborech", .many: "%arg souborech", .other: "%arg souborech",
            ])
    }

    @Test func coteditorExplicitEnglishZero() throws {
        let catalog = try Self.catalog("coteditor__CotEditor/CotEditor/Localizables/Text Finder/TextFind.xcstrings")
        let english = try #require(catalog.entry(forKey: "FindResult.find.message")?.localizations["en"]?.variations?.plural)
        #expect(english.mapValues { $0.stringUnit?.value } == [.zero: "Not found", .one: "%lld match", .other: "%lld matches"])
    }

    @Test func coteditorAppShortcutsStringSets() throws {
        let catalog = try Self.catalog("coteditor__CotEditor/CotEditor/Localizables/AppShortcuts.xcstrings")
        let english = try #require(catalog.entry(forKey: "Create a document in ${applicationName}")?.localizations["en"])
        #expect(english.stringSet == StringCatalog.StringSet(state: "new", values: ["Create a document in ${applicationName}"]))
        #expect(english.stringUnit == nil)
    }

    @Test func linearmouseFloatPluralWithoutArgumentNumber() throws {
        let catalog = try Self.catalog("linearmouse__linearmouse/LinearMouse/Localizable.xcstrings")
        #expect(catalog.strings.count == 354)
        #expect(catalog.languages.count == 35)
        let entry = try #require(catalog.entry(forKey: "%.1f pixel(s)"))
        let english = try #require(entry.localizations["en"])
        #expect(Self.value(english) == "%#@value@")
        let value = try #require(english.substitutions["value"])
        #expect(value.argumentNumber == nil)
        #expect(value.formatSpecifier == "f")
        #expect(value.plural.mapValues { $0.stringUnit?.value } == [.one: "%.1f pixel", .other: "%.1f pixels"])
        let polish = try #require(entry.localizations["pl"]?.substitutions["value"])
        #expect(
            polish.plural.mapValues { $0.stringUnit?.value } == [
                .one: "%.1f piksel", .few: "%.1f piksele", .many: "%.1f pikseli", .other: "%.1f piksela",
            ])
        #expect(entry.localizations["ar"]?.substitutions["value"]?.plural.keys.sorted() == PluralCategory.allCases)
        let lines = try #require(catalog.entry(forKey: "%d line(s)")?.localizations["cs"]?.variations?.plural)
        #expect(Self.value(lines[.few]) == "%d řádky")
        #expect(Self.value(lines[.many]) == "%d řádků")
        let substitutions = catalog.strings.flatMap { $0.localizations.values.flatMap(\.substitutions) }
        #expect(substitutions.count == 35)
        #expect(substitutions.allSatisfy { $0.key == "value" && $0.value.argumentNumber == nil && $0.value.formatSpecifier == "f" })
    }

    @Test func netNewsWireEightDevices() throws {
        let catalog = try Self.catalog("Ranchero-Software__NetNewsWire/Shared/DefaultAccountNames.xcstrings")
        #expect(catalog.version == "1.1")
        let entry = try #require(catalog.entry(forKey: "account.name.on-my-device"))
        #expect(entry.extractionState == "stale")
        let devices = try #require(entry.localizations["en"]?.variations?.device)
        #expect(
            devices.mapValues { $0.stringUnit?.value } == [
                "iphone": "On My iPhone", "ipad": "On My iPad", "ipod": "On My iPod", "mac": "On My Mac",
                "applewatch": "On My Apple Watch", "appletv": "On My Apple TV", "applevision": "On My Apple Vision",
                "other": "On My Device",
            ])
        #expect(Set(devices.keys) == Set(StringCatalog.Variations.knownDevices))
    }

    @Test func netNewsWireSourceOnlyCatalogFallsBackToKeys() throws {
        let catalog = try Self.catalog("Ranchero-Software__NetNewsWire/Shared/Localizable.xcstrings")
        #expect(catalog.strings.count == 391)
        #expect(catalog.strings.filter(\.localizations.isEmpty).count == 388)
        let english = catalog.localizations(for: "en")
        #expect(english.count == 391)
        let fallbacks = english.filter { $0.localization.stringUnit?.state == nil }
        #expect(fallbacks.count == 388)
        #expect(fallbacks.allSatisfy { $0.localization.stringUnit?.value == $0.key })
        #expect(catalog.strings.contains { $0.isCommentAutoGenerated == true })
    }

    @Test func xcstringsToolDottedSubstitutionNames() throws {
        let catalog = try Self.catalog("liamnichols__xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Substitution.xcstrings")
        let english = try #require(catalog.entry(forKey: "substitutions_example.string")?.localizations["en"])
        #expect(Self.value(english) == "%@! There %#@total.strings@ and you have %#@remaining.strings@ remaining")
        #expect(english.substitutions.keys.sorted() == ["remaining.strings", "total.strings"])
        let total = try #require(english.substitutions["total.strings"])
        #expect(total.argumentNumber == 2)
        #expect(total.formatSpecifier == "lld")
        #expect(total.plural.mapValues { $0.stringUnit?.value } == [.one: "is %arg string", .other: "are %arg strings"])
        #expect(total.plural[.one]?.stringUnit?.state == "needs_review")
        let remaining = try #require(english.substitutions["remaining.strings"])
        #expect(remaining.argumentNumber == 3)
        #expect(remaining.plural.mapValues { $0.stringUnit?.value } == [.other: "%arg"])
    }

    @Test func duckDuckGoLargeCatalog() throws {
        let catalog = try Self.catalog("duckduckgo__apple-browsers/macOS/DuckDuckGo/Localizable.xcstrings")
        #expect(catalog.strings.count == 1_243)
        #expect(catalog.languages == ["de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru"])
        #expect(catalog.localizations(for: "en").count == 1_243)
    }
}
