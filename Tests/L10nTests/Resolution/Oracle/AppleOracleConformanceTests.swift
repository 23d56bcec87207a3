import L10nTestSupport
import Testing

/// The oracle's sanity check: Apple's ICU, as Foundation ships it, passes Apple's own test suite.
/// If it did not, its answers in the differential tests would prove nothing.
@Suite struct AppleOracleConformanceTests {
    @Test func everyLocalizationsToUseCase() throws {
        let cases = try AppleConformance.load().localizationsToUse
        let answers = try AppleOracle.localizationsToUse(cases.map { ($0.preferred, $0.available) })
        var failures: [String] = []
        for (testCase, answer) in zip(cases, answers) where answer != .value(testCase.expected) {
            failures.append("\(testCase.id) \(testCase.preferred): expected \(testCase.expected), Apple's ICU \(answer)")
        }
        #expect(cases.count == 1031)
        #expect(failures.isEmpty, "\(failures.count) of \(cases.count) differ:\n\(failures.joined(separator: "\n"))")
    }

    @Test func everyAppleParentCase() throws {
        let cases = try AppleConformance.load().getAppleParent.filter { !AppleOracle.appleParentLoops($0.locale) }
        let answers = try AppleOracle.appleParents(cases.map(\.locale))
        var failures: [String] = []
        for (testCase, answer) in zip(cases, answers) where answer != .value([testCase.appleParent]) {
            failures.append("\(testCase.locale): expected \(testCase.appleParent), Apple's ICU \(answer)")
        }
        #expect(cases.count == 93, "all but `no-NO`")
        #expect(failures.isEmpty, "\(failures.count) of \(cases.count) differ:\n\(failures.joined(separator: "\n"))")
    }
}
