import Foundation
import L10n
import L10nTestSupport
import Testing

/// One `Localizer` hammered by many tasks from a cold start — every table, key and localization of
/// `Examples/App`, across formatting locales and plural-rule sources — while other tasks keep
/// opening fresh localizers on the same folder. `scripts/sanitize` runs this under
/// ThreadSanitizer; here it also proves that answers never depend on which task got there first.
@Suite struct LocalizerStressTests {
    static let appPath = Fixtures.repository.appendingPathComponent("Examples/App").path

    struct Work: Sendable {
        let key: String
        let arguments: [FormatArgument]
        let request: LocalizationRequest
    }

    /// Every key of every table in every localization, with requests that reach it through each
    /// way a server asks, and numbers that select every plural category of these languages.
    static func workload() throws -> [Work] {
        let bundle = try LocalizationBundle(path: appPath)
        let locales: [String?] = [nil, "de_CH", "ar_EG", "hi_IN", "ru_RU@numbers=arab"]
        let counts: [FormatArgument] = [0, 1, 2, 3, 5, 11, 21, 101, 1.5]
        var work: [Work] = []
        for table in bundle.tableNames {
            for localization in bundle.localizations {
                guard let entries = try bundle.table(table, localization: localization)?.entriesInFileOrder else { continue }
                for (index, entry) in entries.enumerated() {
                    let languages: [LocalizationRequest.Languages] = [
                        .preferred([localization.name]), .acceptLanguage("\(localization);q=0.8, *"), .localization(localization),
                    ]
                    for (step, count) in counts.enumerated() {
                        let variant = (index + step) % languages.count
                        let request = LocalizationRequest(
                            languages[variant],
                            options: LocalizationOptions(
                                table: table, locale: testLocale(locales[(index + step) % locales.count]),
                                pluralRules: variant == 1 ? .formattingLocale : .localization, device: variant == 2 ? "iphone" : nil,
                                width: variant == 2 ? 10 : nil))
                        work.append(Work(key: entry.key, arguments: [count, count, "x"], request: request))
                    }
                }
            }
        }
        return work
    }

    /// The text, or the kind of error: both must be the same whichever task computes them.
    static func answer(_ work: Work, _ localizer: Localizer) -> String {
        do {
            let result = try localizer.localize(work.key, arguments: work.arguments, work.request)
            return "\(result.localization ?? "-") \(result.locale ?? "-") \(result.string)"
        } catch {
            return "error \(error.kind)"
        }
    }

    @Test func manyTasksOnOneColdLocalizerAgreeWithOneTask() async throws {
        let work = try Self.workload()
        #expect(work.count > 300)
        let reference = try Localizer(path: Self.appPath)
        let serial = work.map { Self.answer($0, reference) }
        // Most entries must format: a workload of errors would prove nothing about formatting.
        #expect(serial.filter { $0.hasPrefix("error") }.count < work.count / 4)

        let shared = try Localizer(path: Self.appPath)
        let tasks = 24
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    // Each task walks the workload from a different starting point, so first uses of
                    // tables and ICU objects race.
                    var mismatches = 0
                    for step in work.indices {
                        let index = (step + task * 131) % work.count
                        if Self.answer(work[index], shared) != serial[index] { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            for _ in 0..<4 {
                group.addTask {
                    // Opening the folder again and again, as a server reloading its resources would.
                    var mismatches = 0
                    for index in stride(from: 0, to: work.count, by: 37) {
                        let fresh = try Localizer(path: Self.appPath)
                        if Self.answer(work[index], fresh) != serial[index] { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect(shared.bundle.filesRead == reference.bundle.filesRead)
    }
}
