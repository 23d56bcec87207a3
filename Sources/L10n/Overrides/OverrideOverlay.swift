import L10nResources
import L10nSupport

/// The overrides one tenant's requests see — the global ones, that tenant's over them — as
/// tables laid over a bundle's (``LocalizationBundle/overlaid(by:)``).
///
/// An override belongs to one localization's table, as a line of that localization's file
/// would: the table a lookup chooses for a search list (its first localization's) has the
/// overrides of that localization over its entries, and so has the table of a localization
/// looked at alone (per-key fallback, degrading). A localization's table merged with its
/// overrides is made once and kept (it copies the bundle table's entries once per tenant and
/// table used; see the Overrides article).
final class OverrideOverlay: Sendable {
    /// One localization's table.
    struct TableKey: Hashable, Sendable {
        let localization: Localization
        let table: String
    }

    /// The override entries, by localization and table.
    let tables: [TableKey: StringTable]

    /// A bundle table merged with overrides, by the sources the bundle chose and the
    /// localization whose overrides lie over it.
    private struct MergedKey: Hashable, Sendable {
        let table: TableKey
        let sources: TableStore.SourcePair?
    }

    /// Bundle tables merged with overrides: as many as the bundle's tables times its
    /// localizations, each kept once. 1,024 tables and 64 MiB.
    private let merged = BoundedCache<MergedKey, StringTable>(capacity: 1024, maximumBytes: 64 << 20) { _, table in
        table.approximateBytes
    }

    /// An overlay of `layers`, each over the ones before it (global overrides first, then a
    /// tenant's), their localizations spelled as the bundle spells them.
    init(layers: [[TranslationOverride]]) {
        var tables: [TableKey: StringTable] = [:]
        for layer in layers {
            for (key, table) in Self.tables(of: layer) {
                tables[key] = tables[key].map { $0.merging(overriddenBy: table) } ?? table
            }
        }
        self.tables = tables
    }

    /// One layer's overrides as tables: the entries each localization's table's overrides
    /// make (``OverrideEntries``: Smartling's `KEY##{category}` plurals, `KEY##{device:ipad}`
    /// device and `KEY##{width:20}` width variants). Overrides that make no entry are left out:
    /// ``OverrideValidation`` refuses them before a layer is made of them.
    static func tables(of overrides: [TranslationOverride]) -> [TableKey: StringTable] {
        var byTable: [TableKey: [TranslationOverride]] = [:]
        for override in overrides {
            byTable[TableKey(localization: override.localization, table: override.table), default: []].append(override)
        }
        return byTable.mapValues { list in
            let made = OverrideEntries(list)
            return StringTable(name: list[0].table, entries: made.entries, warnings: made.warnings)
        }
    }

    /// Whether `localization`'s table `name` has overrides.
    func overrides(_ name: String, of localization: Localization) -> Bool {
        tables[TableKey(localization: localization, table: name)] != nil
    }

    /// `localization`'s override of `key` in table `name`.
    func entry(_ key: String, table name: String, localization: Localization) -> TableEntry? {
        tables[TableKey(localization: localization, table: name)]?[key]
    }

    /// `base` (the bundle's table from `sources`, `nil` when the localization has none) with
    /// `localization`'s overrides of table `name` over it, made the first time it is asked for.
    func table(
        _ name: String, localization: Localization, sources: TableStore.SourcePair?,
        base: () throws(ResourceError) -> StringTable?
    ) throws(ResourceError) -> StringTable? {
        let key = TableKey(localization: localization, table: name)
        guard let overrides = tables[key] else { return try base() }
        return try merged.value(for: MergedKey(table: key, sources: sources)) { () throws(ResourceError) in
            (try base() ?? StringTable(name: name)).merging(overriddenBy: overrides)
        }
    }
}
