import Foundation
import L10n
import L10nResources
import L10nTestSupport
import L10nTooling
import Testing

/// The linter on a bundle with exactly one planted instance of each rule, and on its clean twin.
@Suite struct LinterTests {
    static let planted = Fixtures.path("lint/Planted")
    static let clean = Fixtures.path("lint/Clean")

    /// Each rule's one planted finding: the file under `Planted/`, its line and key.
    static let expected: [(LintRule, String, Int?, String?)] = [
        (.pluralMissingCategory, "ru.lproj/Localizable.stringsdict", 5, "files"),
        (.pluralMissingMillions, "Catalog.xcstrings", 4, "apples"),
        (.pluralUnusedCategory, "de.lproj/Localizable.stringsdict", 5, "files"),
        (.pluralMissingOther, "de.lproj/Localizable.stringsdict", 23, "pages"),
        (.variableUndefined, "ru.lproj/Localizable.stringsdict", 41, "links"),
        (.variableUnused, "de.lproj/Localizable.stringsdict", 37, "links"),
        (.formatMismatch, "de.lproj/Localizable.strings", 3, "types"),
        // At the development language's entry: the German file has no line for a key it lacks.
        (.keyMissingTranslation, "en.lproj/Localizable.strings", 4, "missing"),
        (.duplicateKey, "ru.lproj/Localizable.strings", 5, "greeting"),
        (.unreadableFile, "de.lproj/bad-Syntax.strings", 2, "broken"),
        (.valueTypeMismatch, "de.lproj/Localizable.stringsdict", 64, "bytes"),
        (.intVersusLongLong, "ru.lproj/Localizable.strings", 2, "count"),
        (.catalogState, "Catalog.xcstrings", 33, "welcome"),
        (.catalogShadowed, "Catalog.xcstrings", nil, nil),
        (.unknownRuleType, "ru.lproj/Localizable.stringsdict", 85, "odd"),
        (.resourceWarning, "Catalog.xcstrings", 17, "apples"),
        (.markupMismatch, "de.lproj/Localizable.strings", 4, "terms_html"),
    ]

    /// Every rule of the linter's own; the rules of templates' and sources' uses have their
    /// planted instances in `TemplateLintTests`.
    @Test func everyRuleHasAPlantedInstance() {
        #expect(Set(Self.expected.map(\.0)) == Set(LintRule.allCases).subtracting(UsageLinter.rules))
        #expect(Self.expected.count + UsageLinter.rules.count == LintRule.allCases.count)
    }

    @Test(arguments: expected)
    func reportsThePlantedInstanceOnce(rule: LintRule, file: String, line: Int?, key: String?) throws {
        let findings = try Linter().lint(path: Self.planted).filter { $0.rule == rule }
        try #require(findings.count == 1, "\(findings)")
        #expect(findings[0].file == Self.planted + "/" + file)
        #expect(findings[0].line == line)
        #expect(findings[0].key == key)
        #expect(findings[0].severity == rule.severity)
    }

    @Test func plantedBundleHasNothingElse() throws {
        let findings = try Linter().lint(path: Self.planted)
        #expect(findings.count == Self.expected.count, "\(findings)")
        #expect(findings == findings.sorted())
    }

    /// A stale key (no longer in the code) is not asked for: neither its missing French nor its
    /// German string waiting for review is a finding; the same key kept by hand is both.
    @Test(arguments: [("stale", 0), ("manual", 2)])
    func staleKeysAreNotAskedFor(extractionState: String, findings expected: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func unit(_ value: String, _ state: String) -> String {
            #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"#
        }
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{
            "gone":{"extractionState":"\(extractionState)","localizations":{"de":\(unit("Weg", "needs_review"))}},
            "kept":{"extractionState":"manual","localizations":{"de":\(unit("Da", "translated")),"fr":\(unit("Là", "translated"))}}}}
            """
        let file = folder.appendingPathComponent("Localizable.xcstrings")
        try Data(catalog.utf8).write(to: file)
        let findings = try Linter().lint(path: file.path)
        #expect(findings.count == expected, "\(findings)")
        #expect(findings.allSatisfy { $0.key == "gone" && [.keyMissingTranslation, .catalogState].contains($0.rule) })
    }

    @Test func cleanBundleHasNoFindings() throws {
        #expect(try Linter().lint(path: Self.clean) == [])
    }

    @Test func disabledRulesAreDropped() throws {
        let disabled: Set<LintRule> = [.formatMismatch, .catalogState]
        let findings = try Linter(disabled: disabled).lint(path: Self.planted)
        #expect(findings.count == Self.expected.count - 2)
        #expect(!findings.contains { disabled.contains($0.rule) })
    }

    @Test func singleFilesAreLintedAlone() throws {
        let stringsdict = Self.planted + "/ru.lproj/Localizable.stringsdict"
        let rules = try Linter().lint(path: stringsdict).map(\.rule)
        #expect(rules == [.pluralMissingCategory, .variableUndefined, .unknownRuleType])
        let catalog = try Linter().lint(path: Self.planted + "/Catalog.xcstrings").map(\.rule)
        #expect(catalog == [.pluralMissingMillions, .resourceWarning, .catalogState])
        let broken = try Linter().lint(path: Self.planted + "/de.lproj/bad-Syntax.strings").map(\.rule)
        #expect(broken == [.unreadableFile])
    }

    @Test func anLprojFolderIsLintedFileByFile() throws {
        let rules = try Linter().lint(path: Self.planted + "/de.lproj").map(\.rule)
        #expect(rules == [.pluralUnusedCategory, .pluralMissingOther, .variableUnused, .valueTypeMismatch, .unreadableFile])
    }

    @Test func missingPathsAndOtherFilesThrow() {
        #expect(throws: ResourceError.self) { try Linter().lint(path: Self.planted + "/nothing-here") }
        #expect(throws: ResourceError.self) { try Linter().lint(path: #filePath) }
    }

    @Test func bundleFoldersAreFoundBelowAFolder() {
        #expect(Linter.bundleFolders(under: Fixtures.path("lint")) == [Self.clean, Self.planted])
    }

    @Test func findingsPrintLikeACompiler() throws {
        let finding = LintFinding(.duplicateKey, file: "a/b.strings", line: 3, key: "k", message: "duplicate key")
        #expect(finding.description == "a/b.strings:3: warning: 'k': duplicate key [duplicate-key]")
        let unplaced = LintFinding(.formatMismatch, file: "a/b.strings", message: "differs")
        #expect(unplaced.description == "a/b.strings: error: differs [format-mismatch]")
    }
}
