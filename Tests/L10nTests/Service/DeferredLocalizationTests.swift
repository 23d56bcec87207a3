import Foundation
import L10n
import L10nICU
import L10nTestSupport
import Testing

/// A ``DeferredLocalization`` made where the event happens, sent through JSON as a job queue
/// would carry it, and resolved for the recipient must say what the immediate call says.
@Suite struct DeferredLocalizationTests {
    static let appPath = Fixtures.path("bundles/App")

    /// A bundle with entries the App fixture lacks: one format reading five argument types, a
    /// plural chosen by a formatted `Double`.
    static func makeMixedBundle() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-deferred-\(UUID().uuidString)")
        let english = folder.appendingPathComponent("en.lproj")
        let russian = folder.appendingPathComponent("ru.lproj")
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: russian, withIntermediateDirectories: true)
        let strings = """
            "upload.summary" = "%1$@ uploaded %2$lld files (%3$.1f MB) to shelf %4$c, batch %5$llu%6$@";
            "rating" = "%.1f stars";
            "sale" = "50% off";

            """
        try Data(strings.utf8).write(to: english.appendingPathComponent("Localizable.strings"))
        let plural = { (variable: String, type: String, forms: [(String, String)]) -> String in
            var text = "<key>\(variable)</key><dict>"
            text += "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            text += "<key>NSStringFormatValueTypeKey</key><string>\(type)</string>"
            for (category, form) in forms { text += "<key>\(category)</key><string>\(form)</string>" }
            return text + "</dict>"
        }
        let stringsdict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>upload.summary</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%1$@ загрузила %2$#@files@ (%3$.1f МБ) на полку %4$c, партия %5$llu%6$@</string>
            \(plural("files", "lld", [("one", "%2$lld файл"), ("few", "%2$lld файла"), ("many", "%2$lld файлов"), ("other", "%2$lld файла")]))
            </dict>
            <key>rating</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@stars@</string>
            \(plural("stars", ".1f", [("one", "%.1f звезда"), ("few", "%.1f звезды"), ("many", "%.1f звёзд"), ("other", "%.1f звезды")]))
            </dict>
            </dict></plist>
            """
        try Data(stringsdict.utf8).write(to: russian.appendingPathComponent("Localizable.stringsdict"))
        return folder
    }

    /// One deferred call: key, arguments and options, and the languages it is resolved for.
    struct Case: Sendable, CustomTestStringConvertible {
        let key: String
        let arguments: [FormatArgument]
        let options: LocalizationRequest
        let languages: [LocalizationRequest.Languages]
        var testDescription: String { "\(key) \(arguments)" }

        init(
            _ key: String, _ arguments: [FormatArgument] = [], options: LocalizationRequest = LocalizationRequest(.preferred([])),
            for languages: [LocalizationRequest.Languages]
        ) {
            self.key = key
            self.arguments = arguments
            self.options = options
            self.languages = languages
        }
    }

    static let everyone: [LocalizationRequest.Languages] = [
        .preferred(["ru"]), .preferred(["de-CH", "en"]), .acceptLanguage("fr-CA, en;q=0.5"), .localization("pt-br"),
        .preferred(["ja"]), .localization("en"),
    ]

    static let appCases: [Case] = [
        Case("greeting", ["Anna"], for: everyone),
        Case("toolbar.title", for: everyone),
        // Russian plurals from a binary .stringsdict (`%#@files@`), and French Smartling plurals.
        Case("files.count", [1], for: everyone),
        Case("files.count", [2], for: everyone),
        Case("files.count", [5], for: everyone),
        Case("files.count", [21], for: everyone),
        Case("files.count", [111], for: everyone),
        Case("files.count", [0], for: everyone),
        // A missing key: the default value, formatted, or the key.
        Case(
            "no.such.key", ["Anna"],
            options: LocalizationRequest(.preferred([]), options: LocalizationOptions(defaultValue: "Hi %@ (default)")), for: everyone),
        Case("no.such.key", for: everyone),
        Case(
            "settings.title", options: LocalizationRequest(.preferred([]), options: LocalizationOptions(table: "Settings")), for: everyone),
        Case(
            "photos.count", [3], options: LocalizationRequest(.preferred([]), options: LocalizationOptions(table: "Settings")),
            for: everyone),
        Case(
            "device.label", [3], options: LocalizationRequest(.preferred([]), options: LocalizationOptions(device: "iphone")), for: everyone
        ),
        Case("width.label", options: LocalizationRequest(.preferred([]), options: LocalizationOptions(width: 1)), for: everyone),
        Case("unquoted_key", options: LocalizationRequest(.preferred([]), options: LocalizationOptions(fallback: .perKey)), for: everyone),
    ]

    static func roundTrip(_ deferred: DeferredLocalization) throws -> DeferredLocalization {
        try JSONDecoder().decode(DeferredLocalization.self, from: JSONEncoder().encode(deferred))
    }

    /// The same text and the same origin (localization, file, locale, missing).
    static func expectSame(_ deferred: LocalizedString, _ immediate: LocalizedString, _ comment: Comment) {
        #expect(deferred.string == immediate.string, comment)
        #expect(deferred.localization == immediate.localization, comment)
        #expect(deferred.source == immediate.source, comment)
        #expect(deferred.locale == immediate.locale, comment)
        #expect(deferred.isMissing == immediate.isMissing, comment)
    }

    static func check(_ testCase: Case, localizer: Localizer) throws {
        let deferred = DeferredLocalization(testCase.key, arguments: testCase.arguments, options: testCase.options.options)
        let decoded = try Self.roundTrip(deferred)
        #expect(decoded == deferred)
        for languages in testCase.languages {
            var request = testCase.options
            request.languages = languages
            let immediate = try localizer.localize(testCase.key, arguments: testCase.arguments, request)
            Self.expectSame(try localizer.localize(decoded, for: languages), immediate, "\(testCase) for \(languages)")
        }
    }

    @Test(arguments: appCases)
    func resolvesAsTheImmediateCallAfterJSON(_ testCase: Case) throws {
        try Self.check(testCase, localizer: try Localizer(path: Self.appPath))
    }

    @Test func argumentsOfEveryTypeAndRussianPluralsSurviveTheQueue() throws {
        let folder = try Self.makeMixedBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let localizer = try Localizer(path: folder.path)
        let languages: [LocalizationRequest.Languages] = [.preferred(["ru-RU"]), .preferred(["en-GB"]), .acceptLanguage("ru, en;q=0.1")]
        for count: Int64 in [1, 2, 5, 11, 21, 22, 101, 1_000_000, -3] {
            let arguments: [FormatArgument] = ["Анна", .int(count), .double(12.25), .character(0x42B), .uint(.max), .null]
            try Self.check(Case("upload.summary", arguments, for: languages), localizer: localizer)
            // A plural the arguments choose: Russian forms, so the case can tell them apart.
            let russian = try localizer.localize(
                DeferredLocalization("upload.summary", arguments: arguments), for: .preferred(["ru"]))
            #expect(russian.localization == "ru")
            let form = [1: "1 файл (", 2: "2 файла (", 5: "5 файлов (", 11: "11 файлов (", 21: "21 файл (", 22: "22 файла ("][count]
            if let form { #expect(russian.string.contains("Анна загрузила " + form), "\(russian.string)") }
        }
        for value in [1.0, 1.5, 2.0, 5.0, 21.0, 0.0] {
            try Self.check(Case("rating", [.double(value)], for: languages), localizer: localizer)
        }
    }

    /// Each option changes the answer for some case, and after JSON it still does.
    @Test func everyOptionSurvivesTheQueue() throws {
        let folder = try Self.makeMixedBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try Localizer(path: Self.appPath)
        let mixed = try Localizer(path: folder.path)
        typealias Option = (String, Localizer, String, [FormatArgument], LocalizationRequest.Languages, (inout LocalizationRequest) -> Void)
        let options: [Option] = [
            ("table", app, "settings.title", [], .preferred(["ja"]), { $0.options.table = "Settings" }),
            ("locale", app, "files.count", [.int(12345)], .preferred(["en-US"]), { $0.options.locale = LocaleIdentifier("de_DE") }),
            (
                "pluralRules", mixed, "upload.summary", ["A", 21, 1.0, .character(65), 1, ""], .preferred(["ru"]),
                { $0.options.pluralRules = .identifier(LocaleIdentifier("en")) }
            ),
            (
                "pluralRules", mixed, "upload.summary", ["A", 21, 1.0, .character(65), 1, ""], .preferred(["ru"]),
                {
                    $0.options.pluralRules = .formattingLocale
                    $0.options.locale = LocaleIdentifier("en_US")
                }
            ),
            ("device", app, "device.label", [2], .preferred(["en"]), { $0.options.device = "mac" }),
            ("width", app, "width.label", [], .preferred(["en"]), { $0.options.width = 1 }),
            ("fallback", app, "unquoted_key", [], .preferred(["de"]), { $0.options.fallback = .perKey }),
            ("defaultValue", app, "missing", [7], .preferred(["de"]), { $0.options.defaultValue = "%d left" }),
            (
                "selectsPluralOnDisplayedDigits", mixed, "rating", [1.0], .preferred(["ru"]),
                { $0.options.selectsPluralOnDisplayedDigits = true }
            ),
            (
                "numberData", app, "files.count", [.int(1234)], .preferred(["en-US"]),
                {
                    $0.options.numberData = .apple
                    $0.options.locale = LocaleIdentifier("it_IT")
                }
            ),
        ]
        for (name, localizer, key, arguments, languages, change) in options {
            let plain = LocalizationRequest(languages)
            var request = plain
            change(&request)
            let immediate = try localizer.localize(key, arguments: arguments, request)
            #expect(immediate.string != (try localizer.localize(key, arguments: arguments, plain)).string, "\(name) changes nothing")
            let deferred = try Self.roundTrip(DeferredLocalization(key, arguments: arguments, options: request.options))
            #expect(deferred.request(for: languages) == request, "\(name)")
            Self.expectSame(try localizer.localize(deferred, for: languages), immediate, "\(name)")
        }
    }

    @Test func aRawValueIsLookedUpAsStored() throws {
        let folder = try Self.makeMixedBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let localizer = try Localizer(path: folder.path)
        for (key, languages) in [
            ("sale", LocalizationRequest.Languages.preferred(["en"])), ("upload.summary", .preferred(["ru"])),
            ("missing %d", .preferred(["ru"])),
        ] {
            let raw = try Self.roundTrip(.raw(key))
            #expect(raw.isRaw)
            let stored = try localizer.localizedString(forKey: key, LocalizationRequest(languages))
            Self.expectSame(try localizer.localize(raw, for: languages), stored, "\(key)")
        }
        // The format pass is what a raw value skips: "50% off" is no format string.
        #expect(throws: LocalizationError.self) { try localizer.localize(DeferredLocalization("sale"), for: .preferred(["en"])) }
        #expect(try localizer.localize(DeferredLocalization.raw("sale"), for: .preferred(["en"])).string == "50% off")
    }

    @Test func failuresAreThoseOfTheImmediateCall() throws {
        let localizer = try Localizer(path: Self.appPath)
        let request = LocalizationRequest(.preferred(["en"]))
        // `%@` with no argument, and a plural whose argument is a string.
        for (key, arguments) in [("greeting", [FormatArgument]()), ("files.count", ["many"])] {
            var immediate: LocalizationError?
            var deferred: LocalizationError?
            do { _ = try localizer.localize(key, arguments: arguments, request) } catch { immediate = error }
            let value = try Self.roundTrip(DeferredLocalization(key, arguments: arguments))
            do { _ = try localizer.localize(value, for: .preferred(["en"])) } catch { deferred = error }
            #expect(immediate != nil)
            #expect(deferred == immediate)
        }
    }

    // MARK: - The JSON form

    /// The JSON as Foundation reads it, to check the documented shape independently of the decoder.
    static func jsonObject(_ deferred: DeferredLocalization) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(deferred)) as? [String: Any])
    }

    @Test func theJSONHasTheDocumentedShape() throws {
        let full = try Self.jsonObject(
            DeferredLocalization(
                "upload.summary", arguments: ["Anna", 21, 1.5, .uint(7), .null, .character(65)],
                options: LocalizationOptions(
                    table: "Mail", locale: LocaleIdentifier("de-CH"), pluralRules: .identifier(LocaleIdentifier("ru")), device: "iphone",
                    width: 20, fallback: .perKey, defaultValue: "fallback", selectsPluralOnDisplayedDigits: true, numberData: .apple)))
        #expect(full["version"] as? Int == DeferredLocalization.formatVersion)
        #expect(DeferredLocalization.formatVersion == 1)
        #expect(full["key"] as? String == "upload.summary")
        #expect(full["table"] as? String == "Mail")
        let arguments = try #require(full["arguments"] as? [[String: Any]])
        #expect(arguments.map { $0.keys.sorted() } == [["string"], ["int"], ["double"], ["uint"], ["null"], ["character"]])
        #expect(arguments[0]["string"] as? String == "Anna")
        #expect(arguments[1]["int"] as? Int == 21)
        #expect(arguments[2]["double"] as? Double == 1.5)
        #expect(arguments[3]["uint"] as? Int == 7)
        #expect(arguments[4]["null"] is NSNull)
        #expect(arguments[5]["character"] as? Int == 65)
        #expect(full["defaultValue"] as? String == "fallback")
        #expect(full["locale"] as? String == "de_CH")
        #expect((full["pluralRules"] as? [String: String]) == ["identifier": "ru"])
        #expect(full["device"] as? String == "iphone")
        #expect(full["width"] as? Int == 20)
        #expect(full["fallback"] as? String == "perKey")
        #expect(full["selectsPluralOnDisplayedDigits"] as? Bool == true)
        #expect(full["numberData"] as? String == "apple")
        #expect(full["raw"] == nil)

        // Defaults are left out; a raw value says so.
        let minimal = try Self.jsonObject(.raw("sale"))
        #expect(Set(minimal.keys) == ["version", "key", "table", "arguments", "raw"])
        #expect(minimal["raw"] as? Bool == true)
        #expect(minimal["table"] as? String == "Localizable")
        let formatting = try Self.jsonObject(DeferredLocalization("k", options: LocalizationOptions(pluralRules: .formattingLocale)))
        #expect(formatting["pluralRules"] as? String == "formattingLocale")
        // The localization's rules: the default, left out; read under their name and their
        // former one, `language`, which the CLI spells too.
        #expect(try Self.jsonObject(DeferredLocalization("k"))["pluralRules"] == nil)
        for spelling in ["localization", "language"] {
            let decoded = try JSONDecoder().decode(PluralRuleSource.self, from: Data("\"\(spelling)\"".utf8))
            #expect(decoded == .localization)
            #expect(try PluralRuleSource(spelling) == .localization)
        }
        #expect(String(decoding: try JSONEncoder().encode(PluralRuleSource.localization), as: UTF8.self) == "\"localization\"")
    }

    @Test func aHandWrittenPayloadWithOnlyTheRequiredFieldsReads() throws {
        let localizer = try Localizer(path: Self.appPath)
        let json = #"{"version": 1, "key": "files.count", "arguments": [{"int": 3}], "someFutureField": {"nested": [1, 2]}}"#
        let deferred = try JSONDecoder().decode(DeferredLocalization.self, from: Data(json.utf8))
        #expect(deferred == DeferredLocalization("files.count", arguments: [3]))
        let immediate = try localizer.localize("files.count", arguments: [3], LocalizationRequest(.preferred(["ru"])))
        Self.expectSame(try localizer.localize(deferred, for: .preferred(["ru"])), immediate, "hand-written")
        let rules = #"{"version": 1, "key": "k", "pluralRules": "language", "locale": "en-US-u-nu-arab", "raw": false}"#
        let read = try JSONDecoder().decode(DeferredLocalization.self, from: Data(rules.utf8))
        #expect(read.options.locale?.canonical == "en_US@numbers=arab")
        #expect(read == DeferredLocalization("k", options: LocalizationOptions(locale: LocaleIdentifier("en_US@numbers=arab"))))
    }

    static let extremeArguments: [FormatArgument] = [
        .int(.min), .int(.max), .int(0), .uint(.max), .uint(0), .double(0.1), .double(-0.0), .double(.leastNonzeroMagnitude),
        .double(.greatestFiniteMagnitude), .double(-.greatestFiniteMagnitude), .double(1e-300), .double(123456789.123456789),
        .double(.infinity), .double(-.infinity), .double(.nan), .double(-.nan), .string(""),
        .string("\"quoted\" \\ back/slash \n\t\u{0} 🎉 ё"),
        .null, .character(0), .character(0xD800), .character(0x1F389), .character(.max),
    ]

    @Test(arguments: extremeArguments)
    func argumentsRoundTripBitForBit(_ argument: FormatArgument) throws {
        let data = try JSONEncoder().encode([argument])
        let decoded = try #require(try JSONDecoder().decode([FormatArgument].self, from: data).first)
        switch (argument, decoded) {
        case (.double(let original), .double(let read)) where original.isNaN:
            #expect(read.isNaN && read.sign == original.sign)
        case (.double(let original), .double(let read)):
            #expect(read.bitPattern == original.bitPattern)
        default:
            #expect(decoded == argument)
        }
        // What `%@`/`%f`/`%d` print for the value is the same before and after.
        let formatter = StringFormatter(locale: .root)
        let format: String =
            switch argument {
            case .int, .uint: "%lld %llu"
            case .double: "%f %g %a"
            case .string, .null: "%@"
            case .character: "%C"
            }
        let count = format.split(separator: " ").count
        let before = try formatter.format(format, Array(repeating: argument, count: count))
        #expect(try formatter.format(format, Array(repeating: decoded, count: count)) == before)
    }

    @Test func nonFiniteDoublesAreWrittenAsNamedStrings() throws {
        let data = try JSONEncoder().encode([FormatArgument.double(.nan), .double(-.nan), .double(.infinity), .double(-.infinity)])
        let json = try #require(JSONSerialization.jsonObject(with: data) as? [[String: String]])
        #expect(json == [["double": "NaN"], ["double": "-NaN"], ["double": "Infinity"], ["double": "-Infinity"]])
    }

    // MARK: - Malformed input

    /// A malformed payload, the coding path the error must name, and a word its message must
    /// contain (for the errors this package writes; `nil` for the decoder's own).
    static let malformed: [(json: String, path: String, mentions: String?)] = [
        (#"{}"#, "version", nil),
        (#"{"key": "k"}"#, "version", nil),
        (#"{"version": 2, "key": "k"}"#, "version", "newer"),
        (#"{"version": 0, "key": "k"}"#, "version", "versions start at 1"),
        (#"{"version": "1", "key": "k"}"#, "version", nil),
        (#"{"version": 1.5, "key": "k"}"#, "", nil),
        (#"{"version": 1}"#, "key", nil),
        (#"{"version": 1, "key": 5}"#, "key", nil),
        (#"{"version": 1, "key": "k", "table": null, "arguments": {"int": 1}}"#, "arguments", nil),
        (#"{"version": 1, "key": "k", "arguments": [5]}"#, "arguments.0", nil),
        (#"{"version": 1, "key": "k", "arguments": [null]}"#, "arguments.0", nil),
        (#"{"version": 1, "key": "k", "arguments": [{}]}"#, "arguments.0", "found none"),
        (#"{"version": 1, "key": "k", "arguments": [{"int": 1}, {"int": 1, "string": "x"}]}"#, "arguments.1", "exactly one key"),
        (#"{"version": 1, "key": "k", "arguments": [{"float": 1.5}]}"#, "arguments.0.float", "'float'"),
        (#"{"version": 1, "key": "k", "arguments": [{"int": 1.5}]}"#, "", nil),
        (#"{"version": 1, "key": "k", "arguments": [{"int": "5"}]}"#, "arguments.0.int", nil),
        (#"{"version": 1, "key": "k", "arguments": [{"int": 9223372036854775808}]}"#, "", nil),
        (#"{"version": 1, "key": "k", "arguments": [{"uint": -1}]}"#, "", nil),
        (#"{"version": 1, "key": "k", "arguments": [{"character": 4294967296}]}"#, "", nil),
        (#"{"version": 1, "key": "k", "arguments": [{"double": "nan"}]}"#, "arguments.0.double", "\"nan\""),
        (#"{"version": 1, "key": "k", "arguments": [{"double": true}]}"#, "arguments.0.double", nil),
        (#"{"version": 1, "key": "k", "arguments": [{"double": 1e999}]}"#, "", nil),
        (#"{"version": 1, "key": "k", "arguments": [{"string": 5}]}"#, "arguments.0.string", nil),
        (#"{"version": 1, "key": "k", "arguments": [{"null": 0}]}"#, "arguments.0.null", "null"),
        (#"{"version": 1, "key": "k", "locale": "!!"}"#, "locale", "not a locale identifier"),
        (#"{"version": 1, "key": "k", "locale": ""}"#, "locale", "not a locale identifier"),
        (#"{"version": 1, "key": "k", "locale": 5}"#, "locale", nil),
        (#"{"version": 1, "key": "k", "pluralRules": "sometimes"}"#, "pluralRules", "\"sometimes\""),
        (#"{"version": 1, "key": "k", "pluralRules": {"identifier": "??"}}"#, "pluralRules.identifier", "not a locale identifier"),
        (#"{"version": 1, "key": "k", "pluralRules": {}}"#, "pluralRules.identifier", nil),
        (#"{"version": 1, "key": "k", "pluralRules": 3}"#, "pluralRules", nil),
        (#"{"version": 1, "key": "k", "width": "wide"}"#, "width", nil),
        (#"{"version": 1, "key": "k", "fallback": "yes"}"#, "fallback", nil),
        (#"{"version": 1, "key": "k", "raw": 1}"#, "raw", nil),
        (#"["version", 1]"#, "", nil),
        (#""k""#, "", nil),
        (#"{"version": 1, "key": "k""#, "", nil),
        ("", "", nil),
    ]

    @Test(arguments: malformed.indices)
    func malformedJSONIsADecodingErrorNamingTheField(_ index: Int) throws {
        let (json, path, mentions) = Self.malformed[index]
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(DeferredLocalization.self, from: Data(json.utf8))
        }
        let context: DecodingError.Context
        switch error {
        case .dataCorrupted(let found), .keyNotFound(_, let found), .typeMismatch(_, let found), .valueNotFound(_, let found):
            context = found
        @unknown default:
            Issue.record("unexpected error \(error)")
            return
        }
        var codingPath = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        if case .keyNotFound(let key, _) = error { codingPath.append(key.stringValue) }
        // Foundation reports a number its type cannot hold as invalid JSON, at the document
        // (path ""): the test checks it is an error, not where.
        if !path.isEmpty { #expect(codingPath.joined(separator: ".") == path, "\(json): \(context.debugDescription)") }
        if let mentions { #expect(context.debugDescription.contains(mentions), "\(json): \(context.debugDescription)") }
    }
}
