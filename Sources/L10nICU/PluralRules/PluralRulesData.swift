internal import CICUShim

/// Finds which locale's plural rules ICU uses for an identifier, to detect the silent root
/// fallback: `uplrules_openForType("xx")` succeeds and answers `other` for everything.
///
/// This repeats ICU's own lookup (`PluralRules::getRuleFromResource`): the `plurals` resource
/// maps locale IDs to rule sets under `locales` (cardinal) or `locales_ordinals` (ordinal);
/// ICU tries the base name, then each truncation parent (`uloc_getParent`).
enum PluralRulesData {
    static func locale(providingRulesFor canonical: String, type: PluralRuleType) throws(ICUError) -> String? {
        if canonical == "root" || canonical.hasPrefix("root@") {
            return "root"  // Asked for by name: the root rules are the answer, not a fallback.
        }
        let table = try ICUResource(data: "plurals").member(type == .cardinal ? "locales" : "locales_ordinals")

        var name = try ICUBuffer.chars("uloc_getBaseName", context: canonical) { buffer, capacity, status in
            cicu_uloc_getBaseName(canonical, buffer, capacity, &status.rawValue)
        }
        while !name.isEmpty {
            if table.string(name) != nil { return name }
            name = ICURawLocale.truncationParent(name)
        }
        return nil
    }
}
