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
