import L10n

/// A bundle with the mistakes translators make, and what a service that degrades answers for
/// each: the fixture of the serving tests, in the library and over HTTP with both frameworks.
///
/// No `Info.plist` and no catalog: the development region is the caller's (`en`), as a plain
/// folder of `.lproj`s needs.
public enum TranslatorMistakes {
    /// A plural entry `files.remaining` in stringsdict form, with the variants given.
    public static func filesRemaining(_ variants: [String: String], format: String = "%#@files@") -> String {
        let cases = variants.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files.remaining</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>\(cases)</dict>
            </dict></dict></plist>
            """
    }

    /// The development region every other localization falls back on.
    public static let developmentRegion: Localization = "en"

    /// The files, by path in the bundle.
    public static let files: [String: String] = [
        "en.lproj/Localizable.strings": """
        "greeting" = "Hello, %@!";
        "inbox.new" = "New messages";
        "title" = "Inbox";

        """,
        "en.lproj/Localizable.stringsdict": filesRemaining(["one": "%lld file left", "other": "%lld files left"]),
        // A specifier that does not fit the argument the code passes (`%d` for a name).
        "de.lproj/Localizable.strings": """
        "greeting" = "Hallo, %d!";
        "inbox.new" = "Neue Nachrichten";
        "title" = "Posteingang";

        """,
        // A valid .strings beside a truncated .stringsdict.
        "ru.lproj/Localizable.strings": """
        "greeting" = "Привет, %@!";
        "title" = "Входящие";

        """,
        "ru.lproj/Localizable.stringsdict": String(
            filesRemaining(["one": "Остался %lld файл", "other": "Осталось %lld файла"]).prefix(200)),
        // A partial translation: no `inbox.new`.
        "fr.lproj/Localizable.strings": """
        "greeting" = "Bonjour, %@ !";
        "title" = "Boîte de réception";

        """,
        // A plural without `other`, which fails whatever the number.
        "ja.lproj/Localizable.stringsdict": filesRemaining(["one": "残り %lld ファイル"]),
    ]

    /// One request a service answers, and how.
    public struct Case: Sendable, CustomStringConvertible {
        public let key: String
        /// As the example service takes them (`?arg=`): typed by their look.
        public let arguments: [String]
        public let acceptLanguage: String
        /// The body a degrading service answers.
        public let answer: String
        /// The `Content-Language` of the response: the localization the request chose.
        public let contentLanguage: String
        /// The degradation's reason's name, or `nil` for the chosen localization's own answer.
        public let degradation: String?

        public var description: String { "\(key) \(arguments) for '\(acceptLanguage)'" }
    }

    public static let cases: [Case] = [
        // Validation (lint's format-mismatch) finds the German greeting wrong: served degraded
        // whatever the argument.
        Case(key: "greeting", arguments: ["Ada"], acceptLanguage: "de", answer: "Hello, Ada!", contentLanguage: "de", degradation: "lint"),
        Case(key: "greeting", arguments: ["7"], acceptLanguage: "de", answer: "Hello, 7!", contentLanguage: "de", degradation: "lint"),
        Case(key: "title", arguments: [], acceptLanguage: "de", answer: "Posteingang", contentLanguage: "de", degradation: nil),
        Case(
            key: "greeting", arguments: ["Ada"], acceptLanguage: "ru", answer: "Привет, Ada!", contentLanguage: "ru",
            degradation: "resource"),
        Case(
            key: "files.remaining", arguments: ["3"], acceptLanguage: "ru", answer: "3 files left", contentLanguage: "ru",
            degradation: "resource"),
        Case(
            key: "inbox.new", arguments: [], acceptLanguage: "fr", answer: "New messages", contentLanguage: "fr", degradation: "missingKey"),
        Case(
            key: "title", arguments: [], acceptLanguage: "fr", answer: "Boîte de réception", contentLanguage: "fr", degradation: nil),
        Case(
            key: "files.remaining", arguments: ["1"], acceptLanguage: "ja", answer: "1 file left", contentLanguage: "ja",
            degradation: "missingVariant"),
        Case(key: "greeting", arguments: ["Ada"], acceptLanguage: "en", answer: "Hello, Ada!", contentLanguage: "en", degradation: nil),
    ]

    /// The distinct degradations `cases` make: what a reporter logs once each.
    public static var distinctDegradations: Int {
        Set(cases.compactMap { mistake in mistake.degradation.map { [$0, mistake.key, mistake.acceptLanguage] } }).count
    }
}
