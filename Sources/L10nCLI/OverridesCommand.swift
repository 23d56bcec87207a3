import ArgumentParser
import Foundation
import L10n
import L10nResources
import L10nTooling

#if Postgres
import Dispatch
import L10nPostgres
import L10nSupport
import PostgresNIO
#endif

#if Postgres

/// `l10n overrides set|remove|list|push|pull|migrate --database URL`: the overrides services
/// read from PostgreSQL (`L10nPostgres`), written only once checked against the bundle.
struct OverridesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "overrides",
        abstract: "Read and write the translation overrides that services serve from a PostgreSQL database.",
        discussion: """
            Needs the package's Postgres trait (swift build --traits Postgres). A change is checked \
            against the bundle (--bundle) first, with lint's rules; a refused change writes nothing.
            """,
        subcommands: [
            SetOverride.self, RemoveOverride.self, ListOverrides.self, PushOverrides.self, PullOverrides.self, MigrateOverrides.self,
        ]
    )
}

#else
/// `l10n overrides` in a tool built without the `Postgres` trait: says how to build one with it.
struct OverridesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "overrides", abstract: "Needs the package's Postgres trait: swift build --traits Postgres --product l10n.")

    @Argument(parsing: .allUnrecognized) var arguments: [String] = []

    func run() throws {
        CommandFailure.printError("this l10n was built without the Postgres trait: swift build --traits Postgres --product l10n")
        throw CommandFailure.badInputExitCode
    }
}
#endif

#if Postgres
/// The options every `overrides` subcommand takes.
struct DatabaseOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The database: postgres://USER[:PASSWORD]@HOST[:PORT]/DB (PGPASSWORD if no password).", valueName: "url"))
    var database: String
}

/// The options naming one scope of overrides.
struct ScopeOptions: ParsableArguments {
    @Option(help: "The tenant whose overrides these are (default: the global overrides).")
    var tenant: String?

    func scope() throws -> Tenant? { try Self.tenant(named: tenant) }

    static func tenant(named tenant: String?) throws -> Tenant? {
        guard let tenant else { return nil }
        guard let valid = Tenant(tenant) else {
            throw ValidationError("'\(tenant)' is not a tenant name (1-64 of A-Z a-z 0-9 . _ -, starting with a letter or digit)")
        }
        return valid
    }
}

struct SetOverride: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Override entries: the KEY VALUE pairs of an entry replace the whole entry.",
        discussion: """
            A key names the variant it gives: KEY##{one} a plural category, KEY##{device:ipad} a device \
            variant, KEY##{width:20} a width variant, KEY##{device:ipad}{one} a plural category within \
            one. Give all of an entry's variants in one command (a device entry also its {device:other}).
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var scope: ScopeOptions
    @Option(help: "The bundle localization.") var language: String
    @Option(help: "The table (file name without extension).") var table = "Localizable"
    @Option(help: ArgumentHelp("The bundle the overrides are served over, to check them against.", valueName: "dir"))
    var bundle: String
    @Argument(help: "KEY VALUE, repeated.") var pairs: [String]

    func validate() throws {
        guard !pairs.isEmpty, pairs.count % 2 == 0 else { throw ValidationError("Give KEY VALUE pairs") }
    }

    func run() throws {
        let tenant = try scope.scope()
        let overrides = stride(from: 0, to: pairs.count, by: 2).map {
            TranslationOverride(tenant: tenant, localization: Localization(language), table: table, key: pairs[$0], value: pairs[$0 + 1])
        }
        let bundle = try CommandFailure.reporting { try Localizer(path: self.bundle) }
        try OverrideCommands.run(database.database) { store in
            try await store.set(overrides, for: tenant, checkedAgainst: bundle)
        }
    }
}

struct RemoveOverride: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove the overrides of entries (every variant; KEY##{one} names KEY), so the files answer again."
    )

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var scope: ScopeOptions
    @Option(help: "The bundle localization.") var language: String
    @Option(help: "The table (file name without extension).") var table = "Localizable"
    @Argument(help: "The keys.") var keys: [String]

    func run() throws {
        let tenant = try scope.scope()
        let removed = try OverrideCommands.run(database.database) { store in
            try await store.remove(keys: keys, localization: Localization(language), table: table, for: tenant)
        }
        CommandFailure.printNote("removed \(removed) override\(removed == 1 ? "" : "s")")
    }
}

struct ListOverrides: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the overrides, each as a .strings line after the file `pull` writes it to (or as JSON).")

    @OptionGroup var database: DatabaseOptions
    @Option(help: "Only this tenant's overrides.") var tenant: String?
    @Flag(help: "Only the global overrides.") var global = false
    @Option(help: "text or json.") var format = "text"

    func validate() throws {
        guard ["text", "json"].contains(format) else { throw ValidationError("--format must be text or json") }
        guard !(global && tenant != nil) else { throw ValidationError("Give one of --tenant and --global") }
    }

    func run() throws {
        let tenant = try ScopeOptions.tenant(named: tenant)
        let global = self.global
        let overrides = try OverrideCommands.run(database.database) { store in
            if let tenant { return try await store.overrides(for: tenant) }
            return global ? try await store.overrides(for: nil) : try await store.allOverrides()
        }
        if format == "json" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            FileHandle.standardOutput.write(try encoder.encode(overrides) + Data("\n".utf8))
            return
        }
        for override in overrides {
            let entry = String(
                decoding: StringsFileWriter.utf8([StringsFile.Entry(key: override.key, value: override.value)]), as: UTF8.self)
            print("\(override.file): \(entry.trimmingCharacters(in: .newlines))")
        }
    }
}

struct PushOverrides: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Replace the scopes a folder of overrides has (LANG.lproj/TABLE.strings, TENANT/LANG.lproj/…) in the database.")

    @OptionGroup var database: DatabaseOptions
    @Option(help: ArgumentHelp("The bundle the overrides are served over, to check them against.", valueName: "dir"))
    var bundle: String
    @Flag(help: "Also remove the scopes the folder does not have.") var prune = false
    @Argument(help: "The folder `pull` writes.") var folder: String

    func run() throws {
        let bundle = try CommandFailure.reporting { try Localizer(path: self.bundle) }
        let overrides = try CommandFailure.reporting { try OverrideFiles.read(folder: folder) }
        // Every scope is checked before any is written.
        do {
            _ = try OverridingLocalizer(bundle, overrides: overrides)
        } catch {
            throw OverrideCommands.refused(error)
        }
        let prune = self.prune
        let written = try OverrideCommands.run(database.database) { store in
            var scopes = Dictionary(grouping: overrides, by: \.tenant)
            if prune {
                for old in try await store.allOverrides() where scopes[old.tenant] == nil { scopes[old.tenant] = [] }
            }
            try await store.replace(scopes.removeValue(forKey: nil) ?? [], for: nil, checkedAgainst: bundle)
            for (tenant, rows) in scopes.sorted(by: { ($0.key?.name ?? "") < ($1.key?.name ?? "") }) {
                try await store.replace(rows, for: tenant, checkedAgainst: bundle)
            }
            return overrides.count
        }
        CommandFailure.printNote("pushed \(written) override\(written == 1 ? "" : "s")")
    }
}

struct PullOverrides: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pull",
        abstract:
            "Write the database's overrides as files under a folder: LANG.lproj/… for the global ones, TENANT/LANG.lproj/… for each tenant's.",
        discussion: """
            --to smartling (the default) writes .strings files with Smartling's KEY##{one} plurals, which `push` reads; \
            strings, stringsdict and xcstrings write each scope's files as `l10n convert` does, for the repository.
            """)

    @OptionGroup var database: DatabaseOptions
    @Option(help: "smartling, strings, stringsdict or xcstrings.") var to = "smartling"
    @Option(help: "The source language of written catalogs (default: en).") var sourceLanguage: String?
    @Argument(help: "The folder (created when missing).") var folder: String

    func validate() throws {
        guard ConversionTarget(rawValue: to) != nil else {
            throw ValidationError("--to must be one of \(ConversionTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        let overrides = try OverrideCommands.run(database.database) { store in try await store.allOverrides() }
        let target = ConversionTarget(rawValue: to) ?? .smartling
        guard target != .smartling else {
            try CommandFailure.reporting { try OverrideFiles.write(overrides, to: folder) }
            CommandFailure.printNote("pulled \(overrides.count) override\(overrides.count == 1 ? "" : "s") into \(folder)")
            return
        }
        // Each scope's tables, as services serve them, written as `l10n convert` writes a
        // bundle's; every scope is made before any is written.
        let scopes: [Tenant?: [String: [Localization: StringTable]]]
        do {
            scopes = try OverrideFiles.tables(of: overrides)
        } catch {
            throw OverrideCommands.refused(error)
        }
        let sourceLanguage = Localization(self.sourceLanguage ?? "en")
        var issues: [ConversionIssue] = []
        for (tenant, tables) in scopes.sorted(by: { ($0.key?.name ?? "") < ($1.key?.name ?? "") }) {
            let converted = ResourceConverter.convert(
                tables.map { TableLocalizations(name: $0.key, sourceLanguage: sourceLanguage, tables: $0.value) }, to: target)
            try CommandFailure.reporting { try OutputFiles.write(converted.files, into: folder + (tenant.map { "/" + $0.name } ?? "")) }
            issues += converted.issues
        }
        CommandFailure.printNote("pulled \(overrides.count) override\(overrides.count == 1 ? "" : "s") into \(folder) as \(to)")
        try OutputFiles.warn(issues)
    }
}

struct MigrateOverrides: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate", abstract: "Bring the database's override tables to the newest schema.")

    @OptionGroup var database: DatabaseOptions

    func run() throws {
        let applied = try OverrideCommands.run(database.database, migrating: false) { store in try await store.migrate() }
        CommandFailure.printNote(
            applied.isEmpty ? "the schema is up to date" : "applied migrations \(applied.map(String.init).joined(separator: ", "))")
    }
}

/// What the subcommands share: connecting, waiting for the database's answer, and saying why a
/// change was refused.
enum OverrideCommands {
    /// A refusal as lint prints findings (`FILE: error: MESSAGE [rule]`, one per line on
    /// stderr), then exit 1: the request ran and found problems; nothing was written.
    static func refused(_ error: any Error) -> any Error {
        guard let refusal = error as? OverrideRefusal else { return error }
        for problem in refusal.problems { FileHandle.standardError.write(Data((problem.description.replacingNewlines() + "\n").utf8)) }
        CommandFailure.printError("\(refusal.problems.count) problem\(refusal.problems.count == 1 ? "" : "s"): nothing was written")
        return CommandFailure.failedRequestExitCode
    }

    /// Connects to `url` (bringing the schema up to date unless `migrating` is false), runs
    /// `body`, closes, and returns its result; the CLI's synchronous `run()` waits for it.
    static func run<Result: Sendable>(
        _ url: String, migrating: Bool = true, _ body: @escaping @Sendable (OverrideStore) async throws -> Result
    ) throws -> Result {
        let database = try CommandFailure.reporting { try DatabaseURL(url) }
        var logger = Logger(label: "l10n.overrides")
        logger.logLevel = .critical
        let outcome = LockedState<Swift.Result<Result, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task { [logger] in
            let result: Swift.Result<Result, any Error>
            do {
                let store = try await OverrideStore.connect(database, logger: logger)
                do {
                    if migrating { try await store.migrate() }
                    result = .success(try await body(store))
                } catch {
                    result = .failure(error)
                }
                try? await store.close()
            } catch {
                result = .failure(DatabaseUnreachable(database: database, error: error))
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        switch outcome.withLock({ $0 }) {
        case .success(let value): return value
        case .failure(let error as OverrideRefusal): throw refused(error)
        case .failure(let error):
            CommandFailure.printError("\(database): \(String(reflecting: error))")
            throw CommandFailure.badInputExitCode
        case nil: preconditionFailure("the database's task ended without an outcome")
        }
    }

    struct DatabaseUnreachable: Error, CustomStringConvertible {
        let database: DatabaseURL
        let error: any Error
        var description: String { "cannot connect: \(String(reflecting: error))" }
    }
}
#endif
