internal import CICUShim

/// ICU's `uloc_*` functions applied to any string as they are, with no validation: the
/// package-level face of ICU's locale calls, behind the one public locale type,
/// ``LocaleIdentifier``.
///
/// Apple's localization matching (`ualoc_localizationsToUse`) feeds folder names such as
/// `English`, `Base`, `zh_CN`, `Default@2x` or `applesymbols` straight to ICU and relies on
/// what ICU makes of them, so reproducing it needs ICU's raw behaviour; ``LocaleIdentifier``
/// reads its canonical form through the same calls. The string functions return `""` where
/// ICU fails.
package enum ICURawLocale {
    /// `uloc_getBaseName`: lower-case language, `_` separators, keywords removed.
    package static func baseName(_ identifier: String) -> String {
        read { cicu_uloc_getBaseName(identifier, $0, $1, &$2.rawValue) }
    }

    /// `uloc_getLanguage`.
    package static func language(_ identifier: String) -> String {
        read { cicu_uloc_getLanguage(identifier, $0, $1, &$2.rawValue) }
    }

    /// `uloc_getScript`.
    package static func script(_ identifier: String) -> String {
        read { cicu_uloc_getScript(identifier, $0, $1, &$2.rawValue) }
    }

    /// `uloc_getCountry`.
    package static func region(_ identifier: String) -> String {
        read { cicu_uloc_getCountry(identifier, $0, $1, &$2.rawValue) }
    }

    /// `uloc_getParent`: the identifier with its last subtag removed (`""` after a bare language).
    package static func truncationParent(_ identifier: String) -> String {
        read { cicu_uloc_getParent(identifier, $0, $1, &$2.rawValue) }
    }

    /// The value of keyword `key` in a canonical identifier (`latn` for `numbers` in
    /// `ar@calendar=islamic;numbers=latn`), lower-cased; `nil` when it has none.
    package static func keywordValue(_ key: String, in canonical: String) -> String? {
        guard let at = canonical.firstIndex(of: "@") else { return nil }
        for pair in canonical[canonical.index(after: at)...].split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == key { return parts[1].lowercased() }
        }
        return nil
    }

    /// `uloc_getISO3Language`: the ISO 639-2 code of the identifier's language (`en` → `eng`),
    /// the code ICU reads back as that language (`eng_US` → `en_US`); `""` when it has none.
    package static func iso3Language(_ identifier: String) -> String {
        cicu_uloc_getISO3Language(identifier).map { String(cString: $0) } ?? ""
    }

    /// `uloc_isRightToLeft`: whether the identifier's script, or its likely script when it
    /// names none, is written right to left (CLDR's script metadata).
    package static func isRightToLeft(_ identifier: String) -> Bool {
        cicu_uloc_isRightToLeft(identifier)
    }

    /// `uloc_addLikelySubtags`.
    package static func addLikelySubtags(_ identifier: String) -> String {
        read { cicu_uloc_addLikelySubtags(identifier, $0, $1, &$2.rawValue) }
    }

    /// `uloc_minimizeSubtags`.
    package static func minimizeSubtags(_ identifier: String) -> String {
        read { cicu_uloc_minimizeSubtags(identifier, $0, $1, &$2.rawValue) }
    }

    /// `uloc_toLanguageTag`, strict: `en_US@numbers=arab` → `en-US-u-nu-arab`.
    ///
    /// - Throws: ``ICUError`` when ICU cannot write the identifier as a well-formed tag.
    package static func languageTag(_ identifier: String) throws(ICUError) -> String {
        try ICUBuffer.chars("uloc_toLanguageTag", context: identifier) { buffer, capacity, status in
            cicu_uloc_toLanguageTag(identifier, buffer, capacity, true, &status.rawValue)
        }
    }

    /// The locales ICU has formatting data for (`uloc_countAvailable`, `uloc_getAvailable`).
    package static let availableLocales: Set<String> = {
        var locales = Set<String>()
        for index in 0..<cicu_uloc_countAvailable() {
            if let name = cicu_uloc_getAvailable(index) {
                locales.insert(String(cString: name))
            }
        }
        return locales
    }()

    /// The numbering systems ICU has (`unumsys_openAvailableNames`): what a `numbers` keyword
    /// may name.
    package static let numberingSystems: Set<String> = {
        var status = ICUStatus.zero
        guard let names = cicu_unumsys_openAvailableNames(&status.rawValue), !status.isFailure else { return [] }
        defer { cicu_uenum_close(names) }
        var result = Set<String>()
        while true {
            var next = ICUStatus.zero
            guard let name = cicu_uenum_next(names, nil, &next.rawValue), !next.isFailure else { break }
            result.insert(String(cString: name))
        }
        return result
    }()

    /// Whether ICU has locale data for a canonical identifier or one of its truncation parents,
    /// that is, whether formatting would use data for this language rather than silently
    /// falling back to root.
    package static func hasLocaleData(_ canonical: String) -> Bool {
        var name = canonical == "root" || canonical.hasPrefix("root@") ? "root" : baseName(canonical)
        while !name.isEmpty {
            if availableLocales.contains(name) || name == "root" { return true }
            name = truncationParent(name)
        }
        return false
    }

    /// ICU's language aliases (`metadata` → `alias` → `language`), key → replacement:
    /// `iw` → `he`, `in` → `id`, `no_bok` → `nb`, `sh` → `sr_Latn`. Read once.
    package static let languageAliases: [String: String] = aliases(of: "language")

    /// ICU's territory aliases (`metadata` → `alias` → `territory`), key → replacement(s):
    /// `DD` → `DE`, `SU` → `RU AM AZ …`. ICU 72's `uloc_canonicalize` keeps such a region as
    /// written (`abc_DD`); the tests compare the regions read from the text with ICU's reading
    /// over this list. Read once.
    package static let territoryAliases: [String: String] = aliases(of: "territory")

    /// The locales CLDR's `parentLocales` gives a parent other than their truncation
    /// (`supplementalData` → `parentLocales`: `pt_FR` → `pt_PT`, `en_DE` → `en_150`,
    /// `es_MX` → `es_419`), which ICU follows even where it has no data for the locale itself.
    /// Read once.
    package static let localesWithCLDRParent: Set<String> = {
        guard let parents = try? ICUResource(data: "supplementalData").member("parentLocales") else { return [] }
        var children = Set<String>()
        // parent → [children], possibly grouped one level deeper by component (`common`).
        func collect(_ table: borrowing ICUResource) {
            table.forEach { entry in
                if entry.isTable {
                    collect(entry)
                } else {
                    children.formUnion(entry.strings)
                }
            }
        }
        collect(parents)
        return children
    }()

    private static func aliases(of kind: String) -> [String: String] {
        guard let table = try? ICUResource(data: "metadata").member("alias").member(kind) else { return [:] }
        var aliases: [String: String] = [:]
        table.forEach { entry in
            guard let key = entry.key, let replacement = entry.string("replacement") else { return }
            aliases[key] = replacement
        }
        return aliases
    }

    /// The locale ICU's data treats a region-only identifier as (`zh_HK` → `zh_Hant_HK`,
    /// `sr_RS` → `sr_Cyrl_RS`): the identifier with its likely script added, when ICU has data
    /// for that form but not for the identifier itself. `nil` otherwise.
    ///
    /// ICU marks such identifiers as alias bundles. Asking ICU 72 to open them
    /// (`ures_openDirect`) is not safe — it never returns for `no_NO` — so the alias is derived
    /// from likely subtags and the list of available locales instead.
    package static func scriptAlias(of identifier: String) -> String? {
        let language = language(identifier)
        let region = region(identifier)
        guard !language.isEmpty, !region.isEmpty, script(identifier).isEmpty,
            !availableLocales.contains(identifier)
        else { return nil }
        let likelyScript = script(addLikelySubtags(identifier))
        guard !likelyScript.isEmpty else { return nil }
        let candidate = language + "_" + likelyScript + "_" + region
        return availableLocales.contains(candidate) ? candidate : nil
    }

    private static func read(_ fill: (UnsafeMutablePointer<CChar>, Int32, inout ICUStatus) -> Int32) -> String {
        (try? ICUBuffer.chars("uloc", fill)) ?? ""
    }
}
