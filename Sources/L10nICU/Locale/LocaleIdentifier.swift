internal import CICUShim
import L10nSupport

/// A locale identifier, validated and canonicalized once: the one type L10nICU and L10n take
/// wherever they mean a locale.
///
/// ``init(_:)`` accepts an ICU locale ID (`zh_Hant_TW@calendar=buddhist`) or a BCP 47 tag
/// (`zh-Hant-TW-u-ca-buddhist`) and keeps ICU's canonical form (``canonical``), so equal
/// locales compare equal (`EN-us` and `en_US`), and nothing downstream validates or
/// canonicalizes again: plural rules and number formatters are cached by it as it is, and
/// every property below reads the canonical form with one `uloc_*` call. Garbage never
/// reaches ICU, which would otherwise treat `"!!"` as a language.
///
/// A bundle's localizations (`Base`, `English`, `zh_CN`, `x0`) are not locales: L10n names
/// them with its own `Localization` type, matched as Apple matches them, as spelled.
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
    public static let maximumLength = 157

    /// The root locale (CLDR's `root`, BCP 47's `und`).
    public static let root = LocaleIdentifier(canonical: "root")

    /// Validates and canonicalizes an ICU locale ID or BCP 47 tag (`uloc_forLanguageTag` for a
    /// tag written with hyphens only, then `uloc_canonicalize`): `EN-us` → `en_US`,
    /// `en-US-u-nu-arab` → `en_US@numbers=arab`, `i-klingon` → `tlh`, `und` → `root`.
    ///
    /// The result is well-formed as a whole, not only in its language: it must have a BCP 47
    /// form (strict `uloc_toLanguageTag`), so `en__US` (an empty region and a two-letter
    /// variant) is refused here rather than by the first call that needs the tag; and a
    /// `numbers` keyword must name a numbering system ICU has (`ar@numbers=foo` would fail
    /// every number format later). Other keyword values are not checked against ICU's lists:
    /// ICU ignores a value it does not know (`en_US@calendar=foo` formats as `en_US`).
    ///
    /// Each spelling is canonicalized once: the outcome, identifier or error, is kept in a
    /// process-wide cache of 1,024 spellings, so creating the identifiers a service meets over
    /// and over costs a lookup (the `locale.identifier` benchmarks).
    ///
    /// - Throws: ``ICUError`` (``ICUError/Reason/invalidLocale``) when the identifier is empty,
    ///   longer than ``maximumLength``, not printable ASCII, does not start with a well-formed
    ///   language subtag, has no BCP 47 form, or names a numbering system ICU does not have;
    ///   ``ICUError/Reason/failure`` when ICU fails.
    public init(_ identifier: String) throws(ICUError) {
        // Longer spellings are refused before the cache: no key is longer than the maximum.
        guard identifier.utf8.count <= Self.maximumLength else {
            canonical = try Self.canonicalize(identifier)
            return
        }
        canonical = try ICUCaches.localeIdentifiers.value(for: identifier) {
            Result { () throws(ICUError) in try Self.canonicalize(identifier) }
        }.get()
    }

    /// What ``init(_:)`` makes of a spelling, without the cache.
    static func canonicalize(_ identifier: String) throws(ICUError) -> String {
        let icuID = try Self.icuIdentifier(identifier)
        var canonical = try ICUBuffer.chars("uloc_canonicalize", context: identifier) { buffer, capacity, status in
            cicu_uloc_canonicalize(icuID, buffer, capacity, &status.rawValue)
        }
        let lowered = identifier.lowercased()
        if canonical.isEmpty || canonical.hasPrefix("@"), lowered.hasPrefix("root") || lowered.hasPrefix("und") {
            // ICU spells the root locale (`root`, `und`) as the empty language.
            canonical = "root" + canonical
        } else {
            try Self.validateLanguage(of: canonical, original: identifier)
            do {
                _ = try ICURawLocale.languageTag(canonical)
            } catch {
                throw ICUError(.invalidLocale, input: identifier, message: "is not well-formed: it has no BCP 47 form (\(canonical))")
            }
        }
        if let numbers = ICURawLocale.keywordValue("numbers", in: canonical), !ICURawLocale.numberingSystems.contains(numbers) {
            throw ICUError(.invalidLocale, input: identifier, message: "names numbering system '\(numbers)', which ICU does not have")
        }
        return canonical
    }

    /// An identifier already in canonical form: the package's own results (an identifier ICU
    /// returned for a canonical one), never text from outside.
    package init(canonical: String) {
        self.canonical = canonical
    }

    public var description: String { canonical }

    public static func < (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool { lhs.canonical < rhs.canonical }

    /// The language subtag (`uloc_getLanguage`): `zh` for `zh_Hant_TW`, `root` for the root locale.
    public var language: String {
        isRoot ? "root" : ICURawLocale.language(canonical)
    }

    /// The script subtag (`uloc_getScript`: `Hant`), or `nil` when the identifier has none.
    public var script: String? {
        let script = ICURawLocale.script(canonical)
        return script.isEmpty ? nil : script
    }

    /// The region subtag (`uloc_getCountry`: `TW`, `419`), or `nil` when the identifier has none.
    public var region: String? {
        let region = ICURawLocale.region(canonical)
        return region.isEmpty ? nil : region
    }

    /// The identifier without keywords (`uloc_getBaseName`): `en_US` for `en_US@numbers=arab`.
    public var baseName: LocaleIdentifier {
        isRoot ? .root : LocaleIdentifier(canonical: ICURawLocale.baseName(canonical))
    }

    /// Whether the locale's script is written right to left, by CLDR's script metadata
    /// (`uloc_isRightToLeft`): its script subtag's, else its language's likely script's —
    /// `ar`, `he`, `fa`, `ur`, `az_Arab`, `en_Hebr`; not `zh`, `pa`, `fa_Cyrl`.
    public var isRightToLeft: Bool {
        ICURawLocale.isRightToLeft(canonical)
    }

    /// ICU's truncation parent (`uloc_getParent`): `zh_Hant_TW` → `zh_Hant` → `zh`, then `nil`.
    ///
    /// ICU's structural parent; CLDR's `parentLocales` (`es_MX` → `es_419`) and Apple's parent
    /// map are the localization-resolution layer's business.
    public var parent: LocaleIdentifier? {
        let parent = ICURawLocale.truncationParent(canonical)
        return parent.isEmpty ? nil : LocaleIdentifier(canonical: parent)
    }

    /// The locale whose data ICU formats this one with, when this one only adds a region ICU
    /// has no data for: `en_XY` → `en`, `sr_Latn_JP@numbers=arab` → `sr_Latn@numbers=arab`;
    /// otherwise the identifier itself (`en_IN`, `zh_HK`, `en_US_POSIX`, `abc_XY`, and `pt_FR`,
    /// whose data CLDR's parent locales take from `pt_PT`).
    ///
    /// ICU looks such a locale's number formats, symbols and plural rules up in its parent's
    /// data, so formatters opened for the parent format exactly as for the locale (the tests
    /// compare both for every region). Formatting objects are opened for it instead, so the
    /// locales clients invent — Apple's derivation gives `en_XY` for each region `XY` a header
    /// names — share one object per language rather than one each. A locale's own currency
    /// and region-dependent preferences are not number-format data and are not covered:
    /// callers that format currencies by region keep the locale.
    package var formattingDataLocale: LocaleIdentifier {
        guard !isRoot else { return self }
        let base = ICURawLocale.baseName(canonical)
        let available = ICURawLocale.availableLocales
        guard !available.contains(base), !ICURawLocale.localesWithCLDRParent.contains(base), ICURawLocale.scriptAlias(of: base) == nil
        else { return self }
        let region = ICURawLocale.region(base)
        guard !region.isEmpty, base.hasSuffix("_" + region) else { return self }
        let parent = String(base.dropLast(region.utf8.count + 1))
        guard available.contains(parent) else { return self }
        let keywords = canonical.firstIndex(of: "@").map { canonical[$0...] } ?? ""
        return LocaleIdentifier(canonical: parent + keywords)
    }

    /// The identifier with its likely script and region (`uloc_addLikelySubtags`):
    /// `zh_TW` → `zh_Hant_TW`.
    ///
    /// - Throws: ``ICUError/Reason/failure`` when ICU fails.
    public func addingLikelySubtags() throws(ICUError) -> LocaleIdentifier {
        LocaleIdentifier(
            canonical: try ICUBuffer.chars("uloc_addLikelySubtags", context: canonical) { buffer, capacity, status in
                cicu_uloc_addLikelySubtags(canonical, buffer, capacity, &status.rawValue)
            })
    }

    /// The identifier without the subtags likely-subtags data would add back
    /// (`uloc_minimizeSubtags`): `zh_Hant_TW` → `zh_TW`.
    ///
    /// - Throws: ``ICUError/Reason/failure`` when ICU fails.
    public func minimizingSubtags() throws(ICUError) -> LocaleIdentifier {
        LocaleIdentifier(
            canonical: try ICUBuffer.chars("uloc_minimizeSubtags", context: canonical) { buffer, capacity, status in
                cicu_uloc_minimizeSubtags(canonical, buffer, capacity, &status.rawValue)
            })
    }

    /// The BCP 47 form (`uloc_toLanguageTag`, strict): `en_US@numbers=arab` → `en-US-u-nu-arab`.
    ///
    /// - Throws: ``ICUError/Reason/failure`` when ICU cannot write the identifier as a tag.
    public func languageTag() throws(ICUError) -> String {
        try ICURawLocale.languageTag(canonical)
    }

    /// Whether ICU has locale data for the identifier or one of its truncation parents: whether
    /// formatting uses data for this language rather than silently falling back to root.
    public var hasLocaleData: Bool {
        ICURawLocale.hasLocaleData(canonical)
    }

    private var isRoot: Bool { canonical == "root" || canonical.hasPrefix("root@") }

    /// Turns the caller's spelling into something `uloc_*` reads: BCP 47 tags go through
    /// `uloc_forLanguageTag`, which must consume the whole tag.
    private static func icuIdentifier(_ identifier: String) throws(ICUError) -> String {
        guard !identifier.isEmpty else {
            throw ICUError(.invalidLocale, input: identifier, message: "is empty")
        }
        guard identifier.utf8.count <= maximumLength else {
            throw ICUError(.invalidLocale, input: identifier, message: "is longer than \(maximumLength) characters")
        }
        guard identifier.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw ICUError(.invalidLocale, input: identifier, message: "contains characters other than printable ASCII")
        }
        let looksLikeLanguageTag = identifier.contains("-") && !identifier.contains("_") && !identifier.contains("@")
        guard looksLikeLanguageTag else { return identifier }
        var parsedLength: Int32 = 0
        let converted = try ICUBuffer.chars("uloc_forLanguageTag", context: identifier) { buffer, capacity, status in
            cicu_uloc_forLanguageTag(identifier, buffer, capacity, &parsedLength, &status.rawValue)
        }
        guard Int(parsedLength) == identifier.utf8.count else {
            throw ICUError(
                .invalidLocale, input: identifier,
                message: "is not a well-formed BCP 47 language tag (stopped reading at offset \(parsedLength))")
        }
        return converted
    }

    /// The language subtag is 2, 3 or 5 to 8 ASCII letters (or `root`): ICU itself reads any
    /// prefix as a language.
    private static func validateLanguage(of canonical: String, original: String) throws(ICUError) {
        let language = try ICUBuffer.chars("uloc_getLanguage", context: original) { buffer, capacity, status in
            cicu_uloc_getLanguage(canonical, buffer, capacity, &status.rawValue)
        }
        let isLetters = language.utf8.allSatisfy { (0x61...0x7A).contains($0) }
        let length = language.utf8.count
        guard isLetters && (length == 2 || length == 3 || (5...8).contains(length) || language == "root") else {
            throw ICUError(
                .invalidLocale, input: original,
                message: language.isEmpty ? "has no language subtag" : "has a malformed language subtag '\(language)'")
        }
    }
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
