import L10n
import L10nResources

/// One table (`Localizable`, `InfoPlist`, …) in every localization: what a conversion reads
/// and writes, independent of the files it came from.
public struct TableLocalizations: Sendable {
    /// The table's name.
    public var name: String
    /// The language keys are written in (a catalog's `sourceLanguage`, a bundle's development
    /// region).
    public var sourceLanguage: String
    /// The table of each localization, by localization name.
    public var tables: [String: StringTable]

    /// Creates the localizations of a table.
    public init(name: String, sourceLanguage: String, tables: [String: StringTable] = [:]) {
        self.name = name
        self.sourceLanguage = sourceLanguage
        self.tables = tables
    }

    /// Every table of a bundle folder, each in every localization that has it.
    ///
    /// - Parameters:
    ///   - bundle: The bundle whose tables are read.
    ///   - sourceLanguage: Used when the bundle names no development region.
    /// - Throws: `ResourceError` for a file that cannot be read.
    public static func load(from bundle: LocalizationBundle, sourceLanguage: String = "en") throws(ResourceError) -> [TableLocalizations] {
        var result: [TableLocalizations] = []
        for name in bundle.tableNames {
            var table = TableLocalizations(name: name, sourceLanguage: bundle.developmentRegion ?? sourceLanguage)
            for localization in bundle.localizations {
                if let loaded = try bundle.table(name, localization: localization) {
                    table.tables[localization] = loaded
                }
            }
            result.append(table)
        }
        return result
    }

    /// Every language of a catalog as Xcode compiles it.
    ///
    /// - Throws: `ResourceError` for a substitution whose variants are not strings.
    public static func load(from catalog: StringCatalog, file: String, name: String) throws(ResourceError) -> TableLocalizations {
        var table = TableLocalizations(name: name, sourceLanguage: catalog.sourceLanguage)
        for language in Set(catalog.languages + [catalog.sourceLanguage]) {
            table.tables[language] = try StringTable(catalog: catalog, file: file, name: name, language: language)
        }
        return table
    }

    /// The localizations, sorted, the source language first.
    public var localizations: [String] {
        Self.sourceFirst(tables.keys, source: sourceLanguage)
    }

    /// `localizations` sorted, `source` first.
    static func sourceFirst(_ localizations: some Sequence<String>, source: String) -> [String] {
        localizations.sorted { ($0 == source ? 0 : 1, $0) < ($1 == source ? 0 : 1, $1) }
    }

    /// The file a localization's entries came from, for issues.
    func file(of localization: String) -> String {
        tables[localization]?.entries.values.lazy.map(\.location.file).min() ?? "\(localization).lproj/\(name)"
    }
}
