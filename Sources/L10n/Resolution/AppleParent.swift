import L10nICU

/// Apple's `ualoc_getAppleParent`: the locale a locale's data and localizations inherit from.
///
/// In order: Apple's forced parents for English, Chinese and Cantonese (`en_150` → `en_GB`,
/// `zh` → `zh_CN`, `zh_TW` → `root`); the locale ICU aliases a region-only identifier to
/// (`zh_HK` → `zh_Hant_HK`); CLDR's parent locales (`es_MX` → `es_419`); truncation (`en_US` → `en`); and
/// `root` at the end.
package enum AppleParent {
    /// The Apple parent of `identifier`, `root` for a bare language or anything unreadable.
    package static func of(_ identifier: String) -> String {
        var base = AppleLocaleID.baseName(identifier)
        // ICU writes `__` for an empty subtag (`en__POSIX`, or a tag ICU could not read).
        if let doubleSeparator = base.firstRange(of: "__") {
            base = String(base[..<doubleSeparator.lowerBound])
        }
        if base.hasPrefix("en") || base.hasPrefix("zh") || base.hasPrefix("yue"),
            let forced = forcedParents[base] ?? englishParent(base)
        {
            return forced
        }
        if let aliasTarget = ICURawLocale.scriptAlias(of: base) {
            return aliasTarget
        }
        if let cldrParent = AppleLocalizationTables.cldrParents[base] {
            return cldrParent
        }
        let truncated = AppleLocaleID.truncationParent(base)
        return truncated.isEmpty ? "root" : truncated
    }

    /// Apple's forced parents for Chinese and Cantonese. Apple keeps simplified and traditional
    /// Chinese (and Cantonese) apart: each region-specific localization is a root of its own.
    private static let forcedParents: [String: String] = [
        "yue": "yue_HK", "yue_CN": "root", "yue_HK": "root", "yue_Hans": "yue_CN", "yue_Hant": "yue_HK",
        "zh": "zh_CN", "zh_CN": "root", "zh_Hant": "zh_TW", "zh_TW": "root",
    ]

    /// English regional parents come from Apple's localization parent map (`en_AU` → `en_GB`),
    /// except `en_GB` itself, whose parent is CLDR's `en_001`, and the regions below.
    private static func englishParent(_ base: String) -> String? {
        guard base.hasPrefix("en_"), base != "en_GB", !englishParentsFromCLDR.contains(base) else { return nil }
        return AppleLocalizationTables.parents[base]
    }

    /// Regions the localization parent map sends to `en_GB` but whose locale data, which
    /// `ualoc_getAppleParent` reads, keeps CLDR's `en_001` (Apple's ICU 76, asked directly).
    private static let englishParentsFromCLDR: Set = ["en_AG", "en_PG", "en_PN"]
}
