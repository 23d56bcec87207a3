import Foundation
import L10nTestSupport
import Testing

/// Every CLDR sample value through `l10n plural --jsonl`, in one process, as a script would
/// check them in bulk.
@Suite struct CLDRSampleJSONLinesTests {
    @Test func everySampleSelectsItsCategoryThroughJSONLines() throws {
        let cldr = try CLDRPluralSamples()
        let encoder = JSONEncoder()
        let requests = try cldr.samples.map { sample in
            let request = ["locale": sample.locale, "value": sample.value]
            let line = String(decoding: try encoder.encode(request), as: UTF8.self)
            // Splice the boolean in by hand: the dictionary above is [String: String].
            return line.dropLast() + #","ordinal":\#(sample.ordinal)}"#
        }
        let result = try ExecutableRunner.l10n().run(["plural", "--jsonl"], stdin: requests.joined(separator: "\n") + "\n")
        #expect(result.exitCode == 0)
        let answers = result.stdoutLines
        try #require(answers.count == cldr.samples.count)

        var differences: Set<CLDRVersionDifferences.Difference> = []
        for (sample, answer) in zip(cldr.samples, answers) {
            let expectedAnswer = #"{"category":"\#(sample.category)"}"#
            guard answer != expectedAnswer else { continue }
            let object = try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: String]
            let selected = try #require(object?["category"], "\(sample): \(answer)")
            differences.insert(
                .init(
                    locale: sample.locale, ordinal: sample.ordinal, value: sample.value,
                    cldr41: sample.category, icu: selected))
        }
        #expect(differences == CLDRVersionDifferences.all)
    }
}
