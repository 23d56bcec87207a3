import Foundation
import L10n
import L10nTestSupport
import L10nTesting
import L10nTooling
import Synchronization
import Testing

/// Recordings of Foundation's answers (made on Linux by Tools/AppleRecorder, kept fresh by
/// scripts/check-recorder) against the runtime: what matches passes, what was changed is named.
@Suite struct AppleRecordingTests {
    static let exampleBundle = Fixtures.repository.appendingPathComponent("Examples/App").path
    static let exampleRecording = Fixtures.repository.appendingPathComponent("Examples/Recordings/App-linux.jsonl").path
    static let encodingsBundle = Fixtures.repository.appendingPathComponent("Tools/AppleRecorder/Fixtures/Encodings").path
    static let encodingsRecording = Fixtures.repository.appendingPathComponent("Tools/AppleRecorder/Fixtures/Encodings-linux.jsonl").path

    @Test(arguments: [(exampleRecording, exampleBundle), (encodingsRecording, encodingsBundle)])
    func recordingsMatch(recording: String, bundle: String) throws {
        // Foundation on Linux records no field of plural entries: accepted here, and counted.
        let comparison = try #require(expectMatchesAppleRecording(recording, bundle: bundle, allowingUnrecordedAnswers: true))
        let answers = try AppleRecording(path: recording).answers
        // Every field of every answer is either compared or left out as unsupported, and the
        // recording holds answers to compare (a recording of nothing but unsupported fields
        // would pass vacuously).
        #expect(comparison.comparedFields + comparison.unsupportedFields == 3 * answers.count)
        #expect(comparison.comparedFields >= answers.count)
        // The answers with nothing recorded, every field marked unsupported, are counted.
        #expect(comparison.answersComparingNothing == answers.count { $0.localization == nil && $0.value == nil && $0.formatted == nil })
        #expect(comparison.answersComparingNothing < answers.count)
    }

    /// The recording with one answer's field replaced by `replacement`, in a temporary file.
    private func changed(_ recording: String, line: Int, field: String, to replacement: String) throws -> String {
        var lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        var object = try #require(JSONSerialization.jsonObject(with: Data(lines[line - 1].utf8)) as? [String: Any])
        #expect(object[field] != nil, "line \(line) has no '\(field)' to change")
        object[field] = replacement
        lines[line - 1] = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString).jsonl").path
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The first answer (recording line, request) whose fields include `field`.
    private func firstAnswer(in recording: String, with field: String) throws -> (line: Int, key: String) {
        let answers = try AppleRecording(path: recording).answers
        let answer = try #require(
            answers.first { answer in
                switch field {
                case "localization": answer.localization != nil
                case "value": answer.value != nil
                default: answer.formatted != nil
                }
            })
        return (answer.recordingLine, answer.request.key)
    }

    @Test(arguments: ["localization", "value", "formatted"])
    func aChangedAnswerIsNamed(field: String) throws {
        let (line, key) = try firstAnswer(in: Self.exampleRecording, with: field)
        let path = try changed(Self.exampleRecording, line: line, field: field, to: "not what Foundation said")
        defer { try? FileManager.default.removeItem(atPath: path) }

        let comparison = RecordingComparison(try AppleRecording(path: path), localizer: try Localizer(path: Self.exampleBundle))
        let difference = try #require(comparison.differences.first)
        #expect(comparison.differences.count == 1)
        #expect(difference.recordingLine == line && difference.request.key == key)
        #expect(difference.field.rawValue == field && difference.expected == "not what Foundation said")
        #expect(difference.got != difference.expected && !difference.got.hasPrefix("error:"))

        // The Swift Testing helper fails the test, naming the file, line, key and field.
        withKnownIssue {
            expectMatchesAppleRecording(path, bundle: Self.exampleBundle, allowingUnrecordedAnswers: true)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("\(path):\(line): \(key) ") && text.contains(": \(field): expected \"not what Foundation said\", got ")
        }
    }

    /// A known difference silences exactly the difference it accepts; one that accepts
    /// nothing is an issue.
    @Test func knownDifferencesAreAcceptedOrReported() throws {
        var lines = try String(contentsOfFile: Self.exampleRecording, encoding: .utf8).split(separator: "\n").map(String.init)
        let index = try #require(
            lines.firstIndex { $0.contains(#""key":"order.total","language":"ru""#) && $0.contains(#""formatted":"Итого"#) })
        let recorded = try #require(JSONSerialization.jsonObject(with: Data(lines[index].utf8)) as? [String: Any])
        let russian = try #require(recorded["formatted"] as? String)
        lines[index] = lines[index].replacingOccurrences(of: #""formatted":"Итого"#, with: #""formatted":"Всего"#)
        let entry: [String: String] = [
            "key": "order.total", "language": "ru", "field": "formatted", "apple": russian.replacingOccurrences(of: "Итого", with: "Всего"),
            "accepted": russian, "reason": "reworded after the recording",
        ]
        let known = try String(decoding: JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys]), as: UTF8.self)
        let bundle = try TemporaryBundle(["recording.jsonl": lines.joined(separator: "\n") + "\n", "known.jsonl": known + "\n"])
        defer { withExtendedLifetime(bundle) {} }

        let comparison = try #require(
            expectMatchesAppleRecording(
                bundle.path("recording.jsonl"), bundle: Self.exampleBundle, knownDifferences: bundle.path("known.jsonl"),
                allowingUnrecordedAnswers: true))
        #expect(comparison.differences.isEmpty && comparison.acceptedDifferences.count == 1 && comparison.unusedKnownDifferences.isEmpty)

        withKnownIssue {
            expectMatchesAppleRecording(
                Self.exampleRecording, bundle: Self.exampleBundle, knownDifferences: bundle.path("known.jsonl"),
                allowingUnrecordedAnswers: true)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined()
                == "\(bundle.path("known.jsonl")):1: known difference accepted nothing: order.total (ru): formatted"
        }
    }

    /// An answer with no field recorded (Foundation on Linux cannot answer plurals) would pass
    /// whatever the service answers: each is an issue unless the test allows it.
    @Test func answersWithNothingRecordedAreIssuesByDefault() throws {
        let answers = try AppleRecording(path: Self.exampleRecording).answers
        let unrecorded = answers.filter { $0.localization == nil && $0.value == nil && $0.formatted == nil }
        #expect(!unrecorded.isEmpty)
        let issues = Atomic(0)
        withKnownIssue {
            expectMatchesAppleRecording(Self.exampleRecording, bundle: Self.exampleBundle)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            let matches =
                unrecorded.contains { text.hasPrefix("\(Self.exampleRecording):\($0.recordingLine): \($0.request.key) ") }
                && text.hasSuffix(": compared nothing: no field recorded on Linux")
            if matches { issues.add(1, ordering: .relaxed) }
            return matches
        }
        #expect(issues.load(ordering: .relaxed) == unrecorded.count)
    }

    @Test func unreadableRecordingsNameTheFileAndLine() throws {
        let bundle = try TemporaryBundle([
            "empty.jsonl": "\n",
            "no-header.jsonl": #"{"line": 1, "request": {"key": "k", "language": "en"}}"# + "\n",
            "bad-answer.jsonl": #"{"recorder": {"platform": "macOS", "os": "15.4", "foundation": "2420"}}"# + "\n\n" + #"{"line": 1}"#
                + "\n",
            "not-json.jsonl": #"{"recorder": {"platform": "macOS", "os": "15.4", "foundation": "2420"}}"# + "\n" + "{oops\n",
            "misspelled.jsonl": #"{"recorder": {"platform": "macOS", "os": "15.4", "foundation": "2420"}}"# + "\n"
                + #"{"line": 1, "request": {"key": "k", "language": "en"}, "value": "v"}"# + "\n"
                + #"{"line": 2, "request": {"key": "k", "language": "en"}, "formated": "v"}"# + "\n",
            "misspelled-request.jsonl": #"{"recorder": {"platform": "macOS", "os": "15.4", "foundation": "2420"}}"# + "\n"
                + #"{"line": 1, "request": {"key": "k", "langauge": "en"}, "value": "v"}"# + "\n",
            "empty-answer.jsonl": #"{"recorder": {"platform": "macOS", "os": "15.4", "foundation": "2420"}}"# + "\n"
                + #"{"line": 1, "request": {"key": "k", "language": "en"}, "unsupported": {}}"# + "\n",
            "unknown.jsonl": #"{"recorder": {"platform": "macOS", "os": "15.4", "foundation": "2420"}}"# + "\n"
                + #"{"line": 1, "request": {"key": "k", "language": "en"}, "plural": "one"}"# + "\n",
        ])
        defer { withExtendedLifetime(bundle) {} }
        let cases: [(String, Int?, String)] = [
            ("empty.jsonl", nil, "no {\"recorder\": …} line"),
            ("no-header.jsonl", 1, "missing field 'recorder'"),
            ("bad-answer.jsonl", 3, "missing field 'request'"),
            ("not-json.jsonl", 2, "not a recorded answer"),
            ("absent.jsonl", nil, "cannot read the file"),
            // A misspelled field would be read as absent and compare nothing.
            ("misspelled.jsonl", 3, "unknown field 'formated' in an answer (did you mean 'formatted'?)"),
            ("misspelled-request.jsonl", 2, "unknown field 'langauge' in a request (did you mean 'language'?)"),
            ("empty-answer.jsonl", 2, "an answer records no field (localization, value, formatted) and marks none unsupported"),
            (
                "unknown.jsonl", 2,
                "unknown field 'plural' in an answer; its fields are line, request, localization, locale, value, formatted, unsupported"
            ),
        ]
        for (file, line, reason) in cases {
            let error = try #require(throws: RecordingError.self) { try AppleRecording(path: bundle.path(file)) }
            #expect(error.file == bundle.path(file) && error.line == line, "\(file)")
            #expect(error.description.contains(reason), "\(file): \(error)")
        }
        withKnownIssue {
            expectMatchesAppleRecording(bundle.path("absent.jsonl"), bundle: Self.exampleBundle)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("absent.jsonl: cannot read the file")
        }
    }

    @Test func fieldsMarkedUnsupportedAreNotCompared() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": #""k" = "Value %lld";"#,
            "recording.jsonl": #"{"recorder": {"platform": "Linux", "os": "Debian", "foundation": "corelibs"}}"# + "\n"
                + #"{"line": 1, "request": {"key": "k", "preferred": ["en-GB"], "args": [5]}, "unsupported": {"localization": "r", "value": "r", "formatted": "r"}}"#
                + "\n"
                + #"{"line": 2, "request": {"key": "k", "language": "en", "args": [5]}, "localization": "en", "locale": "en", "value": "Value %lld", "formatted": "Value 5"}"#
                + "\n",
        ])
        defer { withExtendedLifetime(bundle) {} }
        let comparison = RecordingComparison(
            try AppleRecording(path: bundle.path("recording.jsonl")), localizer: try Localizer(path: bundle.path))
        #expect(comparison.differences.isEmpty)
        #expect(comparison.comparedFields == 3 && comparison.unsupportedFields == 3)
    }

    /// Foundation's newer ICU writes Arabic with Latin digits; the system ICU 72 with
    /// Arabic-Indic ones. A recording of Foundation's answers for `ar` fails with the system's
    /// data, naming the difference, and matches with `NumberData.apple`: no known difference needed.
    @Test func appleNumberDataMatchesFoundationsNewerData() throws {
        let value = "المجموع: %.2f"
        let formatted = String(format: value, locale: Locale(identifier: "ar"), 1234.5)
        let answer: [String: Any] = [
            "line": 1, "locale": "ar", "localization": "ar", "value": value, "formatted": formatted,
            "request": ["args": [1234.5], "key": "order.total", "language": "ar"],
        ]
        let header = #"{"recorder":{"foundation":"swift-corelibs-foundation","os":"Linux","platform":"Linux"}}"#
        let line = String(decoding: try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys]), as: UTF8.self)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString).jsonl").path
        try (header + "\n" + line + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }

        let system = RecordingComparison(try AppleRecording(path: path), localizer: try Localizer(path: Self.exampleBundle))
        let difference = try #require(system.differences.first)
        #expect(difference.field.rawValue == "formatted" && difference.expected == formatted)
        #expect(difference.got.contains("١٬٢٣٤٫٥٠"), "the system ICU's Arabic-Indic digits: \(difference.got)")
        #expect(formatted.contains("1,234.50"), "Foundation's ICU writes Latin digits in ar: \(formatted)")

        let apple = try #require(expectMatchesAppleRecording(path, bundle: Self.exampleBundle, numberData: .apple))
        #expect(apple.comparedFields == 3 && apple.differences.isEmpty)
    }
}
