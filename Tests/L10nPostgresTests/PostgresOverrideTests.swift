#if Postgres
import Foundation
import L10n
import L10nPostgres
import L10nSupport
import L10nTestSupport
import Logging
import Testing

/// Overrides kept in a real PostgreSQL (a throwaway cluster per test, Debian's server): the
/// store checks what it writes as lint would a file, the example service serves each tenant
/// its own overrides, two instances serve a change within a second, and the service answers
/// while the database is stopped and catches up when it returns.
@Suite(.serialized) struct PostgresOverrideTests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path
    static let acme = Tenant("acme")!

    static func withCluster(_ body: (PostgresCluster, DatabaseURL) async throws -> Void) async throws {
        let cluster = try PostgresCluster.start()
        defer { cluster.destroy() }
        do {
            try await body(cluster, try DatabaseURL(cluster.url))
        } catch {
            Issue.record("PostgreSQL's log:\n\(cluster.log)")
            throw error
        }
    }

    @discardableResult
    static func withStore<Result>(_ url: DatabaseURL, _ body: (OverrideStore) async throws -> Result) async throws -> Result {
        let store = try await OverrideStore.connect(url)
        do {
            let result = try await body(store)
            try await store.close()
            return result
        } catch {
            try? await store.close()
            throw error
        }
    }

    static func greeting(_ tenant: Tenant?, _ value: String) -> TranslationOverride {
        TranslationOverride(tenant: tenant, localization: "fr", key: "greeting", value: value)
    }

    @Test func theStoreMigratesChecksWritesAndReads() async throws {
        try await Self.withCluster { cluster, url in
            let bundle = try Localizer(path: Self.examplePath)
            try await Self.withStore(url) { store in
                #expect(try await store.migrate() == [1])
                #expect(try await store.migrate() == [])
                // Spelled as the bundle spells the localization; a plural's categories replace its entry.
                try await store.set(
                    [TranslationOverride(localization: "RU", key: "files.remaining##{one}", value: "остался %lld файл")]
                        + ["few", "many", "other"].map {
                            TranslationOverride(localization: "ru", key: "files.remaining##{\($0)}", value: "осталось %lld (\($0))")
                        },
                    for: nil, checkedAgainst: bundle)
                try await store.set([Self.greeting(Self.acme, "Salut %@ de la part d'acme")], for: Self.acme, checkedAgainst: bundle)
                let all = try await store.allOverrides()
                #expect(all.count == 5)
                #expect(all.filter { $0.tenant == nil }.allSatisfy { $0.localization == "ru" })
                #expect(try await store.overrides(for: Self.acme) == [Self.greeting(Self.acme, "Salut %@ de la part d'acme")])

                // A mistake is refused with lint's rule and message for the same line in the
                // bundle's French file, and nothing is written.
                await #expect {
                    try await store.set([Self.greeting(Self.acme, "Salut %d")], for: Self.acme, checkedAgainst: bundle)
                } throws: { error in
                    guard let refusal = error as? OverrideRefusal, case .lint(let finding)? = refusal.problems.first else { return false }
                    let linted = try? Self.lintFrench(line: "\"greeting\" = \"Salut %d\";")
                    return refusal.problems.count == 1 && finding.file == "overrides/acme/fr.lproj/Localizable.strings"
                        && linted?.map(\.message) == [finding.message] && linted?.map(\.rule) == [finding.rule]
                }
                #expect(try await store.overrides(for: Self.acme).map(\.value) == ["Salut %@ de la part d'acme"])
                // A tenant name the schema refuses cannot be written around the store either.
                #expect(throws: (any Error).self) {
                    try cluster.psql("INSERT INTO l10n_overrides (tenant, localization, key, value) VALUES ('../x', 'fr', 'greeting', 'x')")
                }

                #expect(try await store.remove(keys: ["files.remaining"], localization: "ru", for: nil) == 4)
                #expect(try await store.allOverrides().count == 1)
            }
        }
    }

    /// The bundle's French file with `line` added, linted: its errors.
    static func lintFrench(line: String) throws -> [LintFinding] {
        let copy = try TemporaryBundle(copying: examplePath)
        let french = "fr.lproj/Localizable.strings"
        let text = try String(contentsOfFile: copy.path(french), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("\"greeting\"") }.joined(separator: "\n")
        try copy.write(french, text: text + "\n" + line + "\n")
        return try withExtendedLifetime(copy) {
            try Linter().lint(path: copy.path).filter { $0.severity == .error && $0.file.hasSuffix(french) }
        }
    }

    /// Twenty tenants' overrides in the database, served by the example service to 200
    /// concurrent requests over HTTP: each request gets its own tenant's wording, a request
    /// without a tenant (or naming one without overrides) the global one.
    @Test func twentyTenantsEachGetTheirOwnWordingOverHTTP() async throws {
        try await Self.withCluster { _, url in
            let tenants = (0..<20).map { Tenant("tenant-\($0)")! }
            let bundle = try Localizer(path: Self.examplePath)
            try await Self.withStore(url) { store in
                try await store.migrate()
                try await store.set([Self.greeting(nil, "Salut, %@ !")], for: nil, checkedAgainst: bundle)
                for tenant in tenants {
                    try await store.set([Self.greeting(tenant, "\(tenant.name) salue %@")], for: tenant, checkedAgainst: bundle)
                }
            }
            let server = try ExampleServerProcess(["--database", url.description])
            defer { server.stop() }
            // The first full read installs the scopes one by one, in the order of the tenants'
            // names (tenant-19 before tenant-2): wait for every one, not for one of them.
            for tenant in tenants {
                try await Self.waitUntil(server, serves: "\(tenant.name) salue Anna", tenant: tenant.name)
            }
            let wrong = try await withThrowingTaskGroup(of: String?.self) { group in
                for index in 0..<200 {
                    group.addTask {
                        let tenant = index % 21 == 20 ? (index % 2 == 0 ? nil : "nobody") : tenants[index % 20].name
                        let expected = tenant.flatMap { $0 == "nobody" ? nil : "\($0) salue Anna" } ?? "Salut, Anna !"
                        let response = try server.get("/localize/greeting?arg=Anna", language: "fr", tenant: tenant)
                        return response.status == 200 && response.body == expected
                            ? nil : "\(tenant ?? "none"): \(response.status) \(response.body)"
                    }
                }
                var wrong: [String] = []
                for try await answer in group { if let answer { wrong.append(answer) } }
                return wrong
            }
            #expect(wrong.isEmpty)
        }
    }

    /// Waits (at most 20 s) until `server` answers `expected` for `path` in French (the greeting).
    static func waitUntil(
        _ server: ExampleServerProcess, serves expected: String, tenant: String?, path: String = "/localize/greeting?arg=Anna"
    ) async throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while try server.get(path, language: "fr", tenant: tenant).body != expected {
            guard ContinuousClock.now < deadline else {
                Issue.record("never served '\(expected)'; the service's log:\n\(server.log)")
                return
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// 100 changes written through the store, each served by two running instances of the
    /// example service within a second of its commit: the times are printed.
    @Test func twoInstancesServeEachChangeWithinASecond() async throws {
        try await Self.withCluster { _, url in
            let bundle = try Localizer(path: Self.examplePath)
            try await Self.withStore(url) { store in try await store.migrate() }
            let instances = try [
                ExampleServerProcess(["--database", url.description]), ExampleServerProcess(["--database", url.description]),
            ]
            defer { instances.forEach { $0.stop() } }
            var times: [Duration] = []
            try await Self.withStore(url) { store in
                for change in 0..<100 {
                    let tenant = Tenant("tenant-\(change % 5)")!
                    try await store.set([Self.greeting(tenant, "Salut %@ (\(change))")], for: tenant, checkedAgainst: bundle)
                    let committed = ContinuousClock.now
                    var waiting = Set(instances.indices)
                    while !waiting.isEmpty {
                        for index in waiting
                        where try instances[index].get("/localize/greeting?arg=Anna", language: "fr", tenant: tenant.name).body
                            == "Salut Anna (\(change))"
                        {
                            waiting.remove(index)
                        }
                        guard ContinuousClock.now - committed < .seconds(5) else { break }
                    }
                    times.append(ContinuousClock.now - committed)
                }
            }
            let sorted = times.sorted()
            let milliseconds = { (duration: Duration) in
                Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000
            }
            print(
                "propagation over \(sorted.count) changes, both instances: median \(milliseconds(sorted[sorted.count / 2])) ms, maximum \(milliseconds(sorted.last!)) ms"
            )
            #expect(sorted.last! < .seconds(1), "\(sorted.map(milliseconds))")
        }
    }

    /// While requests flow, the database is stopped (connections cut) and started again: no
    /// request fails, the overrides are served throughout, and a change made after the restart
    /// reaches the instance.
    @Test func theDatabaseStoppedAndStartedUnderLoad() async throws {
        try await Self.withCluster { cluster, url in
            let bundle = try Localizer(path: Self.examplePath)
            try await Self.withStore(url) { store in
                try await store.migrate()
                try await store.set([Self.greeting(Self.acme, "Salut %@ d'acme")], for: Self.acme, checkedAgainst: bundle)
            }
            let server = try ExampleServerProcess(["--database", url.description])
            defer { server.stop() }
            try await Self.waitUntil(server, serves: "Salut Anna d'acme", tenant: "acme")
            let running = LockedFlag()
            let load = Task.detached {
                var answers: [String: Int] = [:]
                while !running.isSet {
                    let response = try server.get("/localize/greeting?arg=Anna", language: "fr", tenant: "acme")
                    answers["\(response.status) \(response.body)", default: 0] += 1
                }
                return answers
            }
            try await Task.sleep(for: .milliseconds(500))
            try cluster.stop()
            try await Task.sleep(for: .seconds(2))
            try cluster.start()
            try await Task.sleep(for: .milliseconds(500))
            try await Self.withStore(url) { store in
                try await store.set([Self.greeting(Self.acme, "Re-salut %@")], for: Self.acme, checkedAgainst: bundle)
            }
            try await Self.waitUntil(server, serves: "Re-salut Anna", tenant: "acme")
            running.set()
            let answers = try await load.value
            // Every answer is a 200 with one of the two versions; the old one through the outage.
            #expect(Set(answers.keys).isSubset(of: ["200 Salut Anna d'acme", "200 Re-salut Anna"]), "\(answers)")
            #expect(answers["200 Salut Anna d'acme", default: 0] > 10, "\(answers)")
            #expect(server.log.contains("keeping the last 1 overrides read"), "\(server.log)")
        }
    }

    /// At startup without the database the bundle's files are served and the log says why;
    /// when the database starts, the overrides arrive. A row written around the store that
    /// would be refused is left out (reported with lint's words); the scope's other entries
    /// are served.
    @Test func startingWithoutTheDatabaseAndRowsWrittenAroundTheStore() async throws {
        try await Self.withCluster { cluster, url in
            let bundle = try Localizer(path: Self.examplePath)
            try await Self.withStore(url) { store in
                try await store.migrate()
                try await store.set([Self.greeting(Self.acme, "Salut %@ d'acme")], for: Self.acme, checkedAgainst: bundle)
            }
            try cluster.stop()
            let (logger, lines) = RecordingLogHandler.logger(level: .info)
            let overriding = try OverridingLocalizer(bundle)
            let metrics = RecordingMetrics()
            let sync = PostgresOverrideSync(overriding, database: url, logger: logger, metrics: metrics)
            let running = Task { try await sync.run() }
            defer { running.cancel() }
            try await Task.sleep(for: .milliseconds(500))
            #expect(!sync.currentHealth.isSynchronized)
            #expect(try Self.frenchGreeting(overriding, Self.acme) == "Bonjour, Anna !")
            #expect(lines.lines.contains { $0.level == .error && $0.message.contains("serving the bundle's files without overrides") })

            try cluster.start()
            try await Self.eventually { try Self.frenchGreeting(overriding, Self.acme) == "Salut Anna d'acme" }
            #expect(sync.currentHealth.isSynchronized)

            // Written around the store: a mistake in one entry, a good one in another.
            try cluster.psql(
                """
                INSERT INTO l10n_overrides (tenant, localization, key, value) VALUES
                ('acme', 'fr', 'files.remaining', 'Encore %@'), ('acme', 'fr', 'unread.messages', 'Messages non lus')
                """)
            try await Self.eventually { overriding.overrides(for: Self.acme).count == 2 }
            #expect(Set(overriding.overrides(for: Self.acme).map(\.key)) == ["greeting", "unread.messages"])
            #expect(lines.lines.contains { $0.level == .error && $0.message.contains("refused") && $0.message.contains("files.remaining") })
            #expect(try Self.frenchGreeting(overriding, Self.acme) == "Salut Anna d'acme")
            // What is overridden, as the metrics tell it.
            #expect(metrics.value("l10n_overrides", [("localization", "fr"), ("scope", "tenant")]) == 2)
            #expect(metrics.value("l10n_overrides", [("localization", "fr"), ("scope", "global")]) == 0)
            #expect(metrics.value("l10n_override_tenants") == 1)
            #expect(metrics.value("l10n_override_changes", [("result", "refused")]) == 1)
            #expect(metrics.value("l10n_override_changes", [("result", "applied")]) == 1)
            #expect((metrics.value("l10n_override_sync_failures") ?? 0) >= 1)
            #expect(metrics.value("l10n_override_sync_connected") == 1)
            running.cancel()
            try await running.value
        }
    }

    /// `l10n overrides` against the database a running instance serves: what `set` writes is
    /// served without a restart, a mistake is refused with lint's line for it, and `pull`,
    /// `remove` and `push` round-trip the overrides through files.
    @Test func theCommandLineToolWritesWhatTheServiceServes() async throws {
        try await Self.withCluster { _, url in
            let l10n = try ExecutableRunner.l10n()
            let server = try ExampleServerProcess(["--database", url.description])
            defer { server.stop() }
            let scope = ["--database", url.description, "--tenant", "acme"]
            let set = try l10n.run(
                ["overrides", "set"] + scope + ["--language", "fr", "--bundle", Self.examplePath, "greeting", "Salut %@, de la CLI"])
            #expect(set.exitCode == 0, "\(set.stderr)")
            try await Self.waitUntil(server, serves: "Salut Anna, de la CLI", tenant: "acme")
            #expect(try server.get("/localize/greeting?arg=Anna", language: "fr").body == "Bonjour, Anna !")

            let refused = try l10n.run(
                ["overrides", "set"] + scope + ["--language", "fr", "--bundle", Self.examplePath, "greeting", "Salut %d"])
            let linted = try Self.lintFrench(line: "\"greeting\" = \"Salut %d\";")
            #expect(refused.exitCode == 1)
            #expect(
                refused.stderr.split(separator: "\n").map(String.init)
                    == linted.map { "overrides/acme/fr.lproj/Localizable.strings: error: 'greeting': \($0.message) [\($0.rule.id)]" }
                    + ["l10n: error: 1 problem: nothing was written"], "\(refused.stderr) \(linted)")

            let folder = try TemporaryBundle()
            let pulled = try l10n.run(["overrides", "pull", "--database", url.description, folder.path])
            #expect(pulled.exitCode == 0, "\(pulled.stderr)")
            #expect(try OverrideFiles.read(folder: folder.path) == [Self.greeting(Self.acme, "Salut %@, de la CLI")])
            let removed = try l10n.run(["overrides", "remove"] + scope + ["--language", "fr", "greeting"])
            #expect(removed.exitCode == 0 && removed.stderr == "l10n: removed 1 override\n", "\(removed.stderr)")
            try await Self.waitUntil(server, serves: "Bonjour, Anna !", tenant: "acme")
            let listed = try l10n.run(["overrides", "list", "--database", url.description, "--format", "json"])
            #expect(try JSONDecoder().decode([TranslationOverride].self, from: Data(listed.stdout.utf8)) == [])

            let pushed = try l10n.run(["overrides", "push", "--database", url.description, "--bundle", Self.examplePath, folder.path])
            #expect(pushed.exitCode == 0, "\(pushed.stderr)")
            try await Self.waitUntil(server, serves: "Salut Anna, de la CLI", tenant: "acme")

            // For the repository: a String Catalog per scope, which the runtime reads as it reads a bundle's.
            let catalogs = try TemporaryBundle()
            let converted = try l10n.run(["overrides", "pull", "--database", url.description, "--to", "xcstrings", catalogs.path])
            #expect(converted.stderr.contains("overrides/acme/fr.lproj/Localizable.strings: key 'greeting' [en]"), "\(converted.stderr)")
            let tenantCatalog = try Localizer(path: catalogs.path("acme"))
            #expect(
                try tenantCatalog.localization(for: .acceptLanguage("fr")).localize("greeting", arguments: [.string("Anna")]).string
                    == "Salut Anna, de la CLI")
            withExtendedLifetime(catalogs) {}
            withExtendedLifetime(folder) {}
        }
    }

    /// Device variants through `l10n overrides`: `set` writes a device entry's variants over
    /// the greeting (served by the running instance, which names no device: `other`), a device
    /// entry without `other` and an unknown device are refused with the words the bundle's
    /// validation and the key's reading give, `pull --to stringsdict` and `--to xcstrings`
    /// write files the runtime reads back with the same answer for every device, `remove` by a
    /// variant's key removes the whole entry, and `push` of the pulled folder restores it.
    @Test func deviceVariantsThroughTheCommandLineTool() async throws {
        try await Self.withCluster { _, url in
            let l10n = try ExecutableRunner.l10n()
            let server = try ExampleServerProcess(["--database", url.description])
            defer { server.stop() }
            let scope = ["--database", url.description, "--tenant", "acme", "--language", "fr"]
            let variants = [
                "mac": "Salut %@, sur le Mac d’Acme", "iphone": "Salut %@, sur l’iPhone d’Acme", "other": "Salut %@, chez Acme",
            ]
            let set = try l10n.run(
                ["overrides", "set"] + scope + ["--bundle", Self.examplePath]
                    + variants.sorted { $0.key < $1.key }.flatMap { ["greeting##{device:\($0.key)}", $0.value] })
            #expect(set.exitCode == 0, "\(set.stderr)")
            try await Self.waitUntil(server, serves: "Salut Anna, chez Acme", tenant: "acme")
            #expect(try server.get("/localize/greeting?arg=Anna", language: "fr").body == "Bonjour, Anna !")

            let withoutOther = try l10n.run(
                ["overrides", "set"] + scope + ["--bundle", Self.examplePath, "greeting##{device:mac}", "Salut %@, sur le Mac"])
            #expect(withoutOther.exitCode == 1)
            #expect(
                withoutOther.stderr
                    == "overrides/acme/fr.lproj/Localizable.strings: error: 'greeting': the device variation has no 'other' variant\n"
                    + "l10n: error: 1 problem: nothing was written\n", "\(withoutOther.stderr)")
            let unknownDevice = try l10n.run(
                ["overrides", "set"] + scope + ["--bundle", Self.examplePath, "greeting##{device:ipda}", "Salut %@"])
            #expect(unknownDevice.exitCode == 1)
            #expect(
                unknownDevice.stderr.hasPrefix(
                    "overrides/acme/fr.lproj/Localizable.strings: error: 'greeting##{device:ipda}': 'ipda' is not a device Apple defines ("),
                "\(unknownDevice.stderr)")
            #expect(try server.get("/localize/greeting?arg=Anna", language: "fr", tenant: "acme").body == "Salut Anna, chez Acme")

            // Written for the repository as a .stringsdict and as a catalog: the runtime reads
            // each back with the tenant's answer for every device.
            for target in ["stringsdict", "xcstrings"] {
                let folder = try TemporaryBundle()
                // French as the catalog's source language: nothing for the converter to report.
                let pulled = try l10n.run(
                    ["overrides", "pull", "--database", url.description, "--to", target, "--source-language", "fr", folder.path])
                #expect(pulled.exitCode == 0, "\(target): \(pulled.stderr)")
                let written = try Localizer(path: folder.path("acme"), developmentRegion: "fr")
                for device in [nil] + LocalizedValue.deviceNames.sorted() {
                    let request = LocalizationRequest(.localization("fr"), options: LocalizationOptions(device: device))
                    let expected = (variants[device ?? "other"] ?? variants["other"])?.replacingOccurrences(of: "%@", with: "Anna")
                    #expect(
                        try written.localize("greeting", arguments: [.string("Anna")], request).string == expected,
                        "\(target) \(device ?? "none")")
                }
                withExtendedLifetime(folder) {}
            }
            let stringsdict = try TemporaryBundle()
            _ = try l10n.run(["overrides", "pull", "--database", url.description, "--to", "stringsdict", stringsdict.path])
            // Foundation's own reading: Apple's device rule type, one string per device.
            let plist = try PropertyListSerialization.propertyList(
                from: Data(contentsOf: URL(fileURLWithPath: stringsdict.path("acme/fr.lproj/Localizable.stringsdict"))), format: nil)
            let entry = (plist as? [String: Any])?["greeting"] as? [String: Any]
            #expect(entry?["NSStringDeviceSpecificRuleType"] as? [String: String] == variants)

            let folder = try TemporaryBundle()
            #expect(try l10n.run(["overrides", "pull", "--database", url.description, folder.path]).exitCode == 0)
            #expect(Set(try OverrideFiles.read(folder: folder.path).map(\.key)) == Set(variants.keys.map { "greeting##{device:\($0)}" }))
            let removed = try l10n.run(["overrides", "remove"] + scope + ["greeting##{device:mac}"])
            #expect(removed.exitCode == 0 && removed.stderr == "l10n: removed 3 overrides\n", "\(removed.stderr)")
            try await Self.waitUntil(server, serves: "Bonjour, Anna !", tenant: "acme")
            let pushed = try l10n.run(["overrides", "push", "--database", url.description, "--bundle", Self.examplePath, folder.path])
            #expect(pushed.exitCode == 0, "\(pushed.stderr)")
            try await Self.waitUntil(server, serves: "Salut Anna, chez Acme", tenant: "acme")
            withExtendedLifetime(stringsdict) {}
            withExtendedLifetime(folder) {}
        }
    }

    static func frenchGreeting(_ overriding: OverridingLocalizer, _ tenant: Tenant?) throws -> String {
        try overriding.servingLocalizer(for: tenant).localization(for: .acceptLanguage("fr")).localize(
            "greeting", arguments: [.string("Anna")]
        )
        .string
    }

    static func eventually(_ condition: () throws -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while try !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("the condition never held")
                return
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}

/// A flag one task sets and another reads.
final class LockedFlag: Sendable {
    private let state = LockedState(false)
    var isSet: Bool { state.withLock { $0 } }
    func set() { state.withLock { $0 = true } }
}
#endif
