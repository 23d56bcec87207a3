import Foundation
import L10nTestSupport
import Testing

/// Every `--jsonl` mode refuses a field its requests do not have, naming the line and the
/// field and, for a misspelling, the field meant; the stream goes on.
@Suite struct JSONLinesStrictnessTests {
    let l10n: ExecutableRunner
    static let example = Fixtures.repository.appendingPathComponent("Examples/App").path

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    static func answers(_ output: ExecutableRunner.Output) throws -> [[String: Any]] {
        try output.stdoutLines.map { line in try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]) }
    }

    @Test(arguments: [
        (
            ["plural", "--jsonl"], #"{"locale": "en", "value": "2", "type": "ordinal"}"#,
            "line 2: unknown field 'type'; the fields are locale, value, ordinal, categories, range"
        ),
        (["plural", "--jsonl"], #"{"locale": "en", "valeu": "2"}"#, "line 2: unknown field 'valeu' (did you mean 'value'?)"),
        (
            ["format", "--jsonl"], #"{"formated": "%d", "locale": "en", "args": ["1"]}"#,
            "line 2: unknown field 'formated' (did you mean 'format'?)"
        ),
        (
            ["localize", "--jsonl", "--bundle", example], #"{"key": "files.remaining", "language": "ru", "arg": ["5"]}"#,
            "line 2: unknown field 'arg' (did you mean 'args'?)"
        ),
        (
            ["resolve", "--jsonl"], #"{"available": ["en"], "prefered": ["en"], "matchOnly": true}"#,
            "line 2: unknown fields 'matchOnly', 'prefered'; the fields are available, bundle, preferred, acceptLanguage, developmentRegion, matchesOnly"
        ),
    ])
    func unknownFieldsAreErrors(arguments: [String], request: String, message: String) throws {
        let good: String
        switch arguments[0] {
        case "plural": good = #"{"locale": "en", "value": "1"}"#
        case "format": good = #"{"format": "%d", "locale": "en", "args": ["1"]}"#
        case "localize": good = #"{"key": "files.remaining", "language": "ru", "args": ["5"]}"#
        default: good = #"{"available": ["en"], "preferred": ["en"]}"#
        }
        let output = try l10n.run(arguments, stdin: [good, request, good].joined(separator: "\n") + "\n")
        #expect(output.exitCode == 0, "\(output.stderr)")
        let answers = try Self.answers(output)
        try #require(answers.count == 3)
        #expect(answers[0]["error"] == nil && answers[2]["error"] == nil, "\(output.stdout)")
        #expect(answers[1]["error"] as? String == message)
    }

    /// The request types name their fields through their own properties: every field a
    /// command documents is accepted.
    @Test func everyKnownFieldIsAccepted() throws {
        let output = try l10n.run(
            ["plural", "--jsonl"],
            stdin: #"{"locale": "en", "value": "2", "ordinal": true, "categories": false}"# + "\n"
                + #"{"locale": "en", "range": ["1", "2"]}"# + "\n")
        let answers = try Self.answers(output)
        try #require(answers.count == 2)
        #expect(answers[0]["category"] as? String == "two")
        #expect(answers[1]["error"] == nil, "\(output.stdout)")
    }
}
