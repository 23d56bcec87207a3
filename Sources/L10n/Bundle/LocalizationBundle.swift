import L10nICU
import L10nResources
import L10nSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A bundle's localized resources: `*.lproj` folders (including `Base.lproj`), String Catalogs
/// at the top or in `mul.lproj`, and optionally an `Info.plist`.
///
/// Opens the layouts Apple's and SwiftPM's builds produce (see `BundleLayout`): a folder of
/// `.lproj` folders or an iOS app (`X.app/Info.plist`, `X.app/*.lproj`), a macOS bundle or app
/// (`X.bundle/Contents/Info.plist`, `Contents/Resources/*.lproj`), and SwiftPM's resource
/// bundle on Linux (`Pkg_Target.resources`, whose `.lproj` names SwiftPM lower-cases; they are
/// matched as their original spelling would be).
///
/// Built once per folder and shared: the folder is listed and `Info.plist` and catalogs are read
/// when it is created; `.strings` and `.stringsdict` files are read the first time a table needs
/// them, each at most once, safely from any number of tasks.
///
/// Localizations are `CFBundleLocalizations` from `Info.plist`, then the `.lproj` folder names,
/// then the languages of the catalogs (Xcode compiles each into an `.lproj`), then — when there
/// is a `Base.lproj` — the development region unless it is there in some spelling, as CFBundle
/// adds it. `mul.lproj` is not a localization: it holds catalogs for all languages.
public final class LocalizationBundle: Sendable {
    /// The folder, as given.
    public let path: String
    /// The folder holding the `.lproj` folders: `path`, or its `Contents/Resources`.
    public let resourcesPath: String
    /// The bundle's localizations in their own spelling, `Base` included when there is a folder,
    /// and the development region when `Base` stands for it.
    public let localizations: [Localization]
    /// `CFBundleDevelopmentRegion` from `Info.plist`; else the source language of the catalogs.
    public let developmentRegion: Localization?
    /// The localizations prepared for matching users' preferences (Apple's rules).
    public let resolver: LocalizationResolver
    /// The names of all tables in the bundle, sorted.
    public let tableNames: [String]
    /// Findings from reading `Info.plist` and the catalogs that do not stop the bundle from
    /// working (an unexpanded `$(DEVELOPMENT_LANGUAGE)`, two catalogs for one table, a
    /// catalog language whose table an `.lproj` folder also has as files).
    public let warnings: [ResourceError]
    /// The pseudo-localizations made from the development region's tables, by localization
    /// name: the ones asked for that the bundle does not have as folders or catalog languages.
    public let pseudoLocalizations: [Localization: PseudoLocalization]

    /// The `.lproj` folders and catalogs.
    let contents: BundleContents
    /// The tables read and assembled (see `Caches.swift`).
    let store: TableStore
    /// Where its files' bytes come from.
    let files: BundleFiles
    /// The overrides laid over its tables (``overlaid(by:)``); `nil` for the bundle as read.
    let overlay: OverrideOverlay?

    /// Opens the bundle at `path` and reads its `Info.plist` and catalogs.
    ///
    /// - Parameters:
    ///   - path: The bundle's folder, in any of the layouts above.
    ///   - developmentRegion: Overrides `CFBundleDevelopmentRegion` (for folders whose
    ///     `Info.plist` is missing or has an unexpanded `$(DEVELOPMENT_LANGUAGE)`).
    ///   - pseudoLocalizations: Localizations to make in memory from the development region's
    ///     tables (``PseudoLocalization/accented`` is `en-XA`), so that requests for them are
    ///     answered as from a translation, for screenshot tests. Ignored without a development
    ///     region, and for a name the bundle already has (its own files win).
    /// - Throws: `ResourceError` if the folder cannot be listed, or `Info.plist` cannot be read.
    ///   A catalog that cannot be read does not stop the bundle: its tables report the error.
    public convenience init(
        path: String, developmentRegion: Localization? = nil, pseudoLocalizations: [PseudoLocalization] = []
    ) throws(ResourceError) {
        try self.init(path: path, developmentRegion: developmentRegion, pseudoLocalizations: pseudoLocalizations, files: BundleFiles())
    }

    /// Opens the bundle as the tools that read an app's tree do (`l10n convert`): an `Info.plist`
    /// that cannot be read (an Xcode project's, with `#ifdef`s for the preprocessor) says nothing
    /// and becomes one of ``warnings``, as `l10n lint` reports it, instead of stopping the bundle.
    package convenience init(toolingPath path: String, developmentRegion: Localization?) throws(ResourceError) {
        try self.init(
            path: path, developmentRegion: developmentRegion, pseudoLocalizations: [], files: BundleFiles(), toleratingInfoPlist: true)
    }

    /// - Parameters:
    ///   - files: Where the files' bytes come from (held versions, recording).
    ///   - toleratingInfoPlist: Whether an unreadable `Info.plist` is a warning rather than an error.
    init(
        path: String, developmentRegion: Localization?, pseudoLocalizations: [PseudoLocalization], files: BundleFiles,
        toleratingInfoPlist: Bool = false
    ) throws(ResourceError) {
        self.path = path
        self.files = files
        overlay = nil
        let layout = BundleLayout(path: path)
        resourcesPath = layout.resources
        let contents = try BundleContents(resources: layout.resources, files: files)
        let infoPath = layout.infoPlist ?? path + "/Info.plist"
        var info: BundleInfo
        do {
            info = try BundleInfo(path: infoPath, exists: layout.infoPlist != nil, files: files)
        } catch  where toleratingInfoPlist {
            info = try BundleInfo(path: infoPath, exists: false, files: files)
            info.warnings.append(error)
        }

        var localizations = Self.unique(info.localizations.map { Localization($0) })
        for folder in contents.folders.keys.sorted() where folder != "mul" && !localizations.contains(Localization(folder)) {
            localizations.append(Localization(folder))
        }
        let catalogs = contents.catalogs.values.sorted { $0.path < $1.path }
        for catalog in catalogs {
            // `de-CH` in a catalog is the `de-ch.lproj` SwiftPM made of `de-CH.lproj`: one localization.
            for language in catalog.languages where !localizations.contains(where: { $0.folded == language.folded }) {
                localizations.append(language)
            }
        }
        let catalogSource = (contents.catalogs["Localizable"] ?? catalogs.first)?.sourceLanguage
        self.developmentRegion = developmentRegion ?? info.developmentRegion.map { Localization($0) } ?? catalogSource
        var pseudo: [Localization: PseudoLocalization] = [:]
        for pseudoLocalization in pseudoLocalizations where self.developmentRegion != nil {
            let name = pseudoLocalization.localization
            guard !localizations.contains(where: { $0.folded == name.folded }) else { continue }
            localizations.append(name)
            pseudo[name] = pseudoLocalization
        }
        self.pseudoLocalizations = pseudo
        resolver = LocalizationResolver(localizations: localizations, developmentRegion: self.developmentRegion)
        self.localizations = resolver.localizations
        var tables = Set(contents.catalogs.keys)
        for files in contents.folders.values {
            for file in files {
                for suffix in [".strings", ".stringsdict"] where file.hasSuffix(suffix) {
                    tables.insert(String(file.dropLast(suffix.count)))
                }
            }
        }
        tableNames = tables.sorted()
        self.contents = contents
        warnings = info.warnings + contents.warnings
        store = TableStore(sources: contents.sourceCount * (1 + pseudo.count))
    }

    /// This bundle with `overlay`'s overrides over its tables: the same folder, files and
    /// tables read (shared, not read again), each table a lookup chooses merged with its
    /// localization's overrides.
    private init(_ bundle: LocalizationBundle, overlay: OverrideOverlay) {
        path = bundle.path
        resourcesPath = bundle.resourcesPath
        localizations = bundle.localizations
        developmentRegion = bundle.developmentRegion
        resolver = bundle.resolver
        tableNames = bundle.tableNames
        warnings = bundle.warnings
        pseudoLocalizations = bundle.pseudoLocalizations
        contents = bundle.contents
        store = bundle.store
        files = bundle.files
        self.overlay = overlay
    }

    /// This bundle (as read, without the overlay it may have) with `overlay` over its tables.
    func overlaid(by overlay: OverrideOverlay) -> LocalizationBundle {
        LocalizationBundle(self, overlay: overlay)
    }

    /// `Bundle.preferredLocalizations(from:forPreferences:)` for this bundle: `preferences` are
    /// the user's languages as written (BCP 47 tags or ICU identifiers), best first.
    public func preferredLocalizations(for preferences: [String]) -> [Localization] {
        resolver.preferredLocalizations(for: preferences)
    }

    /// The bundle's localization search list for `preferences` (development region appended).
    public func searchList(for preferences: [String]) -> [Localization] {
        resolver.searchList(for: preferences)
    }

    /// The table `name` as Apple's bundle lookup assembles it for a language search list.
    ///
    /// Localizations are tried in Apple's order: the first of `searchList`, then `Base`, then the
    /// rest. The `.strings` and `.stringsdict` are located independently (the first localization
    /// that has each wins; a catalog language counts as having both), and the `.stringsdict`'s
    /// entries replace the `.strings`' entries of the same key. Keys are not looked up across
    /// localizations here (Apple does not); per-key fallback is an option of the formatting layer.
    ///
    /// - Returns: The table, empty if no localization has it.
    /// - Throws: `ResourceError` if a file that the lookup chose cannot be read.
    public func table(_ name: String, searchList: [Localization]) throws(ResourceError) -> StringTable {
        let sources = sources(forTable: name, searchList: searchList)
        guard let overlay, let chosen = searchList.first, overlay.overrides(name, of: chosen) else {
            return try table(name, from: sources)
        }
        // The first localization's overrides over whichever files Apple's lookup chose.
        let pair = TableStore.SourcePair(name: name, strings: sources.strings, stringsdict: sources.stringsdict)
        return try overlay.table(name, localization: chosen, sources: pair) { () throws(ResourceError) in
            try table(name, from: sources)
        } ?? StringTable(name: name)
    }

    /// The String Catalog that holds table `name`, as read when the bundle was opened, and its
    /// path; `nil` when no catalog does. For tools that edit or convert catalogs, which need what
    /// a table does not hold (states, extraction states, fields this package does not read).
    ///
    /// - Throws: The `ResourceError` reading the catalog gave.
    package func catalog(forTable name: String) throws(ResourceError) -> (catalog: StringCatalog, file: String)? {
        guard let loaded = contents.catalogs[name] else { return nil }
        return (try loaded.catalog.get(), loaded.path)
    }

    /// The table `name` of one localization alone (its `.strings` and `.stringsdict`, or its
    /// catalog language; `Base` is not consulted unless asked for), or `nil` if that
    /// localization does not have it.
    public func table(_ name: String, localization: Localization) throws(ResourceError) -> StringTable? {
        let base = localization.isBase
        let sources = self.sources(forTable: name, searchList: [localization], includingBase: base)
        let hasFiles = sources.strings != nil || sources.stringsdict != nil
        if let overlay, overlay.overrides(name, of: localization) {
            let pair = TableStore.SourcePair(name: name, strings: sources.strings, stringsdict: sources.stringsdict)
            return try overlay.table(name, localization: localization, sources: pair) { () throws(ResourceError) in
                hasFiles ? try table(name, from: sources) : nil
            }
        }
        guard hasFiles else { return nil }
        return try table(name, from: sources)
    }

    /// The `.strings` source's table with the `.stringsdict` source's entries over it.
    private func table(
        _ name: String, from sources: (strings: TableSource?, stringsdict: TableSource?)
    ) throws(ResourceError) -> StringTable {
        let pair = TableStore.SourcePair(name: name, strings: sources.strings, stringsdict: sources.stringsdict)
        return try store.table(for: pair) { () throws(ResourceError) in try assemble(pair) }
    }

    /// The `.strings` source's table with the `.stringsdict` source's entries over it.
    private func assemble(_ sources: TableStore.SourcePair) throws(ResourceError) -> StringTable {
        let name = sources.name
        var table = StringTable(name: name)
        if let strings = sources.strings {
            table = try load(strings, table: name, format: .strings)
        }
        if let stringsdict = sources.stringsdict, stringsdict != sources.strings {
            var overrides = try load(stringsdict, table: name, format: .stringsdict)
            if case .catalog = stringsdict {
                // Xcode compiles only a catalog's entries with variations or substitutions into
                // the language's `.stringsdict`; its plain strings go to the `.strings`, which
                // another localization supplied here.
                let variants = overrides.entries.values.filter { if case .text = $0.value { false } else { true } }
                overrides = StringTable(name: name, entries: Array(variants), warnings: overrides.warnings)
            }
            table = table.merging(overriddenBy: overrides)
        }
        return table
    }

    /// `localization`'s own entry for `key` in table `name`, from whichever of its sources can
    /// be read (the `.stringsdict`'s over the `.strings`', as ``table(_:localization:)``
    /// assembles them): a broken `.stringsdict` hides nothing of a valid `.strings` beside it.
    func readableEntry(_ key: String, table name: String, localization: Localization) -> TableEntry? {
        if let entry = overlay?.entry(key, table: name, localization: localization) { return entry }
        let sources = self.sources(forTable: name, searchList: [localization], includingBase: localization.isBase)
        if let stringsdict = sources.stringsdict, stringsdict != sources.strings,
            let entry = (try? load(stringsdict, table: name, format: .stringsdict))?[key]
        {
            // A catalog stands in for the `.stringsdict` with its variations only (see `assemble`).
            if case .catalog = stringsdict, case .text = entry.value {} else { return entry }
        }
        guard let strings = sources.strings else { return nil }
        return (try? load(strings, table: name, format: .strings))?[key]
    }

    /// How many table sources (files, or catalog languages) have been read so far: each is read
    /// at most once in the bundle's lifetime.
    public var filesRead: Int { store.sourcesRead }

    /// The sources Apple's lookup would read for table `name` and a language search list.
    ///
    /// A localization whose `.lproj` folder has the table as files is read from those files
    /// alone, even when a catalog also has its language (a bundle ``warnings`` about it).
    public func sources(
        forTable name: String, searchList: [Localization], includingBase: Bool = true
    ) -> (strings: TableSource?, stringsdict: TableSource?) {
        var strings: TableSource?
        var stringsdict: TableSource?
        for localization in lookupOrder(searchList, includingBase: includingBase) {
            var hasFiles = false
            if let folder = contents.folderName(for: localization), contents.folder(folder, hasTable: name) {
                hasFiles = true
                let folderPath = resourcesPath + "/" + folder + ".lproj/"
                if strings == nil, contents.folders[folder]?.contains(name + ".strings") == true {
                    strings = .file(path: folderPath + name + ".strings", localization: Localization(folder))
                }
                if stringsdict == nil, contents.folders[folder]?.contains(name + ".stringsdict") == true {
                    stringsdict = .file(path: folderPath + name + ".stringsdict", localization: Localization(folder))
                }
            }
            if !hasFiles, let catalog = contents.catalogs[name], let language = catalog.language(matching: localization) {
                let source = TableSource.catalog(path: catalog.path, language: language)
                if strings == nil { strings = source }
                if stringsdict == nil { stringsdict = source }
            } else if !hasFiles, pseudoLocalizations[localization] != nil, let developmentRegion {
                // The development region's own sources, named for the pseudo-localization: `load`
                // reads them as the development region's and transforms what it read.
                let original = sources(forTable: name, searchList: [developmentRegion], includingBase: includingBase)
                if strings == nil { strings = original.strings.map { $0.renamed(to: localization) } }
                if stringsdict == nil { stringsdict = original.stringsdict.map { $0.renamed(to: localization) } }
            }
            if strings != nil, stringsdict != nil { break }
        }
        return (strings, stringsdict)
    }

    /// First language, then `Base` (when the bundle has it), then the rest.
    private func lookupOrder(_ searchList: [Localization], includingBase: Bool) -> [Localization] {
        var order = Array(searchList.prefix(1))
        if includingBase, contents.folders[Localization.base.name] != nil, !searchList.contains(.base) { order.append(.base) }
        order += searchList.dropFirst()
        return order
    }

    /// Which reader a table file takes.
    enum FileFormat { case strings, stringsdict }

    func load(_ source: TableSource, table name: String, format: FileFormat) throws(ResourceError) -> StringTable {
        try store.table(for: source) { source throws(ResourceError) in
            if let pseudo = pseudoLocalizations[source.localization], let original = developmentSource(for: source, table: name) {
                return pseudo.transform(try load(original, table: name, format: format))
            }
            switch source {
            case .file(let path, let localization):
                let bytes = try files.bytes(atPath: path)
                return format == .strings
                    ? try StringsTableReader.read(bytes: bytes, file: path, name: name, localization: localization)
                    : try StringsdictReader.read(bytes: bytes, file: path, name: name, localization: localization)
            case .catalog(let path, let language):
                guard let catalog = contents.catalogs[name], catalog.path == path else {
                    throw ResourceError(.unreadable, file: path, message: "no catalog for table '\(name)'")
                }
                return try CatalogTableReader.table(from: catalog.catalog.get(), file: path, name: name, language: language)
            }
        }
    }

    /// The development region's source that a pseudo-localization's `source` stands for: the
    /// same file read as its own folder's, or the catalog's development language.
    private func developmentSource(for source: TableSource, table name: String) -> TableSource? {
        switch source {
        case .file(let path, _):
            let folder = path.split(separator: "/").dropLast().last.map { Localization(String($0.dropLast(".lproj".count))) }
            return folder.map { .file(path: path, localization: $0) }
        case .catalog(let path, _):
            return developmentRegion.flatMap { contents.catalogs[name]?.language(matching: $0) }.map {
                .catalog(path: path, language: $0)
            }
        }
    }

    private static func unique(_ identifiers: [Localization]) -> [Localization] {
        var seen: Set<Localization> = []
        return identifiers.filter { seen.insert($0).inserted }
    }
}
