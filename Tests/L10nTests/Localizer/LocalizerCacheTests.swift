import Foundation
import L10nICU
import L10nSupport
import L10nTestSupport
import Testing

@testable import L10n

/// The `Localizer` remembers each request's search list and formatting locale, and the bundle
/// each search list's table: the answers must be the ones computed afresh, for every request,
/// past the caches' bounds and from many tasks at once.
@Suite struct LocalizerCacheTests {
    static let appPath = Fixtures.path("bundles/App")

    static let requests: [LocalizationRequest] = [
        LocalizationRequest(.preferred(["de-CH", "en"])),
        LocalizationRequest(.preferred(["pa-IN"])),
        LocalizationRequest(.preferred(["de-CH", "en"]), options: LocalizationOptions(locale: "fr_FR")),
        LocalizationRequest(.acceptLanguage("ko, ru;q=0.8, de;q=0.9")),
        LocalizationRequest(.acceptLanguage("fr-CA, en;q=0.5")),
        LocalizationRequest(.localization("de")),
        LocalizationRequest(.localization("de-AT")),
        LocalizationRequest(.preferred(["en-GB"]), options: LocalizationOptions(pluralRules: .formattingLocale)),
        LocalizationRequest(.preferred(["de"]), options: LocalizationOptions(fallback: .perKey)),
    ]
    static let keys = ["greeting", "files.count", "unquoted_key", "no.such.key"]

    static func answers(_ localizer: Localizer, _ request: LocalizationRequest) -> [String] {
        keys.map { key in
            do {
                let text = try localizer.localize(key, arguments: [21, "Anna"], request)
                return "\(text.string)|\(text.localization ?? "-")|\(text.locale ?? "-")|\(text.isMissing)"
            } catch {
                return "error: \(error)"
            }
        }
    }

    @Test func repeatedRequestsGiveTheFreshAnswers() throws {
        let shared = try Localizer(path: Self.appPath)
        for round in 0..<3 {
            for request in Self.requests {
                let fresh = try Localizer(path: Self.appPath)
                #expect(Self.answers(shared, request) == Self.answers(fresh, request), "round \(round): \(request)")
            }
        }
    }

    /// A region without formatting data of its own (`ru-KM`) formats as its language's
    /// locale does, and its plan shares the compiled value of the plan made for that locale;
    /// each answer still reports its own request's locale. Every two-letter region, for
    /// localizations with different plural rules and digits, against the answer under the
    /// data locale named explicitly (a plan of its own) and the resolution's own locale.
    @Test func regionsWithoutDataOfTheirOwnShareTheirLanguagesPlans() throws {
        let localizer = try Localizer(path: Fixtures.repository.appendingPathComponent("Examples/App").path)
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { Character(Unicode.Scalar($0)) }
        var relocated = 0
        for language in ["ru", "ar", "pl", "fr", "ja", "en"] {
            for first in letters {
                for second in letters {
                    let request = LocalizationRequest(.acceptLanguage("\(language)-\(first)\(second), en;q=0.5"))
                    let resolution = try localizer.localization(for: request)
                    let locale = resolution.locale
                    let data = locale.formattingDataLocale
                    let explicit = LocalizationRequest(
                        .acceptLanguage("\(language)-\(first)\(second), en;q=0.5"), options: LocalizationOptions(locale: data))
                    for count in [0, 1, 2, 5, 11, 21, 101, 1_234_567] as [Int64] {
                        let answer = try localizer.localize("files.remaining", arguments: [.int(count)], request)
                        let expected = try localizer.localize("files.remaining", arguments: [.int(count)], explicit)
                        #expect(answer.string == expected.string, "\(locale.canonical) \(count)")
                        #expect(answer.locale == locale)
                        #expect(answer.localization == expected.localization)
                    }
                    let plan = try localizer.plan("files.remaining", for: request)
                    let dataPlan = try localizer.plan("files.remaining", for: explicit)
                    if data != locale {
                        relocated += 1
                        // The compiled value is the data plan's, counted once, with it.
                        #expect(plan.approximateBytes < 1024)
                        #expect(dataPlan.approximateBytes > 1024)
                    } else {
                        #expect(plan.approximateBytes > 1024)
                    }
                }
            }
        }
        // Most regions have no data of their own for these languages.
        #expect(relocated > 6 * 600)
    }

    @Test func moreDistinctRequestsThanTheCacheHolds() throws {
        let shared = try Localizer(path: Self.appPath)
        let bundle = try LocalizationBundle(path: Self.appPath)
        // Every header is new (the private-use tag never matches), so the caches evict; the
        // oracle is the bundle's own matching, uncached.
        for index in 0..<1_200 {
            let header = index.isMultiple(of: 2) ? "x-\(index), de-AT;q=0.5" : "x-\(index), fr;q=0.5"
            let answer = try shared.localize("greeting", arguments: ["Anna"], LocalizationRequest(.acceptLanguage(header)))
            let expected = bundle.searchList(for: AcceptLanguage(header).preferredLanguages).first
            #expect(answer.localization == expected)
            #expect(answer.localization == (index.isMultiple(of: 2) ? "de" : "fr"))
        }
    }

    @Test func missingKeysAreReportedOnEveryCall() throws {
        let reported = LockedState<[String]>([])
        let localizer = try Localizer(
            path: Self.appPath, reporter: TestReporter.missingKeys { missing in reported.withLock { $0.append(missing.key) } })
        for _ in 0..<5 {
            let text = try localizer.localize(
                "no.such.key", LocalizationRequest(.preferred(["de"]), options: LocalizationOptions(defaultValue: "Standard")))
            #expect(text.string == "Standard")
            #expect(text.isMissing)
        }
        #expect(reported.withLock { $0 } == Array(repeating: "no.such.key", count: 5))
    }

    @Test func manyTasksGetTheSerialAnswers() async throws {
        let shared = try Localizer(path: Self.appPath)
        let serial = Self.requests.map { Self.answers(shared, $0) }
        let concurrent = try await withThrowingTaskGroup(of: [[String]].self) { group in
            for _ in 0..<32 {
                group.addTask { Self.requests.map { Self.answers(shared, $0) } }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(concurrent.count == 32)
        #expect(concurrent.allSatisfy { $0 == serial })
    }

    @Test func tablesPerSearchListAreTheAssembledOnes() throws {
        let bundle = try LocalizationBundle(path: Self.appPath)
        for searchList in [["de", "en"], ["ru", "en"], ["en"], ["fr", "de", "en"], ["zz"]] {
            let first = try bundle.table("Localizable", searchList: searchList.map { Localization($0) })
            let again = try bundle.table("Localizable", searchList: searchList.map { Localization($0) })
            let fresh = try LocalizationBundle(path: Self.appPath).table("Localizable", searchList: searchList.map { Localization($0) })
            #expect(Set(first.entries.keys) == Set(fresh.entries.keys))
            #expect(first.entries.mapValues(\.value) == fresh.entries.mapValues(\.value))
            #expect(again.entries.mapValues(\.value) == first.entries.mapValues(\.value))
        }
    }

    /// Threads started one after another work in different lanes (each with its own plans and
    /// ICU formats) whenever there are two: every lane answers as a fresh localizer does.
    @Test func everyLaneGivesTheSerialAnswers() throws {
        let localizer = try Localizer(path: Self.appPath)
        let fresh = try Localizer(path: Self.appPath)
        let serial = Self.requests.map { Self.answers(fresh, $0) }
        let answers = LockedState<[[[String]]]>([])
        for _ in 0..<(ThreadLane.count * 2) {
            let done = DispatchSemaphore(value: 0)
            Thread {
                let mine = Self.requests.map { Self.answers(localizer, $0) }
                answers.withLock { $0.append(mine) }
                done.signal()
            }.start()
            done.wait()
        }
        let collected = answers.withLock { $0 }
        #expect(collected.count == ThreadLane.count * 2)
        #expect(collected.allSatisfy { $0 == serial })
    }
}
