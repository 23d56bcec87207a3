import Foundation
import L10n
import L10nTestSupport
import Testing

@testable import L10nTooling

/// `l10n generate requests` against the example bundle: the requests cover every key,
/// localization and reachable plural category; answered by `l10n localize --jsonl` they make
/// a recording `l10n compare` finds no difference in (the two paths agree on every request);
/// and a wrong plural planted in a translation fails the comparison, naming the file, line,
/// key, language and category.
///
/// The recording here is this package's own answers, standing in for Apple's plurals, which
/// Foundation on Linux cannot record: what is tested is that generated requests reach every
/// variant, so that a Mac's recording of them checks every variant too.
@Suite struct GeneratedRecordingTests {
    let l10n: ExecutableRunner
    static let example = Fixtures.repository.appendingPathComponent("Examples/App").path

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    func generated(_ bundle: String) throws -> [RecordedRequest] {
        let output = try l10n.run(["generate", "requests", "--bundle", bundle])
        #expect(output.exitCode == 0, "\(output.stderr)")
        return try output.stdoutLines.map { try JSONDecoder().decode(RecordedRequest.self, from: Data($0.utf8)) }
    }

    /// `requests` answered by `l10n localize --jsonl` (formatted, and raw for the stored value)
    /// over `bundle`, written as a recording.
    func recording(of requests: [RecordedRequest], bundle: String, into folder: TemporaryBundle) throws -> String {
        func localizeLine(_ request: RecordedRequest, raw: Bool) throws -> String {
            var object: [String: Any] = ["bundle": bundle, "key": request.key, "table": request.table ?? "Localizable"]
            if let language = request.language { object["language"] = language }
            if let preferred = request.preferred { object["preferred"] = preferred }
            if let device = request.device { object["device"] = device }
            if let width = request.width { object["width"] = width }
            if raw {
                object["raw"] = true
            } else {
                object["args"] = (request.args ?? []).map { argument -> String in
                    switch argument {
                    case .integer(let value): String(value)
                    case .double(let value): String(value)
                    case .text(let value): value
                    }
                }
            }
            return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        }
        let input = try requests.flatMap { [try localizeLine($0, raw: false), try localizeLine($0, raw: true)] }.joined(separator: "\n")
        let output = try l10n.run(["localize", "--jsonl"], stdin: input + "\n")
        #expect(output.stdoutLines.count == 2 * requests.count)
        var lines = [#"{"recorder":{"foundation":"l10n localize","os":"Linux","platform":"l10n"}}"#]
        for (index, request) in requests.enumerated() {
            let formatted = try JSONSerialization.jsonObject(with: Data(output.stdoutLines[2 * index].utf8)) as? [String: Any] ?? [:]
            let raw = try JSONSerialization.jsonObject(with: Data(output.stdoutLines[2 * index + 1].utf8)) as? [String: Any] ?? [:]
            #expect(formatted["error"] == nil && raw["error"] == nil, "\(request): \(formatted) \(raw)")
            var answer: [String: Any] = [
                "line": index + 1, "request": try JSONSerialization.jsonObject(with: JSONEncoder().encode(request)),
            ]
            answer["localization"] = formatted["localization"]
            answer["locale"] = formatted["locale"]
            answer["formatted"] = formatted["result"]
            answer["value"] = raw["result"]
            lines.append(String(decoding: try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys]), as: UTF8.self))
        }
        try folder.write("recording.jsonl", text: lines.joined(separator: "\n") + "\n")
        return folder.path("recording.jsonl")
    }

    @Test func generatedRequestsReachEveryKeyLocalizationAndCategory() throws {
        let requests = try generated(Self.example)
        let folder = try TemporaryBundle()
        let recording = try recording(of: requests, bundle: Self.example, into: folder)

        // Compare and localize agree on every generated request.
        let comparison = RecordingComparison(try AppleRecording(path: recording), localizer: try Localizer(path: Self.example))
        #expect(comparison.differences.isEmpty, "\(comparison.differences.prefix(5).map(\.description))")
        #expect(comparison.comparedFields == 3 * requests.count)
        // Device and width variants are asked for by name: the Shop table's `open.on.device`.
        #expect(requests.contains { $0.key == "open.on.device" && $0.device == "iphone" })
        #expect(Set(comparison.coverage.answers.filter { $0.request.key == "open.on.device" }.map(\.request.device)).count > 2)

        let coverage = comparison.coverage
        #expect(coverage.keysCompared == coverage.keysPresent && coverage.keysPresent > 5)
        #expect(coverage.localizationsCompared == coverage.localizationsPresent && coverage.localizationsPresent >= 6)
        // Every category is compared but those no argument of the variable's type reaches
        // (Russian and Polish `other`, chosen for fractions only, by `%lld` variables).
        let rules = { (language: String) in try PluralRules(locale: LocaleIdentifier(language)) }
        for missing in coverage.missingCategories {
            for category in missing.categories {
                let reachable = try RequestGenerator.integerCandidates.contains {
                    try rules(missing.localization).category(for: $0) == category
                }
                #expect(!reachable, "\(missing) was reachable by an integer")
            }
        }
        #expect(coverage.pluralCategoriesCompared > 0)
        #expect(
            coverage.pluralCategoriesCompared + coverage.missingCategories.reduce(0) { $0 + $1.categories.count }
                == coverage.pluralCategoriesPresent)
    }

    /// The issue's case: a wrong Russian plural in the translations. A recording of the right
    /// answers over generated requests fails on it, naming what a reader needs.
    @Test func aPlantedWrongPluralFailsNamingTheCategory() throws {
        let requests = try generated(Self.example)
        let folder = try TemporaryBundle()
        let recording = try recording(of: requests, bundle: Self.example, into: folder)

        let planted = try TemporaryBundle()
        try FileManager.default.removeItem(atPath: planted.path)
        try FileManager.default.copyItem(atPath: Self.example, toPath: planted.path)
        let stringsdict = planted.path("ru.lproj/Localizable.stringsdict")
        let original = try String(contentsOfFile: stringsdict, encoding: .utf8)
        // `few` (2–4, 22–24, …) given the `many` form, as a translator's slip would.
        let wrong = original.replacingOccurrences(of: "<string>Осталось %lld файла</string>", with: "<string>Осталось %lld файлов</string>")
        #expect(wrong != original)
        try wrong.write(toFile: stringsdict, atomically: true, encoding: .utf8)

        let output = try l10n.run(["compare", "--bundle", planted.path, "--expected", recording])
        #expect(output.exitCode == 1)
        let fewRequests = requests.enumerated().filter { index, request in
            // Russian chosen, or preferred (`ru`, `ru-RU`, `zz, ru`).
            request.key == "files.remaining" && (request.language == "ru" || request.preferred?.contains { $0.hasPrefix("ru") } == true)
                && (request.args?.first).map {
                    if case .integer(let value) = $0 {
                        value % 10 >= 2 && value % 10 <= 4 && !(12...14).contains(value % 100)
                    } else {
                        false
                    }
                } == true
        }
        #expect(!fewRequests.isEmpty, "the generated requests should ask for Russian 'few'")
        #expect(output.stdoutLines.count == fewRequests.count, "\(output.stdout)")
        for (index, request) in fewRequests {
            let line = try #require(output.stdoutLines.first { $0.hasPrefix("\(recording):\(index + 2): ") }, "\(request) not reported")
            #expect(line.contains("files.remaining (") && line.contains("ru") && line.contains(": formatted: expected \"Осталось"))
            #expect(line.hasSuffix("[plural files: \(request.args?.first.map(\.description) ?? "") is 'few' in ru]"), "\(line)")
        }
    }
}
