import Foundation
import L10nTestSupport
import Testing

/// `l10n resolve`, end to end.
@Suite struct ResolveCommandTests {
    let l10n: ExecutableRunner

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    /// All of Apple's `ualoc_localizationsToUse` cases through `--jsonl --matches-only`, in one process.
    @Test func everyConformanceCaseThroughJSONLines() throws {
        let conformance = try AppleConformance.load()
        let encoder = JSONEncoder()
        struct Request: Encodable {
            let available: [String]
            let preferred: [String]
            let matchesOnly = true
        }
        let input = try conformance.localizationsToUse.map { testCase in
            String(
                decoding: try encoder.encode(Request(available: testCase.available, preferred: testCase.preferred)),
                as: UTF8.self)
        }.joined(separator: "\n")
        let result = try l10n.run(["resolve", "--jsonl"], stdin: input + "\n")
        #expect(result.exitCode == 0)
        let answers = result.stdoutLines
        try #require(answers.count == conformance.localizationsToUse.count)
        var failures: [String] = []
        for (testCase, answer) in zip(conformance.localizationsToUse, answers) {
            let object = try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: [String]]
            if object?["localizations"] != testCase.expected {
                failures.append("\(testCase.id): expected \(testCase.expected), got \(answer)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func preferredLocalizationsWithBackstops() throws {
        #expect(try l10n.run(["resolve", "--available", "en,pl,es", "--preferred", "en"]).stdoutLines == ["en"])
        #expect(
            try l10n.run(["resolve", "--available", "de,en_GB,en", "--preferred", "en-AU,de"]).stdoutLines
                == ["en_GB", "en"])
        #expect(try l10n.run(["resolve", "--available", "de,fr,en", "--preferred", "ja"]).stdoutLines == ["en"])
        #expect(
            try l10n.run(["resolve", "--available", "de,fr", "--preferred", "ja", "--development-region", "fr"])
                .stdoutLines == ["fr"])
        let none = try l10n.run(["resolve", "--available", "de,fr", "--preferred", "ja", "--matches-only"])
        #expect(none.exitCode == 0)
        #expect(none.stdout.isEmpty)
    }

    @Test func acceptLanguage() throws {
        let result = try l10n.run([
            "resolve", "--available", "en,de,zh_TW", "--accept-language",
            "fr;q=0.9, zh-HK;q=0.8, de;q=0.5, *;q=0.1",
        ])
        #expect(result.stdoutLines == ["zh_TW"])
        let jsonl = try l10n.run(
            ["resolve", "--jsonl", "--available", "en,de"],
            stdin: #"{"acceptLanguage": "de-CH, en;q=0.5"}"# + "\n" + #"{"preferred": ["en"], "acceptLanguage": "de"}"# + "\n")
        #expect(jsonl.stdoutLines.first == #"{"localizations":["de"]}"#)
        #expect(jsonl.stdoutLines.last?.contains("error") == true)
    }

    @Test(arguments: [
        ["resolve", "--preferred", "en"],
        ["resolve", "--available", "en"],
        ["resolve", "--available", "en", "--preferred", "en", "--accept-language", "en"],
    ])
    func badUsage(arguments: [String]) throws {
        let result = try l10n.run(arguments)
        #expect(result.exitCode != 0)
        #expect(result.exitCode < 128)
        #expect(!result.stderr.isEmpty)
    }
}
