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
        var identifier = languageAndScript(of: chosenKey)
        let region = ICURawLocale.region(userLocale)
        if !region.isEmpty { identifier += "_" + region }
        if let keywords = preferredLocaleID.firstIndex(of: "@") {
            identifier += preferredLocaleID[keywords...]
        }
        return identifier
    }

    /// The rule for a user whose language is not the chosen localization's, with the user's
    /// region already known (``plainRegion(of:)``): the chosen localization's language and
    /// script in `region` (none when empty).
    static func identifier(chosenLocalization chosen: String, userRegion region: String) -> String {
        let identifier = languageAndScript(of: MatchingKey(chosen, penalizingNonDefaultCountry: false))
        return region.isEmpty ? identifier : identifier + "_" + region
    }

    private static func languageAndScript(of chosenKey: MatchingKey) -> String {
        let script = ICURawLocale.script(chosenKey.normalized)
        return script.isEmpty ? chosenKey.language : chosenKey.language + "_" + script
    }

    /// The region of a preference written plainly, as ICU's canonicalization gives it (`XY` for
    /// `abc-xy`, `419` for `xyz_Latn_419`, `""` for `abc`), read from the text: a language of
    /// two or three letters, then an optional script of four letters, then an optional region
    /// of two letters or three digits, separated by `-` or `_`, nothing else. `nil` for any
    /// other shape, and when ICU would replace the language or the region (an alias such as
    /// `iw`, `sh`, `DD` or `SU`, whose replacement may bring or depend on other subtags):
    /// those take ICU's own reading.
    ///
    /// Lets a header of invented languages (`abc-XY`) find its formatting locale by region,
    /// without canonicalizing each new language.
    static func plainRegion(of preference: String) -> String? {
        // Up to three subtags, read in one pass without splitting: where each starts, its
        // length, and whether it is all letters or all digits.
        struct Subtag {
            var start = 0
            var length = 0
            var letters = true
            var digits = true
        }
        var subtags = (Subtag(), Subtag(), Subtag())
        var count = 1
        for (offset, byte) in preference.utf8.enumerated() {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                guard count < 3 else { return nil }
                count += 1
                if count == 2 { subtags.1.start = offset + 1 } else { subtags.2.start = offset + 1 }
                continue
            }
            let isLetter = isASCIILetter(byte)
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            func add(to subtag: inout Subtag) {
                subtag.length += 1
                subtag.letters = subtag.letters && isLetter
                subtag.digits = subtag.digits && isDigit
            }
            switch count {
            case 1: add(to: &subtags.0)
            case 2: add(to: &subtags.1)
            default: add(to: &subtags.2)
            }
        }
        guard (2...3).contains(subtags.0.length), subtags.0.letters else { return nil }
        guard let packed = LanguageScreen.packedLanguage(preference), !replacedLanguages.contains(packed) else { return nil }
        let isScript = { (subtag: Subtag) in subtag.length == 4 && subtag.letters }
        let isRegion = { (subtag: Subtag) in (subtag.length == 2 && subtag.letters) || (subtag.length == 3 && subtag.digits) }
        // After the language: nothing; a script; a region; or a script and a region.
        let region: Subtag
        switch count {
        case 1: return ""
        case 2:
            if isScript(subtags.1) { return "" }
            guard isRegion(subtags.1) else { return nil }
            region = subtags.1
        default:
            guard isScript(subtags.1), isRegion(subtags.2) else { return nil }
            region = subtags.2
        }
        let bytes = preference.utf8.dropFirst(region.start).prefix(region.length)
        let canonical = String(decoding: bytes.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
        return ICURawLocale.territoryAliases[canonical] == nil ? canonical : nil
    }

    /// The region of a preference as ICU reads it (the region of its canonical base name, as
    /// ``identifier(chosenLocalization:preferredLocaleID:)`` reads it), for a preference whose
    /// region ``plainRegion(of:)`` cannot read from the text: an alias (`iw-IL`, `sh-BA`, `abc-SU`)
    /// or a shape with more subtags. `nil` when ICU cannot read it, or when its reading has
    /// keywords (`abc-XY-u-nu-arab`), which the formatting locale keeps.
    ///
    /// Costs ICU's canonicalization, but spares a header whose first range is one of the few
    /// hundred three-letter aliases a resolution and a formatting locale of its own.
    static func canonicalRegion(of preference: String) -> String? {
        guard let canonical = try? LocaleIdentifier(preference).canonical, !canonical.contains("@") else { return nil }
        return ICURawLocale.region(AppleLocaleID.baseName(canonical))
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// The language subtags of every alias's source, Apple's and ICU's, packed
    /// (``LanguageScreen/packedLanguage(_:)``).
    private static let replacedLanguages: Set<UInt64> = Set(
        (Array(AppleLocalizationTables.aliases.keys) + Array(ICURawLocale.languageAliases.keys)).compactMap(
            LanguageScreen.packedLanguage))
}
