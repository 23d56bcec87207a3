/// Whose languages a lookup is for, and its options: what ``Localizer/localize(_:arguments:_:)-(_,[FormatArgument],_)``
/// takes besides the key and the arguments.
///
/// ```swift
/// LocalizationRequest(.acceptLanguage("ru-RU, en;q=0.5"))
/// LocalizationRequest(.preferred(["fr-CA"]), options: LocalizationOptions(table: "Shop"))
/// ```
public struct LocalizationRequest: Sendable, Hashable {
    /// How the localization is chosen.
    public enum Languages: Sendable, Hashable {
        /// The user's preferred languages, best first, as the user or client wrote them (BCP 47
        /// tags or ICU identifiers), matched as `Bundle` matches them.
        case preferred([String])
        /// An HTTP `Accept-Language` header (RFC 9110), matched the same way.
        case acceptLanguage(String)
        /// A localization chosen already (one of the bundle's, in its spelling; another spelling
        /// is matched as a preference would be).
        case localization(Localization)
    }

    /// Whose languages.
    public var languages: Languages
    /// The table, formatting locale, plural rules, variants, fallback and default value.
    public var options: LocalizationOptions

    /// A request for `languages` with `options` (Apple's defaults when left out).
    public init(_ languages: Languages, options: LocalizationOptions = LocalizationOptions()) {
        self.languages = languages
        self.options = options
    }
}
