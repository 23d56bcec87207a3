import Foundation
import L10nICU
import L10nSupport
import L10nTestSupport
import Testing

@testable import L10n

/// Every cache `Caches.swift` declares, driven past its bound through the calls that fill it,
/// holds its bound: in entries, and in bytes where entries vary in size. The caches a
/// `Localizer` or a bundle owns are driven on a fresh one; the ones the process shares, on an
/// empty copy with the same bounds and cost (so the other suites, running at the same time,
/// keep what they remembered).
@Suite struct CacheBoundTests {
    static let examplePath = Fixtures.repository.appendingPathComponent("Examples/App").path

    @Test func requestsAsWrittenAreBoundedInEntriesAndBytes() throws {
        let localizer = try Localizer(path: Self.examplePath)
        let written = localizer.caches.writtenLanguages
        // A header sent once is not kept; one sent again is.
        for serial in 0..<(written.capacity + 100) {
            _ = try localizer.localization(for: .acceptLanguage("ru-RU, x-\(serial);q=0.5"))
        }
        #expect(written.count == 0)
        for serial in 0..<(written.capacity + 100) {
            for _ in 0..<2 { _ = try localizer.localization(for: .acceptLanguage("ru-RU, x-\(serial);q=0.5")) }
        }
        #expect(written.count == written.capacity)
        // Headers near the parser's limit: the byte bound holds before the entry bound.
        let long = String(repeating: "xx-yyyyyyyy, ", count: 300)
        for serial in 0..<400 {
            for _ in 0..<2 { _ = try localizer.localization(for: .acceptLanguage("\(long)x-\(serial)")) }
        }
        let maximumBytes = try #require(written.maximumBytes)
        #expect(written.bytes <= maximumBytes)
        #expect(written.count < written.capacity)
    }

    @Test func parsedLanguagesAndOutcomesAreBounded() throws {
        let localizer = try Localizer(path: Self.examplePath)
        let caches = localizer.caches
        // Each explicit locale is an outcome of its own, and a parsed request of its own.
        for serial in 0..<(caches.outcomes.capacity + 100) {
            let locale = try LocaleIdentifier("ru_RU@x=\(serial)")
            for _ in 0..<2 {
                _ = try localizer.localization(for: LocalizationRequest(.preferred(["ru"]), options: LocalizationOptions(locale: locale)))
            }
        }
        #expect(caches.outcomes.count == caches.outcomes.capacity)
        #expect(caches.parsedLanguages.count == caches.parsedLanguages.capacity)
        #expect(caches.parsedLanguages.bytes <= caches.parsedLanguages.maximumBytes ?? 0)
    }

    @Test func formattingLocalesAndContentLanguagesAreBounded() throws {
        let localizer = try Localizer(path: Self.examplePath)
        let caches = localizer.caches
        for serial in 0..<(caches.formattingLocales.capacity + 100) {
            _ = try localizer.localization(for: .preferred(["ru-x-\(serial)"]))
        }
        #expect(caches.formattingLocales.count == caches.formattingLocales.capacity)
        #expect(caches.formattingLocales.bytes <= caches.formattingLocales.maximumBytes ?? 0)
        // One tag per localization of the bundle: every one asked for, none evicted.
        for localization in localizer.bundle.localizations {
            _ = try localizer.localization(for: .localization(localization))
        }
        #expect(caches.contentLanguages.count <= caches.contentLanguages.capacity)
        #expect(caches.contentLanguages.count == localizer.bundle.localizations.filter { !$0.isBase }.count)
    }

    @Test func aLanesPlansAndFormatsAreBounded() throws {
        let localizer = try Localizer(path: Self.examplePath)
        let lane = localizer.caches.lanes[ThreadLane.current]
        let request = LocalizationRequest(.localization("ru"))
        for serial in 0..<(lane.plans.capacity + 100) {
            // A missing key has a plan too: its default value, formatted.
            _ = try localizer.localize("missing.\(serial)", arguments: [.int(Int64(serial))], request)
        }
        let maximumBytes = try #require(lane.plans.maximumBytes)
        #expect(lane.plans.count <= lane.plans.capacity)
        #expect(lane.plans.bytes <= maximumBytes)
        // Full by one bound or the other (which comes first depends on the number of lanes).
        #expect(lane.plans.count >= lane.plans.capacity - 1 || lane.plans.bytes > maximumBytes - 4096)
        // Every region a client writes is a locale of its own, and so a plan of its own. One
        // without formatting data of its own (most of them) shares its language's compiled
        // value, so a plan per region fits, at a fraction of the bound.
        lane.plans.removeAll()
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { Character(Unicode.Scalar($0)) }
        for first in letters {
            for second in letters {
                let request = LocalizationRequest(.acceptLanguage("ru-\(first)\(second)"))
                _ = try localizer.localize("files.remaining", arguments: [5], request)
            }
        }
        #expect(lane.plans.count >= letters.count * letters.count)
        #expect(lane.plans.bytes <= maximumBytes / 4)
        // A locale with data of its own compiles its own: a plural entry's plan holds a prepared
        // format per variant, and the byte bound stops those long before the entry bound.
        lane.plans.removeAll()
        let locales = 2_000
        for serial in 0..<locales {
            let options = LocalizationOptions(locale: try LocaleIdentifier("ru_RU@x=\(serial)"))
            _ = try localizer.localize("files.remaining", arguments: [5], LocalizationRequest(.localization("ru"), options: options))
        }
        #expect(lane.plans.bytes <= maximumBytes)
        #expect(lane.plans.bytes > maximumBytes / 2)
        #expect(lane.plans.count < locales)
        // Each width is a configuration of its own.
        for width in 1...(lane.formats.capacity + 50) {
            let options = LocalizationOptions(defaultValue: "%\(width)d")
            _ = try localizer.localize("width.\(width)", arguments: [7], LocalizationRequest(.localization("ru"), options: options))
        }
        #expect(lane.formats.count == lane.formats.capacity)
    }

    @Test func aBundlesTablesAreBounded() throws {
        let bundle = try LocalizationBundle(path: Self.examplePath)
        for localization in bundle.localizations {
            for name in bundle.tableNames { _ = try? bundle.table(name, localization: localization) }
        }
        // Every source read once, none evicted: the slots are as many as the sources.
        #expect(bundle.store.files.count <= bundle.store.files.capacity)
        #expect(bundle.filesRead == bundle.store.files.count)
        // Assembled tables, in bytes: a large table stored under ever new pairs.
        let assembled = bundle.store.assembled.emptyCopy()
        let entries = (0..<10_000).map {
            TableEntry(
                key: "key.\($0)", value: .text(String(repeating: "v", count: 100)), localization: "ru",
                location: SourceLocation(file: "big.strings", line: $0 + 1))
        }
        let big = StringTable(name: "Big", entries: entries)
        let maximumBytes = try #require(assembled.maximumBytes)
        for serial in 0..<(maximumBytes / big.approximateBytes + 10) {
            let source = TableSource.file(path: "/big/\(serial).strings", localization: "ru")
            assembled.store(big, for: TableStore.SourcePair(name: "Big", strings: source, stringsdict: nil))
        }
        #expect(assembled.bytes <= maximumBytes)
        #expect(assembled.count < assembled.capacity)
    }

    @Test func sharedMemosAreBoundedInEntriesAndBytes() throws {
        let keys = SharedCaches.preferredKeys.emptyCopy()
        for serial in 0..<(keys.capacity + 100) {
            let language = "ru-x-\(serial)"
            for _ in 0..<2 { keys.store(MatchingKey(language, penalizingNonDefaultCountry: false), for: language) }
        }
        #expect(keys.count == keys.capacity)
        let longKeys = SharedCaches.preferredKeys.emptyCopy()
        let subtags = String(repeating: "-abcdefgh", count: 400)
        for serial in 0..<2000 {
            let language = "ru\(subtags)-x-\(serial)"
            for _ in 0..<2 { longKeys.store(MatchingKey(language, penalizingNonDefaultCountry: false), for: language) }
        }
        #expect(longKeys.bytes <= longKeys.maximumBytes ?? 0)
        #expect(longKeys.count < longKeys.capacity)

        let leaves = SharedCaches.expansionLeaves.emptyCopy()
        let text = String(repeating: "%d ", count: 170)
        for serial in 0..<(leaves.capacity + 100) {
            leaves.store(text, for: FormatExpansion.LeafKey(text: ExactText("\(serial) \(text)"), base: 0))
        }
        #expect(leaves.count <= leaves.capacity)
        #expect(leaves.bytes <= leaves.maximumBytes ?? 0)
    }

    /// A thread keeps at most its slots' worth of plans (and one more, the last used) per kind
    /// of query: the others it remembered are released once the localizer lets go of them.
    @Test func aThreadKeepsAtMostItsSlotsOfPlans() throws {
        final class Weak: @unchecked Sendable {
            weak var plan: LocalizationPlan?
            init(_ plan: LocalizationPlan) { self.plan = plan }
        }
        var references: [Weak] = []
        do {
            let localizer = try Localizer(path: Self.examplePath)
            let request = LocalizationRequest(.localization("ru"))
            for serial in 0..<500 {
                _ = try localizer.localize("missing.\(serial)", request)
                references.append(Weak(try localizer.plan("missing.\(serial)", for: request)))
            }
        }
        #expect(references.filter { $0.plan != nil }.count <= ThreadPlanCache.slotCount + 1)
        // Displace the plans this thread still remembers with another localizer's, so none
        // outlives the test with a weak reference's side table (LeakSanitizer cannot see the
        // encoded pointer to it, and reports it as leaked at exit). Keys are spread over the
        // slots by a digest, so it takes more keys than slots; the loop stops once all are gone.
        let displacing = try Localizer(path: Self.examplePath)
        var displacements = 0
        while references.contains(where: { $0.plan != nil }) && displacements < 4096 {
            _ = try displacing.localize("displacing.\(displacements)", LocalizationRequest(.localization("ru")))
            displacements += 1
        }
        #expect(references.allSatisfy { $0.plan == nil })
    }

    /// A thread remembers the snapshots of at most four reloading localizers.
    @Test func aThreadKeepsAtMostFourSnapshots() throws {
        final class Weak: @unchecked Sendable {
            weak var localizer: Localizer?
            init(_ localizer: Localizer) { self.localizer = localizer }
        }
        var references: [Weak] = []
        for _ in 0..<10 {
            let reloading = try ReloadingLocalizer(path: Self.examplePath)
            references.append(Weak(reloading.localizer))
        }
        #expect(references.filter { $0.localizer != nil }.count <= ThreadSnapshots.slotCount)
        // Displace the snapshots this thread still remembers, so none outlives the test with a
        // weak reference's side table (LeakSanitizer cannot see the encoded pointer to it, and
        // reports it as leaked at exit).
        for _ in 0..<ThreadSnapshots.slotCount { _ = try ReloadingLocalizer(path: Self.examplePath).localizer }
        #expect(references.allSatisfy { $0.localizer == nil })
    }
}
