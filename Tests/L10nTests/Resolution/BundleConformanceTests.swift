import L10n
import L10nTestSupport
import Testing

/// The bundle-level cases from Apple's Foundation tests.
@Suite struct BundleConformanceTests {
    static let cases = (try? AppleConformance.load().bundleCases) ?? []

    @Test func casesArePresent() {
        #expect(Self.cases.count == 12)
    }

    @Test(arguments: cases)
    func bundleCase(_ testCase: AppleConformance.BundleCase) throws {
        switch (testCase.api, testCase.expected) {
        case ("Bundle.preferredLocalizations(from:)", .list(let expected)):
            let bundle = LocalizationResolver(localizations: testCase.localizations.map { Localization($0) })
            #expect(bundle.preferredLocalizations(for: try #require(testCase.userLanguages)).names == expected)
        case ("Locale.localeIdentifierForCanonicalizedLocalizations", .identifier(let expected)):
            let identifier = FormattingLocale.identifier(
                localizations: testCase.localizations,
                preferredLanguages: try #require(testCase.preferredLanguages),
                preferredLocaleID: try #require(testCase.preferredLocaleID))
            #expect(identifier == expected)
        default:
            Issue.record("unknown case kind \(testCase.api)")
        }
    }
}
