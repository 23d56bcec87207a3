import L10nFormat
import L10nICU
import L10nTestSupport
import Testing

/// Once a locale's formats have been used, formatting opens no ICU object: every configuration
/// CF would set up is cached.
@Suite struct FormatCachingTests {
    static let format = "%d %5.2f %+e %g %05d %.3d %@ %a %u"
    static let arguments: [FormatArgument] = [1234, 3.14159, 1e-5, 1234567.0, 42, 7, 2.5, 1.5, .uint(.max)]

    /// Locales with an explicit numbering system, which no other test formats with. Formats
    /// are cached per canonical identifier and shared by every task, so a task of another suite
    /// holding the spare clone of a shared format (the stress tests format `ar_EG` and `hi_IN`)
    /// would make this test open one — rightly, but not because the cache failed. (Before
    /// identifiers were canonicalized, the BCP 47 spellings `ar-EG` and `hi-IN` kept this test
    /// apart; they now name the stress tests' formats, and CI saw exactly that opening.)
    @Test(arguments: ["en_US@numbers=latn", "ar_EG@numbers=arab", "hi_IN@numbers=deva"]) func steadyStateOpensNothing(locale: String) throws
    {
        let formatter = StringFormatter(locale: testLocale(locale))
        let first = try formatter.format(Self.format, Self.arguments)
        let (again, statistics) = try ICUHandleStatistics.record {
            try (0..<50).map { _ in try formatter.format(Self.format, Self.arguments) }
        }
        #expect(again.allSatisfy { $0 == first })
        #expect(statistics.totalOpened == 0)
    }

    @Test func sharedAcrossTasks() async throws {
        let formatter = StringFormatter(locale: "de_DE")
        let expected = try formatter.format(Self.format, Self.arguments)
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask { try formatter.format(Self.format, Self.arguments) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }
}
