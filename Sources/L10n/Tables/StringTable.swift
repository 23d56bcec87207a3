import L10nResources

/// The entries of one table (`Localizable`, `InfoPlist`, …) as the runtime looks keys up in it.
///
/// Built from one file (or one language of a catalog) by the readers in this folder, then merged
/// the way CFBundle merges: ``merging(overriddenBy:)`` lets `.stringsdict` entries replace `.strings`
/// entries of the same key.
public struct StringTable: Sendable {
    /// The table's name: the file name without extension.
    public let name: String
    /// The entries by key.
    public private(set) var entries: [String: TableEntry]
    /// Non-fatal findings from reading (duplicate keys, unknown rule types, ignored trailing text).
    public private(set) var warnings: [ResourceError]

    /// A table of `entries`; a key given twice keeps the later entry, as CoreFoundation does.
    public init(name: String, entries: [TableEntry] = [], warnings: [ResourceError] = []) {
        self.name = name
        self.entries = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { _, later in later })
        self.warnings = warnings
    }

    /// The entry for `key`, if the table has one.
    public subscript(key: String) -> TableEntry? {
        entries[key]
    }

    /// The number of keys.
    public var count: Int { entries.count }

    /// The entries sorted by file and line, the order a person reads them in.
    public var entriesInFileOrder: [TableEntry] {
        entries.values.sorted { ($0.location, $0.key) < ($1.location, $1.key) }
    }

    /// The bytes the table's keys and strings take, estimated (for the byte bound of the
    /// bundle's cache of assembled tables).
    var approximateBytes: Int {
        entries.reduce(0) { total, element in
            total + element.key.utf8.count * 2 + element.value.value.allStrings.reduce(0) { $0 + $1.utf8.count } + 128
        }
    }

    /// This table with `overrides`' entries replacing its own of the same key, and added where
    /// it has none: a `.stringsdict` (`overrides`) over a `.strings` file of the same table.
    public func merging(overriddenBy overrides: StringTable) -> StringTable {
        var merged = self
        merged.entries.merge(overrides.entries) { _, override in override }
        merged.warnings += overrides.warnings
        return merged
    }
}
