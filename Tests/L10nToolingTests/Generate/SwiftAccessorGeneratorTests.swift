import Foundation
import L10n
import L10nTestSupport
import Testing

@testable import L10nAccessorGeneration

/// The generator on a planted bundle of awkward keys, every conversion, positional and `*`
/// arguments, variables typed three ways and a catalog; its source is type-checked by the
/// toolchain against the modules this test runs with.
@Suite struct SwiftAccessorGeneratorTests {
    /// printf conversions and the Swift type an accessor takes for each (the `FormatArgument`
    /// the runtime reads them from as C would).
    static let conversions: [(specifier: String, type: String)] = [
        ("d", "Int"), ("i", "Int"), ("hhd", "Int"), ("ld", "Int"), ("lld", "Int"), ("D", "Int"), ("zd", "Int"),
        ("u", "UInt"), ("lu", "UInt"), ("llu", "UInt"), ("U", "UInt"), ("x", "UInt"), ("X", "UInt"), ("o", "UInt"),
        ("p", "UInt"), ("f", "Double"), ("e", "Double"), ("g", "Double"), ("a", "Double"), ("Lf", "Double"),
        ("@", "String"), ("s", "String"), ("S", "String"), ("c", "Unicode.Scalar"), ("C", "Unicode.Scalar"),
    ]

    /// The planted bundle: English decides; French disagrees about `positional`'s types.
    static func plantedBundle() throws -> TemporaryBundle {
        var strings = conversions.enumerated().map { "\"type-\($0.offset)\" = \"[%\($0.element.specifier)]\";" }
        strings += [
            #"/* First line"#,
            #"   second line, with a \ and "quotes" */"#,
            #""multi.line" = "Line one\nLine two %@";"#,
            #""files.remaining" = "%lld files";"#,
            #""files_remaining" = "%lld files!";"#,
            #""filesRemaining" = "%lld FILES";"#,
            #""default" = "Default";"#,
            #""self" = "Self";"#,
            #""2fa.title" = "Two-factor";"#,
            #""SETTINGS_TITLE" = "Settings";"#,
            #""URLPrompt" = "Open %@";"#,
            #""strings" = "Strings";"#,
            #""こんにちは" = "Hello";"#,
            #""quote\"back\\slash\nnewline" = "Odd %@";"#,
            #""positional" = "%2$@ has %1$lld items";"#,
            #""star.width" = "%*d|%.*f";"#,
            #""gap" = "only %2$@";"#,
            #""percent" = "100%% sure";"#,
        ]
        let bundle = try TemporaryBundle(["en.lproj/Localizable.strings": strings.joined(separator: "\n") + "\n"])
        try bundle.write("fr.lproj/Localizable.strings", text: #""positional" = "%1$f";"#)
        func plural(_ valueType: String?, one: String, other: String) -> [String: Any] {
            var rule: [String: Any] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "one": one, "other": other]
            rule["NSStringFormatValueTypeKey"] = valueType
            return rule
        }
        try bundle.write(
            "en.lproj/Localizable.stringsdict",
            propertyList: [
                "plural.typed": ["NSStringLocalizedFormatKey": "%#@amount@", "amount": plural("f", one: "%f thing", other: "%f things")],
                "plural.words": ["NSStringLocalizedFormatKey": "%#@n@", "n": plural(nil, one: "one", other: "many")],
                "plural.unsigned": ["NSStringLocalizedFormatKey": "%#@bytes@", "bytes": plural("llu", one: "a byte", other: "bytes")],
            ])
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        try bundle.write(
            "Shop.xcstrings",
            json: [
                "sourceLanguage": "en", "version": "1.0",
                "strings": [
                    "cart": [
                        "comment": "Ends */ here\nand goes on",
                        "localizations": [
                            "en": [
                                "stringUnit": ["state": "translated", "value": "%#@items@ for %@"],
                                "substitutions": [
                                    "items": [
                                        "argNum": 1, "formatSpecifier": "lld",
                                        "variations": ["plural": ["one": unit("%arg item"), "other": unit("%arg items")]],
                                    ]
                                ],
                            ]
                        ],
                    ],
                    "photos": [
                        "localizations": ["en": ["variations": ["plural": ["one": unit("%lld photo"), "other": unit("%lld photos")]]]]
                    ],
                    "device": ["localizations": ["en": ["variations": ["device": ["mac": unit("Mac"), "other": unit("Device")]]]]],
                ],
            ])
        return bundle
    }

    static func source(_ generator: SwiftAccessorGenerator = SwiftAccessorGenerator()) throws -> String {
        let bundle = try plantedBundle()
        defer { withExtendedLifetime(bundle) {} }
        return try generator.source(for: LocalizationBundle(path: bundle.path))
    }

    @Test(arguments: conversions.indices)
    func eachConversionTakesItsSwiftType(index: Int) throws {
        let source = try Self.source()
        #expect(source.contains("func type\(index)(_ arg1: \(Self.conversions[index].type)) throws(LocalizationError)"))
    }

    @Test(arguments: [
        // Positions order the arguments; the development language's types win over French's.
        "func positional(_ arg1: Int, _ arg2: String)",
        // `*` width and precision each take an `Int` slot before their value.
        "func starWidth(_ arg1: Int, _ arg2: Int, _ arg3: Int, _ arg4: Double)",
        // A slot the text skips is passed as nil.
        #"func gap(_ arg2: String) throws(LocalizationError) -> LocalizedString {"#,
        #"try self.strings.localize("gap", [.null, FormatArgument(arg2)], table: "Localizable")"#,
        // Variables label their argument and take their value type, or `Int` for a plural of words.
        "func pluralTyped(amount: Double)", "func pluralWords(n: Int)", "func pluralUnsigned(bytes: UInt)",
        "func cart(items: Int, _ arg2: String)", "func photos(_ arg1: Int)",
        // Keys that take nothing are properties.
        "var percent: LocalizedString {", "var device: LocalizedString {",
        // Names: the exact spelling keeps the name, the others are numbered in key order.
        "func filesRemaining(_ arg1: Int)", "func filesRemaining2(_ arg1: Int)", "func filesRemaining3(_ arg1: Int)",
        #"/// Key "filesRemaining", en: "%lld FILES""#, #"/// Key "files.remaining", en: "%lld files""#,
        "var `default`: LocalizedString", "var `self`: LocalizedString", "var _2faTitle: LocalizedString",
        "var settingsTitle: LocalizedString", "func urlPrompt(_ arg1: String)", "var strings2: LocalizedString",
        "func quoteBackSlashNewline(_ arg1: String)",
        #"try self.strings.localize("quote\"back\\slash\nnewline", [FormatArgument(arg1)], table: "Localizable")"#,
        #"/// Key "quote"back\slash\nnewline", en: "Odd %@""#,
        // Comments are documentation, line by line, `*/` and all.
        "/// First line\n        ///    second line, with a \\ and \"quotes\"\n        ///\n        /// Key \"multi.line\"",
        "/// Ends */ here\n        /// and goes on\n",
        // Tables are namespaces.
        "var localizable: Localizable { Localizable(strings: self) }", "var shop: Shop { Shop(strings: self) }",
    ])
    func declares(_ expected: String) throws {
        let source = try Self.source()
        #expect(source.contains(expected), "\(source)")
    }

    /// A key with no ASCII letter or digit is named by its hash: the same every time, documented.
    @Test func keysWithoutLettersAreNamedByTheirHash() throws {
        let name = SwiftIdentifier.hashedName("こんにちは", prefix: "key")
        #expect(name.hasPrefix("key_") && name.count == "key_".count + 8)
        #expect(name != SwiftIdentifier.hashedName("こんばんは", prefix: "key"))
        #expect(try Self.source().contains("/// Key \"こんにちは\", en: \"Hello\"\n        var \(name): LocalizedString"))
    }

    @Test(arguments: [
        ("files.remaining", "filesRemaining"), ("SETTINGS_TITLE", "settingsTitle"), ("URLPrompt", "urlPrompt"),
        ("2fa.title", "_2faTitle"), ("Hello, world!", "helloWorld"), ("cart-item count", "cartItemCount"),
        ("userID", "userID"), ("café.title", "cafTitle"),
    ])
    func lowerCamelCase(key: String, name: String) {
        #expect(SwiftIdentifier.lowerCamelCase(key) == name)
    }

    /// Collisions are resolved from the set of keys alone, whatever order they come in.
    @Test func uniqueNamesDoNotDependOnOrder() {
        let keys = ["a.b", "a_b", "aB", "aB2", "strings", "a-b"]
        let forward = SwiftIdentifier.uniqueNames(for: keys, reserved: ["strings"], convert: { SwiftIdentifier.lowerCamelCase($0) ?? "" })
        let backward = SwiftIdentifier.uniqueNames(
            for: keys.reversed(), reserved: ["strings"], convert: { SwiftIdentifier.lowerCamelCase($0) ?? "" })
        #expect(forward == backward)
        #expect(Set(forward.values).count == keys.count && !forward.values.contains("strings"))
        #expect(forward["aB"] == "aB" && forward["aB2"] == "aB2")
    }

    /// The whole source, both access levels, compiles without a warning in Swift 6 mode with
    /// the features this package enables.
    @Test(arguments: SwiftAccessorGenerator.AccessLevel.allCases)
    func compilesWithoutWarnings(access: SwiftAccessorGenerator.AccessLevel) throws {
        let source = try Self.source(SwiftAccessorGenerator(typeName: "PlantedStrings", accessLevel: access))
        let result = try SwiftTypeCheck.run(source)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }

    @Test func typeCheckingCatchesWarnings() throws {
        let result = try SwiftTypeCheck.run("func f() { var unused = 1 }\n")
        #expect(result.status != 0 && result.output.contains("never"))
    }
}
