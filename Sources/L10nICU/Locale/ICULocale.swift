internal import CICUShim

/// Locale-identifier helpers backed by ICU's `uloc_*` functions.
///
/// Identifiers are ICU locale IDs (`zh_Hant_TW@calendar=buddhist`); BCP 47 language tags
/// (`zh-Hant-TW-u-ca-buddhist`) are accepted wherever an identifier is and converted with
/// `uloc_forLanguageTag`. Every function validates its input first (see
/// ``canonicalize(_:)``) so that garbage never reaches ICU, which would otherwise
/// happily treat `"!!"` as a language.
package enum ICULocale {
    /// The longest identifier accepted, ICU's `ULOC_FULLNAME_CAPACITY`.
    package static let maximumLength = 157

    /// Canonicalizes a locale identifier or BCP 47 tag into ICU's form.
    ///
    /// Wraps `uloc_forLanguageTag` for tags written with hyphens only, then
    /// `uloc_canonicalize`, which normalizes case and separators and turns BCP 47 extensions into
    /// keywords (`EN-us` → `en_US`, `en-US-u-nu-arab` → `en_US@numbers=arab`, `i-klingon` → `tlh`).
    /// The root locale (`root`, `und`) is returned as `root`.
    ///
    /// - Parameter identifier: An ICU locale ID or a BCP 47 language tag.
    /// - Returns: The canonical ICU locale ID, for example `en_US` or `ar@numbers=latn`.
    /// - Throws: ``ICUError`` (``ICUError/Kind/invalidLocale``) when the identifier is empty, too long, not ASCII,
    ///   or does not start with a well-formed language subtag; ``ICUError`` if ICU fails.
    package static func canonicalize(_ identifier: String) throws(ICUError) -> String {
        let icuID = try icuIdentifier(identifier)
        let canonical = try ICUBuffer.chars("uloc_canonicalize", context: identifier) { buffer, capacity, status in
            cicu_uloc_canonicalize(icuID, buffer, capacity, &status.rawValue)
        }
        if canonical.isEmpty || canonical.hasPrefix("@") {
            // ICU spells the root locale (`root`, `und`) as the empty language.
            let lowered = identifier.lowercased()
            if lowered.hasPrefix("root") || lowered.hasPrefix("und") {
                return "root" + canonical
            }
        }
        try validateLanguage(of: canonical, original: identifier)
        return canonical
    }

    /// The identifier without keywords: language, script, region and variants (`uloc_getBaseName`).
    package static func baseName(_ identifier: String) throws(ICUError) -> String {
        let canonical = try canonicalize(identifier)
        if canonical == "root" || canonical.hasPrefix("root@") { return "root" }
        return try ICUBuffer.chars("uloc_getBaseName", context: identifier) { buffer, capacity, status in
            cicu_uloc_getBaseName(canonical, buffer, capacity, &status.rawValue)
        }
    }

    /// The language subtag, for example `zh` (`uloc_getLanguage`).
    package static func language(_ identifier: String) throws(ICUError) -> String {
        let canonical = try canonicalize(identifier)
        return try ICUBuffer.chars("uloc_getLanguage", context: identifier) { buffer, capacity, status in
            cicu_uloc_getLanguage(canonical, buffer, capacity, &status.rawValue)
        }
    }

    /// The script subtag, for example `Hant`, or `nil` when the identifier has none (`uloc_getScript`).
    package static func script(_ identifier: String) throws(ICUError) -> String? {
        let canonical = try canonicalize(identifier)
        let script = try ICUBuffer.chars("uloc_getScript", context: identifier) { buffer, capacity, status in
            cicu_uloc_getScript(canonical, buffer, capacity, &status.rawValue)
        }
        return script.isEmpty ? nil : script
    }

    /// The region subtag, for example `TW` or `419`, or `nil` when the identifier has none (`uloc_getCountry`).
    package static func region(_ identifier: String) throws(ICUError) -> String? {
        let canonical = try canonicalize(identifier)
        let region = try ICUBuffer.chars("uloc_getCountry", context: identifier) { buffer, capacity, status in
            cicu_uloc_getCountry(canonical, buffer, capacity, &status.rawValue)
        }
        return region.isEmpty ? nil : region
    }

    /// Adds the likely script and region (`uloc_addLikelySubtags`): `zh_TW` → `zh_Hant_TW`.
    package static func addLikelySubtags(_ identifier: String) throws(ICUError) -> String {
        let canonical = try canonicalize(identifier)
        return try ICUBuffer.chars("uloc_addLikelySubtags", context: identifier) { buffer, capacity, status in
            cicu_uloc_addLikelySubtags(canonical, buffer, capacity, &status.rawValue)
        }
    }

    /// Removes subtags that likely-subtags data would add back (`uloc_minimizeSubtags`):
    /// `zh_Hant_TW` → `zh_TW`.
    package static func minimizeSubtags(_ identifier: String) throws(ICUError) -> String {
        let canonical = try canonicalize(identifier)
        return try ICUBuffer.chars("uloc_minimizeSubtags", context: identifier) { buffer, capacity, status in
            cicu_uloc_minimizeSubtags(canonical, buffer, capacity, &status.rawValue)
        }
    }

    /// ICU's truncation parent (`uloc_getParent`): `zh_Hant_TW` → `zh_Hant` → `zh`, and `nil`
    /// after a bare language.
    ///
    /// This is ICU's structural parent. CLDR's `parentLocales` (`es_MX` → `es_419`) and Apple's
    /// parent map are applied by the localization-resolution layer, not here.
    package static func parent(_ identifier: String) throws(ICUError) -> String? {
        let canonical = try canonicalize(identifier)
        let parent = try truncationParent(ofCanonical: canonical)
        return parent.isEmpty ? nil : parent
    }

    /// The BCP 47 form of an identifier (`uloc_toLanguageTag`, strict): `en_US@numbers=arab` → `en-US-u-nu-arab`.
    package static func languageTag(_ identifier: String) throws(ICUError) -> String {
        let canonical = try canonicalize(identifier)
        return try ICUBuffer.chars("uloc_toLanguageTag", context: identifier) { buffer, capacity, status in
            cicu_uloc_toLanguageTag(canonical, buffer, capacity, true, &status.rawValue)
        }
    }

    /// The version of the ICU library linked at run time, for example `72.1` (`u_getVersion`).
    package static let icuVersion: String = {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            buffer.initialize(repeating: 0)
            cicu_versionString(buffer.baseAddress!)
            return String(cString: buffer.baseAddress!)
        }
    }()

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

    /// Whether ICU has locale data for the identifier or one of its truncation parents, that is,
    /// whether formatting would use data for this language rather than silently falling back to root.
    package static func hasLocaleData(_ identifier: String) -> Bool {
        guard var name = try? baseName(identifier) else { return false }
        while !name.isEmpty {
            if availableLocales.contains(name) || name == "root" { return true }
            guard let parent = try? truncationParent(ofCanonical: name) else { return false }
            name = parent
        }
        return false
    }

    static func truncationParent(ofCanonical canonical: String) throws(ICUError) -> String {
        try ICUBuffer.chars("uloc_getParent", context: canonical) { buffer, capacity, status in
            cicu_uloc_getParent(canonical, buffer, capacity, &status.rawValue)
        }
    }

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
                message: "is not a well-formed BCP 47 language tag (stopped reading at offset \(parsedLength))"
            )
        }
        return converted
    }

    private static func validateLanguage(of canonical: String, original: String) throws(ICUError) {
        let language = try ICUBuffer.chars("uloc_getLanguage", context: original) { buffer, capacity, status in
            cicu_uloc_getLanguage(canonical, buffer, capacity, &status.rawValue)
        }
        let isLetters = language.utf8.allSatisfy { (0x61...0x7A).contains($0) }
        let wellFormed =
            isLetters
            && (language.utf8.count == 2 || language.utf8.count == 3
                || (5...8).contains(language.utf8.count) || language == "root")
        guard wellFormed else {
            throw ICUError(
                .invalidLocale, input: original,
                message: language.isEmpty
                    ? "has no language subtag"
                    : "has a malformed language subtag '\(language)'"
            )
        }
    }
}
