/// Whose plural rules choose a plural variant.
///
/// Apple has changed this over time: iOS 8 used the language of the localization the string came
/// from; iOS 9 and later use the formatting locale when one is passed. A `ru` string formatted
/// for an `en_US` locale says "21 файл" with Russian rules and "21 файла" with English ones, so
/// the choice is explicit here.
///
/// "Language" means one thing across the modules: a locale's language subtag (L10nICU's
/// `LocaleIdentifier.language`, `PluralRules(languageOf:)`). The default source is the
/// localization the string was read from, as it is named — `pt-PT.lproj` chooses with
/// Portugal's rules, which differ from Brazil's (`0` is `one` in `pt`, `other` in `pt_PT`) — so it is
/// called ``localization``; the CLI and JSON spelling `language` still reads as it.
public enum PluralRuleSource: Sendable, Hashable {
    /// The localization the entry was read from (`Base` counts as the development region),
    /// as a locale: `pt-PT` chooses with `pt_PT`'s rules. The default.
    case localization
    /// The formatting locale.
    case formattingLocale
    /// An explicit locale.
    case identifier(LocaleIdentifier)

    /// The former name of ``localization``.
    @available(*, deprecated, renamed: "localization")
    public static var language: PluralRuleSource { .localization }

    /// Reads `localization` (or `language`, its former name, the CLI's spelling), `locale`, or
    /// anything else as a locale identifier.
    ///
    /// - Throws: `ICUError` (`invalidLocale`) for text that is none of these.
    public init(_ text: String) throws(ICUError) {
        switch text {
        case "localization", "language": self = .localization
        case "locale": self = .formattingLocale
        default: self = .identifier(try LocaleIdentifier(text))
        }
    }
}

// Codable: "localization" (or "language", its former name), "formattingLocale" or {"identifier": "ru"}.
extension PluralRuleSource: Codable {
    private enum CodingKeys: String, CodingKey {
        case identifier
    }

    /// Reads the form ``encode(to:)`` writes: the string `"localization"` (or `"language"`) or `"formattingLocale"`,
    /// or an object `{"identifier": "ru"}` whose locale is validated as `LocaleIdentifier`
    /// decodes it.
    ///
    /// - Throws: `DecodingError` for another string, an object without `identifier`, or an
    ///   identifier that is no locale.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            switch text {
            case "localization", "language": self = .localization
            case "formattingLocale": self = .formattingLocale
            default:
                throw DecodingError.dataCorruptedError(
                    in: single,
                    debugDescription: "plural rules are \"localization\", \"formattingLocale\" or {\"identifier\": …}; found \"\(text)\"")
            }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = .identifier(try container.decode(LocaleIdentifier.self, forKey: .identifier))
    }

    /// Writes `"localization"`, `"formattingLocale"` or `{"identifier": "<canonical locale>"}`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .localization:
            var container = encoder.singleValueContainer()
            try container.encode("localization")
        case .formattingLocale:
            var container = encoder.singleValueContainer()
            try container.encode("formattingLocale")
        case .identifier(let identifier):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(identifier, forKey: .identifier)
        }
    }
}
