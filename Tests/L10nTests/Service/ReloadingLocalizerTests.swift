import Foundation
import L10n
import L10nSupport
import L10nTestSupport
import Testing

/// A localizer whose tables are replaced while it serves: whole snapshots only, broken
/// snapshots never installed, changes found by polling, outcomes reported.
@Suite struct ReloadingLocalizerTests {
    /// One version of a bundle: every string says which version it is.
    static func version(_ name: String) -> [String: String] {
        [
            "en.lproj/Localizable.strings": "\"title\" = \"\(name): title\";\n\"count\" = \"\(name): %d items\";\n",
            "en.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>\(name): %#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
            </dict></dict></plist>
            """,
        ]
    }

    static func write(_ files: [String: String], to bundle: TemporaryBundle) throws {
        for (path, contents) in files { try bundle.write(path, text: contents) }
    }

    @Test func everyResultBelongsWhollyToOneSnapshotAcrossAHundredReloads() async throws {
        let bundle = try TemporaryBundle(Self.version("A"))
        let strings = try ReloadingLocalizer(path: bundle.path)
        #expect(strings.validation.isValid)
        let done = LockedState(false)
        let readers = Task.detached {
            try await withThrowingTaskGroup(of: [String: Int].self) { group in
                for reader in 0..<6 {
                    group.addTask {
                        var seen: [String: Int] = [:]
                        var round = 0
                        while !done.withLock({ $0 }) || round < 50 {
                            round += 1
                            let localization = try strings.localization(for: .acceptLanguage("en-US"))
                            let texts = [
                                try localization.localize("title").string,
                                try localization.localize("count", arguments: [FormatArgument(round)]).string,
                                try localization.localize("files", arguments: [FormatArgument(reader + round)]).string,
                                try localization.localizedString(forKey: "title").string,
                            ]
                            let versions = Set(texts.map { $0.prefix(while: { $0 != ":" }) })
                            // One snapshot per request: never a mix of A and B.
                            guard versions.count == 1, let version = versions.first, version == "A" || version == "B" else {
                                throw MixedSnapshot(texts: texts)
                            }
                            seen[String(version), default: 0] += 1
                        }
                        return seen
                    }
                }
                return try await group.reduce(into: [:]) { total, seen in total.merge(seen, uniquingKeysWith: +) }
            }
        }
        var outcomes: [ReloadOutcome.Result] = []
        for reload in 1...100 {
            try Self.write(Self.version(reload.isMultiple(of: 2) ? "A" : "B"), to: bundle)
            outcomes.append(strings.reload().result)
        }
        done.withLock { $0 = true }
        let seen = try await readers.value
        #expect(outcomes == Array(repeating: .installed, count: 100))
        #expect(strings.generation == 101)
        #expect(try strings.localize("title", LocalizationRequest(.preferred(["en"]))).string == "A: title")
        #expect(seen.values.reduce(0, +) >= 300)
        #expect(Set(seen.keys).isSubset(of: ["A", "B"]))
    }

    struct MixedSnapshot: Error {
        let texts: [String]
    }

    @Test func aBrokenFileIsHeldAtItsLastGoodVersionWhileEveryOtherChangeInstalls() throws {
        let bundle = try TemporaryBundle(Self.version("A"))
        let outcomes = LockedState<[ReloadOutcome]>([])
        let strings = try ReloadingLocalizer(
            path: bundle.path,
            reporter: TestReporter { event, _ in
                if case .reloaded(let outcome) = event { outcomes.withLock { $0.append(outcome) } }
            })
        let english = LocalizationRequest(.preferred(["en"]))
        // Version B of the .stringsdict, and a .strings whose line 2 lacks its `;`.
        try bundle.write("en.lproj/Localizable.stringsdict", text: Self.version("B")["en.lproj/Localizable.stringsdict"] ?? "")
        try bundle.write("en.lproj/Localizable.strings", text: "\"title\" = \"B: title\";\n\"count\" = \"B: %d items\"\n\"x\" = \"y\";\n")
        let outcome = strings.reload()
        #expect(outcome.result == .installed)
        #expect(outcome.generation == 2)
        #expect(outcome.validation.isValid)
        let held = try #require(outcome.heldFiles.only)
        #expect(held.path == bundle.path + "/en.lproj/Localizable.strings")
        let error = try #require(held.errors.first)
        // Line 2 lacks its `;`: reported where it was expected, with the key.
        #expect(error.resource?.line == 2)
        #expect(error.resource?.key == "count")
        #expect(held.description.contains("Localizable.strings:2:"))
        #expect(strings.heldFiles == outcome.heldFiles)
        // The broken file serves its last good version; the other file's change is installed.
        #expect(try strings.localize("title", english).string == "A: title")
        #expect(try strings.localize("files", arguments: [2], english).string == "B: 2 files")
        // Nothing changed since: not tried again. Still broken after another change: still held.
        #expect(strings.reloadIfChanged().result == .unchanged)
        try bundle.write("fr.lproj/Localizable.strings", text: "\"title\" = \"B: titre\";\n")
        let again = strings.reloadIfChanged()
        #expect(again.result == .installed)
        #expect(again.heldFiles.map(\.path) == [held.path])
        #expect(try strings.localize("title", english).string == "A: title")
        // Fixed: installed, nothing held.
        try Self.write(Self.version("B"), to: bundle)
        let fixed = strings.reloadIfChanged()
        #expect(fixed.result == .installed)
        #expect(fixed.heldFiles.isEmpty)
        #expect(try strings.localize("title", english).string == "B: title")
        #expect(outcomes.withLock { $0.map(\.result) } == [.installed, .unchanged, .installed, .installed])
    }

    /// The first mistake: `"Hallo, %@!"` edited to `"Hallo, %d!"` reads fine but is
    /// wrong against the development language (lint's format-mismatch), so the reload holds
    /// the file at its last good version rather than install a German greeting that fails.
    @Test func aFileThatAddsALintErrorIsHeld() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": "\"greeting\" = \"Hello, %@!\";\n",
            "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo, %@!\";\n",
        ])
        let strings = try ReloadingLocalizer(path: bundle.path, developmentRegion: "en")
        let german = LocalizationRequest(.acceptLanguage("de"))
        try bundle.write("de.lproj/Localizable.strings", text: "\"greeting\" = \"Hallo, %d!\";\n")
        let outcome = strings.reload()
        #expect(outcome.result == .installed)
        let held = try #require(outcome.heldFiles.only)
        #expect(held.path == bundle.path("de.lproj/Localizable.strings"))
        #expect(held.errors.map(\.reason) == [.lint(.formatMismatch)])
        #expect(held.errors.first?.source?.line == 1)
        let answer = try strings.localize("greeting", arguments: ["Ada"], german)
        #expect(answer.string == "Hallo, Ada!")
        #expect(answer.degradation == nil)
    }

    @Test func aFolderThatCannotBeOpenedKeepsTheOldSnapshot() throws {
        let bundle = try TemporaryBundle(Self.version("A"))
        let strings = try ReloadingLocalizer(path: bundle.path)
        _ = try strings.localize("title", LocalizationRequest(.preferred(["en"])))
        try FileManager.default.removeItem(atPath: bundle.path)
        let outcome = strings.reload()
        #expect(outcome.result == .rejected)
        #expect(outcome.openingError?.file == bundle.path)
        #expect(try strings.localize("title", LocalizationRequest(.preferred(["en"]))).string == "A: title")
    }

    @Test func changesAreFoundWithoutReadingUnchangedFiles() throws {
        let bundle = try TemporaryBundle(Self.version("A"))
        let strings = try ReloadingLocalizer(path: bundle.path)
        let first = strings.localizer
        #expect(strings.reloadIfChanged().result == .unchanged)
        #expect(strings.localizer === first)
        // A new localization folder is a change; its strings are served after the reload.
        try bundle.write("fr.lproj/Localizable.strings", text: "\"title\" = \"A: titre\";\n")
        #expect(strings.reloadIfChanged().result == .installed)
        #expect(try strings.localization(for: .acceptLanguage("fr")).localize("title").string == "A: titre")
        #expect(strings.reloadIfChanged().result == .unchanged)
        // A file replaced by one of the same size is a change too (a new inode).
        try bundle.write("fr.lproj/Localizable.strings", text: "\"title\" = \"B: titre\";\n")
        #expect(strings.reloadIfChanged().result == .installed)
        #expect(try strings.localization(for: .acceptLanguage("fr")).localize("title").string == "B: titre")
    }

    /// Waits for outcomes rather than for a time: under a loaded test run the watcher may not
    /// get a thread for many seconds, and that is no failure of the watching.
    @Test(.timeLimit(.minutes(5))) func watchingPicksUpAChangeAndStopsWhenCancelled() async throws {
        let bundle = try TemporaryBundle(Self.version("A"))
        let (outcomes, continuation) = AsyncStream.makeStream(of: ReloadOutcome.self)
        let strings = try ReloadingLocalizer(
            path: bundle.path,
            reporter: TestReporter { event, _ in
                if case .reloaded(let outcome) = event { continuation.yield(outcome) }
            })
        let watcher = Task { await strings.watch(every: .milliseconds(20)) }
        // Polls that find nothing changed come first.
        var pending = outcomes.makeAsyncIterator()
        #expect(await pending.next()?.result == .unchanged)
        // One file, so no poll can fall between two writes and install half of version B.
        let file = "en.lproj/Localizable.strings"
        try bundle.write(file, text: try #require(Self.version("B")[file]))
        var installed: ReloadOutcome?
        while installed == nil, let outcome = await pending.next() {
            if outcome.result != .unchanged { installed = outcome }
        }
        #expect(installed?.result == .installed)
        #expect(installed?.generation == 2)
        #expect(try strings.localize("title", LocalizationRequest(.preferred(["en"]))).string == "B: title")
        // Cancelled, the loop ends (a watcher that ignored it would hold the test to its limit).
        watcher.cancel()
        await watcher.value
        continuation.finish()
    }

    @Test func requestsInFlightKeepTheirSnapshot() throws {
        let bundle = try TemporaryBundle(Self.version("A"))
        let strings = try ReloadingLocalizer(path: bundle.path)
        let before = try strings.localization(for: .acceptLanguage("en"))
        try Self.write(Self.version("B"), to: bundle)
        #expect(strings.reload().result == .installed)
        #expect(try before.localize("title").string == "A: title")
        #expect(try strings.localization(for: .acceptLanguage("en")).localize("title").string == "B: title")
    }
}
