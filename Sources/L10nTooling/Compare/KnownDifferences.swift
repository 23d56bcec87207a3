import Foundation

/// Differences from a recording of Apple's answers that a team has looked at and accepts, each
/// with its reason: a JSON Lines file, one entry a line.
///
/// ```json
/// {"key": "order.total", "language": "ar", "field": "formatted", "apple": "المجموع: 1,234.50", "accepted": "المجموع: ١٬٢٣٤٫٥٠", "reason": "ICU 72 (CLDR 42) writes Arabic with Arabic-Indic digits; Apple's ICU 76 with Latin ones"}
/// ```
///
/// An entry accepts a difference when the request has its `key` (and its `table`, `language`
/// and `locale`, for those the entry names), the field is its `field`, Apple's answer is exactly
/// `apple` and this package's exactly `accepted`: a change on either side shows again. An entry
/// that accepts nothing is reported (``RecordingComparison/unusedKnownDifferences``), so the
/// file cannot keep entries nobody needs. Blank lines are skipped.
public struct KnownDifferences: Sendable {
    /// One accepted difference.
    public struct Entry: Sendable, Hashable, Decodable, CustomStringConvertible {
        /// The entry's line in its file (set when the file is read).
        public var line: Int = 0
        public var key: String
        /// The request's table; `Localizable` is a request's table when it names none.
        public var table: String?
        /// The localization the request named (`language`); an entry with one does not accept
        /// requests by preferred languages.
        public var language: String?
        /// The formatting locale the request asked for.
        public var locale: String?
        public var field: RecordingComparison.Field
        /// Apple's answer, exactly.
        public var apple: String
        /// This package's answer, exactly.
        public var accepted: String
        /// Why the difference is accepted; not empty.
        public var reason: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case key, table, language, locale, field, apple, accepted, reason
        }

        /// Whether the entry accepts `difference`.
        public func accepts(_ difference: RecordingComparison.Difference) -> Bool {
            let request = difference.request
            return key == request.key && field == difference.field && apple == difference.expected && accepted == difference.got
                && (table.map { $0 == (request.table ?? "Localizable") } ?? true)
                && (language.map { $0 == request.language } ?? true)
                && (locale.map { $0 == request.locale } ?? true)
        }

        /// `order.total (ar): formatted`.
        public var description: String {
            let context = [table.map { "table \($0)" }, language, locale.map { "locale \($0)" }].compactMap { $0 }
            return key + (context.isEmpty ? "" : " (" + context.joined(separator: "; ") + ")") + ": " + field.rawValue
        }
    }

    /// The file's name, as errors and reports give it.
    public var name: String
    public var entries: [Entry]

    /// Reads the file at `path`.
    ///
    /// - Throws: ``RecordingError`` naming the file and line of an entry that cannot be read:
    ///   not JSON, a field missing, a field entries do not have (with the field meant), an
    ///   empty reason.
    public init(path: String) throws(RecordingError) {
        try self.init(data: JSONLinesFile.contents(atPath: path), name: path)
    }

    /// Reads entries from their bytes; `name` names the file in errors.
    public init(data: Data, name: String) throws(RecordingError) {
        self.name = name
        var entries: [Entry] = []
        let decoder = JSONDecoder()
        let fields = Entry.CodingKeys.allCases.map(\.rawValue)
        for (lineNumber, line) in try JSONLinesFile.lines(of: data, name: name) {
            let bytes = Data(line.utf8)
            guard let object = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any] else {
                throw RecordingError(file: name, line: lineNumber, "not a JSON object")
            }
            if let unknown = JSONLinesFile.unknownField(of: object, fields: fields, in: "a known difference") {
                throw RecordingError(file: name, line: lineNumber, unknown)
            }
            do {
                var entry = try decoder.decode(Entry.self, from: bytes)
                guard !entry.reason.allSatisfy(\.isWhitespace) else {
                    throw RecordingError(file: name, line: lineNumber, "a known difference needs a reason")
                }
                entry.line = lineNumber
                entries.append(entry)
            } catch let error as RecordingError {
                throw error
            } catch {
                throw RecordingError(file: name, line: lineNumber, "not a known difference: \(Self.reason(error, fields: fields))")
            }
        }
        self.entries = entries
    }

    /// One clause for a decoding error.
    private static func reason(_ error: any Error, fields: [String]) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _):
            return "missing field '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            if path == "field" {
                return "'field' must be one of " + RecordingComparison.Field.allCases.map(\.rawValue).joined(separator: ", ")
            }
            return path.isEmpty ? context.debugDescription : "'\(path)': \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
