/// The `Accept-Language` headers both framework integrations are tested with over HTTP, and the
/// `Content-Language` `Examples/App` answers each with (its localizations: en, fr, ru, ar, ja, pl;
/// development region en).
public enum HTTPLanguageCases {
    public static let acceptLanguage: [(header: String, contentLanguage: String)] = [
        ("ru", "ru"),
        ("fr-CA;q=0.9, en;q=0.5", "fr"),
        ("ar", "ar"),
        // No German: the development region.
        ("de-CH", "en"),
        ("*", "en"),
        // Malformed: the readable range still counts; nothing readable is no preference.
        ("ja;q=oops,,;;=, ru", "ru"),
        ("=;q=,", "en"),
        // About 8 KB: read up to the parser's limits, so its first range still chooses.
        ("ja, " + String(repeating: "x-junk-tag;q=0.1, ", count: 460), "ja"),
    ]

    /// A header of more than 8 KB whose one real range comes first.
    public static let oversizedHeader = "pl, " + String(repeating: "x", count: 8_192)
}
