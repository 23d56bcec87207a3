import L10n

/// The direction a language's lines are written in, as HTML's `dir` attribute names it.
public enum TextDirection: String, Sendable, Hashable, CaseIterable {
    /// `ltr`: Latin, Cyrillic, Greek, CJK, Devanagari, … (and vertical scripts, whose lines
    /// HTML lays out left to right unless styled otherwise).
    case leftToRight = "ltr"
    /// `rtl`: Arabic, Hebrew, Syriac, Thaana, N'Ko, Adlam, … scripts.
    case rightToLeft = "rtl"

    /// The direction of `language` (a BCP 47 tag or an ICU identifier): right to left when
    /// its script is, by CLDR's script metadata as ICU reads it (`uloc_isRightToLeft`, which
    /// takes a language's likely script when the tag names none: `ar`, `he`, `fa`, `ur`, `ps`,
    /// `yi`, `ckb`, `az-Arab`, `pa-Arab`); left to right otherwise and for a tag ICU cannot
    /// read.
    public init(language: String) {
        guard let identifier = try? LocaleIdentifier(language) else {
            self = .leftToRight
            return
        }
        self = identifier.isRightToLeft ? .rightToLeft : .leftToRight
    }
}
