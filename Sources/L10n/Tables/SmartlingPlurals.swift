import L10nICU
import L10nResources

/// Smartling's extended `.strings` plurals: `"KEY##{one}" = "…";` entries, one per CLDR
/// category, form a single plural entry for `KEY`.
enum SmartlingPlurals {
    /// The base key and category of a Smartling plural key, or `nil` for an ordinary key.
    static func split(_ key: String) -> (base: String, category: PluralCategory)? {
        // Keywords contain no `{`, so the last one opens the category.
        guard key.hasSuffix("}"), let open = key.lastIndex(of: "{") else { return nil }
        let base = key[..<open]
        guard base.hasSuffix("##"),
            let category = PluralCategory(keyword: key[key.index(after: open)..<key.index(before: key.endIndex)])
        else { return nil }
        return (String(base.dropLast(2)), category)
    }

    /// Replaces each group of `KEY##{category}` entries with one ``LocalizedValue/plural(_:)``
    /// entry for `KEY`, placed where the group's first member was. An ordinary entry named `KEY`
    /// as well is replaced by the group, with a warning.
    static func grouped(_ entries: [TableEntry], file: String) -> (entries: [TableEntry], warnings: [ResourceError]) {
        var result: [TableEntry] = []
        var groupIndex: [String: Int] = [:]
        var plainIndex: [String: Int] = [:]
        var warnings: [ResourceError] = []
        for entry in entries {
            guard let (base, category) = split(entry.key) else {
                if let index = groupIndex[entry.key] {
                    warnings.append(conflict(base: entry.key, plain: entry, group: result[index], file: file))
                } else {
                    plainIndex[entry.key] = result.count
                    result.append(entry)
                }
                continue
            }
            if let index = groupIndex[base], case .plural(var cases) = result[index].value {
                cases[category] = entry.value
                result[index].value = .plural(cases)
            } else {
                var group = entry
                group.key = base
                group.value = .plural([category: entry.value])
                if let plain = plainIndex.removeValue(forKey: base) {
                    warnings.append(conflict(base: base, plain: result[plain], group: group, file: file))
                    result[plain] = group
                    groupIndex[base] = plain
                } else {
                    groupIndex[base] = result.count
                    result.append(group)
                }
            }
        }
        return (result, warnings)
    }

    private static func conflict(base: String, plain: TableEntry, group: TableEntry, file: String) -> ResourceError {
        ResourceError(
            .duplicateKey, file: file, line: plain.location.line, key: base,
            message: "key is both an ordinary entry and a Smartling plural (\(base)##{…}); the plural wins")
    }
}
