import L10n
import L10nResources

/// Each language's ``TranslationProgress``, in all and per table: what `l10n status` prints.
///
/// From a String Catalog the states are the catalog's. From a bundle, each table a catalog holds
/// is counted from the catalog, and each `.strings`/`.stringsdict` table — which has no states —
/// counts a key translated in every localization that has it and missing in the others, its keys
/// being the development language's (all localizations' when that has no such table). Every
/// localization of a bundle counts every table: a table a language lacks is untranslated there.
public struct TranslationStatus: Sendable, Hashable {
    /// Each table's progress by language.
    public var tables: [String: [String: TranslationProgress]]

    /// No tables.
    public init() {
        tables = [:]
    }

    /// Each language's progress over every table.
    public var languages: [String: TranslationProgress] {
        var sums: [String: TranslationProgress] = [:]
        for languages in tables.values {
            for (language, progress) in languages {
                sums[language, default: TranslationProgress()] = sums[language, default: TranslationProgress()] + progress
            }
        }
        return sums
    }

    /// The status of one catalog, as table `table`, over the catalog's languages (`languages`
    /// when given, for a bundle's localizations).
    public init(catalog: StringCatalog, table: String, languages: [String]? = nil) {
        self.init()
        add(catalog: catalog, table: table, languages: languages)
    }

    /// The status of every table of `bundle` in every one of its localizations but `Base`.
    ///
    /// - Throws: `ResourceError` for a table or catalog that cannot be read.
    public init(bundle: LocalizationBundle) throws(ResourceError) {
        self.init()
        let languages = bundle.localizations.filter { !$0.isBase }.map(\.name)
        for name in bundle.tableNames {
            if let read = try bundle.catalog(forTable: name) {
                add(catalog: read.catalog, table: name, languages: languages)
                continue
            }
            let source = bundle.developmentRegion ?? Localization(languages.first ?? "en")
            var tables: [String: Set<String>] = [:]
            for localization in bundle.localizations where !localization.isBase {
                if let table = try bundle.table(name, localization: localization) {
                    tables[localization.name] = Set(table.entries.keys)
                }
            }
            let keys = tables[source.name] ?? tables.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            for language in languages {
                var progress = TranslationProgress()
                for key in keys { progress.count(tables[language]?.contains(key) == true ? .translated : .missing) }
                self.tables[name, default: [:]][language] = progress
            }
        }
    }

    /// The same status with each table's name after `prefix` (a bundle's folder, to tell the
    /// bundles of an app's tree apart).
    public func prefixingTables(with prefix: String) -> TranslationStatus {
        var status = TranslationStatus()
        status.tables = Dictionary(uniqueKeysWithValues: tables.map { (prefix + $0.key, $0.value) })
        return status
    }

    /// Both statuses, tables of the same name summed.
    public mutating func merge(_ other: TranslationStatus) {
        for (table, languages) in other.tables {
            for (language, progress) in languages {
                tables[table, default: [:]][language] = (tables[table]?[language] ?? TranslationProgress()) + progress
            }
        }
    }

    private mutating func add(catalog: StringCatalog, table: String, languages: [String]?) {
        let languages = languages ?? ([catalog.sourceLanguage] + catalog.languages.filter { $0 != catalog.sourceLanguage })
        var counts: [String: TranslationProgress] = Dictionary(uniqueKeysWithValues: languages.map { ($0, TranslationProgress()) })
        for entry in catalog.strings where entry.shouldTranslate && entry.extractionState != "stale" {
            for language in languages {
                counts[language, default: TranslationProgress()].count(
                    Self.standing(entry.localizations[language], isSource: language == catalog.sourceLanguage))
            }
        }
        for (language, progress) in counts {
            tables[table, default: [:]][language] = (tables[table]?[language] ?? TranslationProgress()) + progress
        }
    }

    /// Where a key stands in a language whose localization is `localization`.
    private static func standing(_ localization: StringCatalog.Localization?, isSource: Bool) -> TranslationProgress.Standing {
        guard let localization else { return isSource ? .translated : .missing }
        var states: [String?] = []
        collectStates(localization, into: &states, depth: 0)
        if states.isEmpty { return isSource ? .translated : .missing }
        if states.contains("needs_review") { return .needsReview }
        // The source language's strings are the developer's own: Xcode writes those it
        // extracted with a value as `new`, and they are nobody's to translate.
        if isSource { return .translated }
        if states.allSatisfy({ $0 == nil || $0 == "translated" }) { return .translated }
        return .new
    }

    /// Every string's state in a localization, its variants' and substitutions' included.
    private static func collectStates(_ localization: StringCatalog.Localization, into states: inout [String?], depth: Int) {
        // Deeper than any catalog Xcode writes; the bound keeps a hostile file from recursing far.
        guard depth < 16 else { return }
        if let unit = localization.stringUnit { states.append(unit.state) }
        if let set = localization.stringSet { states.append(set.state) }
        for variations in [localization.variations].compactMap({ $0 }) + localization.substitutions.values.compactMap(\.variations) {
            for variant in (variations.plural ?? [:]).values { collectStates(variant, into: &states, depth: depth + 1) }
            for variant in (variations.device ?? [:]).values { collectStates(variant, into: &states, depth: depth + 1) }
        }
    }
}
