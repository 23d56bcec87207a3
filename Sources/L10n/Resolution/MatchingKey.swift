import L10nICU
import L10nSupport

/// What Apple's localization matching derives from one localization or language identifier:
/// its ICU base name, its normalized form, its language (and language group), and its chain
/// of parents.
///
/// Computing a key touches no ICU data beyond the tables loaded once (aliases, parents), with
/// one exception: the non-default-country check of an *available* localization asks ICU's
/// likely-subtags data. Available localizations are keyed once per bundle
/// (``AvailableLocalizations``), so steady-state matching does no ICU resource lookups.
struct MatchingKey: Sendable {
    /// The identifier exactly as given; results are reported in this spelling.
    let original: String
    /// `uloc_getBaseName(original)`: `English` → `english`, `zh-Hant` → `zh_Hant`.
    let base: String
    /// The base name after Apple's and ICU's aliases: `english` → `en`, `zh_TW` → `zh_Hant_TW`, `iw` → `he`.
    let normalized: String
    /// The language subtag of `normalized`.
    let language: String
    /// `language`, or the language it is matched with (`nb` → `no`, `yue` → `zh`).
    let languageGroup: String
    /// `normalized` followed by its parents, nearest first, ending before `root`. For available
    /// localizations in a non-default country (`it_CH`) `normalized` appears twice, which
    /// lengthens every match through it by one step and so prefers the default country (`it_IT`).
    let parentChain: [String]

    /// Apple caps the chain (including `normalized`) at nine entries.
    static let maximumChainLength = 9

    init(_ original: String, penalizingNonDefaultCountry: Bool) {
        self.original = original
        base = AppleLocaleID.baseName(original)
        normalized = Self.normalize(base)
        language = AppleLocaleID.language(normalized)
        languageGroup = AppleLocalizationTables.languageGroups[language] ?? language

        var chain = [normalized]
        if penalizingNonDefaultCountry, Self.isInNonDefaultCountry(normalized) {
            chain.append(normalized)
        }
        var current = normalized
        while chain.count < Self.maximumChainLength {
            let parent = Self.parent(of: current)
            if parent.isEmpty || parent == "root" { break }
            chain.append(parent)
            current = parent
        }
        parentChain = chain
    }

    /// The key of a user's preferred language, remembered: a service sees the same few dozen
    /// language ranges in ever new combinations, and a key costs microseconds of string
    /// work and alias lookups. Bounded, so ranges a client invents cost recomputation only.
    static func preferred(_ identifier: String) -> MatchingKey {
        SharedCaches.preferredKeys.value(for: identifier) { MatchingKey(identifier, penalizingNonDefaultCountry: false) }
    }

    /// The key's strings' sizes added up, for the byte bound of the cache of preferred keys.
    var approximateBytes: Int {
        // Summed field by field: an array of the five would cost an allocation per new key.
        var bytes = original.utf8.count + base.utf8.count + normalized.utf8.count + language.utf8.count + languageGroup.utf8.count
        for parent in parentChain { bytes += parent.utf8.count + 16 }
        return bytes + 128
    }

    /// Whether the identifier names a country, so that another preferred language of the same
    /// language may still refine the choice.
    var specifiesCountry: Bool { !ICURawLocale.region(normalized).isEmpty }

    /// Apple's normalization: its own alias map first, then ICU's language aliases for the whole
    /// base name, then for its language alone with the script and region put back.
    static func normalize(_ base: String) -> String {
        if let alias = AppleLocalizationTables.aliases[base] {
            return alias
        }
        let icuAliases = ICURawLocale.languageAliases
        if let alias = icuAliases[base] {
            return alias
        }
        guard let separator = base.firstIndex(of: "_"), let alias = icuAliases[String(base[..<separator])] else {
            return base
        }
        let subtags = base[separator...]
        if !alias.contains("_") {
            return alias + subtags  // `iw_IL` → `he_IL`
        }
        // An alias that brings its own script (`sh` → `sr_Latn`) keeps the original region only;
        // one that brings a region keeps nothing of the original.
        let aliasEndsWithScript = alias.utf8.count > 5 && alias.utf8.dropLast(4).last == UInt8(ascii: "_")
        if aliasEndsWithScript, let lastSeparator = base.lastIndex(of: "_"), base[lastSeparator...].utf8.count <= 4 {
            return alias + base[lastSeparator...]
        }
        return alias
    }

    /// Apple's localization parent: Apple's map, then CLDR's parent locales, then truncation.
    static func parent(of identifier: String) -> String {
        AppleLocalizationTables.parents[identifier]
            ?? AppleLocalizationTables.cldrParents[identifier]
            ?? AppleLocaleID.truncationParent(identifier)
    }

    /// A region other than the one likely-subtags data gives the language (`it_CH`, `en_GB`;
    /// not `it_IT`, `en_US`), by Apple's data (``AppleLikelySubtags``). Mexican Spanish and
    /// Taiwanese Chinese are exempt: Apple treats them as defaults for their localizations.
    private static func isInNonDefaultCountry(_ normalized: String) -> Bool {
        guard !ICURawLocale.region(normalized).isEmpty, normalized != "es_MX", normalized != "zh_Hant_TW" else {
            return false
        }
        let minimized = AppleLikelySubtags.minimized(normalized) ?? ICURawLocale.minimizeSubtags(normalized)
        return !ICURawLocale.region(minimized).isEmpty
    }
}
