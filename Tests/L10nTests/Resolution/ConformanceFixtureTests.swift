import Foundation
import L10nTestSupport
import Testing

/// The conformance file is copied into the fixtures so the tests run anywhere; the copy must
/// stay identical to `shared/conformance/apple-localizations.json` where that exists.
@Suite struct ConformanceFixtureTests {
    static let sharedCopy = Fixtures.repository.deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/apple-localizations.json")

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: sharedCopy.path),
            "shared/conformance is not beside this checkout"))
    func fixtureIsIdenticalToSharedConformance() throws {
        let fixture = try Data(contentsOf: AppleConformance.fixtureURL())
        let shared = try Data(contentsOf: Self.sharedCopy)
        #expect(fixture == shared)
    }
}
