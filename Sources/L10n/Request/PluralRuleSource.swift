/// Whose plural rules choose a plural variant.
///
/// Apple has changed this over time: iOS 8 used the language of the localization the string came
/// from; iOS 9 and later use the formatting locale when one is passed. A `ru` string formatted
/// for an `en_US` locale says "21 файл" with Russian rules and "21 файла" with English ones, so
/// the choice is explicit here.
public enum PluralRuleSource: Sendable, Hashable {
    /// The language of the localization the entry was read from (`Base` counts as the
    /// development region). The default.
    case language
    /// The formatting locale.
    case formattingLocale
    /// An explicit locale.
    case identifier(LocaleIdentifier)

    /// Reads `language`, `locale`, or anything else as a locale identifier (the CLI's spelling).
    ///
    /// - Throws: `ICUError` (`invalidLocale`) for text that is none of these.
    public init(_ text: String) throws(ICUError) {
        switch text {
        case "language": self = .language
        case "locale": self = .formattingLocale
        default: self = .identifier(try LocaleIdentifier(text))
        }
    }
}

// Codable: "language", "formattingLocale" or {"identifier": "ru"}.
extension PluralRuleSource: Codable {
    private enum CodingKeys: String, CodingKey {
        case identifier
    }

    /// Reads the form ``encode(to:)`` writes: the string `"language"` or `"formattingLocale"`,
    /// or an object `{"identifier": "ru"}` whose locale is validated as `LocaleIdentifier`
    /// decodes it.
    ///
    /// - Throws: `DecodingError` for another string, an object without `identifier`, or an
    ///   identifier that is no locale.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            switch text {
            case "language": self = .language
            case "formattingLocale": self = .formattingLocale
            default:
                throw DecodingError.dataCorruptedError(
                    in: single,
                    debugDescription: "plural rules are \"language\", \"formattingLocale\" or {\"identifier\": …}; found \"\(text)\"")
            }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = .identifier(try container.decode(LocaleIdentifier.self, forKey: .identifier))
    }

    /// Writes `"language"`, `"formattingLocale"` or `{"identifier": "<canonical locale>"}`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .language:
            var container = encoder.singleValueContainer()
            try container.encode("language")
        case .formattingLocale:
            var container = encoder.singleValueContainer()
            try container.encode("formattingLocale")
        case .identifier(let identifier):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(identifier, forKey: .identifier)
        }
    }
}
