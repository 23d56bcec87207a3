import ArgumentParser
import Foundation
import L10n
import L10nResources
import L10nSupport
import L10nTooling

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare this package's answers for a bundle with a recording of Apple's (Tools/AppleRecorder).",
        discussion: """
            Runs each request of the recording FILE through DIR as a service would (the \
            localization chosen for its languages, the stored value, the value formatted with its \
            arguments and the recorded locale, plural variants chosen as --plural-rules says) and prints each \
            field that differs: 'FILE:LINE: request: field: expected "…", got "…"' (characters \
            nobody can see, such as U+202F, and look-alikes such as U+2212 written as \\u{202F}; \
            with --jsonl, as JSON's \\u202F), then summary lines on stderr: fields compared and \
            not recorded, and the coverage (keys, localizations and plural categories compared \
            of those the bundle has; --coverage lists each request's fields and each plural's \
            categories left out). Fields the recording marks unsupported are not compared; a \
            request with no field recorded at all fails ('FILE:LINE: request: compared nothing: …') \
            unless --allow-unrecorded. A \
            difference an entry of --known-differences accepts is not printed; an entry that \
            accepts none is ('FILE:LINE: known difference accepted nothing: …'). Exit status: 0 \
            when nothing differs, 1 when something does, a known difference is unused or a \
            request compared nothing, 2 for bad usage or a file that cannot be read.
            """
    )

    @Option(help: ArgumentHelp("The bundle folder the recording was made from.", valueName: "dir"))
    var bundle: String

    @Option(help: ArgumentHelp("The recording: AppleRecorder's JSON Lines output.", valueName: "file"))
    var expected: String

    @Option(help: "Overrides the bundle's CFBundleDevelopmentRegion.")
    var developmentRegion: String?

    @Option(
        help: ArgumentHelp(
            "Whose plural rules choose variants, as the service chooses them: language (of the localization, the default), "
                + "locale (the recorded locale's, as String(format:locale:) chooses), or an identifier.",
            valueName: "source"))
    var pluralRules = "language"

    @Option(
        help: ArgumentHelp(
            "Differences accepted, each with its reason: a JSON Lines file of {key, table, language, locale, field, apple, accepted, reason}.",
            valueName: "file"))
    var knownDifferences: String?

    @Flag(
        help:
            "Format numbers with current Apple platforms' locale data where the system ICU's is older, as a service with Localizer(numberData: .apple) does."
    )
    var appleData = false

    @Flag(help: "Print each difference as one JSON object per line instead of text.")
    var jsonl = false

    @Flag(
        help:
            "Accept requests the recording answered no field of (all marked unsupported, as Foundation on Linux marks plurals); by default each fails the run."
    )
    var allowUnrecorded = false

    @Flag(
        help:
            "Also print what was compared: each request's fields compared and not recorded ('FILE:LINE: request: compared …; not recorded …'), then each plural's categories no answer chose ('not compared: TABLE KEY (LOCALIZATION) VARIABLE: categories')."
    )
    var coverage = false

    private struct DifferenceLine: Encodable {
        /// The line of the recording (not of the requests file it was made from).
        var recordingLine: Int
        var request: RecordedRequest
        var field: String
        var expected: String
        var got: String
    }

    func run() throws {
        let (recording, localizer, rules, known) = try CommandFailure.reporting {
            () throws -> (AppleRecording, Localizer, PluralRuleSource, KnownDifferences?) in
            (
                try AppleRecording(path: expected),
                Localizer(
                    bundle: try LocalizationBundle(path: bundle, developmentRegion: developmentRegion.map { Localization($0) }),
                    numberData: appleData ? .apple : .system),
                try PluralRuleSource(pluralRules),
                try knownDifferences.map { path throws(RecordingError) in try KnownDifferences(path: path) }
            )
        }
        let comparison = RecordingComparison(recording, localizer: localizer, pluralRules: rules, knownDifferences: known)
        var output = Data()
        if jsonl {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            for difference in comparison.differences {
                let line = try encoder.encode(
                    DifferenceLine(
                        recordingLine: difference.recordingLine, request: difference.request, field: difference.field.rawValue,
                        expected: difference.expected, got: difference.got))
                // The same JSON values, with what a terminal cannot show (U+202F, U+00A0, …) as
                // `\u` escapes.
                output.append(contentsOf: VisibleText.jsonEscapingInvisible(String(decoding: line, as: UTF8.self)).utf8)
                output.append(0x0A)
            }
        } else {
            for difference in comparison.differences {
                output.append(contentsOf: (difference.description(recording: expected).replacingNewlines() + "\n").utf8)
            }
        }
        // A known difference that accepted nothing fails the run too: the file would otherwise
        // keep entries for differences long gone.
        for entry in comparison.unusedKnownDifferences {
            let text = "\(known?.name ?? ""):\(entry.line): known difference accepted nothing: \(entry)"
            if jsonl {
                let line = try JSONEncoder().encode(["unusedKnownDifference": text])
                output.append(contentsOf: VisibleText.jsonEscapingInvisible(String(decoding: line, as: UTF8.self)).utf8)
                output.append(0x0A)
            } else {
                output.append(contentsOf: (text.replacingNewlines() + "\n").utf8)
            }
        }
        // A request nothing was compared for would pass whatever the service answers.
        let unrecorded = comparison.coverage.answers.filter(\.compared.isEmpty)
        if !allowUnrecorded {
            for answer in unrecorded {
                let line =
                    "\(expected):\(answer.recordingLine): \(answer.request): compared nothing: no field recorded on \(recording.environment.platform)"
                    + " (--allow-unrecorded accepts it)"
                if jsonl {
                    let object = try JSONEncoder().encode(["comparedNothing": line])
                    output.append(contentsOf: VisibleText.jsonEscapingInvisible(String(decoding: object, as: UTF8.self)).utf8)
                } else {
                    output.append(contentsOf: line.replacingNewlines().utf8)
                }
                output.append(0x0A)
            }
        }
        if coverage {
            for line in Self.coverageLines(comparison.coverage, recording: expected) {
                output.append(contentsOf: (line.replacingNewlines() + "\n").utf8)
            }
        }
        FileHandle.standardOutput.write(output)
        let environment = recording.environment
        let accepted =
            known == nil
            ? "" : "; \(comparison.acceptedDifferences.count) accepted as known, \(comparison.unusedKnownDifferences.count) known unused"
        let summary =
            "l10n: \(comparison.differences.count) difference(s) in \(comparison.comparedFields) field(s) compared with "
            + "\(environment.platform) (\(environment.os), \(environment.foundation)); \(comparison.unsupportedFields) not recorded there"
            + (comparison.answersComparingNothing == 0 ? "" : ", \(comparison.answersComparingNothing) request(s) with no field recorded")
            + accepted + "\n" + "l10n: " + comparison.coverage.summary + "\n"
        FileHandle.standardError.write(Data(summary.utf8))
        if !comparison.differences.isEmpty || !comparison.unusedKnownDifferences.isEmpty || (!allowUnrecorded && !unrecorded.isEmpty) {
            throw CommandFailure.failedRequestExitCode
        }
    }

    /// `--coverage`'s lines: one per answer, then one per plural with categories left out.
    static func coverageLines(_ coverage: RecordingCoverage, recording: String) -> [String] {
        var lines: [String] = []
        for answer in coverage.answers {
            var parts: [String] = []
            parts.append("compared " + (answer.compared.isEmpty ? "nothing" : answer.compared.map(\.rawValue).joined(separator: ", ")))
            if !answer.skipped.isEmpty {
                parts.append("not recorded " + answer.skipped.keys.sorted().joined(separator: ", "))
            }
            lines.append("\(recording):\(answer.recordingLine): \(answer.request): " + parts.joined(separator: "; "))
        }
        for missing in coverage.missingCategories { lines.append("not compared: \(missing)") }
        return lines
    }
}
