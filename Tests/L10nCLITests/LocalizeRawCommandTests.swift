import Foundation
import L10nTestSupport
import Testing

/// `l10n localize --raw` and JSON Lines `"raw": true`: `Bundle.localizedString(forKey:value:table:)`,
/// the value as stored with no format pass, end to end on `Tests/L10nTests/Fixtures/bundles/Lookups`.
@Suite struct LocalizeRawCommandTests {
    let l10n: ExecutableRunner
    static let bundle = Fixtures.path("bundles/Lookups")

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    @Test(arguments: [
        (["--language", "en"], "sale.banner", "50% off"),
        (["--language", "en"], "battery.full", "Battery at 100%"),
        (["--language", "en"], "progress", "%d%% done"),
        (["--preferred", "de-CH"], "sale.banner", "50% Rabatt"),
        (["--accept-language", "ru-RU, en;q=0.5"], "files.remaining", "Осталось: %#@files@"),
        (["--language", "en", "--table", "Shop"], "items.count", "%#@value@"),
        (["--language", "ru", "--table", "Shop"], "cart.summary", "В %2$#@carts@ %1$#@items@."),
        (["--language", "en", "--device", "mac"], "open.on.device", "Click to open"),
        (["--language", "de"], "battery.full", "battery.full"),
        (["--language", "de", "--per-key-fallback"], "battery.full", "Battery at 100%"),
    ])
    func printsTheStoredValue(options: [String], key: String, expected: String) throws {
        let result = try l10n.run(["localize", "--bundle", Self.bundle, "--raw"] + options + [key])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdoutLines == [expected])
        #expect(result.stderr.isEmpty)
    }

    @Test func verboseNamesTheFileAndNoLocale() throws {
        let result = try l10n.run(["localize", "--bundle", Self.bundle, "--raw", "--verbose", "--language", "de", "sale.banner"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        try #require(result.stdoutLines.count == 5)
        #expect(result.stdoutLines[0] == "50% Rabatt")
        #expect(result.stdoutLines[1] == "localization: de")
        #expect(result.stdoutLines[2] == "locale: (none)")
        #expect(result.stdoutLines[3].hasPrefix("version: swift-l10n "))
        #expect(result.stdoutLines[4].hasSuffix("de.lproj/Localizable.strings:2:1"))
    }

    @Test func argumentsAreAUsageError() throws {
        let result = try l10n.run(["localize", "--bundle", Self.bundle, "--raw", "--language", "en", "files.remaining", "3"])
        let line = try #require(result.singleErrorLine, "exit \(result.exitCode), stderr '\(result.stderr)'")
        #expect(line.contains("--raw"))
    }

    @Test func jsonLines() throws {
        let input = """
            {"bundle": "\(Self.bundle)", "language": "en", "raw": true, "key": "sale.banner"}
            {"bundle": "\(Self.bundle)", "language": "en", "key": "progress", "args": ["5"]}
            {"bundle": "\(Self.bundle)", "language": "en", "raw": true, "key": "progress", "args": ["5"]}
            {"bundle": "\(Self.bundle)", "language": "ru", "table": "Shop", "raw": true, "key": "discount"}
            {"bundle": "\(Self.bundle)", "language": "en", "raw": true, "key": "no.such.key"}

            """
        let result = try l10n.run(["localize", "--jsonl"], stdin: input)
        #expect(result.exitCode == 0)
        let lines = result.stdoutLines
        try #require(lines.count == 5)
        let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: String]
        #expect(first?["result"] == "50% off")
        #expect(first?["localization"] == "en")
        #expect(first?["locale"] == nil)
        #expect(first?["source"]?.hasSuffix("en.lproj/Localizable.strings:3:1") == true)
        let formatted = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: String]
        #expect(formatted?["result"] == "5% done")
        #expect(lines[2].contains("\"error\"") && lines[2].contains("raw"))
        let catalog = try JSONSerialization.jsonObject(with: Data(lines[3].utf8)) as? [String: String]
        #expect(catalog?["result"] == "Скидка 20% сегодня")
        #expect(lines[4] == #"{"result":"no.such.key"}"#)
    }

    /// `--raw` given on the command line is the default for every JSON request.
    @Test func rawFlagIsTheJSONLinesDefault() throws {
        let input = #"{"bundle": "\#(Self.bundle)", "language": "en", "key": "battery.full"}"# + "\n"
        let result = try l10n.run(["localize", "--jsonl", "--raw"], stdin: input)
        #expect(result.stdoutLines.count == 1)
        #expect(result.stdoutLines.first?.contains(#""result":"Battery at 100%""#) == true)
    }
}
