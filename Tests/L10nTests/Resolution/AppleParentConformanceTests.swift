import L10n
import L10nTestSupport
import Testing

/// Every `ualoc_getAppleParent` case from Apple's ICU test suite.
@Suite struct AppleParentConformanceTests {
    @Test func everyAppleParentCase() throws {
        let cases = try AppleConformance.load().getAppleParent
        var failures: [String] = []
        for testCase in cases {
            let parent = AppleParent.of(testCase.locale)
            if parent != testCase.appleParent {
                failures.append("\(testCase.locale): expected \(testCase.appleParent), got \(parent)")
            }
        }
        #expect(cases.count == 94)
        #expect(failures.isEmpty, "\(failures.count) of \(cases.count) differ:\n\(failures.joined(separator: "\n"))")
    }
}
