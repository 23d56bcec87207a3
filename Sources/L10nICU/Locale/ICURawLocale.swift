internal import CICU

/// ICU's `uloc_*` functions applied to any string as they are, with no validation.
///
/// Apple's localization matching (`ualoc_localizationsToUse`) feeds folder names such as
/// `English`, `Base`, `zh_CN`, `Default@2x` or `applesymbols` straight to ICU and relies on
/// what ICU makes of them, so reproducing it needs ICU's raw behaviour. Use ``ICULocale`` for
/// identifiers that must be well formed. Every function returns `""` where ICU fails.
public enum ICURawLocale {
    /// `uloc_getBaseName`: lower-case language, `_` separators, keywords removed.
    public static func baseName(_ identifier: String) -> String {
        read { cicu_uloc_getBaseName(identifier, $0, $1, &$2) }
    }

    /// `uloc_getLanguage`.
    public static func language(_ identifier: String) -> String {
        read { cicu_uloc_getLanguage(identifier, $0, $1, &$2) }
    }

    /// `uloc_getScript`.
    public static func script(_ identifier: String) -> String {
        read { cicu_uloc_getScript(identifier, $0, $1, &$2) }
    }

    /// `uloc_getCountry`.
    public static func region(_ identifier: String) -> String {
        read { cicu_uloc_getCountry(identifier, $0, $1, &$2) }
    }

    /// `uloc_getParent`: the identifier with its last subtag removed (`""` after a bare language).
    public static func truncationParent(_ identifier: String) -> String {
        read { cicu_uloc_getParent(identifier, $0, $1, &$2) }
    }

    /// `uloc_addLikelySubtags`.
    public static func addLikelySubtags(_ identifier: String) -> String {
        read { cicu_uloc_addLikelySubtags(identifier, $0, $1, &$2) }
    }

    /// `uloc_minimizeSubtags`.
    public static func minimizeSubtags(_ identifier: String) -> String {
        read { cicu_uloc_minimizeSubtags(identifier, $0, $1, &$2) }
    }

    /// ICU's language aliases (`metadata` → `alias` → `language`), key → replacement:
    /// `iw` → `he`, `in` → `id`, `no_bok` → `nb`, `sh` → `sr_Latn`. Read once.
    public static let languageAliases: [String: String] = {
        var aliases: [String: String] = [:]
        var status = U_ZERO_ERROR
        guard let metadata = cicu_ures_openDirect(nil, "metadata", &status) else { return aliases }
        defer { cicu_ures_close(metadata) }
        let alias = cicu_ures_getByKey(metadata, "alias", nil, &status)
        defer { cicu_ures_close(alias) }
        guard let alias, !status.isFailure else { return aliases }
        let language = cicu_ures_getByKey(alias, "language", nil, &status)
        defer { cicu_ures_close(language) }
        guard let language, !status.isFailure else { return aliases }
        for index in 0..<cicu_ures_getSize(language) {
            var entryStatus = U_ZERO_ERROR
            guard let entry = cicu_ures_getByIndex(language, index, nil, &entryStatus) else { continue }
            defer { cicu_ures_close(entry) }
            var length: Int32 = 0
            guard !entryStatus.isFailure, let key = cicu_ures_getKey(entry),
                  let replacement = cicu_ures_getStringByKey(entry, "replacement", &length, &entryStatus),
                  !entryStatus.isFailure
            else { continue }
            aliases[String(cString: key)] = String(
                decoding: UnsafeBufferPointer(start: replacement, count: Int(length)), as: UTF16.self)
        }
        return aliases
    }()

    /// The locale an ICU data bundle is an alias of (`ures_openDirect` then
    /// `ures_getLocaleByType(ULOC_ACTUAL_LOCALE)`): `zh_Hant_HK` for `zh_HK`. `nil` when ICU has
    /// no bundle of that exact name or the bundle is not an alias.
    public static func dataAliasTarget(of identifier: String) -> String? {
        guard !identifier.isEmpty else { return nil }
        var status = U_ZERO_ERROR
        let bundle = cicu_ures_openDirect(nil, identifier, &status)
        defer { cicu_ures_close(bundle) }
        guard let bundle, !status.isFailure,
              let actual = cicu_ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &status), !status.isFailure
        else { return nil }
        let target = String(cString: actual)
        return target == identifier ? nil : target
    }

    private static func read(_ fill: (UnsafeMutablePointer<CChar>, Int32, inout UErrorCode) -> Int32) -> String {
        (try? ICUBuffer.chars("uloc", fill)) ?? ""
    }
}
