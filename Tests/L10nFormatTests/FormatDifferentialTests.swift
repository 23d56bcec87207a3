import Foundation
import L10nFormat
import L10nTestSupport
import Testing

/// Thousands of seeded formats, formatted by ``StringFormatter`` and by Foundation's
/// `String(format:locale:arguments:)` (CoreFoundation's own code, the oracle): the outputs must
/// be identical, except for the deliberate differences `FormatCaseGenerator` never generates
/// (listed and reasoned in `FormatKnownDifferencesTests`): Foundation is compared with our
/// Apple-unsigned-bug switch on, and its CLDR 46 Arabic exponent symbol is mapped to CLDR 42's
/// (`FormatCLDRDifferences`). The generator also avoids inputs that crash CF (`%#@…`, negative
/// `*` precisions for localized `%e`/`%g`), `%D %U %O` and `%L` (glibc artefacts), and NaN in
/// Arabic (a CLDR change of length).
@Suite struct FormatDifferentialTests {
    static let caseCount = 10_000

    /// Every locale, and no locale.
    @Test func randomFormatsMatchCoreFoundation() throws {
        try compare(FormatCaseGenerator(seed: 0xF0_12_AA_77_31), count: Self.caseCount)
    }

    /// C output only (what `snprintf` prints for CF), where our integers are written directly.
    @Test func randomFormatsWithoutLocaleMatchCoreFoundation() throws {
        try compare(FormatCaseGenerator(seed: 0xC0_FF_EE_42, locales: [nil]), count: 3000)
    }

    private func compare(_ generator: FormatCaseGenerator, count: Int) throws {
        var generator = generator
        var mismatches: [String] = []
        for _ in 0..<count {
            let testCase = generator.next()
            let expected = FormatCLDRDifferences.normalize(testCase.oracle())
            // Foundation reproduces Apple's unsigned bug; compare with our switch for it on.
            let formatter = StringFormatter(
                locale: testLocale(testCase.locale), options: .init(reproducesAppleUnsignedBug: true))
            let actual: String
            do {
                actual = try formatter.format(testCase.format, testCase.arguments)
            } catch {
                mismatches.append("\(testCase): threw \(error)")
                continue
            }
            if actual != expected {
                mismatches.append("\(testCase): got \"\(actual)\", Foundation \"\(expected)\"")
            }
        }
        #expect(
            mismatches.isEmpty,
            Comment(rawValue: "\(mismatches.count) of \(count) differ:\n" + mismatches.prefix(40).joined(separator: "\n")))
    }
}
