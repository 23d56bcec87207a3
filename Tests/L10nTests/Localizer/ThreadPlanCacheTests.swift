import Foundation
import L10nTestSupport
import Testing

@testable import L10n

/// Each thread remembers the plans it used last (`ThreadPlanCache`), for every `Localizer` in
/// the process. A remembered plan must never answer for another localizer (one made later
/// may reuse a freed one's address), for another request, or for another key sharing its
/// slot; a handler that localizes while a call is under way must not free the plan the call
/// uses; and threads that exit must release what they remembered (the sanitizer runs check).
@Suite struct ThreadPlanCacheTests {
    /// A bundle folder whose one localization says `text` for `"k"` and `"k.<n>"`.
    static func makeBundle(_ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-plans-\(UUID().uuidString)")
        let lproj = folder.appendingPathComponent("ru.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        var strings = "\"k\" = \"\(text) %d\";\n"
        for index in 0..<200 { strings += "\"k.\(index)\" = \"\(text) \(index) %d\";\n" }
        try Data(strings.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        return folder
    }

    static let request = LocalizationRequest(.localization("ru"))

    @Test func localizersWithTheSameKeysAnswerFromTheirOwnBundles() throws {
        let first = try Self.makeBundle("первый")
        let second = try Self.makeBundle("второй")
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let a = try Localizer(path: first.path)
        let b = try Localizer(path: second.path)
        for round in 0..<3 {
            #expect(try a.localize("k", arguments: [.int(Int64(round))], Self.request).string == "первый \(round)")
            #expect(try b.localize("k", arguments: [.int(Int64(round))], Self.request).string == "второй \(round)")
        }
    }

    /// Localizers made and freed in turn: each new one may sit where the last one was.
    @Test func aLocalizerNeverGetsTheFreedOnesPlans() throws {
        let folders = try ["один", "два"].map(Self.makeBundle)
        defer { for folder in folders { try? FileManager.default.removeItem(at: folder) } }
        for round in 0..<40 {
            let text = round.isMultiple(of: 2) ? "один" : "два"
            let localizer = try Localizer(path: folders[round % 2].path)
            #expect(try localizer.localize("k", arguments: [1], Self.request).string == "\(text) 1")
        }
    }

    /// Requests that differ only past the languages, and many keys through the same slots.
    @Test func otherRequestsAndKeysInTheSameSlotsGetTheirOwnPlans() throws {
        let folder = try Self.makeBundle("текст")
        defer { try? FileManager.default.removeItem(at: folder) }
        let localizer = try Localizer(path: folder.path)
        let requests = [
            Self.request,
            LocalizationRequest(.localization("ru"), options: LocalizationOptions(locale: "ar_EG")),
            LocalizationRequest(.localization("ru"), options: LocalizationOptions(defaultValue: "нет")),
            LocalizationRequest(.localization("ru"), options: LocalizationOptions(table: "Other")),
        ]
        for round in 0..<2 {
            for index in 0..<200 {
                for request in requests {
                    let text = try localizer.localize("k.\(index)", arguments: [1_234], request).string
                    let expected: String =
                        switch request {
                        case requests[1]: "текст \(index) ١٬٢٣٤"
                        case requests[3]: "k.\(index)"
                        default: "текст \(index) 1\u{A0}234"  // Russian groups with a no-break space
                        }
                    #expect(text == expected, "round \(round), key k.\(index), \(request)")
                }
            }
        }
    }

    /// Two keys whose plans map to one slot are both remembered (a slot and the other of its
    /// pair): a page asks for dozens of keys, and with one slot each, two that shared it
    /// displaced each other on every render, each call asking the lane again.
    @Test func keysThatShareASlotAreBothRemembered() throws {
        let folder = try Self.makeBundle("пара")
        defer { try? FileManager.default.removeItem(at: folder) }
        let localizer = try Localizer(path: folder.path)
        // 201 keys over 32 slots: many share one (the digest of a request as written is the
        // same in every run).
        var keysBySlot: [Int: String] = [:]
        var sharing: (String, String)?
        for key in ["k"] + (0..<200).map({ "k.\($0)" }) {
            let slot = ThreadPlanCache.slot(key, Self.request)
            if let other = keysBySlot[slot] {
                sharing = (other, key)
                break
            }
            keysBySlot[slot] = key
        }
        let (first, second) = try #require(sharing)
        #expect(try localizer.localize(first, arguments: [1], Self.request).string.hasPrefix("пара"))
        #expect(try localizer.localize(second, arguments: [2], Self.request).string.hasPrefix("пара"))
        let remembered = [first, second].filter {
            ThreadPlanCache.plan(owner: localizer.serialNumber, key: $0, query: Self.request) != nil
        }
        #expect(remembered == [first, second])
    }

    /// The reporter, told of a missing key, localizes 300 keys of another localizer on the same thread,
    /// displacing every remembered plan, while the outer call still has its own to finish.
    @Test func aHandlerThatLocalizesDuringACallDoesNotFreeItsPlan() throws {
        let folder = try Self.makeBundle("вложенный")
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = try Localizer(path: folder.path)
        let outer = try Localizer(
            path: folder.path,
            reporter: TestReporter.missingKeys { _ in
                for index in 0..<300 {
                    _ = try? inner.localize(
                        "k.\(index % 200)", arguments: [.int(Int64(index))],
                        LocalizationRequest(.localization("ru"), options: LocalizationOptions(locale: "de_CH")))
                }
            })
        for round in 0..<3 {
            let text = try outer.localize(
                "missing", arguments: [.int(Int64(round))],
                LocalizationRequest(.localization("ru"), options: LocalizationOptions(defaultValue: "нет %d")))
            #expect(text.string == "нет \(round)")
            #expect(text.isMissing)
        }
    }

    /// Threads that localize and exit: each one's remembered plans are released with it
    /// (LeakSanitizer, in every build of the suite, would report a leak), and the localizer answers on.
    @Test func threadsThatExitReleaseWhatTheyRemembered() throws {
        let folder = try Self.makeBundle("поток")
        defer { try? FileManager.default.removeItem(at: folder) }
        let localizer = try Localizer(path: folder.path)
        let answers = LockedAnswers()
        var threads: [Thread] = []
        for index in 0..<8 {
            let thread = Thread {
                let text = try? localizer.localize("k.\(index)", arguments: [.int(Int64(index))], Self.request).string
                answers.append(text ?? "error")
            }
            threads.append(thread)
            thread.start()
        }
        while answers.count < threads.count { Thread.sleep(forTimeInterval: 0.001) }
        #expect(Set(answers.all) == Set((0..<8).map { "поток \($0) \($0)" }))
        #expect(try localizer.localize("k", arguments: [3], Self.request).string == "поток 3")
    }

    final class LockedAnswers: @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [String] = []

        func append(_ answer: String) { lock.withLock { answers.append(answer) } }
        var count: Int { lock.withLock { answers.count } }
        var all: [String] { lock.withLock { answers } }
    }
}
