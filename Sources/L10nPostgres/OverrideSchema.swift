#if Postgres
import PostgresNIO

/// The tables the overrides live in, as numbered migrations: a database is brought to the
/// newest by applying, in order, those it has not had (`l10n_schema_migrations` records them).
///
/// One row of `l10n_overrides` is one `TranslationOverride`: `tenant` is `''` for a
/// global override. A trigger notifies the channel ``channel`` with the tenant of every row
/// that changes (`''`: the global overrides; `*` after a `TRUNCATE`), which is how each running
/// instance learns of a change.
public enum OverrideSchema {
    /// The channel of `LISTEN`/`NOTIFY` the instances hear changes on.
    public static let channel = "l10n_overrides"

    /// The migrations, oldest first; a migration, once released, is never edited (a change is
    /// a new one).
    public static let migrations: [(version: Int, statements: [String])] = [
        (
            1,
            [
                """
                CREATE TABLE l10n_overrides (
                    tenant text NOT NULL DEFAULT '' CHECK (tenant = '' OR tenant ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
                    localization text NOT NULL CHECK (localization <> ''),
                    string_table text NOT NULL DEFAULT 'Localizable' CHECK (string_table <> ''),
                    key text NOT NULL CHECK (key <> ''),
                    value text NOT NULL,
                    updated_at timestamptz NOT NULL DEFAULT now(),
                    PRIMARY KEY (tenant, localization, string_table, key)
                )
                """,
                """
                CREATE FUNCTION l10n_overrides_changed() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    IF TG_OP = 'TRUNCATE' THEN
                        PERFORM pg_notify('l10n_overrides', '*');
                        RETURN NULL;
                    END IF;
                    IF TG_OP IN ('UPDATE', 'DELETE') THEN
                        PERFORM pg_notify('l10n_overrides', OLD.tenant);
                    END IF;
                    IF TG_OP IN ('INSERT', 'UPDATE') THEN
                        PERFORM pg_notify('l10n_overrides', NEW.tenant);
                    END IF;
                    RETURN NULL;
                END
                $$
                """,
                """
                CREATE TRIGGER l10n_overrides_changed AFTER INSERT OR UPDATE OR DELETE ON l10n_overrides
                    FOR EACH ROW EXECUTE FUNCTION l10n_overrides_changed()
                """,
                """
                CREATE TRIGGER l10n_overrides_truncated AFTER TRUNCATE ON l10n_overrides
                    FOR EACH STATEMENT EXECUTE FUNCTION l10n_overrides_changed()
                """,
            ]
        )
    ]

    /// The newest version.
    public static var version: Int { migrations.last?.version ?? 0 }

    /// Brings the database `connection` is to to the newest version, in one transaction;
    /// instances that start at once take turns (an advisory lock), so each migration runs once.
    /// Returns the versions it applied.
    @discardableResult
    static func migrate(_ connection: PostgresConnection, logger: Logger) async throws -> [Int] {
        try await OverrideTransaction.run(on: connection, logger: logger) {
            _ = try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger).collect()
            _ = try await connection.query(
                "CREATE TABLE IF NOT EXISTS l10n_schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
                logger: logger
            ).collect()
            var applied = Set<Int>()
            for try await version in try await connection.query("SELECT version FROM l10n_schema_migrations", logger: logger)
                .decode(Int.self)
            {
                applied.insert(version)
            }
            var newlyApplied: [Int] = []
            for migration in migrations where !applied.contains(migration.version) {
                for statement in migration.statements {
                    _ = try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger).collect()
                }
                _ = try await connection.query(
                    "INSERT INTO l10n_schema_migrations (version) VALUES (\(migration.version))", logger: logger
                ).collect()
                newlyApplied.append(migration.version)
            }
            return newlyApplied
        }
    }

    /// The advisory lock migrations take: a constant of this package's own ("l10n" in ASCII).
    static let lockKey: Int64 = 0x6C31_306E
}

/// `BEGIN` … `COMMIT` on one connection, rolled back when `body` throws.
enum OverrideTransaction {
    static func run<Result>(
        on connection: PostgresConnection, logger: Logger, _ body: () async throws -> Result
    ) async throws -> Result {
        _ = try await connection.query("BEGIN", logger: logger).collect()
        do {
            let result = try await body()
            _ = try await connection.query("COMMIT", logger: logger).collect()
            return result
        } catch {
            _ = try? await connection.query("ROLLBACK", logger: logger).collect()
            throw error
        }
    }
}
#endif
