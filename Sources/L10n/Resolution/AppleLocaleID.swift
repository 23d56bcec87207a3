import L10nICU

/// ICU's reading of a locale identifier (base name, language, truncation parent) as Apple's ICU
/// does it, computed with the system's ICU.
///
/// Apple's matching is built on its own ICU (version 76, the copy Foundation ships), and the
/// system ICU this package links (72 on Debian 12) reads three kinds of identifier differently
/// (each observed by calling Apple's ICU, see Tests/AppleICUOracle). On a system ICU that
/// already reads them as ICU 76 does, the rules below change nothing:
/// - the undetermined language and ICU's root: ICU 72 drops `und` and `root` (`und_US` → `_US`,
///   `root` → empty), ICU 76 keeps them (`und_US`, `root`). Apple's matching therefore keeps
///   `und…`, `root` and language-less identifiers (`x-private`) apart: each matches only its own
///   kind (`und` matches `und_Latn`; `root` matches only `root`; `x-foo` matches `x-bar`);
/// - trailing separators: ICU 76 drops a trailing empty script or region (`en_` → `en`,
///   `en_Latn_` → `en_Latn`, `en_US_` → `en_US`) where ICU 72 keeps empty subtags (`en__`);
/// - an extension without a language (`-u-ca-hebrew`): empty to ICU 76, like `x-private`.
///
/// Not reproduced: ICU 76 rejects a language of twelve letters or more (`applesymbols`), and
/// Apple's answers then depend on the order of the other identifiers (`applesymbols` against
/// `my, x-foo` gives `x-foo, my`; against `x-foo, my`, nothing), as if it read a buffer the
/// rejected call never filled.
package enum AppleLocaleID {
    /// `uloc_getBaseName` as Apple's ICU answers it.
    package static func baseName(_ identifier: String) -> String {
        guard mayReadDifferently(identifier) else { return ICURawLocale.baseName(identifier) }
        let core = String(identifier.prefix { $0 != "@" }.map { $0 == "-" ? "_" : $0 })
        let subtags = core.split(separator: "_", omittingEmptySubsequences: false)
        // Keywords after a trailing separator (`en_@calendar=hebrew`) keep it in both ICUs.
        if core.last == "_", core.count == identifier.count {
            let head = String(core.reversed().drop { $0 == "_" }.reversed())
            let trailing = core.count - head.count
            let headBase = baseName(head)
            return dropsTrailingSeparators(head, trailing) ? headBase : headBase + String(repeating: "_", count: trailing)
        }
        // An extension with no language before it (`-u-ca-hebrew`, `_t_ja`) is no locale to ICU 76.
        if subtags.count > 2, subtags[0].isEmpty, subtags[1].count == 1 { return "" }
        let base = ICURawLocale.baseName(identifier)
        // Private use right after the language (`und-x-foo`) leaves no language in either ICU.
        let keepsLanguage = subtags.count < 2 || subtags[1].lowercased() != "x"
        switch subtags.first?.lowercased() {
        case "und" where keepsLanguage && (base.isEmpty || base.hasPrefix("_")): return "und" + base
        case "root" where base.isEmpty: return "root"
        default: return base
        }
    }

    /// Whether `identifier` may be one of the shapes below, which the two ICUs read differently:
    /// a trailing separator, a leading one (an extension without a language), `und…` or
    /// `root…`. Most identifiers are none of these and go straight to ICU, without the string
    /// work (matching normalizes every preferred language of every request).
    private static func mayReadDifferently(_ identifier: String) -> Bool {
        let utf8 = identifier.utf8
        let coreEnd = utf8.firstIndex(of: UInt8(ascii: "@")) ?? utf8.endIndex
        guard let first = utf8.first, coreEnd > utf8.startIndex else { return false }
        let isSeparator = { (byte: UInt8) in byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") }
        if isSeparator(first) || isSeparator(utf8[utf8.index(before: coreEnd)]) { return true }
        // `| 0x20` lower-cases ASCII letters; no other byte becomes one of these letters.
        let startsWith = { (word: String) in
            utf8.count >= word.utf8.count && zip(utf8, word.utf8).allSatisfy { $0 | 0x20 == $1 }
        }
        return startsWith("und") || startsWith("root")
    }

    /// `uloc_getLanguage` of a base name, keeping `und` as Apple's ICU does.
    static func language(_ base: String) -> String {
        isUndetermined(base) ? "und" : ICURawLocale.language(base)
    }

    /// `uloc_getParent` of a base name, keeping `und` as Apple's ICU does (`und_Hant_TW` →
    /// `und_Hant`, `und_US` → `und`, `und` → empty).
    static func truncationParent(_ base: String) -> String {
        let parent = ICURawLocale.truncationParent(base)
        guard isUndetermined(base), base != "und" else { return parent }
        return parent.isEmpty ? "und" : parent.hasPrefix("_") ? "und" + parent : parent
    }

    private static func isUndetermined(_ base: String) -> Bool {
        base == "und" || base.hasPrefix("und_")
    }

    /// Whether ICU 76 drops `trailing` separators after `head`: one or two after a language or
    /// script (the empty script and region), one after a region. Any other shape (a variant, an
    /// empty subtag inside, more separators) keeps them all.
    private static func dropsTrailingSeparators(_ head: String, _ trailing: Int) -> Bool {
        let subtags = head.split(separator: "_", omittingEmptySubsequences: false)
        guard subtags.count <= 3, !subtags.dropFirst().contains(where: \.isEmpty) else { return false }
        var rest = subtags.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy(\.isLetter) { rest = rest.dropFirst() }
        guard let region = rest.first else { return trailing <= 2 }
        let isRegion = (region.count == 2 && region.allSatisfy(\.isLetter)) || (region.count == 3 && region.allSatisfy(\.isNumber))
        return rest.count == 1 && isRegion && trailing == 1
    }
}
