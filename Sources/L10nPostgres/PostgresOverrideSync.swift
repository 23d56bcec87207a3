#if Postgres
import CoreMetrics
import L10n
import L10nSupport
import PostgresNIO
import ServiceLifecycle

/// Keeps an `OverridingLocalizer` in step with the overrides in a PostgreSQL database,
/// as a `Service` of swift-service-lifecycle (run it in the service's `ServiceGroup`).
///
/// ```swift
/// let strings = try OverridingLocalizer(ReloadingLocalizer(path: "Resources"))
/// let sync = PostgresOverrideSync(strings, database: try DatabaseURL(url), logger: logger)
/// let services = ServiceGroup(services: [app, sync], gracefulShutdownSignals: [.sigterm], logger: logger)
/// ```
///
/// It listens on ``OverrideSchema/channel``, then reads every override; from then on a
/// notification makes it read again the one scope that changed (the global overrides or one
/// tenant's), and a full check every `fullCheckInterval` catches what a notification could not
/// say. Only a scope whose rows changed is installed again (`OverridingLocalizer.setOverrides(_:for:)`),
/// so one tenant's change remakes only that tenant's localizer.
///
/// It never stops serving: while the database cannot be reached the localizer keeps what it
/// has — at startup the bundle's files alone, later the last overrides read — and the log
/// says so; it connects again (after `retryDelay`, doubled up to five seconds) and catches up
/// with a full read. Rows that would be refused (written around ``OverrideStore``) are left
/// out entry by entry, each reported with lint's words; the scope's other entries are served.
///
/// Metrics (swift-metrics): `l10n_overrides` (gauge: the overrides served, by `localization`
/// and `scope`, `global` or `tenant`), `l10n_override_tenants` (gauge: tenants with overrides),
/// `l10n_override_changes` (counter: scopes installed, by `result`: `applied`, or `refused`
/// when entries were left out), `l10n_override_sync_failures` (counter: failed connections and
/// reads) and `l10n_override_sync_connected` (gauge, 0 or 1).
public final class PostgresOverrideSync: Service, Sendable {
    /// The localizer it keeps in step.
    public let localizer: OverridingLocalizer
    /// The database.
    public let database: DatabaseURL
    let fullCheckInterval: Duration
    let retryDelay: Duration
    let migrates: Bool
    let logger: Logger
    let metrics: any MetricsFactory

    /// What the last read of each scope found in the database, to install only what changed.
    private let applied = LockedState([Tenant?: Set<TranslationOverride>]())
    private let health = LockedState(Health())

    /// Whether the database is being heard, and why not.
    public struct Health: Sendable {
        /// Connected and listening, with every scope read since.
        public var isSynchronized = false
        /// The last failure, while not synchronized.
        public var lastError: String?
        /// Full reads completed (each connection begins with one).
        public var fullReads = 0
    }

    /// - Parameters:
    ///   - localizer: The layers the overrides are installed in.
    ///   - database: The database the overrides are read from.
    ///   - fullCheckInterval: How often every override is read again, for what no
    ///     notification said.
    ///   - retryDelay: The wait before connecting again after a failure, doubled after each
    ///     one up to five seconds.
    ///   - migrates: Bring the schema to its newest version on connecting (the default); a
    ///     service whose database role may not create tables sets `false` and runs
    ///     `l10n overrides migrate` at deploy.
    ///   - logger: Where connections, outages and refused rows are logged.
    ///   - metrics: Where the metrics go: the factory the process bootstrapped, by default.
    public init(
        _ localizer: OverridingLocalizer, database: DatabaseURL, fullCheckInterval: Duration = .seconds(30),
        retryDelay: Duration = .milliseconds(250), migrates: Bool = true,
        logger: Logger = Logger(label: "l10n.overrides"), metrics: any MetricsFactory = MetricsSystem.factory
    ) {
        self.localizer = localizer
        self.database = database
        self.fullCheckInterval = fullCheckInterval
        self.retryDelay = retryDelay
        self.migrates = migrates
        self.logger = logger
        self.metrics = metrics
    }

    /// Whether the database is being heard now.
    public var currentHealth: Health { health.withLock { $0 } }

    /// Synchronizes until cancelled or until the service group shuts down gracefully.
    public func run() async throws {
        await cancelWhenGracefulShutdown {
            var delay = self.retryDelay
            while !Task.isCancelled {
                do {
                    try await self.synchronize { delay = self.retryDelay }
                } catch {
                    if Task.isCancelled { break }
                    self.failed(error)
                }
                try? await Task.sleep(for: delay)
                delay = min(delay * 2, .seconds(5))
            }
            self.health.withLock { $0.isSynchronized = false }
            Gauge(label: "l10n_override_sync_connected", factory: self.metrics).record(0)
        }
    }

    /// What a connection's work consists of, one at a time so that a later read is never
    /// installed before an earlier one.
    private enum Work {
        case all
        case scope(Tenant?)
    }

    private struct ConnectionLost: Error, CustomStringConvertible {
        var description: String { "the connection stopped delivering notifications" }
    }

    /// One connection: listen, read everything, then follow notifications and full checks
    /// until the connection fails. `connected` runs once the first full read is installed.
    private func synchronize(connected: () -> Void) async throws {
        let store = try await OverrideStore.connect(database, logger: logger)
        do {
            if migrates { try await store.migrate() }
            try await store.connection.listen(on: OverrideSchema.channel) { notifications in
                try await self.readAll(store)
                connected()
                try await withThrowingTaskGroup(of: Void.self) { group in
                    let (work, queue) = AsyncStream.makeStream(of: Work.self)
                    group.addTask {
                        for try await notification in notifications {
                            switch notification.payload {
                            case "": queue.yield(.scope(nil))
                            case let name:
                                // `*` (a TRUNCATE) and a name no tenant has: read everything.
                                queue.yield(Tenant(name).map(Work.scope) ?? .all)
                            }
                        }
                        throw ConnectionLost()
                    }
                    group.addTask {
                        while true {
                            try await Task.sleep(for: self.fullCheckInterval)
                            queue.yield(.all)
                        }
                    }
                    group.addTask {
                        for await item in work {
                            switch item {
                            case .all: try await self.readAll(store)
                            case .scope(let tenant): try await self.read(tenant, store)
                            }
                        }
                    }
                    defer { queue.finish() }
                    try await group.next()
                    group.cancelAll()
                }
            }
            try await store.close()
        } catch {
            try? await store.close()
            throw error
        }
    }

    private func readAll(_ store: OverrideStore) async throws {
        let rows = try await store.allOverrides()
        var scopes = Dictionary(grouping: rows, by: \.tenant)
        let known = applied.withLock { Set($0.keys) }
        for tenant in known where scopes[tenant] == nil { scopes[tenant] = [] }
        // The global overrides first: a tenant's are checked over them.
        install(nil, scopes.removeValue(forKey: nil) ?? [])
        for tenant in scopes.keys.sorted(by: { ($0?.name ?? "") < ($1?.name ?? "") }) {
            install(tenant, scopes[tenant] ?? [])
        }
        let wasSynchronized = health.withLock { health in
            defer {
                health.isSynchronized = true
                health.lastError = nil
                health.fullReads += 1
            }
            return health.isSynchronized
        }
        if !wasSynchronized {
            logger.info("overrides: synchronized with \(database) (\(rows.count) overrides)")
            Gauge(label: "l10n_override_sync_connected", factory: self.metrics).record(1)
        }
    }

    private func read(_ tenant: Tenant?, _ store: OverrideStore) async throws {
        install(tenant, try await store.overrides(for: tenant))
    }

    /// Installs `rows` as `tenant`'s scope if they differ from what was last read for it.
    private func install(_ tenant: Tenant?, _ rows: [TranslationOverride]) {
        let wanted = Set(rows)
        guard applied.withLock({ ($0[tenant] ?? []) != wanted }) else { return }
        let scope = tenant.map { "tenant '\($0)'" } ?? "the global overrides"
        do {
            try localizer.setOverrides(rows, for: tenant)
            Counter(label: "l10n_override_changes", dimensions: [("result", "applied")], factory: self.metrics).increment()
        } catch {
            // Serve every entry that is accepted on its own; report the others with lint's words.
            let entries = Dictionary(grouping: rows, by: EntryID.init)
            var accepted: [TranslationOverride] = []
            for (_, entry) in entries.sorted(by: { "\($0.key)" < "\($1.key)" }) {
                let problems = localizer.problems(accepted + entry, for: tenant)
                if problems.isEmpty {
                    accepted += entry
                } else {
                    for problem in problems { logger.error("overrides: \(scope): refused: \(problem)") }
                }
            }
            Counter(label: "l10n_override_changes", dimensions: [("result", "refused")], factory: self.metrics).increment()
            do {
                try localizer.setOverrides(accepted, for: tenant)
            } catch {
                // Cannot be refused now each entry was accepted; keep what is served if it is.
                logger.error("overrides: \(scope): not installed: \(error)")
                return
            }
        }
        applied.withLock { $0[tenant] = wanted.isEmpty ? nil : wanted }
        logger.debug("overrides: \(scope): \(rows.count) overrides installed")
        recordGauges()
    }

    /// The overrides served, by localization and scope, and the tenants with overrides.
    private func recordGauges() {
        var counts: [String: [String: Int]] = ["global": [:], "tenant": [:]]
        for override in localizer.overrides {
            counts[override.tenant == nil ? "global" : "tenant", default: [:]][override.localization.name, default: 0] += 1
        }
        for localization in localizer.base.servingLocalizer.bundle.localizations {
            for scope in ["global", "tenant"] {
                Gauge(label: "l10n_overrides", dimensions: [("localization", localization.name), ("scope", scope)], factory: self.metrics)
                    .record(counts[scope]?[localization.name] ?? 0)
            }
        }
        Gauge(label: "l10n_override_tenants", factory: self.metrics).record(localizer.tenants.count)
    }

    private func failed(_ error: any Error) {
        let served = applied.withLock { $0.values.reduce(0) { $0 + $1.count } }
        let (wasSynchronized, repeated) = health.withLock { health in
            defer {
                health.isSynchronized = false
                health.lastError = "\(error)"
            }
            return (health.isSynchronized, health.lastError == "\(error)")
        }
        Counter(label: "l10n_override_sync_failures", factory: self.metrics).increment()
        Gauge(label: "l10n_override_sync_connected", factory: self.metrics).record(0)
        // Once per outage and per new reason, not once per retry.
        guard wasSynchronized || !repeated else { return }
        let keeping =
            health.withLock { $0.fullReads } == 0
            ? "serving the bundle's files without overrides" : "keeping the last \(served) overrides read"
        logger.error("overrides: cannot synchronize with \(database): \(String(reflecting: error)); \(keeping) until it answers")
    }
}
#endif
