import L10n
import L10nResources

/// One table (`Localizable`, `InfoPlist`, …) in every localization: what a conversion reads
/// and writes, independent of the files it came from.
public struct TableLocalizations: Sendable {
    /// The table's name.
    public var name: String
    /// The localization keys are written in (a catalog's `sourceLanguage`, a bundle's
    /// development region).
    public var sourceLanguage: Localization
    /// The table of each localization.
    public var tables: [Localization: StringTable]
    /// The String Catalog the tables were read from, when they were: a conversion back to a
    /// catalog keeps everything it holds that the tables cannot (translation and extraction
    /// states, `shouldTranslate`, fields this package does not read) wherever the tables still
    /// say what the catalog said, and a conversion to files reports what they lose of it.
    public var catalog: ReadCatalog?

    /// A String Catalog and the file it was read from.
    public struct ReadCatalog: Sendable {
        /// The catalog as read.
        public var catalog: StringCatalog
        /// Its path, for issues.
        public var file: String

        /// Pairs a catalog with its file.
        public init(_ catalog: StringCatalog, file: String) {
            self.catalog = catalog
            self.file = file
        }
    }

    /// Creates the localizations of a table.
    public init(name: String, sourceLanguage: Localization, tables: [Localization: StringTable] = [:], catalog: ReadCatalog? = nil) {
        self.name = name
        self.sourceLanguage = sourceLanguage
        self.tables = tables
        self.catalog = catalog
    }

    /// The table `name` of a bundle folder in every localization that has it (a bundle's
    /// tables: one for each of its `LocalizationBundle.tableNames`).
    ///
    /// - Parameters:
    ///   - name: The table.
    ///   - bundle: The bundle whose tables are read.
    ///   - sourceLanguage: Used when the bundle names no development region.
    /// - Throws: `ResourceError` for a file that cannot be read.
    public init(name: String, of bundle: LocalizationBundle, sourceLanguage: Localization = "en") throws(ResourceError) {
        self.init(name: name, sourceLanguage: bundle.developmentRegion ?? sourceLanguage)
        for localization in bundle.localizations {
            if let loaded = try bundle.table(name, localization: localization) {
                tables[localization] = loaded
            }
        }
        catalog = try bundle.catalog(forTable: name).map { ReadCatalog($0.catalog, file: $0.file) }
    }

    /// Every language of a catalog as Xcode compiles it.
    ///
    /// - Throws: `ResourceError` for a substitution whose variants are not strings.
    public init(catalog: StringCatalog, file: String, name: String) throws(ResourceError) {
        self.init(name: name, sourceLanguage: Localization(catalog.sourceLanguage), catalog: ReadCatalog(catalog, file: file))
        for language in Set(catalog.languages + [catalog.sourceLanguage]).map({ Localization($0) }) {
            tables[language] = try StringTable(catalog: catalog, file: file, name: name, localization: language)
        }
    }

    /// The localizations, sorted, the source language first.
    public var localizations: [Localization] {
        Self.sourceFirst(tables.keys, source: sourceLanguage)
    }

    /// `localizations` sorted, `source` first.
    static func sourceFirst(_ localizations: some Sequence<Localization>, source: Localization) -> [Localization] {
        localizations.sorted { ($0 == source ? 0 : 1, $0.name) < ($1 == source ? 0 : 1, $1.name) }
    }

    /// The file a localization's entries came from, for issues.
    func file(of localization: Localization) -> String {
        tables[localization]?.entries.values.lazy.map(\.location.file).min() ?? "\(localization).lproj/\(name)"
    }
}
