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
    /// other shape, and when ICU would replace the language in a way that depends on other
    /// subtags (`sgn-BR`, Apple's aliases): those take ICU's own reading. A language ICU
    /// replaces alone (`iw`, `cnr`) is read like any other: ICU keeps the written region, and
    /// adds none (`cnr` reads as `sr`, not as its replacement `sr_ME`). A deprecated region
    /// (`DD`, `SU`, `062`) is kept as written too: ICU's canonicalization does not replace it.
    ///
    /// Lets a header of invented languages (`abc-XY`) find its formatting locale by region,
    /// without canonicalizing each new language.
    static func plainRegion(of preference: String) -> String? {
        // Up to three subtags, read in one pass without splitting: where each starts, its
        // length, and whether it is all letters or all digits; the language packed as
        // `LanguageScreen.packedLanguage` packs it.
        struct Subtag {
            var start = 0
            var length = 0
            var letters = true
            var digits = true
        }
        var subtags = (Subtag(), Subtag(), Subtag())
        var count = 1
        var packed: UInt64 = 0
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
            case 1:
                add(to: &subtags.0)
                packed = packed << 8 | UInt64(byte | 0x20)
            case 2: add(to: &subtags.1)
            default: add(to: &subtags.2)
            }
        }
        guard (2...3).contains(subtags.0.length), subtags.0.letters else { return nil }
        guard !languagesReadByICU.contains(packed) else { return nil }
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
        // Upper-cased in place: two or three bytes make a small string, so nothing is allocated.
        let bytes = preference.utf8.dropFirst(region.start).prefix(region.length)
        let canonical = String(unsafeUninitializedCapacity: region.length) { buffer in
            for (index, byte) in zip(buffer.indices, bytes) {
                buffer[index] = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 0x20 : byte
            }
            return region.length
        }
        return canonical
    }

    /// The region of a preference as ICU reads it (the region of its canonical base name, as
    /// ``identifier(chosenLocalization:preferredLocaleID:)`` reads it), for a preference whose
    /// region ``plainRegion(of:)`` cannot read from the text: an alias (`iw-IL`, `sh-BA`)
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

    /// The language subtags (packed, ``LanguageScreen/packedLanguage(_:)``) of the aliases
    /// whose region only ICU's own reading tells: a source with more subtags than its language
    /// (`sgn_BR` → `bzs` drops the region), a replacement of several choices, Apple's aliases.
    /// A language ICU replaces alone keeps the region as written; `PlainRegionTests` compares
    /// the text's reading with ICU's canonicalization for every alias.
    private static let languagesReadByICU: Set<UInt64> = Set(
        (ICURawLocale.languageAliases.filter { $0.key.contains("_") || $0.value.contains(" ") }.map(\.key)
            + AppleLocalizationTables.aliases.keys).compactMap(LanguageScreen.packedLanguage))
}
