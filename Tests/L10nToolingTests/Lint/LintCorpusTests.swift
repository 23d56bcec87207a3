import Foundation
import L10n
import L10nResources
import L10nTestSupport
import L10nTooling
import Testing

/// The linter over every app of the shared corpus: no crash, and findings checked by reading
/// the files.
@Suite struct LintCorpusTests {
    static let enabled = Corpus.directory != nil

    /// Every app's findings, linted once for all tests (app folder name → findings).
    static let results: [String: Result<[LintFinding], ResourceError>] = {
        guard let directory = Corpus.directory,
            let apps = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [:] }
        var results: [String: Result<[LintFinding], ResourceError>] = [:]
        for app in apps where !app.contains(".") {
            results[app] = Result { () throws(ResourceError) in try Linter().lint(path: directory.appendingPathComponent(app).path) }
        }
        return results
    }()

    private static func findings(_ app: String) throws -> [LintFinding] {
        try #require(results[app]).get()
    }

    @Test(.enabled(if: enabled, "L10N_CORPUS_DIR is not set to the shared corpus"))
    func everyAppLintsWithoutCrashing() throws {
        #expect(Self.results.count == 11)
        for app in Self.results.keys.sorted() {
            let findings = try Self.findings(app)
            #expect(findings == findings.sorted(), "\(app)")
            #expect(!findings.contains { $0.rule == .unreadableFile }, "\(app): \(findings.filter { $0.rule == .unreadableFile })")
        }
    }

    /// `(app, file suffix, line, key, rule, message fragment)`, each verified in the file.
    static let known: [(String, String, Int?, String, LintRule, String)] = [
        // Russian has one/few/many/other; Wikipedia's ru plurals have only one/other/zero.
        (
            "wikimedia__wikipedia-ios", "iOS Native Localizations/ru.lproj/Localizable.stringsdict", 61, "aaald-summary-title",
            .pluralMissingCategory, "variable 'v1' lacks 'few', 'many'"
        ),
        // "%1$d octet%#@v1@ ajouté%#@v1@": the second %#@v1@ reads a second argument en does not pass.
        (
            "wikimedia__wikipedia-ios", "iOS Native Localizations/fr.lproj/Localizable.stringsdict", 183,
            "diff-single-header-subtitle-bytes-added",
            .formatMismatch, "argument 2"
        ),
        // "%# @sites @" is a %@ specifier, not a reference to the 'sites' variable.
        (
            "duckduckgo__apple-browsers", "SyncUI-iOS/Resources/et.lproj/Localizable.stringsdict", 5,
            "bookmarks.invalid.objects.present.description",
            .variableUnused, "variable 'sites'"
        ),
        (
            "duckduckgo__apple-browsers", "SyncUI-iOS/Resources/et.lproj/Localizable.stringsdict", 5,
            "bookmarks.invalid.objects.present.description",
            .formatMismatch, "argument 1 is an object (%@), not a 32-bit integer"
        ),
        // The nl value of this menu item is the Bitwarden import instructions (nine arguments).
        (
            "duckduckgo__apple-browsers", "macOS/DuckDuckGo/Localizable.xcstrings", 30274, "import.browser.data.passwords",
            .formatMismatch, "'nl' format specifiers differ"
        ),
        // "%lld or %1$@": one argument read as an integer and as an object.
        (
            "liamnichols__xcstrings-tool", "__Fixtures__/!MismatchingArgumentType.xcstrings", 4, "Key",
            .formatMismatch, "argument 1 is read both as a 64-bit integer and as an object (%@)"
        ),
        // Maccy's Bengali settings define "Behavior" twice.
        (
            "p0deje__Maccy", "Maccy/Settings/bn.lproj/GeneralSettings.strings", 22, "Behavior",
            .duplicateKey, "also on line 9"
        ),
    ]

    @Test(.enabled(if: enabled, "L10N_CORPUS_DIR is not set to the shared corpus"), arguments: known)
    func knownFindingsAreReported(app: String, file: String, line: Int?, key: String, rule: LintRule, fragment: String) throws {
        let matches = try Self.findings(app).filter {
            $0.file.hasSuffix(file) && $0.line == line && $0.key == key && $0.rule == rule && $0.message.contains(fragment)
        }
        #expect(matches.count == 1, "\(matches)")
    }
}
