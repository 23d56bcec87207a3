import Foundation
import L10n
import L10nResources
import L10nTestSupport
import Testing

/// `LocalizationBundle.validate()` reads every table of every localization and reports every
/// problem, each naming its file, line, key and localization: the malformed files of
/// `Fixtures/bad` placed where the runtime reads them, entries that fail whatever the arguments
/// (in `.strings`, `.stringsdict`, catalogs at the top and in `mul.lproj`, `Base.lproj`), the
/// bundle's and tables' warnings, and valid bundles with no errors.
@Suite struct ValidationTests {
    /// Where an error points: its file and position, as the report orders them.
    static func position(_ error: LocalizationError) -> (String, Int, Int, Int) {
        if let resource = error.resource {
            return (resource.file, resource.line ?? 0, resource.column ?? 0, resource.byteOffset ?? 0)
        }
        return (error.source?.file ?? "", error.source?.line ?? 0, error.source?.column ?? 0, 0)
    }

    static func isOrdered(_ errors: [LocalizationError]) -> Bool {
        zip(errors, errors.dropFirst()).allSatisfy { position($0) <= position($1) }
    }

    // MARK: - Fixtures/bad in a bundle

    /// Where a bad fixture goes in the bundle: `.strings` and `.stringsdict` files in `xx.lproj`
    /// under their own names, property lists as `.stringsdict` tables named after their group
    /// (`xx.lproj/plist-xml-date.stringsdict`), catalogs at the top.
    static func placement(of input: BadInput) -> String {
        switch input.area {
        case "strings", "stringsdict": "xx.lproj/" + input.name
        case "catalog": input.name
        default: "xx.lproj/\(input.area)-\(input.name.dropLast(".plist".count)).stringsdict"
        }
    }

    @Test func validationFindsEveryProblemOfTheBadFixturesPlacedInABundle() throws {
        let bundle = try TemporaryBundle()
        defer { withExtendedLifetime(bundle) {} }
        for input in BadInput.all {
            try bundle.write(Self.placement(of: input), bytes: try input.bytes())
        }
        let localizationBundle = try LocalizationBundle(path: bundle.path, developmentRegion: "xx")
        let report = localizationBundle.validate()
        #expect(!report.isValid)
        var unmatched = report.errors
        for input in BadInput.all {
            let file = bundle.path(Self.placement(of: input))
            let found = unmatched.firstIndex { error in
                guard let resource = error.resource else { return false }
                return error.kind == .resource && resource.file == file && resource.reason == input.kind && resource.line == input.line
                    && resource.column == input.column && (input.byteOffset == nil || resource.byteOffset == input.byteOffset)
                    && resource.key == input.key && resource.message.contains(input.message)
            }
            guard let found else {
                Issue.record("no error for \(input.path) at \(file): \(report.errors.filter { $0.resource?.file == file })")
                continue
            }
            let error = unmatched.remove(at: found)
            // The error names the file and position itself, as an entry's errors do.
            #expect(error.key == input.key)
            #expect(error.source?.file == file)
            #expect(error.source?.line == input.line)
            #expect(error.description.hasPrefix(file))
            #expect(error.description.contains(input.message))
            #expect(error.localization == (input.area == "catalog" ? nil : "xx"))
        }
        #expect(unmatched.isEmpty, "unexpected errors: \(unmatched)")
        #expect(report.errors.count == BadInput.all.count)
        #expect(Self.isOrdered(report.errors))
        // The catalogs are at the top, the files in `xx.lproj`: catalogs first.
        #expect(report.errors.first?.resource?.file.hasSuffix(".xcstrings") == true)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    // MARK: - Entries that fail whatever the arguments

    /// `NSStringPluralRuleType` variable definitions.
    static func plural(_ variants: [String: String], type: String = "d") -> [String: Any] {
        var definition: [String: Any] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": type]
        for (category, text) in variants { definition[category] = text }
        return definition
    }

    static func unit(_ value: String) -> [String: Any] {
        ["stringUnit": ["state": "translated", "value": value]]
    }

    /// A catalog substitution reading argument `argNum`.
    static func substitution(argNum: Int, _ variants: [String: String]) -> [String: Any] {
        ["argNum": argNum, "formatSpecifier": "lld", "variations": ["plural": variants.mapValues { unit($0) }]]
    }

    /// A bundle with one entry per problem, in every place a table can be, and a table whose
    /// `.strings` and `.stringsdict` both fail to read.
    static func makeEntryBundle() throws -> TemporaryBundle {
        let bundle = try TemporaryBundle()
        try bundle.write(
            "en.lproj/Localizable.stringsdict",
            propertyList: [
                "undefined": [
                    "NSStringLocalizedFormatKey": "%#@files@ in %#@folders@", "files": plural(["one": "%d file", "other": "%d files"]),
                ],
                "nested.undefined": [
                    "NSStringLocalizedFormatKey": "%#@outer@",
                    "outer": plural(["one": "%d", "other": "%d of %#@ghost@"]),
                ],
                "cycle": ["NSStringLocalizedFormatKey": "%#@a@", "a": plural(["one": "%#@a@", "other": "%d"])],
                "no.other": ["NSStringLocalizedFormatKey": "%#@files@", "files": plural(["one": "%d file", "few": "%d files"])],
                "device.no.other": ["NSStringDeviceSpecificRuleType": ["iphone": "Tap", "mac": "Click"]],
                "too.wide": ["NSStringLocalizedFormatKey": "%#@files@", "files": plural(["one": "%d file", "other": "%99999d files"])],
                "ipad.undefined": [
                    "NSStringDeviceSpecificRuleType": [
                        "ipad": ["NSStringLocalizedFormatKey": "%#@nothing@"],
                        "other": "Fine",
                    ]
                ],
                "unknown.rule": [
                    "NSStringLocalizedFormatKey": "%#@who@",
                    "who": ["NSStringFormatSpecTypeKey": "NSStringGenderRuleType", "female": "She", "male": "He"],
                ],
                "fine": ["NSStringLocalizedFormatKey": "%#@files@ left", "files": plural(["one": "%d file", "other": "%d files"])],
            ])
        try bundle.write(
            "en.lproj/Localizable.strings",
            text: """
                "title" = "Files";
                "precision" = "%.20000f seconds";
                "photos##{one}" = "%d photo";
                "photos##{few}" = "%d photos";

                """)
        try bundle.write(
            "Base.lproj/Main.strings",
            text: """
                "window.title" = "%d windows";
                "window.title##{one}" = "One window";

                """)
        // Both files of one table fail: a lookup reports the first, validation both.
        try bundle.write("de.lproj/Broken.strings", text: "\"a\" = \"b\"\n\"c\" = \"d\";\n")
        try bundle.write(
            "de.lproj/Broken.stringsdict",
            bytes: [UInt8](try PropertyListSerialization.data(fromPropertyList: ["a"], format: .xml, options: 0)))
        try bundle.write(
            "Shop.xcstrings",
            json: [
                "sourceLanguage": "en",
                "version": "1.0",
                "strings": [
                    "cart.summary": [
                        "localizations": [
                            "en": unit("%#@items@ in %#@carts@").merging([
                                "substitutions": ["items": substitution(argNum: 1, ["one": "%arg item", "other": "%arg items"])]
                            ]) { first, _ in first },
                            "de": unit("%#@items@ in %#@carts@").merging([
                                "substitutions": [
                                    "items": substitution(argNum: 1, ["one": "%arg Artikel", "other": "%arg Artikel"]),
                                    "carts": substitution(argNum: 2, ["one": "%arg Korb", "other": "%arg Körben"]),
                                ]
                            ]) { first, _ in first },
                        ]
                    ],
                    "argnum.zero": [
                        "localizations": [
                            "de": unit("%#@items@").merging([
                                "substitutions": ["items": substitution(argNum: 0, ["one": "%arg Artikel", "other": "%arg Artikel"])]
                            ]) { first, _ in first }
                        ]
                    ],
                    "open": [
                        "localizations": [
                            "de": ["variations": ["device": ["ipad": unit("Tippen"), "mac": unit("Klicken")]]],
                            "en": unit("Open"),
                        ]
                    ],
                ],
            ])
        try bundle.write(
            "mul.lproj/Settings.xcstrings",
            json: [
                "sourceLanguage": "en",
                "version": "1.0",
                "strings": [
                    "volume": [
                        "localizations": [
                            "fr": unit("%#@level@ de %#@volume@").merging([
                                "substitutions": [
                                    "volume": substitution(argNum: 2, ["one": "%arg haut-parleur", "other": "%arg haut-parleurs"])
                                ]
                            ]) { first, _ in first }
                        ]
                    ],
                    "brightness": ["localizations": ["fr": ["variations": ["plural": ["one": unit("%lld niveau")]]]]],
                ],
            ])
        return bundle
    }

    /// One error the entry bundle must give.
    struct Expected: CustomStringConvertible {
        let file: String
        let key: String?
        let localization: String
        let kind: LocalizationErrorKind
        /// Text the message must contain.
        let message: String
        var variable: String? = nil
        var category: String? = nil

        var description: String { "\(file) \(key ?? "-") [\(localization)] \(kind)" }
    }

    /// Rows of one file and localization: key, kind, message fragment, variable, category.
    static func errors(
        in file: String, _ localization: String,
        _ rows: [(key: String?, kind: LocalizationErrorKind, message: String, variable: String?, category: String?)]
    ) -> [Expected] {
        rows.map {
            Expected(
                file: file, key: $0.key, localization: localization, kind: $0.kind, message: $0.message, variable: $0.variable,
                category: $0.category)
        }
    }

    static let expectedEntryErrors: [Expected] =
        errors(
            in: "en.lproj/Localizable.stringsdict", "en",
            [
                ("undefined", .undefinedVariable, "variable 'folders'", nil, nil),
                ("nested.undefined", .undefinedVariable, "variable 'ghost'", nil, nil),
                ("cycle", .expansionDepth, "deeper than 16", nil, nil),
                ("no.other", .missingVariant, "variable 'files' has no 'other' variant", "files", "other"),
                ("device.no.other", .missingVariant, "device variation has no 'other' variant", nil, "other"),
                ("too.wide", .format, "%99999d in variant 'other' of variable 'files' asks for 99999 characters", "files", "other"),
                ("ipad.undefined", .undefinedVariable, "variable 'nothing'", nil, nil),
            ])
        + errors(
            in: "en.lproj/Localizable.strings", "en",
            [
                ("precision", .format, "%.20000f asks for 20000 characters", nil, nil),
                ("photos", .missingVariant, "the plural variation has no 'other' variant", nil, "other"),
            ])
        + errors(
            in: "Base.lproj/Main.strings", "Base",
            [("window.title", .missingVariant, "the plural variation has no 'other' variant", nil, "other")])
        + errors(in: "de.lproj/Broken.strings", "de", [("a", .resource, "expected ';' after the value", nil, nil)])
        + errors(
            in: "de.lproj/Broken.stringsdict", "de",
            [(nil, .resource, "the top level of a .stringsdict must be a dict, not array", nil, nil)])
        + errors(in: "Shop.xcstrings", "en", [("cart.summary", .undefinedVariable, "variable 'carts'", nil, nil)])
        + errors(
            in: "Shop.xcstrings", "de",
            [
                ("argnum.zero", .missingArgument, "variable 'items' reads argument 0", "items", nil),
                ("open", .missingVariant, "device variation has no 'other' variant", nil, "other"),
            ])
        + errors(
            in: "mul.lproj/Settings.xcstrings", "fr",
            [
                ("volume", .undefinedVariable, "variable 'level'", nil, nil),
                ("brightness", .missingVariant, "the plural variation has no 'other' variant", nil, "other"),
            ])

    /// The line of an entry, found in the file as written (a Smartling group's is its first
    /// member's).
    static func line(of expected: Expected, in bundle: TemporaryBundle) throws -> Int? {
        guard let key = expected.key else { return nil }
        switch expected.file {
        case let file where file.hasSuffix(".stringsdict"): return try bundle.line(of: "<key>\(key)</key>", in: file)
        case let file where file.hasSuffix(".xcstrings"): return try bundle.line(of: "\"\(key)\" :", in: file)
        default: return try bundle.line(of: "\"\(key)##{", in: expected.file) ?? bundle.line(of: "\"\(key)\"", in: expected.file)
        }
    }

    @Test func validationFindsEveryEntryThatFailsWhateverTheArguments() throws {
        let bundle = try Self.makeEntryBundle()
        defer { withExtendedLifetime(bundle) {} }
        let report = try LocalizationBundle(path: bundle.path).validate()
        var unmatched = report.errors.filter { $0.kind != .lint }
        for expected in Self.expectedEntryErrors {
            let file = bundle.path(expected.file)
            let found = unmatched.firstIndex {
                $0.kind == expected.kind && $0.key == expected.key && $0.localization?.name == expected.localization
                    && $0.source?.file == file
            }
            guard let found else {
                Issue.record("no error for \(expected): \(report.errors.filter { $0.source?.file == file })")
                continue
            }
            let error = unmatched.remove(at: found)
            #expect(error.message.contains(expected.message), "\(error)")
            #expect(error.variable == expected.variable, "\(error)")
            #expect(error.category == expected.category, "\(error)")
            if expected.key != nil {
                let line = try #require(try Self.line(of: expected, in: bundle), "\(expected)")
                #expect(error.source?.line == line, "\(error)")
                #expect(error.description.hasPrefix("\(file):\(line)"), "\(error)")
                #expect(error.description.contains("(key \"\(expected.key ?? "")\")"), "\(error)")
            } else {
                #expect(error.source?.line != nil, "\(error)")
            }
            #expect(error.description.hasSuffix("[\(expected.localization)]"), "\(error)")
        }
        #expect(unmatched.isEmpty, "unexpected errors: \(unmatched)")
        #expect(Self.isOrdered(report.errors))
    }

    /// What validation reports about an entry, the `Localizer` throws for some call: the
    /// problems are the runtime's own, found ahead. (`nil` selects `other`; `1` selects `one`,
    /// which is where the cycle is; the undefined variable of `ipad.undefined` is iPad's.)
    @Test func theLocalizerFailsOnEveryEntryValidationReports() throws {
        let bundle = try Self.makeEntryBundle()
        defer { withExtendedLifetime(bundle) {} }
        let localizer = try Localizer(path: bundle.path)
        let report = localizer.validate()
        // Lint's findings may still format (see `lintFindingsAreValidationErrors`).
        for error in report.errors where error.kind != .resource && error.kind != .lint {
            let source = try #require(error.source)
            let file = URL(fileURLWithPath: source.file).lastPathComponent
            let table = String(file.prefix { $0 != "." })
            let localization = try #require(error.localization)
            let key = try #require(error.key)
            var thrown: [LocalizationError] = []
            for device in [nil, "ipad"] as [String?] {
                let request = LocalizationRequest(
                    .localization(localization), options: LocalizationOptions(table: table, locale: "en_US", device: device))
                for arguments in [[.null, .null], [1, 1]] as [[FormatArgument]] {
                    do throws(LocalizationError) {
                        _ = try localizer.localize(key, arguments: arguments, request)
                    } catch {
                        thrown.append(error)
                    }
                }
            }
            #expect(thrown.contains { $0.kind == error.kind && $0.source == error.source }, "validation: \(error); localize: \(thrown)")
        }
        // A lookup stops at the first file of the table that fails; validation reported both.
        let lookup = try #require(throws: ResourceError.self) { try localizer.bundle.table("Broken", searchList: ["de"]) }
        #expect(report.errors.filter { $0.source?.file.contains("/de.lproj/Broken.") == true }.count == 2)
        #expect(report.errors.contains { $0.resource == lookup })
    }

    @Test func entriesThatFormatAreNotReported() throws {
        let bundle = try Self.makeEntryBundle()
        defer { withExtendedLifetime(bundle) {} }
        let report = try LocalizationBundle(path: bundle.path).validate()
        for key in ["fine", "title", "unknown.rule"] {
            #expect(!report.errors.contains { $0.key == key }, "\(key)")
        }
        // `de` has both substitutions of `cart.summary`.
        #expect(!report.errors.contains { $0.key == "cart.summary" && $0.localization == "de" && $0.kind != .lint })
    }

    /// Lint's checks against the development language and the plural rules are validation
    /// errors, named like lint names them, with the file, line, key and localization.
    @Test func lintFindingsAreValidationErrors() throws {
        let bundle = try TemporaryBundle(TranslatorMistakes.files)
        let report = try LocalizationBundle(path: bundle.path, developmentRegion: "en").validate()
        let lint = report.errors.filter { $0.kind == .lint }
        let mismatch = try #require(lint.only, "\(lint)")
        #expect(mismatch.reason == .lint(.formatMismatch))
        #expect(mismatch.key == "greeting")
        #expect(mismatch.localization == "de")
        #expect(mismatch.source == SourceLocation(file: bundle.path("de.lproj/Localizable.strings"), line: 1))
        #expect(mismatch.description.contains("[format-mismatch]"))
        // The linter says the same.
        let finding = try #require(Linter().lint(path: bundle.path).first { $0.rule == .formatMismatch })
        #expect(mismatch.message == finding.message + " [format-mismatch]")
        // A Russian plural without the categories Russian uses.
        try bundle.write(
            "ru.lproj/Localizable.stringsdict", text: TranslatorMistakes.filesRemaining(["one": "%lld файл", "other": "%lld файла"]))
        let russian = try LocalizationBundle(path: bundle.path, developmentRegion: "en").validate().errors.filter { $0.kind == .lint }
        #expect(russian.contains { $0.reason == .lint(.pluralMissingCategory) && $0.localization == "ru" && $0.key == "files.remaining" })
    }

    // MARK: - Warnings

    @Test func warningsOfTheBundleAndOfEveryTableAreReportedOnce() throws {
        let bundle = try TemporaryBundle()
        defer { withExtendedLifetime(bundle) {} }
        try bundle.write(
            "en.lproj/Localizable.strings",
            text: """
                "a" = "first";
                "a" = "second";

                """)
        try bundle.write(
            "en.lproj/Localizable.stringsdict",
            propertyList: [
                "who": [
                    "NSStringLocalizedFormatKey": "%#@who@", "who": ["NSStringFormatSpecTypeKey": "NSStringGenderRuleType", "male": "He"],
                ]
            ])
        // A catalog whose JSON repeats a key (a warning of the catalog, so of each language's
        // table) and whose German an `.lproj` file shadows; a second catalog for the same table.
        try bundle.write(
            "Shop.xcstrings",
            text: """
                {
                  "sourceLanguage" : "en",
                  "sourceLanguage" : "en",
                  "strings" : {
                    "buy" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Kaufen" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Acheter" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }

                """)
        try bundle.write("de.lproj/Shop.strings", text: "\"buy\" = \"Kaufen!\";\n")
        try bundle.write("mul.lproj/Shop.xcstrings", json: ["sourceLanguage": "en", "version": "1.0", "strings": [:] as [String: Any]])

        let localizationBundle = try LocalizationBundle(path: bundle.path)
        let report = localizationBundle.validate()
        #expect(report.isValid, "\(report.errors)")
        let kinds = report.warnings.map(\.reason)
        #expect(kinds.filter { $0 == .duplicateKey }.count == 3, "\(report.warnings)")  // "a", "sourceLanguage", the second catalog
        #expect(kinds.filter { $0 == .unknownRuleType }.count == 1, "\(report.warnings)")
        #expect(kinds.filter { $0 == .shadowedCatalog }.count == 1, "\(report.warnings)")
        #expect(report.warnings.count == 5, "\(report.warnings)")
        for warning in localizationBundle.warnings { #expect(report.warnings.contains(warning)) }
        let strings = try #require(report.warnings.first { $0.file == bundle.path("en.lproj/Localizable.strings") })
        #expect(strings.key == "a")
        #expect(strings.line == 2)
        let rule = try #require(report.warnings.first { $0.reason == .unknownRuleType })
        #expect(rule.key == "who")
        #expect(rule.line != nil)
        let repeated = try #require(report.warnings.first { $0.file == bundle.path("Shop.xcstrings") && $0.reason == .duplicateKey })
        #expect(repeated.line == 3)
        #expect(Set(report.warnings).count == report.warnings.count)
        let positions = report.warnings.map { ($0.file, $0.line ?? 0) }
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 })
    }

    // MARK: - Valid bundles

    @Test(arguments: [Fixtures.path("bundles/App"), Fixtures.repository.appendingPathComponent("Examples/App").path])
    func validBundlesHaveNoErrors(_ path: String) throws {
        let localizer = try Localizer(path: path)
        let report = localizer.validate()
        #expect(report.isValid)
        #expect(report.errors.isEmpty, "\(report.errors)")
        // Every source was read: the tables answer without reading again.
        let read = localizer.bundle.filesRead
        #expect(read > 0)
        for table in localizer.bundle.tableNames {
            for localization in localizer.bundle.localizations {
                _ = try localizer.bundle.table(table, localization: localization)
            }
        }
        #expect(localizer.bundle.filesRead == read)
    }

    /// The fixture bundle's one unknown rule type (`gender.label`) is a warning: the entry is
    /// kept as read, and fails only when it is formatted.
    @Test func anUnknownRuleTypeIsAWarning() throws {
        let report = try LocalizationBundle(path: Fixtures.path("bundles/App")).validate()
        let warning = try #require(report.warnings.first { $0.reason == .unknownRuleType })
        #expect(warning.key == "gender.label")
        #expect(warning.file.hasSuffix("en.lproj/Localizable.stringsdict"))
        #expect(warning.message.contains("NSStringGenderRuleType"))
    }

    /// The bundles made to fail at run time fail validation, entry by entry: the Russian and
    /// catalog variants without `other` that `MissingVariantTests` formats, the cycle and the
    /// undefined variable of `bundles/Rules`.
    @Test func bundlesMadeToFailReportEachFailingEntry() throws {
        let lookups = try LocalizationBundle(path: Fixtures.path("bundles/Lookups")).validate()
        let missing = lookups.errors.filter { $0.kind == .missingVariant }.map { "\($0.localization ?? "-") \($0.key ?? "-")" }
        #expect(
            Set(missing) == [
                "ru files.remaining", "ru photos", "ru items.count", "ru cart.summary", "ru open.on.device", "en open.on.device",
            ], "\(lookups.errors)")
        #expect(lookups.errors.filter { $0.kind != .lint }.count == missing.count)
        let rules = try LocalizationBundle(path: Fixtures.path("bundles/Rules")).validate().errors.filter { $0.kind != .lint }
        #expect(rules.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.expansionDepth, .undefinedVariable])
        #expect(rules.allSatisfy { $0.source?.file.hasSuffix("en.lproj/Localizable.stringsdict") == true })
    }
}
