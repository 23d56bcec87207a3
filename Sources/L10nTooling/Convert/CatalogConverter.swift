import L10n
import L10nICU
import L10nResources

/// Builds a String Catalog from a table's localizations, the way Xcode migrates `.strings` and
/// `.stringsdict` files: plain strings become `stringUnit`s, a format that is one plural
/// variable becomes `variations.plural`, other formats become a `stringUnit` with
/// `substitutions`, device variants become `variations.device`.
///
/// What a catalog cannot hold is reported: width variants (the widest is kept, as a runtime
/// without a width shows it), variables of unknown rule types, a `Base` localization beside
/// the source language's own, comments that differ between localizations (a catalog has one
/// per key), keys the source language lacks (a catalog reads the key itself there). A source
/// string equal to its key is left out, as Xcode leaves it out: the catalog reads the same.
package enum CatalogConverter {
    /// The state written for every converted string: the tables hold no states.
    package static let state = "translated"
    /// The extraction state written for every converted key: `manual`, so that Xcode keeps keys
    /// it does not find in code instead of marking them stale.
    package static let extractionState = "manual"

    /// The catalog of `table`, keys in Xcode's order.
    ///
    /// When the table was read from a catalog (`table.catalog`), that catalog is the start: each
    /// key keeps its entry's metadata and each localization whose table value is still the one
    /// the catalog gives keeps the catalog's own form (states, `shouldTranslate`, fields not
    /// read) — a catalog converted to a catalog is itself. What the catalog gives that the tables
    /// cannot hold (a `stringSet`, an empty localization) is kept as well. Keys only the tables
    /// have are added in Xcode's order, as converted strings.
    package static func catalog(from table: TableLocalizations, issues: inout [ConversionIssue]) -> StringCatalog {
        let tables = withoutBase(table, issues: &issues)
        let source = table.sourceLanguage
        let read = table.catalog?.catalog
        // What the catalog gives, to tell the values the tables still have from changed ones.
        let readTables = table.catalog.flatMap { try? TableLocalizations(catalog: $0.catalog, file: $0.file, name: table.name).tables }
        var keys: Set<String> = []
        for localized in tables.values { keys.formUnion(localized.entries.keys) }
        var catalog = StringCatalog(sourceLanguage: source.name, version: "1.0")
        if let read {
            catalog = StringCatalog(
                sourceLanguage: read.sourceLanguage, version: read.version, unknownFields: read.unknownFields,
                endsWithNewline: read.endsWithNewline)
        }
        let languages = TableLocalizations.sourceFirst(tables.keys, source: source)
        for key in order(keys, after: read?.strings.map(\.key) ?? []) {
            let kept = read?.entry(forKey: key)
            var entry = kept ?? StringCatalog.Entry(key: key, extractionState: extractionState)
            for language in languages {
                guard let found = tables[language]?[key] else { continue }
                if let comment = found.comment, !comment.isEmpty {
                    if entry.comment == nil {
                        entry.comment = comment
                    } else if entry.comment != comment {
                        issues.append(
                            ConversionIssue(
                                file: found.location.file, key: key, localization: language,
                                message:
                                    "comment differs from the \(languages.first { tables[$0]?[key]?.comment == entry.comment } ?? source) comment; a catalog has one comment per key, this one is dropped"
                            ))
                    }
                }
                // Unchanged since the catalog: its own form, or its absence (a source string
                // that is its key).
                if kept != nil, let given = readTables?[language]?[key], given.value == found.value { continue }
                // The key itself needs no source localization: the catalog reads the key there.
                if language == source, found.value == .text(key) {
                    entry.localizations[language.name] = nil
                    continue
                }
                var messages: [String] = []
                entry.localizations[language.name] = localization(for: found.value) { messages.append($0) }
                for message in messages {
                    issues.append(ConversionIssue(file: found.location.file, key: key, localization: language, message: message))
                }
            }
            if kept == nil, tables[source]?[key] == nil {
                let file = languages.compactMap { tables[$0]?[key]?.location.file }.first ?? table.name
                issues.append(
                    ConversionIssue(
                        file: file, key: key, localization: source,
                        message: "the source language \(source) has no value; a catalog gives the key itself there"))
            }
            catalog.strings.append(entry)
        }
        return catalog
    }

    /// The read catalog's keys in its order, with `added`'s other keys where Xcode's order puts them.
    private static func order(_ added: Set<String>, after read: [String]) -> [String] {
        var remaining = Set(read)
        let readKeys = read.filter { remaining.remove($0) != nil }
        return XcodeKeyOrder.inserting(added.subtracting(readKeys), into: readKeys, by: { $0 })
    }

    /// The tables with `Base` folded in: as the source language when that has no table of its
    /// own (reported), else dropped with a report, since a catalog has no `Base`.
    private static func withoutBase(_ table: TableLocalizations, issues: inout [ConversionIssue]) -> [Localization: StringTable] {
        var tables = table.tables
        guard let base = tables.removeValue(forKey: .base) else { return tables }
        let file = table.file(of: .base)
        if tables[table.sourceLanguage] == nil {
            tables[table.sourceLanguage] = base
            issues.append(
                ConversionIssue(
                    file: file, localization: Localization.base,
                    message: "a catalog has no Base localization; Base is written as the source language \(table.sourceLanguage)"))
        } else {
            issues.append(
                ConversionIssue(
                    file: file, localization: Localization.base,
                    message:
                        "a catalog has no Base localization and \(table.sourceLanguage) has this table too; Base's \(base.count) entries are dropped"
                ))
        }
        return tables
    }

    /// One value as a catalog localization, its substitutions at the top (where the catalog
    /// reader applies them to every variant).
    static func localization(for value: LocalizedValue, report: (String) -> Void) -> StringCatalog.Localization {
        var substitutions: [String: StringCatalog.Substitution] = [:]
        var result = localization(for: value, substitutions: &substitutions, report: report)
        result.substitutions = substitutions
        return result
    }

    private static func localization(
        for value: LocalizedValue, substitutions: inout [String: StringCatalog.Substitution], report: (String) -> Void
    ) -> StringCatalog.Localization {
        switch value {
        case .text(let text):
            return StringCatalog.Localization(stringUnit: unit(text))
        case .format(let format):
            if let plural = FormatShape.wholePlural(format) {
                if let name = format.variables.keys.first, name != FormatShape.pluralVariableName {
                    report(
                        "variable '\(name)' becomes the catalog's plural variation, which has no name; converted back to "
                            + ".stringsdict it is named '\(FormatShape.pluralVariableName)'")
                }
                return StringCatalog.Localization(variations: .init(plural: plural.cases.mapValues { .init(stringUnit: unit($0)) }))
            }
            let slots = FormatShape.variableSlots(format)
            for (name, variable) in format.variables.sorted(by: { $0.key < $1.key }) {
                guard case .plural(let cases) = variable.rule else {
                    report("variable '\(name)' has a rule type a String Catalog cannot express; it is dropped")
                    continue
                }
                let slot = slots[name]?.slot ?? variable.argumentNumber.map { $0 - 1 } ?? 0
                let variants = cases.mapValues { text in
                    StringCatalog.Localization(
                        stringUnit: unit(
                            variable.usesArgPlaceholder ? text : FormatShape.argPlaceholderVariant(text, valueType: variable.valueType)))
                }
                let substitution = StringCatalog.Substitution(
                    argumentNumber: slot + 1, formatSpecifier: variable.valueType, variations: .init(plural: variants))
                if let existing = substitutions[name], existing != substitution {
                    report("variants define variable '\(name)' differently; a catalog has one substitution per name, the first is kept")
                    continue
                }
                substitutions[name] = substitution
            }
            return StringCatalog.Localization(stringUnit: unit(format.format))
        case .plural(let cases):
            var variants: [PluralCategory: StringCatalog.Localization] = [:]
            for (category, variant) in cases {
                variants[category] = localization(for: variant, substitutions: &substitutions, report: report)
            }
            return StringCatalog.Localization(variations: .init(plural: variants))
        case .device(let cases):
            var variants: [String: StringCatalog.Localization] = [:]
            for (device, variant) in cases {
                variants[device] = localization(for: variant, substitutions: &substitutions, report: report)
            }
            return StringCatalog.Localization(variations: .init(device: variants))
        case .width(let variants):
            let widths = variants.map { String($0.width) }.joined(separator: ", ")
            guard let widest = variants.last else {
                report("width variants with no variant have no catalog form; an empty string is written")
                return StringCatalog.Localization(stringUnit: unit(""))
            }
            report("width variants (\(widths)) cannot be expressed in a String Catalog; only the widest (\(widest.width)) is kept")
            return localization(for: widest.value, substitutions: &substitutions, report: report)
        }
    }

    private static func unit(_ text: String) -> StringCatalog.StringUnit {
        StringCatalog.StringUnit(state: state, value: text)
    }
}
