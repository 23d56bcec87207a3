import L10n
import L10nICU
import L10nTestSupport
import Testing

/// Once a locale's formats have been used, formatting opens no ICU object: every configuration
/// CF would set up is cached.
@Suite struct FormatCachingTests {
    static let format = "%d %5.2f %+e %g %05d %.3d %@ %a %u"
    static let arguments: [FormatArgument] = [1234, 3.14159, 1e-5, 1234567.0, 42, 7, 2.5, 1.5, .uint(.max)]

    /// Locales spelled as BCP 47 tags, which no other suite formats with: formats are cached by
    /// the identifier as given, so these are this test's alone. A task of another suite holding
    /// the spare clone of a shared format (the stress tests format `hi_IN`) would make this test
    /// open one — rightly, but not because the cache failed.
    @Test(arguments: ["en-US", "ar-EG", "hi-IN"]) func steadyStateOpensNothing(locale: String) throws {
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
