import Foundation
import L10nTestSupport
import Testing

/// `l10n plural`, run as a user runs it: the built executable, stdout, stderr and exit code.
@Suite struct PluralCommandTests {
    let l10n: ExecutableRunner

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    @Test func categoriesOfValuesAsWritten() throws {
        let result = try l10n.run(["plural", "--locale", "en", "1", "1.0", "2", "0"])
        #expect(result.exitCode == 0)
        #expect(result.stdoutLines == ["one", "other", "other", "other"])
        #expect(result.stderr.isEmpty)

        let russian = try l10n.run(["plural", "--locale", "ru", "1", "2", "5", "11", "21", "111", "1.5"])
        #expect(russian.stdoutLines == ["one", "few", "many", "many", "one", "many", "other"])
    }

    @Test func ordinals() throws {
        let result = try l10n.run([
            "plural", "--locale", "en", "--ordinal", "1", "2", "3", "4", "11", "12", "13", "21",
            "22", "23", "111",
        ])
        #expect(
            result.stdoutLines == [
                "one", "two", "few", "other", "other", "other", "other", "one", "two", "few",
                "other",
            ])
    }

    @Test func categoriesOfLocale() throws {
        #expect(
            try l10n.run(["plural", "--locale", "ar", "--categories"]).stdoutLines
                == ["zero", "one", "two", "few", "many", "other"])
        #expect(
            try l10n.run(["plural", "--locale", "en", "--categories", "--ordinal"]).stdoutLines
                == ["one", "two", "few", "other"])
    }

    @Test func range() throws {
        #expect(try l10n.run(["plural", "--locale", "ru", "--range", "2", "5"]).stdoutLines == ["many"])
        #expect(try l10n.run(["plural", "--locale", "ru", "--range", "1", "2"]).stdoutLines == ["few"])
    }

    @Test(arguments: [
        (["plural", "--locale", "xx", "1"], "'xx' has no cardinal plural rules"),
        (["plural", "--locale", "!!", "1"], "malformed language subtag"),
        (["plural", "--locale", "en", "1.2.3"], "'1.2.3' is not a decimal number"),
        (["plural", "--locale", "en", "1e99999"], "'1e99999' is not a decimal number"),
        (["plural", "--locale", "en", "NaN"], "'NaN' is not a decimal number"),
        (["plural", "--locale", "en", ""], "'' is not a decimal number"),
        (["plural", "--locale", "en", "1", "x"], "'x' is not a decimal number"),
        (["plural", "--locale", "en", "--range", "1", "a\nb"], "'a\\nb' is not a decimal number"),
    ])
    func badInputIsOneErrorLineAndExitTwo(arguments: [String], message: String) throws {
        let result = try l10n.run(arguments)
        let line = try #require(result.singleErrorLine, "exit \(result.exitCode), stdout '\(result.stdout)', stderr '\(result.stderr)'")
        #expect(line.contains(message))
    }

    @Test(arguments: [
        ["plural", "1"],
        ["plural", "--locale", "en"],
        ["plural", "--locale", "en", "--range", "1"],
        ["plural", "--locale", "en", "--categories", "1"],
        ["plural", "--jsonl", "1"],
        ["plural", "--locale", "en", "--bogus", "1"],
    ])
    func badUsageFailsWithoutCrashing(arguments: [String]) throws {
        let result = try l10n.run(arguments)
        #expect(result.exitCode == 2)  // as documented for bad usage (argument-parser's own code is 64)
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.isEmpty)
    }

    /// `--range START END` may be given again; each range answers on its own line, and a bad
    /// one prints nothing but the error.
    @Test func rangesRepeat() throws {
        let ranges = try l10n.run(["plural", "--locale", "ru", "--range", "1", "2", "--range", "2", "5", "--range", "5", "1"])
        #expect(ranges.exitCode == 0, "\(ranges.stderr)")
        let single = try ["1 2", "2 5", "5 1"].map { pair in
            try l10n.run(["plural", "--locale", "ru", "--range"] + pair.split(separator: " ").map(String.init)).stdout
        }
        #expect(ranges.stdout == single.joined())
        #expect(ranges.stdoutLines == ["few", "many", "one"])
        let bad = try l10n.run(["plural", "--locale", "ru", "--range", "1", "2", "--range", "x", "5"])
        #expect(bad.singleErrorLine?.contains("'x' is not a decimal number") == true, "\(bad.stderr)")
    }

    @Test func jsonLinesAnswerEveryRequestInOrder() throws {
        let requests = """
            {"locale": "ru", "value": "1.50", "ordinal": false}
            {"locale": "en", "value": "2", "ordinal": true}
            not json
            {"locale": "xx", "value": "1"}
            {"locale": "en", "value": 1}
            {"value": "5"}
            {"locale": "de", "categories": true}
            {"locale": "ru", "range": ["2", "5"]}
            {"locale": "en", "value": "1.2.3"}
            [1]
            {"locale": "en"}

            {"locale": "en", "value": "1"}
            """
        let result = try l10n.run(["plural", "--jsonl"], stdin: requests)
        #expect(result.exitCode == 0)
        let answers = try result.stdoutLines.map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
        }
        try #require(answers.count == 12)  // blank lines are skipped, every other line is answered
        #expect(answers[0]["category"] as? String == "other")
        #expect(answers[1]["category"] as? String == "two")
        #expect((answers[2]["error"] as? String)?.contains("line 3") == true)
        #expect((answers[3]["error"] as? String)?.contains("'xx'") == true)
        #expect((answers[4]["error"] as? String)?.contains("value") == true)
        #expect((answers[5]["error"] as? String)?.contains("locale") == true)
        #expect(answers[6]["categories"] as? [String] == ["one", "other"])
        #expect(answers[7]["category"] as? String == "many")
        #expect((answers[8]["error"] as? String)?.contains("'1.2.3'") == true)
        #expect(answers[9]["error"] != nil)
        #expect((answers[10]["error"] as? String)?.contains("value") == true)
        #expect(answers[11]["category"] as? String == "one")
    }

    @Test func jsonLinesTakeDefaultsFromTheCommandLine() throws {
        let result = try l10n.run(
            ["plural", "--jsonl", "--locale", "en", "--ordinal"],
            stdin:
                "{\"value\": \"2\"}\n{\"value\": \"2\", \"ordinal\": false}\n{\"locale\": \"ru\", \"value\": \"2\", \"ordinal\": false}\n")
        #expect(result.stdoutLines == [#"{"category":"two"}"#, #"{"category":"other"}"#, #"{"category":"few"}"#])
    }
}
