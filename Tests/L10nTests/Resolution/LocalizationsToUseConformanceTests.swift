import Foundation
import L10n
import L10nTestSupport
import Testing

/// Every `ualoc_localizationsToUse` case from Apple's ICU test suite, run in full.
@Suite struct LocalizationsToUseConformanceTests {
    static let conformance = Result { try AppleConformance.load() }

    @Test func allCasesArePresent() throws {
        let conformance = try Self.conformance.get()
        #expect(conformance.localizationsToUse.count == 1031)
        #expect(conformance.getAppleParent.count == 94)
        #expect(conformance.bundleCases.count == 12)
    }

    @Test func everyLocalizationsToUseCase() throws {
        let cases = try Self.conformance.get().localizationsToUse
        var failures: [String] = []
        for testCase in cases {
            let result = AvailableLocalizations(testCase.available.map { Localization($0) }).localizationsToUse(for: testCase.preferred)
                .names
            if result != testCase.expected {
                failures.append("\(testCase.id) \(testCase.preferred): expected \(testCase.expected), got \(result)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(cases.count) cases differ:\n\(failures.joined(separator: "\n"))")
    }
}
