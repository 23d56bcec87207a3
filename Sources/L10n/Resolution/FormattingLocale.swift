import L10nICU

/// The locale Apple formats numbers and dates with, given the localization a bundle chose.
package enum FormattingLocale {
    /// Apple's `Locale.localeIdentifierForCanonicalizedLocalizations`: the user's locale when
    /// it speaks the language of the localization the bundle will use, otherwise that
    /// localization's language (and script) in the user's region.
    ///
    /// A user who prefers `pa-IN` with locale `pa_IN` reading an app localized only in `fr`,
    /// `en` and `de` gets `en_IN`: English text with Indian conventions. The localization is
    /// chosen with ``LocalizationResolver/preferredLocalizations(for:)`` (with its backstops).
    ///
    /// - Returns: An ICU locale identifier, or `nil` when there are no localizations or no
    ///   preferred locale.
    package static func identifier(
        localizations: [String],
        preferredLanguages: [String],
        preferredLocaleID: String
    ) -> String? {
        guard !preferredLocaleID.isEmpty else { return nil }
        let bundle = LocalizationResolver(localizations: localizations.map { Localization($0) })
        guard let chosen = bundle.preferredLocalizations(for: preferredLanguages).first else { return nil }
        return identifier(chosenLocalization: chosen.name, preferredLocaleID: preferredLocaleID)
    }

    /// The same rule once the localization is chosen: `preferredLocaleID` itself when it speaks
    /// the language of `chosen`, else `chosen`'s language and script in the user's region.
    package static func identifier(chosenLocalization chosen: String, preferredLocaleID: String) -> String {
        let chosenKey = MatchingKey(chosen, penalizingNonDefaultCountry: false)
        // Read as Apple's ICU reads it, like the chosen localization (`und_FR` speaks `und`).
        let userLocale = AppleLocaleID.baseName(preferredLocaleID)
        if AppleLocaleID.language(userLocale) == chosenKey.language {
            return preferredLocaleID
        }
        var identifier = chosenKey.language
        let script = ICURawLocale.script(chosenKey.normalized)
        if !script.isEmpty { identifier += "_" + script }
        let region = ICURawLocale.region(userLocale)
        if !region.isEmpty { identifier += "_" + region }
        if let keywords = preferredLocaleID.firstIndex(of: "@") {
            identifier += preferredLocaleID[keywords...]
        }
        return identifier
    }
}
