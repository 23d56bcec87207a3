import L10nICU
import L10nResources

/// One language of a String Catalog as a table, the way Xcode compiles it into that language's
/// `.strings` and `.stringsdict`.
///
/// A `stringUnit` becomes text; with `substitutions` it becomes a format whose variables read
/// argument `argNum` and write it as `%arg`; `variations.plural` and `variations.device` become
/// plural and device variants (nested as the catalog nests them), and the localization's
/// substitutions apply inside every variant. Source-language keys without a localization read
/// as the key itself.
package enum CatalogTableReader {
    /// The table of `language` in `catalog`.
    ///
    /// Entries that cannot be a runtime string (a `stringSet` list of phrases, a localization
    /// with no string at all) are left out and reported in the table's warnings.
    ///
    /// - Throws: `ResourceError` for a substitution whose variants are not strings.
    package static func table(
        from catalog: StringCatalog, file: String, name: String, language: Localization
    ) throws(ResourceError) -> StringTable {
        var entries: [TableEntry] = []
        var warnings = catalog.warnings
        let lines = Dictionary(catalog.strings.map { ($0.key, $0.line) }, uniquingKeysWith: { $1 })
        for (key, localization, comment) in catalog.localizations(for: language.name) {
            let location = SourceLocation(file: file, line: lines[key])
            let variables = try variables(localization.substitutions, key: key, location: location)
            guard let value = value(of: localization, variables: variables) else {
                warnings.append(
                    ResourceError(
                        .structure, file: file, line: location.line, key: key,
                        message: localization.stringSet != nil
                            ? "a stringSet (a list of phrases) is not a runtime string; left out of the \(language) table"
                            : "the \(language) localization has no string; left out of the table"))
                continue
            }
            entries.append(TableEntry(key: key, value: value, comment: comment, localization: language, location: location))
        }
        return StringTable(name: name, entries: entries, warnings: warnings)
    }

    private static func value(of localization: StringCatalog.Localization, variables: [String: FormatVariable]) -> LocalizedValue? {
        if let plural = localization.variations?.plural {
            var cases: [PluralCategory: LocalizedValue] = [:]
            for (category, variant) in plural {
                cases[category] = value(of: variant, variables: variables)
            }
            return .plural(cases)
        }
        if let device = localization.variations?.device {
            var cases: [String: LocalizedValue] = [:]
            for (name, variant) in device {
                cases[name] = value(of: variant, variables: variables)
            }
            return .device(cases)
        }
        guard let unit = localization.stringUnit else { return nil }
        return variables.isEmpty ? .text(unit.value) : .format(LocalizedFormat(format: unit.value, variables: variables))
    }

    private static func variables(
        _ substitutions: [String: StringCatalog.Substitution], key: String, location: SourceLocation
    ) throws(ResourceError) -> [String: FormatVariable] {
        var variables: [String: FormatVariable] = [:]
        for (name, substitution) in substitutions {
            var cases: [PluralCategory: String] = [:]
            for (category, variant) in substitution.plural {
                guard let unit = variant.stringUnit else {
                    throw ResourceError(
                        .structure, file: location.file, line: location.line, key: key,
                        message: "the '\(category)' variant of substitution '\(name)' has no stringUnit")
                }
                cases[category] = unit.value
            }
            variables[name] = FormatVariable(
                rule: .plural(cases), valueType: substitution.formatSpecifier,
                argumentNumber: substitution.argumentNumber, usesArgPlaceholder: true)
        }
        return variables
    }
}
