import L10n

/// One request of an ``AppleRecording`` and what Foundation answered; absent fields are ones
/// the recording platform could not answer (``unsupported`` says why).
public struct RecordedAnswer: Sendable, Decodable {
    /// The request's line in the requests file the recorder read.
    public var line: Int
    /// This answer's line in the recording (set when the recording is read).
    public var recordingLine: Int = 0
    public var request: RecordedRequest
    /// The localization Foundation chose.
    public var localization: String?
    /// The formatting locale `formatted` was made with.
    public var locale: String?
    /// `Bundle.localizedString(forKey:value:table:)`: the value as stored.
    public var value: String?
    /// `String(format:locale:arguments:)` of ``value`` with the request's arguments.
    public var formatted: String?
    /// Field → why the recording platform's Foundation could not answer it.
    public var unsupported: [String: String]?

    /// The fields of an answer's line; the recording refuses any other (``AppleRecording``).
    enum CodingKeys: String, CodingKey, CaseIterable {
        case line, request, localization, locale, value, formatted, unsupported
    }
}

/// A recorded request: a key of a table, for a localization or the user's languages, with
/// arguments and a formatting locale.
public struct RecordedRequest: Sendable, Codable, Hashable, CustomStringConvertible {
    public var key: String
    /// The table; `Localizable` when absent.
    public var table: String?
    /// The user's languages, best first.
    public var preferred: [String]?
    /// A localization chosen already.
    public var language: String?
    /// The formatting locale the request asked for.
    public var locale: String?
    public var args: [RecordedArgument]?
    /// The device whose variant is asked for (`iphone`, `mac`); Apple's bundle answers for the
    /// device it runs on, so a recorder elsewhere marks the request unsupported.
    public var device: String?
    /// The display width whose variant is asked for.
    public var width: Int?

    /// The fields of a request; the recording refuses any other (``AppleRecording``).
    enum CodingKeys: String, CodingKey, CaseIterable {
        case key, table, preferred, language, locale, args, device, width
    }

    /// `files.remaining (ru; 21)`, `open in Menu (preferred fr-CA, en; "x")`.
    public var description: String {
        var text = key
        if let table, table != "Localizable" { text += " in \(table)" }
        var context: [String] = []
        if let language { context.append(language) }
        if let preferred { context.append("preferred " + preferred.joined(separator: ", ")) }
        if let locale { context.append("locale \(locale)") }
        if let device { context.append("device \(device)") }
        if let width { context.append("width \(width)") }
        let arguments = (args ?? []).map(\.description)
        return text + " (" + (context + (arguments.isEmpty ? [] : [arguments.joined(separator: ", ")])).joined(separator: "; ") + ")"
    }
}

/// A recorded argument: a JSON number is an integer when it has no fraction, else a
/// floating-point value; a JSON string is text.
public enum RecordedArgument: Sendable, Codable, Hashable, CustomStringConvertible {
    case integer(Int64)
    case double(Double)
    case text(String)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let integer = try? container.decode(Int64.self) {
            self = .integer(integer)
        } else {
            self = .double(try container.decode(Double.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        }
    }

    /// The argument as the runtime formats it.
    public var formatArgument: FormatArgument {
        switch self {
        case .integer(let value): .int(value)
        case .double(let value): .double(value)
        case .text(let value): .string(value)
        }
    }

    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .double(let value): String(value)
        case .text(let value): "\"\(value)\""
        }
    }
}
