/// One line of the requests file: which key of which table, in which localization or for which
/// user's languages, formatted with which arguments and locale.
struct RecordingRequest: Codable, Equatable {
    var key: String
    /// The table (file name without extension); `Localizable` when absent.
    var table: String?
    /// The user's languages, best first, matched as `Bundle.preferredLocalizations(from:forPreferences:)` matches them.
    var preferred: [String]?
    /// A localization of the bundle, chosen already (instead of `preferred`).
    var language: String?
    /// The formatting locale; when absent, the chosen localization's identifier.
    var locale: String?
    /// The format arguments. A JSON number is passed as an integer (`Int`) when it has no
    /// fraction or exponent, else as a `Double`; a JSON string as text.
    var args: [RecordingArgument]?
    /// The device whose variant is asked for (`iphone`, `mac`): Apple's bundle answers with the
    /// device it runs on, so the recorder answers only a request for its own device.
    var device: String?
    /// The display width whose variant is asked for (`NSString.variantFittingPresentationWidth`).
    var width: Int?

    var tableName: String { table ?? "Localizable" }

    /// The fields a request may have; any other is refused, naming it (a misspelled `devise`
    /// would otherwise record the default variant as if it were the one asked for).
    static let fields: Set<String> = ["key", "table", "preferred", "language", "locale", "args", "device", "width"]
}

/// A format argument as the requests file types it: JSON numbers are numbers, strings are text,
/// so that the recorder never passes a value `String(format:)` reads as another type.
enum RecordingArgument: Codable, Equatable {
    case integer(Int)
    case double(Double)
    case text(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else {
            throw DecodingError.typeMismatch(
                RecordingArgument.self,
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "an argument is a JSON number or string"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        }
    }
}
