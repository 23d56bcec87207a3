#if Postgres
import L10n
import PostgresNIO

/// The overrides in a PostgreSQL database (``OverrideSchema``), over one connection: read
/// them, and change them only after they were checked against the bundle they will be served
/// over — a refused change writes nothing, so what is in the database is what services serve.
///
/// ```swift
/// let store = try await OverrideStore.connect(DatabaseURL("postgres://l10n@db/app"))
/// try await store.migrate()
/// try await store.set(
///     [TranslationOverride(tenant: Tenant("acme"), localization: "de", key: "team.title", value: "Arbeitsbereich")],
///     for: Tenant("acme"), checkedAgainst: Localizer(path: "Resources"))
/// try await store.close()
/// ```
///
/// A change runs in one transaction that holds its scope's advisory lock, so two writers of
/// one tenant's overrides take turns and neither loses the other's change.
public final class OverrideStore: Sendable {
    let connection: PostgresConnection
    let logger: Logger
    /// The database, as logs show it.
    public let url: DatabaseURL

    init(connection: PostgresConnection, url: DatabaseURL, logger: Logger) {
        self.connection = connection
        self.url = url
        self.logger = logger
    }

    /// Connects to `url`.
    public static func connect(_ url: DatabaseURL, logger: Logger = Logger(label: "l10n.overrides")) async throws -> OverrideStore {
        let connection = try await PostgresConnection.connect(configuration: url.configuration(), id: 1, logger: logger)
        return OverrideStore(connection: connection, url: url, logger: logger)
    }

    /// Closes the connection.
    public func close() async throws {
        try await connection.close()
    }

    /// Brings the schema to its newest version (``OverrideSchema``); returns the versions applied.
    @discardableResult
    public func migrate() async throws -> [Int] {
        try await OverrideSchema.migrate(connection, logger: logger)
    }

    /// The overrides of `tenant` (`nil`: the global ones), ordered by localization, table and key.
    public func overrides(for tenant: Tenant?) async throws -> [TranslationOverride] {
        let rows = try await connection.query(
            """
            SELECT tenant, localization, string_table, key, value FROM l10n_overrides
            WHERE tenant = \(tenant?.name ?? "") ORDER BY localization, string_table, key
            """, logger: logger)
        return try await Self.overrides(rows)
    }

    /// Every override: global ones first, then each tenant's by name.
    public func allOverrides() async throws -> [TranslationOverride] {
        let rows = try await connection.query(
            "SELECT tenant, localization, string_table, key, value FROM l10n_overrides ORDER BY tenant, localization, string_table, key",
            logger: logger)
        return try await Self.overrides(rows)
    }

    /// Sets `overrides` (all of `tenant`'s scope; `nil`: global) beside that scope's others:
    /// each replaces the whole entry its key names in its localization and table (every
    /// `KEY##{category}` of a plural). The scope as it would then be is checked against
    /// `bundle` first (`OverridingLocalizer.problems(_:for:)`).
    ///
    /// - Throws: `OverrideRefusal` when the scope would be refused; nothing is written.
    public func set(_ overrides: [TranslationOverride], for tenant: Tenant?, checkedAgainst bundle: some ServingLocalizer) async throws {
        let localizations = bundle.servingLocalizer.bundle
        let overrides = overrides.map { override in
            var spelled = override
            spelled.localization = localizations.localization(matching: override.localization) ?? override.localization
            return spelled
        }
        let replaced = Set(overrides.map(EntryID.init))
        try await change(tenant, checkedAgainst: bundle) { current in
            current.filter { !replaced.contains(EntryID($0)) } + overrides
        }
    }

    /// Removes the overrides of the entries `keys` (each with all its variants; a key that
    /// names a variant, `files##{one}`, names its entry) in
    /// `localization`'s `table` of `tenant`'s scope (`nil`: global); returns the rows removed.
    /// A removal needs no check: it leaves the files' entries (or the global overrides) to answer.
    @discardableResult
    public func remove(keys: [String], localization: Localization, table: String = "Localizable", for tenant: Tenant?) async throws -> Int {
        let keys = Set(keys.map(TranslationOverride.entryKey(of:)))
        return try await OverrideTransaction.run(on: connection, logger: logger) {
            let scope = tenant?.name ?? ""
            try await lock(scope)
            let removed = try await overrides(for: tenant).filter {
                $0.localization.folded == localization.folded && $0.table == table && keys.contains($0.entryKey)
            }
            for override in removed {
                _ = try await connection.query(
                    """
                    DELETE FROM l10n_overrides WHERE tenant = \(scope) AND localization = \(override.localization.name)
                    AND string_table = \(override.table) AND key = \(override.key)
                    """, logger: logger
                ).collect()
            }
            return removed.count
        }
    }

    /// Replaces `tenant`'s whole scope with `overrides` (empty: removes it), after checking it.
    ///
    /// - Throws: `OverrideRefusal` when the scope would be refused; nothing is written.
    public func replace(_ overrides: [TranslationOverride], for tenant: Tenant?, checkedAgainst bundle: some ServingLocalizer) async throws
    {
        try await change(tenant, checkedAgainst: bundle) { _ in overrides }
    }

    /// Reads the scope under its lock, makes the new one with `edit`, checks and writes it.
    private func change(
        _ tenant: Tenant?, checkedAgainst bundle: some ServingLocalizer,
        _ edit: ([TranslationOverride]) -> [TranslationOverride]
    ) async throws {
        try await OverrideTransaction.run(on: connection, logger: logger) {
            let scope = tenant?.name ?? ""
            try await lock(scope)
            let current = try await overrides(for: tenant)
            let wanted = edit(current)
            // A tenant's overrides are checked over the global ones, as they are served.
            let checker = try OverridingLocalizer(bundle)
            if tenant != nil {
                try? checker.setOverrides(try await overrides(for: nil), for: nil)
            }
            // Refused, nothing is written; accepted, each localization is spelled as the bundle
            // spells it, so every instance reads one spelling.
            try checker.setOverrides(wanted, for: tenant)
            _ = try await connection.query("DELETE FROM l10n_overrides WHERE tenant = \(scope)", logger: logger).collect()
            for override in checker.overrides(for: tenant) {
                _ = try await connection.query(
                    """
                    INSERT INTO l10n_overrides (tenant, localization, string_table, key, value)
                    VALUES (\(scope), \(override.localization.name), \(override.table), \(override.key), \(override.value))
                    """, logger: logger
                ).collect()
            }
        }
    }

    /// Takes `scope`'s lock for the rest of the transaction: its writers take turns.
    private func lock(_ scope: String) async throws {
        _ = try await connection.query("SELECT pg_advisory_xact_lock(hashtextextended(\("l10n_overrides:" + scope), 0))", logger: logger)
            .collect()
    }

    private static func overrides(_ rows: PostgresRowSequence) async throws -> [TranslationOverride] {
        var overrides: [TranslationOverride] = []
        for try await (tenant, localization, table, key, value) in rows.decode((String, String, String, String, String).self) {
            overrides.append(
                TranslationOverride(
                    tenant: tenant.isEmpty ? nil : Tenant(tenant), localization: Localization(localization), table: table, key: key,
                    value: value))
        }
        return overrides
    }
}

extension LocalizationBundle {
    /// The bundle's spelling of `localization` (`pt_BR` for `pt-BR.lproj`), if it has it.
    func localization(matching localization: Localization) -> Localization? {
        localizations.first { $0.folded == localization.folded }
    }
}

/// The entry an override replaces: its localization, table and key without a plural category.
struct EntryID: Hashable {
    let localization: Localization
    let table: String
    let entryKey: String

    init(localization: Localization, table: String, entryKey: String) {
        self.localization = localization
        self.table = table
        self.entryKey = entryKey
    }

    init(_ override: TranslationOverride) {
        self.init(localization: override.localization, table: override.table, entryKey: override.entryKey)
    }
}
#endif
