/// A locale identifier, validated and canonicalized once: the type L10nICU and L10n take
/// wherever they mean a locale.
///
/// ``init(_:)`` accepts an ICU locale ID (`zh_Hant_TW@calendar=buddhist`) or a BCP 47 tag
/// (`zh-Hant-TW-u-ca-buddhist`) and keeps ICU's canonical form (``canonical``), so equal
/// locales compare equal (`EN-us` and `en_US`), and nothing downstream validates or
/// canonicalizes again: plural rules and number formatters are cached by it as it is. Garbage
/// never reaches ICU, which would otherwise treat `"!!"` as a language.
///
/// Localizations — the names of a bundle's `.lproj` folders (`Base`, `English`, `zh_CN`) —
/// stay strings: Apple matches them as they are spelled, and some are not locales at all.
///
/// ```swift
/// let swiss = try LocaleIdentifier("de-CH")        // de_CH
/// let rules = try PluralRules(locale: swiss)
/// swiss.language                                   // "de"
/// try LocaleIdentifier("en-US-u-nu-arab").canonical   // "en_US@numbers=arab"
/// ```
public struct LocaleIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// ICU's canonical form: `en_US`, `sr_Latn`, `ar@numbers=latn`, or `root`.
    public let canonical: String

    /// The longest identifier accepted, ICU's `ULOC_FULLNAME_CAPACITY`.
    public static let maximumLength = ICULocale.maximumLength

    /// The root locale (CLDR's `root`, BCP 47's `und`).
    public static let root = LocaleIdentifier(canonical: "root")

    /// Validates and canonicalizes an ICU locale ID or BCP 47 tag (`uloc_forLanguageTag`,
    /// `uloc_canonicalize`): `EN-us` → `en_US`, `en-US-u-nu-arab` → `en_US@numbers=arab`,
    /// `i-klingon` → `tlh`, `und` → `root`.
    ///
    /// - Throws: ``ICUError`` (``ICUError/Kind/invalidLocale``) when the identifier is empty,
    ///   longer than ``maximumLength``, not printable ASCII, or does not start with a
    ///   well-formed language subtag.
    public init(_ identifier: String) throws(ICUError) {
        self.canonical = try ICULocale.canonicalize(identifier)
    }

    /// An identifier already in canonical form (the package's own results).
    package init(canonical: String) {
        self.canonical = canonical
    }

    public var description: String { canonical }

    public static func < (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool { lhs.canonical < rhs.canonical }

    /// The language subtag: `zh` for `zh_Hant_TW`, `root` for the root locale.
    public var language: String {
        isRoot ? "root" : ICURawLocale.language(canonical)
    }

    /// The script subtag (`Hant`), or `nil` when the identifier has none.
    public var script: String? {
        let script = ICURawLocale.script(canonical)
        return script.isEmpty ? nil : script
    }

    /// The region subtag (`TW`, `419`), or `nil` when the identifier has none.
    public var region: String? {
        let region = ICURawLocale.region(canonical)
        return region.isEmpty ? nil : region
    }

    /// The identifier without keywords (`uloc_getBaseName`): `en_US` for `en_US@numbers=arab`.
    public var baseName: LocaleIdentifier {
        isRoot ? .root : LocaleIdentifier(canonical: ICURawLocale.baseName(canonical))
    }

    /// ICU's truncation parent (`uloc_getParent`): `zh_Hant_TW` → `zh_Hant` → `zh`, then `nil`.
    ///
    /// ICU's structural parent; CLDR's `parentLocales` (`es_MX` → `es_419`) and Apple's parent
    /// map are the localization-resolution layer's business.
    public var parent: LocaleIdentifier? {
        let parent = ICURawLocale.truncationParent(canonical)
        return parent.isEmpty ? nil : LocaleIdentifier(canonical: parent)
    }

    /// The identifier with its likely script and region (`uloc_addLikelySubtags`):
    /// `zh_TW` → `zh_Hant_TW`.
    public func addingLikelySubtags() throws(ICUError) -> LocaleIdentifier {
        LocaleIdentifier(canonical: try ICULocale.addLikelySubtags(canonical))
    }

    /// The identifier without the subtags likely-subtags data would add back
    /// (`uloc_minimizeSubtags`): `zh_Hant_TW` → `zh_TW`.
    public func minimizingSubtags() throws(ICUError) -> LocaleIdentifier {
        LocaleIdentifier(canonical: try ICULocale.minimizeSubtags(canonical))
    }

    /// The BCP 47 form (`uloc_toLanguageTag`, strict): `en_US@numbers=arab` → `en-US-u-nu-arab`.
    public func languageTag() throws(ICUError) -> String {
        try ICULocale.languageTag(canonical)
    }

    /// Whether ICU has locale data for the identifier or one of its truncation parents: whether
    /// formatting uses data for this language rather than silently falling back to root.
    public var hasLocaleData: Bool {
        ICULocale.hasLocaleData(canonical)
    }

    private var isRoot: Bool { canonical == "root" || canonical.hasPrefix("root@") }
}

// Codable as the canonical string, decoded through the validating initializer.
extension LocaleIdentifier: Codable {
    /// Reads an identifier written as a string (``encode(to:)`` writes ``canonical``: `"de_CH"`,
    /// `"en_US@numbers=arab"`) through ``init(_:)``, so it is validated and canonicalized like
    /// any other: `"de-CH"` reads as `de_CH`, and text that is no locale is a `DecodingError`
    /// (`dataCorrupted`, with the ``ICUError``'s message), never an identifier ICU would misread.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try LocaleIdentifier(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a locale identifier: \(error)")
        }
    }

    /// Writes ``canonical`` as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(canonical)
    }
}
