import Foundation
import L10nTestSupport
import Testing

/// `l10n localize` and `l10n format`, end to end, on the example bundle in `Examples/App`.
@Suite struct LocalizeCommandTests {
    let l10n: ExecutableRunner
    static let example = Fixtures.repository.appendingPathComponent("Examples/App").path

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    @Test(arguments: [
        (["--language", "en"], "files.remaining", ["0"], "No files remaining"),
        (["--language", "en"], "files.remaining", ["1"], "1 file remaining"),
        (["--preferred", "ru-RU"], "files.remaining", ["21"], "Остался 21 файл"),
        (["--preferred", "pl"], "files.remaining", ["22"], "Pozostały 22 pliki"),
        (["--preferred", "ar-EG"], "files.remaining", ["2"], "ملفان متبقيان"),
        (["--preferred", "fr-CA"], "homes.found", ["1", "2"], "1 maison trouvée — dans 2 villes"),
        (["--preferred", "ja"], "cart.summary", ["3", "1"], "1個のカートに3個の商品があります。"),
        (["--accept-language", "de-CH, ru;q=0.9"], "greeting", ["Anna"], "Привет, Anna!"),
        (["--preferred", "ko"], "greeting", ["Anna"], "Hello, Anna!"),
    ])
    func localizes(languages: [String], key: String, args: [String], expected: String) throws {
        let result = try l10n.run(
            ["localize", "--bundle", Self.example, "--table", key == "cart.summary" ? "Shop" : "Localizable"]
                + languages + [key] + args)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdoutLines == [expected])
    }

    @Test func verboseNamesTheLocalizationAndFile() throws {
        let result = try l10n.run(["localize", "--bundle", Self.example, "--preferred", "de-CH,ru", "--verbose", "order.total", "1234.5"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdoutLines.count == 5)
        #expect(result.stdoutLines.dropFirst().first == "localization: ru")
        #expect(result.stdoutLines.last?.hasSuffix("ru.lproj/Localizable.strings:5:1") == true)
    }

    @Test func pluralRulesOption() throws {
        let byLanguage = try l10n.run([
            "localize", "--bundle", Self.example, "--language", "ru", "--locale", "en_US", "files.remaining", "21",
        ])
        #expect(byLanguage.stdoutLines == ["Остался 21 файл"])
        let byLocale = try l10n.run([
            "localize", "--bundle", Self.example, "--language", "ru", "--locale", "en_US",
            "--plural-rules", "locale", "files.remaining", "21",
        ])
        #expect(byLocale.stdoutLines == ["Осталось 21 файла"])
    }

    @Test func deviceVariants() throws {
        let mac = try l10n.run([
            "localize", "--bundle", Self.example, "--table", "Shop", "--language", "en", "--device", "mac", "open.on.device",
        ])
        #expect(mac.stdoutLines == ["Open on your Mac"])
        let other = try l10n.run(["localize", "--bundle", Self.example, "--table", "Shop", "--language", "en", "open.on.device"])
        #expect(other.stdoutLines == ["Open on your device"])
    }

    @Test func missingKeyPrintsTheKey() throws {
        let result = try l10n.run(["localize", "--bundle", Self.example, "--language", "en", "no.such.key"])
        #expect(result.exitCode == 0)
        #expect(result.stdoutLines == ["no.such.key"])
    }

    @Test func jsonLinesAnswerInOrderAndSurviveBadRequests() throws {
        let input = """
            {"bundle": "\(Self.example)", "preferred": ["ru"], "locale": "ru_RU", "key": "files.remaining", "args": ["5"]}
            {"bundle": "\(Self.example)", "key": "files.remaining", "args": ["5"]}
            {"bundle": "\(Self.example)", "language": "pl", "key": "homes.found", "args": ["5", "1"]}
            not json
            {"bundle": "/no/such/folder", "language": "en", "key": "k"}

            """
        let result = try l10n.run(["localize", "--jsonl"], stdin: input)
        #expect(result.exitCode == 0)
        let lines = result.stdoutLines
        try #require(lines.count == 5)
        let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: String]
        #expect(first?["result"] == "Осталось 5 файлов")
        #expect(first?["localization"] == "ru")
        #expect(lines[1].contains("\"error\""))
        let third = try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: String]
        #expect(third?["result"] == "Znaleziono 5 domów — w 1 mieście")
        #expect(lines[3].contains("\"error\""))
        #expect(lines[4].contains("\"error\"") && lines[4].contains("/no/such/folder"))
    }

    @Test(arguments: [
        (["localize", "--bundle", "/no/such/folder", "--language", "en", "k"], "/no/such/folder"),
        (["localize", "--bundle", example, "--language", "en", "files.remaining"], "files.remaining"),
    ])
    func errorsAreOneLineAndExitTwo(arguments: [String], mentions: String) throws {
        let result = try l10n.run(arguments)
        let line = try #require(result.singleErrorLine, "exit \(result.exitCode), stdout '\(result.stdout)', stderr '\(result.stderr)'")
        #expect(line.contains(mentions))
    }

    @Test(arguments: [
        (["%d", "1234"], nil as String?, "1234"),
        (["%d", "1234"], "de_DE", "1.234"),
        (["%.2f|%5s|%-4d|", "3.14159", "ab", "7"], "fr_FR", "3,14|   ab|7   |"),
        (["%llu", "18446744073709551615"], nil, "18446744073709551615"),
        (["%x %c", "255", "A"], "ar_EG", "ff A"),
    ])
    func formats(arguments: [String], locale: String?, expected: String) throws {
        let result = try l10n.run(["format"] + (locale.map { ["--locale", $0] } ?? []) + arguments)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdoutLines == [expected])
    }

    @Test func formatJSONLines() throws {
        let input = """
            {"format": "%d", "locale": "de_DE", "args": ["1234"]}
            {"format": "%d", "locale": null, "args": ["1234"]}
            {"format": "%d", "args": ["x"]}

            """
        let result = try l10n.run(["format", "--jsonl"], stdin: input)
        #expect(result.stdoutLines.count == 3)
        #expect(result.stdoutLines.first == #"{"result":"1.234"}"#)
        #expect(result.stdoutLines.dropFirst().first == #"{"result":"1234"}"#)
        #expect(result.stdoutLines.last?.contains("\"error\"") == true)
    }

    /// `--apple-data` formats as Foundation's newer ICU (the oracle) does where the system's
    /// data differs: Latin digits in Arabic and Bengali, Italian `1000` ungrouped, Austrian
    /// `.` grouping, Kannada's Indian grouping.
    @Test(arguments: ["ar", "bn", "it", "de_AT", "kn"])
    func formatsWithAppleData(locale: String) throws {
        let format = "%d|%.2f|%e"
        let foundation = String(format: format, locale: Locale(identifier: locale), 1_234_567, -1234.5, 1e10)
        let apple = try l10n.run(["format", "--apple-data", "--locale", locale, "--", format, "1234567", "-1234.5", "1e10"])
        #expect(apple.exitCode == 0, "\(apple.stderr)")
        #expect(apple.stdoutLines == [foundation])
        let system = try l10n.run(["format", "--locale", locale, "--", format, "1234567", "-1234.5", "1e10"])
        #expect(system.stdoutLines.count == 1 && system.stdoutLines != [foundation], "the system ICU's data differs in \(locale)")

        let request = #"{"format": "\#(format)", "locale": "\#(locale)", "args": ["1234567", "-1234.5", "1e10"], "appleData": true}"#
        let lines = try l10n.run(["format", "--jsonl"], stdin: request + "\n")
        let answer = try JSONDecoder().decode([String: String].self, from: Data(try #require(lines.stdoutLines.first).utf8))
        #expect(answer == ["result": foundation])
    }

    @Test func localizesWithAppleData() throws {
        let foundation = String(format: "المجموع: %.2f", locale: Locale(identifier: "ar"), 1234.5)
        let arguments = ["localize", "--bundle", Self.example, "--language", "ar", "order.total", "1234.5"]
        let apple = try l10n.run(arguments + ["--apple-data"])
        #expect(apple.exitCode == 0, "\(apple.stderr)")
        #expect(apple.stdoutLines == [foundation])
        #expect(try l10n.run(arguments).stdoutLines == ["المجموع: ١٬٢٣٤٫٥٠"])

        let request = #"{"bundle": "\#(Self.example)", "language": "ar", "key": "order.total", "args": ["1234.5"], "appleData": true}"#
        let lines = try l10n.run(["localize", "--jsonl"], stdin: request + "\n")
        #expect(lines.stdoutLines.first?.contains(#""result":"\#(foundation)""#) == true, "\(lines.stdout)")
    }
}
