@_spi(Testing) import L10n
import L10nICU
import L10nResources
import L10nTestSupport
import L10nTooling
import Testing

/// A variant that is missing, with no `other` to fall back on, is an error naming the file,
/// key, variable and category — never an empty string — on the ordinary path and the compiled
/// one alike. The entries are in `bundles/Lookups`: a Russian `.stringsdict` plural with `one`,
/// `few` and `many` only, and Russian catalog plural, substitution and device variations
/// without `other`.
@Suite struct MissingVariantTests {
    static let bundlePath = Fixtures.path("bundles/Lookups")

    static let localizer: Localizer = {
        do { return try Localizer(path: bundlePath) } catch { preconditionFailure("\(error)") }
    }()

    static func request(_ table: String, device: String? = nil) -> LocalizationRequest {
        LocalizationRequest(.localization("ru"), options: LocalizationOptions(table: table, locale: "ru_RU", device: device))
    }

    /// The error `localize` throws, asked twice: the first call makes the plan, the second
    /// finds it in the thread's cache and tries the compiled form first.
    static func errors(_ key: String, _ arguments: [FormatArgument], _ request: LocalizationRequest) -> [LocalizationError?] {
        (0..<2).map { _ -> LocalizationError? in
            do throws(LocalizationError) {
                _ = try localizer.localize(key, arguments: arguments, request)
                return nil
            } catch {
                return error
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let table: String
        let key: String
        let arguments: [FormatArgument]
        let device: String?
        let variable: String?
        let category: String
        let file: String

        var testDescription: String { "\(table) \(key) \(arguments)" }
    }

    static let cases: [Case] = [
        // A fraction is `other` in Russian; text and nil select `other` too.
        Case(
            table: "Localizable", key: "files.remaining", arguments: [1.5], device: nil, variable: "files", category: "other",
            file: "ru.lproj/Localizable.stringsdict"),
        Case(
            table: "Localizable", key: "files.remaining", arguments: ["many"], device: nil, variable: "files",
            category: "other", file: "ru.lproj/Localizable.stringsdict"),
        Case(
            table: "Localizable", key: "files.remaining", arguments: [.null], device: nil, variable: "files",
            category: "other", file: "ru.lproj/Localizable.stringsdict"),
        Case(
            table: "Localizable", key: "photos", arguments: [0.5], device: nil, variable: nil, category: "other",
            file: "ru.lproj/Localizable.strings"),
        Case(
            table: "Shop", key: "items.count", arguments: [2.5], device: nil, variable: nil, category: "other",
            file: "Shop.xcstrings"),
        Case(
            table: "Shop", key: "cart.summary", arguments: [0.5, 1], device: nil, variable: "items", category: "other",
            file: "Shop.xcstrings"),
        Case(
            table: "Shop", key: "open.on.device", arguments: [], device: nil, variable: nil, category: "other",
            file: "Shop.xcstrings"),
        Case(
            table: "Shop", key: "open.on.device", arguments: [], device: "ipad", variable: nil, category: "ipad",
            file: "Shop.xcstrings"),
    ]

    @Test(arguments: cases)
    func localizeReportsTheMissingVariant(_ testCase: Case) throws {
        for error in Self.errors(testCase.key, testCase.arguments, Self.request(testCase.table, device: testCase.device)) {
            let error = try #require(error, "an empty variant must not format as an empty string")
            #expect(error.kind == .missingVariant)
            #expect(error.key == testCase.key)
            #expect(error.variable == testCase.variable)
            #expect(error.category == testCase.category)
            let source = try #require(error.source)
            #expect(source.file.hasSuffix(testCase.file))
            #expect(source.line != nil)
            #expect(error.description.hasPrefix("\(source): "))
            #expect(error.description.contains("'\(testCase.category)'"))
            #expect(error.description.contains("(key \"\(testCase.key)\")"))
            if let variable = testCase.variable { #expect(error.description.contains("variable '\(variable)'")) }
        }
    }

    @Test(arguments: [
        ("Localizable", "files.remaining", [1] as [FormatArgument], "Осталось: 1 файл"),
        ("Localizable", "files.remaining", [3], "Осталось: 3 файла"),
        ("Localizable", "files.remaining", [5], "Осталось: 5 файлов"),
        ("Shop", "items.count", [22], "22 товара"),
        ("Localizable", "photos", [5], "5 фото (много)"),
        ("Shop", "cart.summary", [5, 2], "В 2 корзинах 5 товаров."),
    ])
    func variantsThatExistStillFormat(table: String, key: String, arguments: [FormatArgument], expected: String) throws {
        for _ in 0..<2 {
            #expect(try Self.localizer.localize(key, arguments: arguments, Self.request(table)).string == expected)
        }
    }

    @Test func iphoneVariantExistsWithoutOther() throws {
        #expect(try Self.localizer.localize("open.on.device", Self.request("Shop", device: "iphone")).string == "Нажмите, чтобы открыть")
    }

    /// The compiled form hands these calls to the ordinary path rather than answering, and the
    /// ordinary path (`LocalizedValue.formatted`) throws the same error, naming the file it is given.
    @Test(arguments: cases)
    func compiledFormHandsOverAndFormattedThrows(_ testCase: Case) throws {
        let bundle = try LocalizationBundle(path: Self.bundlePath)
        let table = try #require(try bundle.table(testCase.table, localization: "ru"))
        let entry = try #require(table[testCase.key])
        let rules = try PluralRules(locale: "ru")
        let compiled = entry.value.formattedByCompiledForm(
            testCase.arguments, locale: "ru_RU", pluralRules: rules,
            device: testCase.device, key: testCase.key)
        #expect(compiled == .some(nil))
        #expect {
            try entry.value.formatted(
                testCase.arguments, locale: "ru_RU", pluralRules: rules, device: testCase.device,
                key: testCase.key, source: entry.location)
        } throws: { error in
            guard let error = error as? LocalizationError else { return false }
            return error.kind == .missingVariant && error.source == entry.location && error.category == testCase.category
                && error.variable == testCase.variable
        }
    }

    /// `l10n lint`'s missing-`other` rule flags each of these entries.
    @Test func lintReportsMissingOther() throws {
        let findings = try Linter().lint(path: Self.bundlePath).filter { $0.rule == .pluralMissingOther }
        let flagged = Set(findings.map { "\($0.file.split(separator: "/").suffix(2).joined(separator: "/")) \($0.key ?? "")" })
        #expect(flagged.contains("ru.lproj/Localizable.stringsdict files.remaining"))
        #expect(flagged.contains("Lookups/Shop.xcstrings items.count"))
        #expect(flagged.contains("Lookups/Shop.xcstrings cart.summary"))
        #expect(flagged.contains("ru.lproj/Localizable.strings photos"))
        #expect(findings.allSatisfy { $0.line != nil })
    }
}
