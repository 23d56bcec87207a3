import Foundation
@_spi(Testing) import L10n
import L10nICU
import L10nResources
import L10nTestSupport
import Testing

/// A format error in an expanded entry names what the translator wrote — the file, the entry's
/// line, the key, the variable and the variant, the specifier as written and its bytes in the
/// variant's own text — not the positional rewrite the runtime formats (`%1$lld`, at a byte of
/// the rewrite). Checked on real files written in a temporary bundle: `.stringsdict` variables
/// (nested too), device variants, a Smartling plural group, a catalog plural variation, device
/// variation and substitution (`%arg`), and plain strings; through the `Localizer` (whose
/// compiled form hands the call over) and `LocalizedValue.formatted` alike.
@Suite struct FormatErrorSourceTests {
    static let stringsdict = "fr.lproj/Localizable.stringsdict"
    static let strings = "fr.lproj/Localizable.strings"
    static let catalog = "Shop.xcstrings"

    /// `NSStringPluralRuleType` variable definitions.
    static func plural(_ type: String, _ variants: [String: String]) -> [String: Any] {
        var definition: [String: Any] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": type]
        for (category, text) in variants { definition[category] = text }
        return definition
    }

    /// A catalog string unit.
    static func unit(_ value: String) -> [String: Any] {
        ["stringUnit": ["state": "translated", "value": value]]
    }

    /// A catalog plural variation.
    static func pluralVariation(_ variants: [String: String]) -> [String: Any] {
        ["plural": variants.mapValues { unit($0) }]
    }

    static func makeBundle() throws -> TemporaryBundle {
        let bundle = try TemporaryBundle()
        try bundle.write(
            stringsdict,
            propertyList: [
                "files.remaining": [
                    "NSStringLocalizedFormatKey": "%#@files@",
                    "files": plural("lld", ["one": "%lld fichier", "other": "Il reste %lld fichiers"]),
                ],
                "files.in.folder": [
                    "NSStringLocalizedFormatKey": "%#@files@ dans %@",
                    "files": plural("lld", ["one": "%lld fichier", "other": "%lld fichiers"]),
                ],
                "folders": [
                    "NSStringLocalizedFormatKey": "%#@folders@",
                    "folders": plural("lld", ["one": "%lld dossier avec %#@files@", "other": "%lld dossiers avec %#@files@"]),
                    "files": plural("lld", ["one": "%lld fichier", "other": "%lld fichiers"]),
                ],
                "device.label": [
                    "NSStringDeviceSpecificRuleType": ["ipad": "%d sur iPad", "other": "%d"]
                ],
            ])
        try bundle.write(
            strings,
            text: """
                "greeting" = "Bonjour %@, %d messages";
                "photos##{one}" = "%d photo";
                "photos##{other}" = "%d photos";

                """)
        try bundle.write(
            catalog,
            json: [
                "sourceLanguage": "fr",
                "version": "1.0",
                "strings": [
                    "items.count": [
                        "localizations": ["fr": ["variations": pluralVariation(["one": "%lld article", "other": "%lld articles"])]]
                    ],
                    "cart.summary": [
                        "localizations": [
                            "fr": unit("%#@items@ dans %#@carts@").merging([
                                "substitutions": [
                                    "items": [
                                        "argNum": 1, "formatSpecifier": "lld",
                                        "variations": pluralVariation(["one": "%arg article", "other": "%arg articles"]),
                                    ],
                                    "carts": [
                                        "argNum": 2, "formatSpecifier": "lld",
                                        "variations": pluralVariation(["one": "%arg panier", "other": "%arg paniers"]),
                                    ],
                                ]
                            ]) { first, _ in first }
                        ]
                    ],
                    "open.on.device": [
                        "localizations": [
                            "fr": [
                                "variations": [
                                    "device": [
                                        "ipad": [
                                            "variations": pluralVariation([
                                                "one": "%lld élément sur iPad", "other": "%lld éléments sur iPad",
                                            ])
                                        ],
                                        "other": unit("%lld éléments"),
                                    ]
                                ]
                            ]
                        ]
                    ],
                ],
            ])
        return bundle
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let table: String
        let key: String
        let arguments: [FormatArgument]
        var device: String? = nil
        /// What the error must name: the variable and variant (`nil`: none), and the text the
        /// translator wrote with the specifier in it.
        let variable: String?
        let category: String?
        let text: String
        let specifier: String
        /// The specifier's 0-based argument.
        let argument: Int
        /// What the message says is wrong.
        let problem: String
        /// How the message places the specifier (`in variant 'one' of variable 'files'`).
        let place: String

        var testDescription: String { "\(key) \(arguments)" }
    }

    static let cases: [Case] = [
        // French `1.5` is `one`: the `one` variant's `%lld` meets a double.
        Case(
            file: stringsdict, table: "Localizable", key: "files.remaining", arguments: [1.5], variable: "files", category: "one",
            text: "%lld fichier", specifier: "%lld", argument: 0, problem: "expects an integer, got 1.5",
            place: " in variant 'one' of variable 'files'"),
        Case(
            file: stringsdict, table: "Localizable", key: "files.remaining", arguments: ["tous"], variable: "files",
            category: "other", text: "Il reste %lld fichiers", specifier: "%lld", argument: 0, problem: "expects an integer, got \"tous\"",
            place: " in variant 'other' of variable 'files'"),
        // The format's own `%@`, after the variable: no variant holds it.
        Case(
            file: stringsdict, table: "Localizable", key: "files.in.folder", arguments: [2], variable: nil, category: nil,
            text: "%#@files@ dans %@", specifier: "%@", argument: 1, problem: "has no argument: 1 was given", place: ""),
        // A variable inside a variable's variant reads the second argument.
        Case(
            file: stringsdict, table: "Localizable", key: "folders", arguments: [1, "x"], variable: "files", category: "other",
            text: "%lld fichiers", specifier: "%lld", argument: 1, problem: "expects an integer, got \"x\"",
            place: " in variant 'other' of variable 'files' in variant 'one' of variable 'folders'"),
        Case(
            file: stringsdict, table: "Localizable", key: "device.label", arguments: ["x"], device: "ipad", variable: nil,
            category: "ipad", text: "%d sur iPad", specifier: "%d", argument: 0, problem: "expects an integer, got \"x\"",
            place: " in device variant 'ipad'"),
        Case(
            file: strings, table: "Localizable", key: "greeting", arguments: ["Léa"], variable: nil, category: nil,
            text: "Bonjour %@, %d messages", specifier: "%d", argument: 1, problem: "has no argument: 1 was given", place: ""),
        // A Smartling group chooses on the number its `other` variant reads.
        Case(
            file: strings, table: "Localizable", key: "photos", arguments: [1.5], variable: nil, category: "one", text: "%d photo",
            specifier: "%d", argument: 0, problem: "expects an integer, got 1.5", place: " in variant 'one' of the plural variation"),
        Case(
            file: catalog, table: "Shop", key: "items.count", arguments: [1.5], variable: nil, category: "one", text: "%lld article",
            specifier: "%lld", argument: 0, problem: "expects an integer, got 1.5", place: " in variant 'one' of the plural variation"),
        // A substitution's `%arg` reads its `argNum`, written as `%lld`: the error names `%arg`.
        Case(
            file: catalog, table: "Shop", key: "cart.summary", arguments: [2, 1.5], variable: "carts", category: "one",
            text: "%arg panier", specifier: "%arg", argument: 1, problem: "expects an integer, got 1.5",
            place: " in variant 'one' of variable 'carts'"),
        Case(
            file: catalog, table: "Shop", key: "open.on.device", arguments: [1.5], device: "ipad", variable: nil, category: "one",
            text: "%lld élément sur iPad", specifier: "%lld", argument: 0, problem: "expects an integer, got 1.5",
            place: " in variant 'one' of the plural variation in device variant 'ipad'"),
    ]

    static func request(_ testCase: Case) -> LocalizationRequest {
        LocalizationRequest(
            .localization("fr"), options: LocalizationOptions(table: testCase.table, locale: "fr_FR", device: testCase.device))
    }

    /// The error `localize` throws, twice: the second call finds the plan made by the first
    /// and tries its compiled form first.
    static func localizeErrors(_ localizer: Localizer, _ testCase: Case) -> [LocalizationError?] {
        (0..<2).map { _ -> LocalizationError? in
            do throws(LocalizationError) {
                _ = try localizer.localize(testCase.key, arguments: testCase.arguments, request(testCase))
                return nil
            } catch {
                return error
            }
        }
    }

    /// The key's line, found in the file as written: `<key>k</key>`, `"k" :` or `"k##{…}"`.
    static func line(of testCase: Case, in bundle: TemporaryBundle) throws -> Int? {
        let needle =
            switch testCase.file {
            case stringsdict: "<key>\(testCase.key)</key>"
            case catalog: "\"\(testCase.key)\" :"
            default: "\"\(testCase.key)"
            }
        return try bundle.line(of: needle, in: testCase.file)
    }

    /// The byte range of the specifier in the text as written (its first occurrence).
    static func range(of specifier: String, in text: String) -> Range<Int>? {
        let bytes = Array(text.utf8)
        let needle = Array(specifier.utf8)
        guard let start = (0...(bytes.count - needle.count)).first(where: { Array(bytes[$0..<($0 + needle.count)]) == needle }) else {
            return nil
        }
        return start..<(start + needle.count)
    }

    static func check(_ error: LocalizationError, _ testCase: Case, bundle: TemporaryBundle) throws {
        #expect(error.kind == .format, "\(error)")
        #expect(error.key == testCase.key)
        #expect(error.variable == testCase.variable)
        #expect(error.category == testCase.category)
        #expect(error.formatText == testCase.text)
        let source = try #require(error.source)
        #expect(source.file == bundle.path(testCase.file))
        let line = try #require(try line(of: testCase, in: bundle))
        #expect(source.line == line)
        let format = try #require(error.format)
        #expect(format.specifier == testCase.specifier)
        #expect(format.range == range(of: testCase.specifier, in: testCase.text))
        #expect(format.argumentIndex == testCase.argument)
        let offset = try #require(range(of: testCase.specifier, in: testCase.text)).lowerBound
        #expect(
            error.description
                == "\(source): \(testCase.specifier)\(testCase.place) \(testCase.problem) (argument \(testCase.argument + 1), byte \(offset) of \"\(testCase.text)\") (key \"\(testCase.key)\")"
        )
        #expect(!error.description.contains("$"), "the rewrite's positions must not show: \(error)")
    }

    @Test(arguments: cases)
    func localizeNamesWhatTheTranslatorWrote(_ testCase: Case) throws {
        let bundle = try Self.makeBundle()
        defer { withExtendedLifetime(bundle) {} }
        let localizer = try Localizer(path: bundle.path)
        for error in Self.localizeErrors(localizer, testCase) {
            let error = try #require(error, "the arguments do not fit: the call must fail")
            try Self.check(error, testCase, bundle: bundle)
        }
    }

    /// `LocalizedValue.formatted` (the ordinary path) throws the same error; the compiled form
    /// hands the call over rather than answering.
    @Test(arguments: cases)
    func formattedNamesWhatTheTranslatorWrote(_ testCase: Case) throws {
        let bundle = try Self.makeBundle()
        defer { withExtendedLifetime(bundle) {} }
        let table = try #require(try LocalizationBundle(path: bundle.path).table(testCase.table, localization: "fr"))
        let entry = try #require(table[testCase.key])
        let rules = try PluralRules(locale: "fr")
        let compiled = entry.value.formattedByCompiledForm(
            testCase.arguments, locale: "fr_FR", pluralRules: rules, device: testCase.device, key: testCase.key)
        #expect(compiled == .some(nil))
        let error = try #require(throws: LocalizationError.self) {
            try entry.value.formatted(
                testCase.arguments, locale: "fr_FR", pluralRules: rules, device: testCase.device, key: testCase.key,
                source: entry.location)
        }
        try Self.check(error, testCase, bundle: bundle)
        let localized = try #require(Self.localizeErrors(try Localizer(path: bundle.path), testCase).first ?? nil)
        #expect(localized == error)
    }

    /// The same entries format when the arguments fit: the trace changes nothing that succeeds.
    @Test func argumentsThatFitStillFormat() throws {
        let bundle = try Self.makeBundle()
        defer { withExtendedLifetime(bundle) {} }
        let localizer = try Localizer(path: bundle.path)
        let request = LocalizationRequest(.localization("fr"), options: LocalizationOptions(locale: "fr_FR"))
        #expect(try localizer.localize("files.remaining", arguments: [3], request).string == "Il reste 3 fichiers")
        #expect(try localizer.localize("folders", arguments: [1, 2], request).string == "1 dossier avec 2 fichiers")
        let shop = LocalizationRequest(.localization("fr"), options: LocalizationOptions(table: "Shop", locale: "fr_FR"))
        #expect(try localizer.localize("cart.summary", arguments: [2, 1], shop).string == "2 articles dans 1 panier")
    }
}
