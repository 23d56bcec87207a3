/// CFBundle's test of whether a list of localizations already has a language in some spelling
/// (`_CFBundleCopyLanguageFoundInLocalizations` in CoreFoundation's `CFBundle_Locale.c`), used
/// to decide whether a bundle with `Base.lproj` also offers its development region.
enum LocalizationSpelling {
    /// The languages whose full English names are still in common use as `.lproj` names, and
    /// those names (CoreFoundation's `_CFBundleGetAlternateNameForLanguage`).
    static let alternateNames: [String: String] = [
        "en": "English", "fr": "French", "de": "German", "it": "Italian", "nl": "Dutch", "es": "Spanish", "ja": "Japanese",
    ]

    /// The entry of `localizations` that spells `language`, tried in CoreFoundation's order:
    /// the same string; its alternate name (`en` ↔ `English`); `-` and `_` swapped after a
    /// two-letter language (`en-US` ↔ `en_US`); the same canonical form (`en-us`, `en_US`).
    /// `nil` when none does.
    ///
    /// The canonical form here is the one matching uses (ICU's base name after Apple's and
    /// ICU's aliases); CoreFoundation's `CFLocaleCreateCanonicalLanguageIdentifierFromString`
    /// agrees on case, separators and the legacy names.
    static func spelling(of language: String, in localizations: [String]) -> String? {
        guard !language.isEmpty else { return nil }
        if localizations.contains(language) { return language }
        if let alternate = alternateName(of: language), localizations.contains(alternate) { return alternate }
        if let swapped = swappingSeparator(of: language), localizations.contains(swapped) { return swapped }
        let canonical = canonicalForm(of: language)
        return localizations.first { $0 != Localization.base.name && canonicalForm(of: $0) == canonical }
    }

    static func alternateName(of language: String) -> String? {
        if let name = alternateNames[language] { return name }
        return alternateNames.first { $0.value == language }?.key
    }

    /// `en-US` → `en_US` and back: only a separator right after a two-letter language, in
    /// identifiers of at least four characters, as CoreFoundation swaps it.
    static func swappingSeparator(of language: String) -> String? {
        var scalars = Array(language.unicodeScalars)
        guard scalars.count >= 4 else { return nil }
        switch scalars[2] {
        case "-": scalars[2] = "_"
        case "_": scalars[2] = "-"
        default: return nil
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    static func canonicalForm(of language: String) -> String {
        MatchingKey(language, penalizingNonDefaultCountry: false).normalized
    }
}
