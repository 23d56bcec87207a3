import L10n
import L10nSupport

/// Runs an ``AppleRecording``'s requests through a `Localizer` and lists where its answers
/// differ from Foundation's.
///
/// Each request is answered as a service would answer it: the localization chosen for the
/// request's `language` or `preferred` languages, the raw value from
/// `ResolvedLocalization.localizedString(forKey:table:)` and the formatted string from
/// `ResolvedLocalization.localize(_:arguments:table:)`, with the recorded formatting locale and
/// the plural rules the service chooses with
/// (``init(_:localizer:pluralRules:knownDifferences:)``: by default the language of the
/// localization, as a `Localizer` does). Apple's
/// `String(format:locale:arguments:)` chooses with the locale's rules; where the two differ
/// (Russian text formatted for `en_US`), the comparison shows that the service answers other
/// than the app, which is what it is for. Only fields the recording has are compared.
public struct RecordingComparison: Sendable {
    /// The fields compared, in the order they are checked.
    public enum Field: String, Sendable, Codable, CaseIterable {
        case localization, value, formatted
    }

    /// One answer that differs: which recorded request, which field, Foundation's answer and this package's.
    public struct Difference: Sendable, Hashable, CustomStringConvertible {
        /// The request's line in the recording.
        public var recordingLine: Int
        public var request: RecordedRequest
        public var field: Field
        public var expected: String
        /// This package's answer, or `error: …` when it threw.
        public var got: String
        /// For a `formatted` difference in a plural entry, the category each plural's argument
        /// chose, in the rules the comparison used: `files: 21 is 'one' in ru`.
        public var pluralChoices: [String] = []

        /// `recording.jsonl:5: files.remaining (ru; 21): formatted: expected "…", got "…"`, given the
        /// recording's name; both answers quoted as `VisibleText` shows text, so a difference in a
        /// character nobody can see (`\u{202F}` against `\u{00A0}`) shows, and stays on one line.
        /// A plural's difference ends with the category its argument chose
        /// (`[plural files: 21 is 'one' in ru]`).
        public func description(recording: String) -> String {
            "\(recording):\(recordingLine): " + details
        }

        public var description: String {
            "line \(recordingLine): " + details
        }

        private var details: String {
            "\(request): \(field.rawValue): expected \(VisibleText.quoted(expected)), got \(VisibleText.quoted(got))"
                + pluralChoices.map { " [plural \($0)]" }.joined()
        }
    }

    /// The answers that differ, but for those a known difference accepts.
    public var differences: [Difference]
    /// The differences known differences accepted, each with the entry that did.
    public var acceptedDifferences: [(difference: Difference, entry: KnownDifferences.Entry)] = []
    /// The known differences that accepted none: stale, or written for another recording.
    public var unusedKnownDifferences: [KnownDifferences.Entry] = []
    /// How many recorded fields were compared.
    public var comparedFields: Int
    /// How many fields the recording left out as unsupported on its platform.
    public var unsupportedFields: Int
    /// How many answers had no field to compare, every one marked unsupported on the recording
    /// platform (on Linux: plural entries, catalogs, language matching).
    public var answersComparingNothing = 0
    /// The keys, localizations and plural categories compared against those the bundle has,
    /// and each answer's fields compared and skipped.
    public private(set) var coverage = RecordingCoverage()
    /// Each answer's coverage, with the locale it was recorded with, until ``coverage`` is made.
    private var answerCoverage: [(answer: RecordingCoverage.Answer, locale: String?)] = []

    /// Compares every answer of `recording` with `localizer`'s, choosing plural variants with
    /// the rules `pluralRules` names: the service's own choice (`.localization` unless it
    /// configures another), or `.formattingLocale` to answer as `String(format:locale:)` does.
    ///
    /// A difference one of `knownDifferences`' entries accepts is listed in
    /// ``acceptedDifferences`` instead of ``differences``; entries that accept none are in
    /// ``unusedKnownDifferences``.
    public init(
        _ recording: AppleRecording, localizer: Localizer, pluralRules: PluralRuleSource = .localization,
        knownDifferences: KnownDifferences? = nil
    ) {
        differences = []
        comparedFields = 0
        unsupportedFields = 0
        for answer in recording.answers {
            compare(answer, localizer: localizer, pluralRules: pluralRules)
        }
        coverage = RecordingCoverage(answers: answerCoverage, localizer: localizer, pluralRules: pluralRules)
        answerCoverage = []
        guard let knownDifferences else { return }
        var used = Set<Int>()
        differences.removeAll { difference in
            guard let index = knownDifferences.entries.firstIndex(where: { $0.accepts(difference) }) else { return false }
            used.insert(index)
            acceptedDifferences.append((difference, knownDifferences.entries[index]))
            return true
        }
        unusedKnownDifferences = knownDifferences.entries.indices.filter { !used.contains($0) }.map { knownDifferences.entries[$0] }
    }

    private mutating func compare(_ answer: RecordedAnswer, localizer: Localizer, pluralRules: PluralRuleSource) {
        unsupportedFields += answer.unsupported?.count ?? 0
        let expected: [(Field, String)] = [
            (.localization, answer.localization), (.value, answer.value), (.formatted, answer.formatted),
        ].compactMap { field, value in value.map { (field, $0) } }
        answerCoverage.append(
            (
                RecordingCoverage.Answer(
                    recordingLine: answer.recordingLine, request: answer.request, compared: expected.map(\.0),
                    skipped: answer.unsupported ?? [:]), answer.locale
            ))
        guard !expected.isEmpty else {
            answersComparingNothing += 1
            return
        }
        comparedFields += expected.count
        let got = Self.answers(for: answer, localizer: localizer, pluralRules: pluralRules)
        for (field, value) in expected where got[field] != value {
            var difference = Difference(
                recordingLine: answer.recordingLine, request: answer.request, field: field, expected: value, got: got[field] ?? "(none)")
            if field == .formatted { difference.pluralChoices = Self.pluralChoices(answer, localizer: localizer, pluralRules: pluralRules) }
            differences.append(difference)
        }
    }

    /// This package's answers to `answer`'s request; a field whose call threw is `error: …`.
    private static func answers(for answer: RecordedAnswer, localizer: Localizer, pluralRules: PluralRuleSource) -> [Field: String] {
        let request = answer.request
        let languages: LocalizationRequest.Languages
        if let language = request.language {
            languages = .localization(Localization(language))
        } else {
            languages = .preferred(request.preferred ?? [])
        }
        var result: [Field: String] = [:]
        do {
            let locale = try (answer.locale ?? request.locale).map { text throws(ICUError) in try LocaleIdentifier(text) }
            let options = LocalizationOptions(
                table: request.table ?? "Localizable", locale: locale, pluralRules: pluralRules, device: request.device,
                width: request.width)
            let localization = try localizer.localization(for: LocalizationRequest(languages, options: options))
            result[.localization] = localization.localization.name
            result[.value] = describe { () throws(LocalizationError) in try localization.localizedString(forKey: request.key).string }
            result[.formatted] = describe { () throws(LocalizationError) in
                try localization.localize(request.key, arguments: (request.args ?? []).map(\.formatArgument)).string
            }
        } catch {
            for field in Field.allCases { result[field] = "error: \(error)" }
        }
        return result
    }

    /// `files: 21 is 'one' in ru` for each plural of the answer's entry.
    private static func pluralChoices(_ answer: RecordedAnswer, localizer: Localizer, pluralRules: PluralRuleSource) -> [String] {
        let request = answer.request
        guard let resolved = RecordingCoverage.resolve(request, locale: answer.locale, localizer: localizer, pluralRules: pluralRules),
            let entry = try? localizer.bundle.table(request.table ?? "Localizable", searchList: resolved.searchList)[request.key],
            let rules = try? resolved.pluralRules
        else { return [] }
        return RecordingCoverage.chosenCategories(entry: entry, arguments: request.args ?? [], rules: rules).map { choice in
            "\(choice.variable ?? "plural"): \(choice.argument) is '\(choice.category.rawValue)' in \(rules.locale.canonical)"
        }
    }

    private static func describe(_ body: () throws(LocalizationError) -> String) -> String {
        do {
            return try body()
        } catch {
            return "error: \(error)"
        }
    }
}
