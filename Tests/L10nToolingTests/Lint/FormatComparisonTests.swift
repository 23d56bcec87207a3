import Foundation
import L10n
import L10nTooling
import Testing

/// How a translation's format is compared with the development language's, through a
/// two-language String Catalog written for each case.
@Suite struct FormatComparisonTests {
    /// Lints a catalog with one key whose English value is `source` and German value `translation`.
    private func rules(source: String, translation: String) throws -> [LintRule] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog: [String: Any] = [
            "sourceLanguage": "en", "version": "1.0",
            "strings": [
                "key": [
                    "localizations": [
                        "en": ["stringUnit": ["state": "translated", "value": source]],
                        "de": ["stringUnit": ["state": "translated", "value": translation]],
                    ]
                ]
            ],
        ]
        let path = folder.appendingPathComponent("Localizable.xcstrings")
        try JSONSerialization.data(withJSONObject: catalog).write(to: path)
        return Linter().lint(catalogAt: path.path).map(\.rule)
    }

    @Test(arguments: [
        ("%@ has %d", "%@ hat %d", nil),
        ("%@ has %d", "%2$d hat %1$@", nil),
        ("%1$@ and %2$@", "%2$@ und %1$@", nil),
        ("%@ has %d", "%d hat %@", LintRule.formatMismatch),
        ("%@", "%d", .formatMismatch),
        ("%@ %@", "%@", .formatMismatch),
        ("%@", "%@ %@", .formatMismatch),
        ("%.1f%%", "%.1f %%", nil),
        ("%f", "%lld", .formatMismatch),
        ("%lld files", "%d Dateien", .intVersusLongLong),
        ("%ld files", "%i Dateien", .intVersusLongLong),
        ("%d files", "%lld Dateien", .formatMismatch),
        ("%lld", "%lld", nil),
        ("%*d", "%*d", nil),
        ("%s", "%@", .formatMismatch),
        ("%lld or %1$@", "%lld oder %1$lld", .formatMismatch),
    ])
    func comparesWithTheDevelopmentLanguage(source: String, translation: String, expected: LintRule?) throws {
        let found = try rules(source: source, translation: translation)
        #expect(found == (expected.map { [$0] } ?? []), "\(source) → \(translation)")
    }
}
