import L10n
import L10nTooling
import Testing

/// Records a test issue for each answer of `localizer` that differs from the recording of
/// Apple's answers at `recordingPath` (made with `Tools/AppleRecorder`), and one when the
/// recording cannot be read.
///
/// ```swift
/// @Test func answersAsApple() throws {
///     let localizer = try Localizer(path: Bundle.module.bundlePath)
///     expectMatchesAppleRecording("Recordings/macOS-15.jsonl", localizer: localizer)
/// }
/// ```
///
/// Each issue names the recording's file and line, the request, the field, Foundation's answer
/// and this package's, as `l10n compare --expected` prints them.
///
/// - Parameters:
///   - recordingPath: The recording's path.
///   - localizer: The localizer whose answers are compared, with its own number data
///     (`Localizer(path:numberData:)` with `NumberData.apple` formats as a current iPhone does
///     where the system ICU's data is older, so Arabic digits need no known difference).
///   - pluralRules: Whose rules choose plural variants: what the service uses (by default the
///     localization's language), or `.formattingLocale` to answer as `String(format:locale:)`
///     does on Apple's platforms.
///   - knownDifferences: The path of a `KnownDifferences` file: the differences it accepts
///     record no issue; each entry that accepts none records one, as does a file that cannot
///     be read.
///   - allowingUnrecordedAnswers: Whether an answer the recording platform recorded no field
///     of (Foundation on Linux marks plurals unsupported) passes; by default each records an
///     issue, since it would pass whatever the service answers.
///   - sourceLocation: Where the issues are recorded.
/// - Returns: The comparison, for a test that wants to check more (say, how many fields were
///   compared); `nil` when the recording could not be read.
@discardableResult
public func expectMatchesAppleRecording(
    _ recordingPath: String, localizer: Localizer, pluralRules: PluralRuleSource = .localization, knownDifferences: String? = nil,
    allowingUnrecordedAnswers: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> RecordingComparison? {
    let recording: AppleRecording
    let known: KnownDifferences?
    do {
        recording = try AppleRecording(path: recordingPath)
        known = try knownDifferences.map { path throws(RecordingError) in try KnownDifferences(path: path) }
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
        return nil
    }
    let comparison = RecordingComparison(recording, localizer: localizer, pluralRules: pluralRules, knownDifferences: known)
    for difference in comparison.differences {
        Issue.record(Comment(rawValue: difference.description(recording: recordingPath)), sourceLocation: sourceLocation)
    }
    for entry in comparison.unusedKnownDifferences {
        Issue.record(
            Comment(rawValue: "\(known?.name ?? ""):\(entry.line): known difference accepted nothing: \(entry)"),
            sourceLocation: sourceLocation)
    }
    if !allowingUnrecordedAnswers {
        for answer in comparison.coverage.answers where answer.compared.isEmpty {
            Issue.record(
                Comment(
                    rawValue:
                        "\(recordingPath):\(answer.recordingLine): \(answer.request): compared nothing: no field recorded on \(recording.environment.platform)"
                ), sourceLocation: sourceLocation)
        }
    }
    return comparison
}

/// ``expectMatchesAppleRecording(_:localizer:pluralRules:knownDifferences:allowingUnrecordedAnswers:sourceLocation:)`` for the bundle
/// folder at `bundlePath`; an unreadable bundle is recorded as an issue.
///
/// - Parameters:
///   - recordingPath: The recording's path.
///   - bundlePath: The bundle folder the recording was made from.
///   - pluralRules: Whose rules choose plural variants (the localization's language by default).
///   - knownDifferences: The path of a `KnownDifferences` file.
///   - allowingUnrecordedAnswers: Whether an answer with no field recorded passes.
///   - numberData: Whose locale data formats numbers, as the service's localizer is
///     configured (`NumberData.apple` to match a current iPhone where the system ICU is older).
///   - sourceLocation: Where the issues are recorded.
/// - Returns: The comparison; `nil` when the bundle or recording could not be read.
@discardableResult
public func expectMatchesAppleRecording(
    _ recordingPath: String, bundle bundlePath: String, pluralRules: PluralRuleSource = .localization, knownDifferences: String? = nil,
    allowingUnrecordedAnswers: Bool = false, numberData: NumberData = .system, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> RecordingComparison? {
    do {
        return expectMatchesAppleRecording(
            recordingPath, localizer: try Localizer(path: bundlePath, numberData: numberData), pluralRules: pluralRules,
            knownDifferences: knownDifferences, allowingUnrecordedAnswers: allowingUnrecordedAnswers, sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(bundlePath): \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
