import Foundation
import L10n

/// What Apple's Foundation answered for a bundle, as `Tools/AppleRecorder` writes it: a
/// recording to compare this package's answers with (``RecordingComparison``).
///
/// A recording is JSON Lines. Its first line names who answered:
///
/// ```json
/// {"recorder": {"platform": "macOS", "os": "Version 15.4 (Build 24E248)", "foundation": "Foundation 2420.0"}}
/// ```
///
/// and each further line one request and Foundation's answers:
///
/// ```json
/// {"line": 3, "request": {"key": "files.remaining", "language": "ru", "args": [21]},
///  "localization": "ru", "locale": "ru", "value": "%#@files@", "formatted": "Остался 21 файл"}
/// ```
///
/// `localization` is what `Bundle.preferredLocalizations(from:forPreferences:)` chose for the
/// request's `preferred` languages (or the request's own `language`), `value` what
/// `Bundle.localizedString(forKey:value:table:)` returned in it, and `formatted` what
/// `String(format:locale:arguments:)` made of that value with the arguments and `locale`. A
/// field the recording platform's Foundation cannot answer as Apple's platforms do is absent,
/// and `unsupported` says why (the recorder on Linux, for `.stringsdict` entries and preference
/// matching).
public struct AppleRecording: Sendable {
    /// Who answered: the first line's `recorder` object.
    public struct Environment: Sendable, Codable, Hashable {
        public var platform: String
        public var os: String
        public var foundation: String
    }

    /// Where the recording was read from, for messages.
    public var name: String
    public var environment: Environment
    public var answers: [RecordedAnswer]

    /// Reads the recording at `path`.
    ///
    /// - Throws: ``RecordingError`` naming the file and line of what cannot be read.
    public init(path: String) throws(RecordingError) {
        try self.init(data: JSONLinesFile.contents(atPath: path), name: path)
    }

    /// Reads a recording from its bytes; `name` names it in errors.
    public init(data: Data, name: String) throws(RecordingError) {
        self.name = name
        let decoder = JSONDecoder()
        var environment: Environment?
        var answers: [RecordedAnswer] = []
        for (lineNumber, line) in try JSONLinesFile.lines(of: data, name: name) {
            do {
                if environment == nil {
                    environment = try decoder.decode(Header.self, from: Data(line.utf8)).recorder
                } else {
                    let data = Data(line.utf8)
                    if let unknown = Self.unknownField(in: data) {
                        throw RecordingError(file: name, line: lineNumber, unknown)
                    }
                    var answer = try decoder.decode(RecordedAnswer.self, from: data)
                    // An answer with nothing to compare must say why, or it would pass unseen.
                    if answer.localization == nil, answer.value == nil, answer.formatted == nil, answer.unsupported?.isEmpty ?? true {
                        throw RecordingError(
                            file: name, line: lineNumber,
                            "an answer records no field (localization, value, formatted) and marks none unsupported")
                    }
                    answer.recordingLine = lineNumber
                    answers.append(answer)
                }
            } catch let error as RecordingError {
                throw error
            } catch {
                let what = environment == nil ? "the first line is not a {\"recorder\": …} header" : "not a recorded answer"
                throw RecordingError(file: name, line: lineNumber, "\(what): \(Self.reason(error))")
            }
        }
        guard let environment else { throw RecordingError(file: name, line: nil, "empty: no {\"recorder\": …} line") }
        self.environment = environment
        self.answers = answers
    }

    /// A field of an answer or of its request that recordings do not have, said with the
    /// field meant: a misspelled field would be read as absent, and compare nothing. `nil` when
    /// every field is known, or the line is no JSON object (decoding says why).
    private static func unknownField(in data: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        if let unknown = JSONLinesFile.unknownField(of: object, fields: RecordedAnswer.CodingKeys.allCases.map(\.rawValue), in: "an answer")
        {
            return unknown
        }
        guard let request = object["request"] as? [String: Any] else { return nil }
        return JSONLinesFile.unknownField(of: request, fields: RecordedRequest.CodingKeys.allCases.map(\.rawValue), in: "a request")
    }

    private struct Header: Decodable {
        var recorder: Environment
    }

    /// `DecodingError`'s description is a multi-line dump; a message wants one clause.
    private static func reason(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case .keyNotFound(let key, _): return "missing field '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "'\(path)': \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}

/// A recording that cannot be read: which file, which line, why.
public struct RecordingError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var reason: String

    init(file: String, line: Int?, _ reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String { line.map { "\(file):\($0): \(reason)" } ?? "\(file): \(reason)" }
}
