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
        let plurals = try withICUStatus("ures_openDirect", context: "plurals") { status in
            cicu_ures_openDirect(nil, "plurals", &status.rawValue)
        }
        defer { cicu_ures_close(plurals) }
        guard let plurals else { return nil }
        let tableName = type == .cardinal ? "locales" : "locales_ordinals"
        let table = try withICUStatus("ures_getByKey", context: tableName) { status in
            cicu_ures_getByKey(plurals, tableName, nil, &status.rawValue)
        }
        defer { cicu_ures_close(table) }
        guard let table else { return nil }

        var name = try ICUBuffer.chars("uloc_getBaseName", context: canonical) { buffer, capacity, status in
            cicu_uloc_getBaseName(canonical, buffer, capacity, &status.rawValue)
        }
        while !name.isEmpty {
            var status = ICUStatus.zero
            var length: Int32 = 0
            if cicu_ures_getStringByKey(table, name, &length, &status.rawValue) != nil, !status.isFailure {
                return name
            }
            name = ICURawLocale.truncationParent(name)
        }
        return nil
    }
}
