import L10nICU

/// Which preferred languages could match a bundle's localizations at all, decided from the
/// language subtag as written, with no ICU call and nothing stored per language.
///
/// Apple's matching only compares a preferred language with localizations of its language
/// group (``AvailableLocalizations``): every way of matching — same base name, same normalized
/// name, parent chains that meet — implies the same group. A preferred language's group
/// follows from its language subtag through three steps, each of which the screen reproduces
/// in reverse over the bundle's groups:
/// 1. ICU reads an ISO 639-2 code as its ISO 639-1 equivalent (`eng-US` → `en_US`): the
///    screen admits the three-letter code of every language it admits.
/// 2. An alias may replace the language (Apple's `english` → `en`, ICU's `iw` → `he`,
///    `no_bok` → `nb`): the screen admits the language subtag of every alias whose result is
///    in the bundle's groups.
/// 3. A language belongs to a group (`nb` → `no`, `yue` → `zh`, `hi` → `en`): the screen
///    admits every member of the bundle's groups.
/// A private-use identifier (`x-foo`) has no language: it matches only localizations without
/// one, so it passes only when the bundle has such a localization. Other identifiers whose
/// first subtag is not two to eight ASCII letters (`i-klingon`, `-u-ca-hebrew`) and the
/// undetermined and root languages always pass, for ``MatchingKey``.
///
/// A language the screen rejects cannot change which localizations are chosen, so a header
/// of languages the bundle has nothing for (`abc-XY`, as scanners invent) is answered without
/// normalizing them: no canonicalization, no cache entry. The tests check the screen against
/// the full matching key for every two- and three-letter language.
struct LanguageScreen: Sendable {
    /// Lower-case language subtags that may reach one of the bundle's groups, packed
    /// (``packedLanguage(_:)``) so that screening a request's language allocates nothing.
    private let admitted: Set<UInt64>
    /// Whether a localization has no language (its group is empty), so private use may match it.
    private let admitsPrivateUse: Bool

    /// The screen for localizations of the language groups `groups` (``MatchingKey/languageGroup``).
    init(groups: Set<String>) {
        var languages = groups
        for (language, group) in AppleLocalizationTables.languageGroups where groups.contains(group) {
            languages.insert(language)
        }
        for alias in Self.aliasSubtags where languages.contains(alias.targetLanguage) {
            languages.insert(alias.subtag)
        }
        for language in languages where language.utf8.count == 2 {
            let iso3 = ICURawLocale.iso3Language(language)
            if !iso3.isEmpty { languages.insert(iso3) }
        }
        admitted = Set(languages.union(["und", "root"]).compactMap(Self.packedLanguage))
        admitsPrivateUse = groups.contains("")
    }

    /// Whether `identifier` (a preferred language as written) may match one of the bundle's
    /// localizations; `false` only when it certainly cannot.
    func mayMatch(_ identifier: String) -> Bool {
        guard let language = Self.packedLanguage(identifier) else {
            return Self.isPrivateUse(identifier) ? admitsPrivateUse : true
        }
        return admitted.contains(language)
    }

    /// Whether `identifier` is a BCP 47 private-use tag (`x-foo`, `X-n-123`): no language at
    /// all. Only hyphens and ASCII letters and digits: ICU reads `x_foo` and `x-foo_US` as
    /// the language `x`.
    static func isPrivateUse(_ identifier: String) -> Bool {
        let utf8 = identifier.utf8
        guard utf8.count > 2, let first = utf8.first, first | 0x20 == UInt8(ascii: "x"),
            utf8[utf8.index(after: utf8.startIndex)] == UInt8(ascii: "-")
        else { return false }
        return utf8.allSatisfy { byte in
            byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }
    }

    /// The identifier's first subtag (up to `-`, `_`, `@` or `.`, as ICU reads a language) in
    /// lower case, one byte per letter, when it is two to eight ASCII letters; else `nil`.
    static func packedLanguage(_ identifier: String) -> UInt64? {
        var packed: UInt64 = 0
        var count = 0
        for byte in identifier.utf8 {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "@"), UInt8(ascii: "."):
                return count >= 2 ? packed : nil
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                guard count < 8 else { return nil }
                packed = packed << 8 | UInt64(byte | 0x20)
                count += 1
            default:
                return nil
            }
        }
        return count >= 2 ? packed : nil
    }

    /// Every alias's language subtag and the language its result has, for Apple's aliases and
    /// ICU's (read once: ICU's table has hundreds of entries).
    private static let aliasSubtags: [(subtag: String, targetLanguage: String)] = {
        var pairs: [(String, String)] = []
        for (source, target) in Array(AppleLocalizationTables.aliases) + Array(ICURawLocale.languageAliases) {
            let subtag = String(source.prefix { $0 != "_" && $0 != "-" }).lowercased()
            guard packedLanguage(subtag) != nil else { continue }
            pairs.append((subtag, AppleLocaleID.language(target)))
        }
        return pairs
    }()
}
