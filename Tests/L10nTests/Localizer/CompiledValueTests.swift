import Foundation
@_spi(Testing) import L10n
import L10nICU
import L10nResources
import L10nTestSupport
import Testing

/// The `Localizer` formats an entry through a form compiled per request (every plural path
/// expanded and prepared ahead). It must answer exactly as the ordinary path
/// (`LocalizedValue.formatted`) does, or hand the call to it: never a different text, never a
/// text where the ordinary path throws. Checked over every entry of `Examples/App` and of the
/// corpus, over random formats, and over hand-made entries that reach each branch.
@Suite struct CompiledValueTests {
    struct Outcome {
        var compiledTexts = 0
        var handedOver = 0
        /// Calls handed to the ordinary path that it answered: the compiled form is meant to
        /// hand over only calls that fail, so each of these is a call compiled too cautiously.
        var handedOverAnswered = 0
        var notCompiled = 0
        var failures: [String] = []
    }

    /// Compares both paths for one value and one call.
    static func check(
        _ value: LocalizedValue, _ arguments: [FormatArgument], locale: String?, rules: PluralRules,
        device: String? = nil, width: Int? = nil, displayedDigits: Bool = false, key: String, into outcome: inout Outcome
    ) {
        // Corpus languages include text that is no locale (`""`): both paths format those as C.
        let identifier = locale.flatMap { try? LocaleIdentifier($0) }
        let ordinary = Result { () throws(LocalizationError) in
            try value.formatted(
                arguments, locale: identifier, pluralRules: rules, device: device, width: width,
                selectsPluralOnDisplayedDigits: displayedDigits, key: key)
        }
        let compiled = value.formattedByCompiledForm(
            arguments, locale: identifier, pluralRules: rules, device: device, width: width,
            selectsPluralOnDisplayedDigits: displayedDigits, key: key)
        let context =
            "\(key) \(arguments) [\(locale ?? "nil"), \(rules.locale), \(device ?? "-"), \(width.map(String.init) ?? "-"), \(displayedDigits)]"
        switch (compiled, ordinary) {
        case (.none, _):
            outcome.notCompiled += 1
        case (.some(.none), .failure):
            outcome.handedOver += 1
        case (.some(.none), .success):
            outcome.handedOver += 1
            outcome.handedOverAnswered += 1
        case (.some(.some(let text)), .success(let expected)):
            outcome.compiledTexts += 1
            if text != expected { outcome.failures.append("\(context): compiled \"\(text)\", ordinary \"\(expected)\"") }
        case (.some(.some(let text)), .failure(let error)):
            outcome.failures.append("\(context): compiled \"\(text)\", ordinary threw \(error.kind)")
        }
    }

    static let argumentLists: [[FormatArgument]] = [
        [0], [1], [2], [3], [5], [11], [21], [22], [101], [1_000_001], [-1], [-21], [1.5], [1.0], [0.0], [-2.5], [1e20],
        [.uint(.max)], [.int(.max)], [2, 5], [1, 21, "x"], [5, 1, 2.5], [], ["text"], [.null], [.double(.nan)],
        [.double(.infinity)], [1, "a", 3],
    ]

    @Test func everyEntryOfTheExampleBundleAnswersAsTheOrdinaryPath() throws {
        let bundle = try LocalizationBundle(path: LocalizerStressTests.appPath)
        let locales: [String?] = [nil, "ru_RU", "de_CH", "ar_EG", "hi_IN", "fr_FR"]
        var outcome = Outcome()
        for table in bundle.tableNames {
            for localization in bundle.localizations {
                guard let entries = try bundle.table(table, localization: localization)?.entriesInFileOrder else { continue }
                let rules = try PluralRules(locale: LocaleIdentifier(localization.name), allowingRootFallback: true)
                for (index, entry) in entries.enumerated() {
                    for arguments in Self.argumentLists {
                        let variant = index + arguments.count
                        Self.check(
                            entry.value, arguments, locale: locales[variant % locales.count], rules: rules,
                            device: [nil, "iphone", "mac"][variant % 3], width: [nil, 10, 100][(variant / 3) % 3],
                            displayedDigits: variant % 2 == 0, key: entry.key, into: &outcome)
                    }
                }
            }
        }
        #expect(outcome.failures.isEmpty, "\(outcome.failures.count) differ:\n\(outcome.failures.prefix(20).joined(separator: "\n"))")
        #expect(outcome.notCompiled == 0)
        #expect(outcome.handedOverAnswered == 0)
        // Enough calls must succeed, or this proves little about formatting (here 737 of 1,176).
        #expect(outcome.compiledTexts > 600)
    }

    @Test(.enabled(if: Corpus.directory != nil, "L10N_CORPUS_DIR is not set to the shared corpus"))
    func everyVariantEntryOfTheCorpusAnswersAsTheOrdinaryPath() throws {
        var outcome = Outcome()
        var values: [(key: String, value: LocalizedValue, language: String)] = []
        for url in try Corpus.files(withExtensions: ["stringsdict"]) {
            let localization = CorpusTableTests.localization(of: url)
            let table = try StringTable(
                stringsdict: [UInt8](try Data(contentsOf: url)), file: url.path, name: "t",
                localization: Localization(localization))
            values += table.entriesInFileOrder.map { ($0.key, $0.value, localization) }
        }
        for url in try Corpus.files(withExtensions: ["xcstrings"]) where !CorpusTableTests.isDeliberatelyInvalid(url) {
            let catalog = try StringCatalog(bytes: [UInt8](try Data(contentsOf: url)), file: url.path)
            for language in Set(catalog.strings.flatMap(\.localizations.keys)).sorted() {
                let table = try StringTable(catalog: catalog, file: url.path, name: "t", localization: Localization(language))
                values += table.entriesInFileOrder.compactMap { entry in
                    if case .text = entry.value { return nil }  // plain texts: covered by the formats test
                    return (entry.key, entry.value, language)
                }
            }
        }
        #expect(values.count > 1000)
        for (index, item) in values.enumerated() {
            let rules = try PluralRules(locale: LocaleIdentifier(item.language.isEmpty ? "en" : item.language), allowingRootFallback: true)
            for arguments in Self.argumentLists.prefix(12) + [[1, 21, "x"], [5, 1, 2.5]] {
                Self.check(
                    item.value, arguments, locale: index % 3 == 0 ? nil : item.language, rules: rules,
                    device: index % 4 == 0 ? "iphone" : nil, displayedDigits: index % 5 == 0, key: item.key, into: &outcome)
            }
        }
        #expect(outcome.failures.isEmpty, "\(outcome.failures.count) differ:\n\(outcome.failures.prefix(20).joined(separator: "\n"))")
        #expect(outcome.handedOverAnswered == 0)
        #expect(outcome.compiledTexts > 30_000)  // 37,421 of 44,352 calls succeed
        #expect(outcome.notCompiled < values.count / 100)
    }

    /// Random formats as plain texts: the prepared format (tokens and number formats looked up
    /// ahead) formats as the formatter does from the text.
    @Test func randomFormatsAnswerAsTheOrdinaryPath() throws {
        var generator = FormatCaseGenerator(seed: 0x5EED_C0DE)
        let rules = try PluralRules(locale: "en")
        var outcome = Outcome()
        for _ in 0..<4000 {
            let testCase = generator.next()
            Self.check(
                .text(testCase.format), testCase.arguments, locale: testCase.locale, rules: rules,
                key: "random", into: &outcome)
        }
        #expect(outcome.failures.isEmpty, "\(outcome.failures.count) differ:\n\(outcome.failures.prefix(20).joined(separator: "\n"))")
        #expect(outcome.handedOverAnswered == 0)
        #expect(outcome.compiledTexts > 3000)
    }

    /// Each branch of the compiled tree: the zero rule, a missing `other`, a missing argument,
    /// nesting, explicit positions, several variables, and the limit on paths.
    @Test func handMadeEntriesReachEveryBranch() throws {
        func plural(_ cases: [PluralCategory: String], type: String? = "d", argument: Int? = nil) -> FormatVariable {
            FormatVariable(rule: .plural(cases), valueType: type, argumentNumber: argument)
        }
        let files: [PluralCategory: String] = [.one: "%d file", .few: "%d files (few)", .many: "%d files", .other: "%d files (other)"]
        let values: [(String, LocalizedValue)] = [
            ("zero", .format(LocalizedFormat(format: "%#@n@", variables: ["n": plural([.zero: "none", .other: "%d"])]))),
            ("noOther", .format(LocalizedFormat(format: "[%#@n@]", variables: ["n": plural([.one: "one %d"])]))),
            (
                "nested",
                .format(
                    LocalizedFormat(
                        format: "%#@a@",
                        variables: [
                            "a": plural([.one: "%#@b@ and %d", .other: "%d, %#@b@"]), "b": plural([.one: "one", .other: "%3$d more"]),
                        ]))
            ),
            ("two", .format(LocalizedFormat(format: "%2$#@b@ — %1$#@a@ %3$@", variables: ["a": plural(files), "b": plural(files)]))),
            ("argNum", .format(LocalizedFormat(format: "%#@x@", variables: ["x": plural(files, argument: 2)]))),
            // `argNum` 0 (found by the catalog fuzz target: the compiled form trapped on index -1).
            ("argNum0", .format(LocalizedFormat(format: "%#@x@", variables: ["x": plural(files, argument: 0)]))),
            (
                "argNum0plural",
                .format(
                    LocalizedFormat(
                        format: "%#@x@",
                        variables: [
                            "x": FormatVariable(
                                rule: .plural([.other: "%arg"]), valueType: "d", argumentNumber: 0, usesArgPlaceholder: true)
                        ]))
            ),
            ("star", .format(LocalizedFormat(format: "%*d %#@n@", variables: ["n": plural([.other: "%+.*f"])]))),
            ("general", .format(LocalizedFormat(format: "%#@n@", variables: ["n": plural([.other: "%g|%+g|%@"], type: "g")]))),
            ("undefined", .format(LocalizedFormat(format: "%#@n@ %#@missing@", variables: ["n": plural(files)]))),
            ("plural", .plural([.one: .text("%d item"), .other: .text("%d items")])),
            ("device", .device(["iphone": .plural([.one: .text("tap %d"), .other: .text("tap %d times")]), "other": .text("click")])),
        ]
        var outcome = Outcome()
        for language in ["ru", "en", "ar", "fr"] {
            let rules = try PluralRules(locale: testLocale(language))
            for (key, value) in values {
                for arguments in Self.argumentLists + [[1, 2, 3, 4], [3, 1, 2.25], [1e-7, 2], [1e30, 2]] {
                    for device in [nil, "iphone"] {
                        Self.check(value, arguments, locale: language, rules: rules, device: device, key: key, into: &outcome)
                    }
                }
            }
        }
        #expect(outcome.failures.isEmpty, "\(outcome.failures.count) differ:\n\(outcome.failures.prefix(20).joined(separator: "\n"))")
        #expect(outcome.notCompiled == 0)
        #expect(outcome.handedOverAnswered == 0)
        #expect(outcome.compiledTexts > 500)
        #expect(outcome.handedOver > 0)

        // Eight variables of seven variants each: far more paths than are compiled ahead.
        let many = Dictionary(
            uniqueKeysWithValues: (1...8).map {
                ("v\($0)", plural([.zero: "z", .one: "o", .two: "t", .few: "f", .many: "m", .other: "%d"]))
            })
        let wide = LocalizedValue.format(LocalizedFormat(format: (1...8).map { "%#@v\($0)@" }.joined(separator: " "), variables: many))
        let rules = try PluralRules(locale: "ar")
        let counts: [FormatArgument] = [3, 11, 100, 1, 2, 0, 3, 3]
        #expect(wide.formattedByCompiledForm(counts, locale: "ar", pluralRules: rules) == .none)
        #expect(try wide.formatted(counts, locale: "ar", pluralRules: rules) == "f m ١٠٠ o t z f f")
    }
}
