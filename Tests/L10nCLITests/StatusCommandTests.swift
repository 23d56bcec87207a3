import Foundation
import L10nTestSupport
import Testing

/// `l10n status` end to end: the JSON the issue's users script against, the text table, errors.
@Suite struct StatusCommandTests {
    let l10n: ExecutableRunner

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    /// The counts of EveryField.xcstrings, made by hand in `TranslationStatusTests`, as JSON:
    /// per language, and per table under `tables`.
    @Test func jsonHasEachLanguageInAllAndPerTable() throws {
        let result = try l10n.run(["status", "--format", "json", Fixtures.path("catalog/EveryField.xcstrings")])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let french: [String: Double] = ["translated": 0, "needsReview": 2, "new": 1, "missing": 2, "percent": 0]
        let english: [String: Double] = ["translated": 5, "needsReview": 0, "new": 0, "missing": 0, "percent": 100]
        let languages = try #require(root["languages"] as? [String: [String: Double]])
        #expect(languages["fr"] == french && languages["en"] == english && languages.keys.sorted() == ["de", "en", "fr"])
        let tables = try #require(root["tables"] as? [String: [String: [String: [String: Double]]]])
        #expect(tables["EveryField"]?["languages"]?["fr"] == french)
    }

    @Test func textHasALinePerLanguage() throws {
        let result = try l10n.run(["status", Fixtures.path("catalog/EveryField.xcstrings")])
        #expect(result.exitCode == 0)
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.filter { $0 == "en 5 0 0 0 100.0%" }.count == 2, "\(result.stdout)")
        #expect(lines.filter { $0 == "fr 0 2 1 2 0.0%" }.count == 2, "\(result.stdout)")
        #expect(lines.first == "table EveryField" && lines.contains("all tables"))
    }

    @Test func aPathThatIsNeitherIsBadInput() throws {
        let result = try l10n.run(["status", Fixtures.path("strings/smartling.strings")])
        #expect(result.exitCode == 2)
        #expect(result.stderr.hasPrefix("l10n: error: ") && result.stderr.contains("smartling.strings"))
    }
}

extension StatusCommandTests {
    /// An app's source tree: every bundle below it, each table named by its bundle's folder; a
    /// folder with no bundle is bad input, named.
    @Test func aTreeCountsEachBundleUnderItsFolder() throws {
        let tree = try TemporaryBundle([
            "App/en.lproj/Localizable.strings": #""a" = "A"; "b" = "B";"#,
            "App/fr.lproj/Localizable.strings": #""a" = "À";"#,
            "Widget/en.lproj/Localizable.strings": #""w" = "W";"#,
            "Widget/fr.lproj/Localizable.strings": #""w" = "Ouaip";"#,
            "README.md": "no bundle here",
        ])
        defer { withExtendedLifetime(tree) {} }
        let result = try l10n.run(["status", "--format", "json", tree.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let tables = try #require(root["tables"] as? [String: [String: [String: [String: Double]]]])
        #expect(tables.keys.sorted() == ["App/Localizable", "Widget/Localizable"])
        #expect(tables["App/Localizable"]?["languages"]?["fr"]?["missing"] == 1)
        #expect((root["languages"] as? [String: [String: Double]])?["fr"]?["translated"] == 2)

        let empty = try l10n.run(["status", tree.path("README.md").replacingOccurrences(of: "/README.md", with: "/App/en.lproj")])
        #expect(empty.exitCode == 2 && empty.stderr.contains("no bundle folder"), "\(empty.stderr)")
    }
}
