import Foundation
import L10nTestSupport
import Testing

/// `l10n compare`, end to end, against the Linux recording of Examples/App (Tools/AppleRecorder).
@Suite struct CompareCommandTests {
    let l10n: ExecutableRunner
    static let example = Fixtures.repository.appendingPathComponent("Examples/App").path
    static let recording = Fixtures.repository.appendingPathComponent("Examples/Recordings/App-linux.jsonl").path

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    @Test func aMatchingRecordingPassesSilently() throws {
        let output = try l10n.run(["compare", "--bundle", Self.example, "--expected", Self.recording, "--allow-unrecorded"])
        #expect(output.exitCode == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("l10n: 0 difference(s) in ") && output.stderr.contains("compared with Linux"))
        #expect(output.stderr.contains("\nl10n: coverage: ") && output.stderr.contains(" plural categories compared"))
    }

    /// Foundation on Linux records no field of a plural entry: such a request fails the run
    /// unless allowed, each named; `--coverage` lists every request's fields and the plural
    /// categories no answer chose.
    @Test func requestsComparingNothingFailAndCoverageIsListed() throws {
        let answers = try String(contentsOfFile: Self.recording, encoding: .utf8).split(separator: "\n").dropFirst()
        let unrecorded = try answers.filter { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            return object["formatted"] == nil && object["value"] == nil && object["localization"] == nil
        }
        #expect(!unrecorded.isEmpty)
        let strict = try l10n.run(["compare", "--bundle", Self.example, "--expected", Self.recording])
        #expect(strict.exitCode == 1)
        #expect(strict.stdoutLines.count == unrecorded.count)
        #expect(
            strict.stdoutLines.allSatisfy {
                $0.hasPrefix(Self.recording + ":") && $0.contains(": compared nothing: no field recorded on Linux")
            })

        let listed = try l10n.run(["compare", "--bundle", Self.example, "--expected", Self.recording, "--allow-unrecorded", "--coverage"])
        #expect(listed.exitCode == 0)
        let perRequest = listed.stdoutLines.filter { $0.hasPrefix(Self.recording + ":") }
        #expect(perRequest.count == answers.count)
        #expect(perRequest.contains { $0.contains("compared localization, value, formatted") })
        #expect(perRequest.contains { $0.contains("compared nothing; not recorded formatted, localization, value") })
        #expect(listed.stdoutLines.contains { $0.hasPrefix("not compared: Localizable files.remaining (ru) files: ") })
    }

    @Test func aChangedValueIsPrintedAndFails() throws {
        let bundle = try TemporaryBundle()
        defer { withExtendedLifetime(bundle) {} }
        var lines = try String(contentsOfFile: Self.recording, encoding: .utf8).split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.contains(#""key":"order.total","language":"ru""#) && $0.contains(#""formatted":"#) })
        let recorded = try #require(JSONSerialization.jsonObject(with: Data(lines[index].utf8)) as? [String: Any])
        let foundation = try #require(recorded["formatted"] as? String)
        let changed = foundation.replacingOccurrences(of: "Итого", with: "Всего")
        lines[index] = lines[index].replacingOccurrences(of: #""formatted":"Итого"#, with: #""formatted":"Всего"#)
        try bundle.write("recording.jsonl", text: lines.joined(separator: "\n") + "\n")

        let text = try l10n.run(["compare", "--bundle", Self.example, "--expected", bundle.path("recording.jsonl"), "--allow-unrecorded"])
        #expect(text.exitCode == 1)
        #expect(
            text.stdoutLines == [
                "\(bundle.path("recording.jsonl")):\(index + 1): order.total (ru; 1234.5): formatted: "
                    + "expected \"\(Self.nbspEscaped(changed))\", got \"\(Self.nbspEscaped(foundation))\""
            ])
        #expect(text.stderr.hasPrefix("l10n: 1 difference(s) in "))

        let json = try l10n.run([
            "compare", "--jsonl", "--bundle", Self.example, "--expected", bundle.path("recording.jsonl"), "--allow-unrecorded",
        ])
        #expect(json.exitCode == 1)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["recordingLine"] as? Int == index + 1)
        #expect(object["field"] as? String == "formatted")
        #expect((object["request"] as? [String: Any])?["key"] as? String == "order.total")
    }

    /// Foundation's newer ICU writes Arabic with Latin digits: its answer for `ar` differs from
    /// the system ICU's data, and matches with `--apple-data`, no known difference needed.
    @Test func appleDataMatchesFoundationsNewerNumberData() throws {
        let bundle = try TemporaryBundle()
        defer { withExtendedLifetime(bundle) {} }
        let value = "المجموع: %.2f"
        let answer: [String: Any] = [
            "line": 1, "locale": "ar", "localization": "ar", "value": value,
            "formatted": String(format: value, locale: Locale(identifier: "ar"), 1234.5),
            "request": ["args": [1234.5], "key": "order.total", "language": "ar"],
        ]
        let header = #"{"recorder":{"foundation":"swift-corelibs-foundation","os":"Linux","platform":"Linux"}}"#
        let line = String(decoding: try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys]), as: UTF8.self)
        try bundle.write("recording.jsonl", text: header + "\n" + line + "\n")
        let arguments = ["compare", "--bundle", Self.example, "--expected", bundle.path("recording.jsonl")]

        let system = try l10n.run(arguments)
        #expect(system.exitCode == 1)
        #expect(system.stdoutLines.count == 1 && system.stdout.contains("١٬٢٣٤٫٥٠"), "\(system.stdout)")
        let apple = try l10n.run(arguments + ["--apple-data"])
        #expect(apple.exitCode == 0, "\(apple.stdout)\(apple.stderr)")
        #expect(apple.stdout.isEmpty && apple.stderr.hasPrefix("l10n: 0 difference(s) in 3 field(s)"), "\(apple.stderr)")
    }

    /// Russian groups with a no-break space, which a difference shows as its escape.
    static func nbspEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{00A0}", with: #"\u{00A0}"#)
    }

    /// The difference the eye cannot see: Apple's French total with a no-break space where
    /// this package writes a narrow one (U+202F). Printed raw, both sides read "Total : 1 234,50".
    @Test func anInvisibleDifferenceIsShownEscaped() throws {
        let bundle = try TemporaryBundle()
        defer { withExtendedLifetime(bundle) {} }
        var lines = try String(contentsOfFile: Self.recording, encoding: .utf8).split(separator: "\n").map(String.init)
        let index = try #require(
            lines.firstIndex { line in
                guard line.contains(#""key":"order.total","language":"fr""#),
                    let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                else { return false }
                return (object["formatted"] as? String)?.unicodeScalars.contains("\u{202F}") == true
            })
        let original = lines[index]
        lines[index] = lines[index].replacingOccurrences(of: "\u{202F}", with: "\u{00A0}")
            .replacingOccurrences(of: #"\u202f"#, with: #"\u00a0"#).replacingOccurrences(of: #"\u202F"#, with: #"\u00A0"#)
        try #require(lines[index] != original)
        try bundle.write("recording.jsonl", text: lines.joined(separator: "\n") + "\n")

        let text = try l10n.run(["compare", "--bundle", Self.example, "--expected", bundle.path("recording.jsonl"), "--allow-unrecorded"])
        #expect(text.exitCode == 1)
        #expect(text.stdoutLines.count == 1)
        #expect(
            text.stdout.hasSuffix(#": formatted: expected "Total : 1\u{00A0}234,50", got "Total : 1\u{202F}234,50""# + "\n"),
            "\(text.stdout)")

        let json = try l10n.run([
            "compare", "--jsonl", "--bundle", Self.example, "--expected", bundle.path("recording.jsonl"), "--allow-unrecorded",
        ])
        #expect(json.exitCode == 1)
        #expect(
            json.stdout.contains(#""expected":"Total : 1\u00A0234,50""#) && json.stdout.contains(#""got":"Total : 1\u202F234,50""#),
            "\(json.stdout)")
        #expect(!json.stdout.unicodeScalars.contains("\u{00A0}") && !json.stdout.unicodeScalars.contains("\u{202F}"))
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["expected"] as? String == "Total : 1\u{00A0}234,50")
        #expect(object["got"] as? String == "Total : 1\u{202F}234,50")
    }

    /// The comparison checks what the service answers: plural variants chosen by the
    /// localization's language, as `l10n localize` chooses them, unless told to choose as
    /// `String(format:locale:)` does.
    @Test func pluralVariantsAreChosenAsTheServiceChooses() throws {
        let localize = ["localize", "--bundle", Self.example, "--language", "ru", "--locale", "en_US", "files.remaining", "5"]
        let service = try l10n.run(localize)
        let byLocale = try l10n.run(localize + ["--plural-rules", "locale"])
        try #require(service.exitCode == 0 && byLocale.exitCode == 0)
        let served = service.stdout.trimmingCharacters(in: .newlines)
        let formattedByLocale = byLocale.stdout.trimmingCharacters(in: .newlines)
        try #require(served != formattedByLocale, "Russian rules and English ones choose different variants for 5")

        let header = try #require(String(contentsOfFile: Self.recording, encoding: .utf8).split(separator: "\n").first)
        let answer: [String: Any] = [
            "line": 1, "localization": "ru", "locale": "en_US", "formatted": served,
            "request": ["key": "files.remaining", "language": "ru", "locale": "en_US", "args": [5]],
        ]
        let line = try String(decoding: JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys]), as: UTF8.self)
        let bundle = try TemporaryBundle(["recording.jsonl": header + "\n" + line + "\n"])
        defer { withExtendedLifetime(bundle) {} }

        let compared = try l10n.run([
            "compare", "--bundle", Self.example, "--expected", bundle.path("recording.jsonl"), "--allow-unrecorded",
        ])
        #expect(compared.exitCode == 0, "\(compared.stdout)\(compared.stderr)")
        #expect(compared.stderr.hasPrefix("l10n: 0 difference(s) in 2 field(s)"), "\(compared.stderr)")

        let asFoundation = try l10n.run(
            ["compare", "--plural-rules", "locale", "--bundle", Self.example, "--expected", bundle.path("recording.jsonl")])
        #expect(asFoundation.exitCode == 1)
        #expect(asFoundation.stdoutLines.count == 1)
        #expect(
            asFoundation.stdout.hasSuffix(
                "formatted: expected \"\(served)\", got \"\(formattedByLocale)\" [plural files: 5 is 'other' in en_US]\n"),
            "\(asFoundation.stdout)")

        let bad = try l10n.run(["compare", "--plural-rules", "x!", "--bundle", Self.example, "--expected", bundle.path("recording.jsonl")])
        #expect(bad.exitCode == 2 && bad.singleErrorLine?.contains("'x!'") == true, "\(bad.stderr)")
    }

    /// A recording with two answers changed from what this package answers: Russian's total
    /// worded "Всего" instead of "Итого", French's with a no-break space for a narrow one.
    /// Returns the recording's lines, the French line's index, and both answers as this
    /// package gives them.
    static func recordingWithTwoDifferences() throws -> (lines: [String], frenchLine: Int, russian: String, french: String) {
        var lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").map(String.init)
        func formatted(_ line: String) -> String? {
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["formatted"] as? String
        }
        let ru = try #require(lines.firstIndex { $0.contains(#""key":"order.total","language":"ru""#) && formatted($0) != nil })
        let fr = try #require(
            lines.firstIndex {
                $0.contains(#""key":"order.total","language":"fr""#) && formatted($0)?.unicodeScalars.contains("\u{202F}") == true
            })
        let russian = try #require(formatted(lines[ru]))
        let french = try #require(formatted(lines[fr]))
        lines[ru] = lines[ru].replacingOccurrences(of: #""formatted":"Итого"#, with: #""formatted":"Всего"#)
        lines[fr] = lines[fr].replacingOccurrences(of: "\u{202F}", with: "\u{00A0}")
            .replacingOccurrences(of: #"\u202f"#, with: #"\u00a0"#).replacingOccurrences(of: #"\u202F"#, with: #"\u00A0"#)
        return (lines, fr, russian, french)
    }

    static func entry(_ fields: [String: String]) throws -> String {
        try String(decoding: JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]), as: UTF8.self)
    }

    /// A known difference accepts exactly its request, field and both answers; one that
    /// accepts nothing is reported and fails the run.
    @Test func knownDifferencesAcceptExactlyTheirRequest() throws {
        let (lines, frenchLine, russian, french) = try Self.recordingWithTwoDifferences()
        let appleRussian = russian.replacingOccurrences(of: "Итого", with: "Всего")
        let russianEntry = try Self.entry([
            "key": "order.total", "language": "ru", "field": "formatted", "apple": appleRussian, "accepted": russian,
            "reason": "the wording changed after the recording",
        ])
        // French's difference, but said of Russian: it accepts nothing.
        let misplacedEntry = try Self.entry([
            "key": "order.total", "language": "ru", "field": "formatted",
            "apple": french.replacingOccurrences(of: "\u{202F}", with: "\u{00A0}"),
            "accepted": french, "reason": "ICU 72 groups French with U+202F",
        ])
        let bundle = try TemporaryBundle([
            "recording.jsonl": lines.joined(separator: "\n") + "\n",
            "known.jsonl": russianEntry + "\n" + misplacedEntry + "\n",
            "russian-only.jsonl": russianEntry + "\n",
        ])
        defer { withExtendedLifetime(bundle) {} }
        let compare = ["compare", "--bundle", Self.example, "--expected", bundle.path("recording.jsonl"), "--allow-unrecorded"]

        let output = try l10n.run(compare + ["--known-differences", bundle.path("known.jsonl")])
        #expect(output.exitCode == 1)
        #expect(output.stdoutLines.count == 2, "\(output.stdout)")
        #expect(output.stdoutLines.first?.contains("order.total (fr; 1234.5): formatted: expected") == true, "\(output.stdout)")
        #expect(
            output.stdoutLines.last == "\(bundle.path("known.jsonl")):2: known difference accepted nothing: order.total (ru): formatted")
        #expect(output.stderr.contains("; 1 accepted as known, 1 known unused"), "\(output.stderr)")

        // Without the French difference, the Russian entry alone leaves nothing to report.
        var russianOnly = lines
        russianOnly.remove(at: frenchLine)
        try bundle.write("recording-ru.jsonl", text: russianOnly.joined(separator: "\n") + "\n")
        let clean = try l10n.run(
            [
                "compare", "--bundle", Self.example, "--expected", bundle.path("recording-ru.jsonl"), "--known-differences",
                bundle.path("russian-only.jsonl"), "--allow-unrecorded",
            ])
        #expect(clean.exitCode == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout.isEmpty)
        #expect(clean.stderr.contains("; 1 accepted as known, 0 known unused"))
    }

    @Test func knownDifferencesAreReadStrictly() throws {
        let bundle = try TemporaryBundle([
            "misspelled.jsonl": #"{"key": "k", "field": "value", "apple": "a", "acepted": "b", "reason": "r"}"# + "\n",
            "no-reason.jsonl": "\n" + #"{"key": "k", "field": "value", "apple": "a", "accepted": "b", "reason": " "}"# + "\n",
            "bad-field.jsonl": #"{"key": "k", "field": "formated", "apple": "a", "accepted": "b", "reason": "r"}"# + "\n",
            "missing.jsonl": #"{"key": "k", "field": "value", "apple": "a", "reason": "r"}"# + "\n",
        ])
        defer { withExtendedLifetime(bundle) {} }
        for (file, message) in [
            ("misspelled.jsonl", "misspelled.jsonl:1: unknown field 'acepted' in a known difference (did you mean 'accepted'?)"),
            ("no-reason.jsonl", "no-reason.jsonl:2: a known difference needs a reason"),
            ("bad-field.jsonl", "bad-field.jsonl:1: not a known difference: 'field' must be one of localization, value, formatted"),
            ("missing.jsonl", "missing.jsonl:1: not a known difference: missing field 'accepted'"),
        ] {
            let output = try l10n.run(
                ["compare", "--bundle", Self.example, "--expected", Self.recording, "--known-differences", bundle.path(file)])
            #expect(output.exitCode == 2)
            #expect(output.singleErrorLine?.hasSuffix(message) == true, "\(output.stderr)")
        }
    }

    @Test func unreadableInputExitsTwoWithOneLine() throws {
        let bundle = try TemporaryBundle(["header-only.jsonl": "{\"recorder\": 1}\n"])
        defer { withExtendedLifetime(bundle) {} }
        for (arguments, needle) in [
            (["--bundle", Self.example, "--expected", bundle.path("absent.jsonl")], "absent.jsonl: cannot read the file"),
            (["--bundle", Self.example, "--expected", bundle.path("header-only.jsonl")], "header-only.jsonl:1: the first line"),
            (["--bundle", bundle.path("no-such-bundle"), "--expected", Self.recording], "no-such-bundle"),
        ] {
            let output = try l10n.run(["compare"] + arguments)
            #expect(output.exitCode == 2)
            #expect(output.singleErrorLine?.contains(needle) == true, "\(output.stderr)")
        }
    }
}
