import Foundation
import L10nTestSupport
import Testing

/// `l10n lint` end to end on the planted and clean lint fixtures.
@Suite struct LintCommandTests {
    let l10n: ExecutableRunner
    static let planted = Fixtures.path("lint/Planted")
    static let clean = Fixtures.path("lint/Clean")

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    @Test func textOutputIsCompilerStyle() throws {
        let result = try l10n.run(["lint", Self.planted])
        #expect(result.exitCode == 1)
        #expect(result.stderr.isEmpty)
        let lines = result.stdoutLines
        #expect(lines.count == 17)
        #expect(
            lines.contains(
                Self.planted
                    + "/ru.lproj/Localizable.strings:5: warning: 'greeting': duplicate key, also on line 1; this later entry wins [duplicate-key]"
            ))
        #expect(
            lines.contains(
                Self.planted
                    + "/en.lproj/Localizable.strings:4: warning: 'missing': in the development language (en) but missing from the 'de' translation [key-missing-translation]"
            ))
        for line in lines {
            #expect(line.hasPrefix(Self.planted + "/"))
            #expect(line.contains(": error: ") || line.contains(": warning: "))
            #expect(line.hasSuffix("]"))
        }
    }

    @Test func jsonOutputHasEveryFinding() throws {
        let result = try l10n.run(["lint", "--format", "json", Self.planted])
        #expect(result.exitCode == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 17)
        #expect(object["errors"] as? Int == 8)
        #expect(object["warnings"] as? Int == 9)
        let duplicate = try #require(findings.first { $0["rule"] as? String == "duplicate-key" })
        #expect(duplicate["file"] as? String == Self.planted + "/ru.lproj/Localizable.strings")
        #expect(duplicate["line"] as? Int == 5)
        #expect(duplicate["key"] as? String == "greeting")
        #expect(duplicate["severity"] as? String == "warning")
        // A finding about a translation names its language; one about a file alone has none.
        let missing = try #require(findings.first { $0["rule"] as? String == "key-missing-translation" })
        #expect(missing["language"] as? String == "de" && missing["line"] as? Int == 4)
        #expect(findings.contains { $0["rule"] as? String == "format-mismatch" && $0["language"] as? String == "de" })
    }

    @Test func cleanBundleExitsZeroSilently() throws {
        let result = try l10n.run(["lint", Self.clean])
        #expect(result.exitCode == 0)
        #expect(result.stdout.isEmpty)
        let json = try l10n.run(["lint", "--format", "json", Self.clean])
        #expect(json.exitCode == 0)
        #expect(json.stdoutLines == [#"{"errors":0,"findings":[],"warnings":0}"#])
    }

    @Test func warningsAloneExitZero() throws {
        let errors = [
            "plural-missing-category", "plural-missing-other", "variable-undefined", "format-mismatch",
            "unreadable-file", "value-type-mismatch", "int-vs-long-long", "markup-mismatch",
        ]
        let result = try l10n.run(["lint"] + errors.flatMap { ["--disable", $0] } + [Self.planted])
        #expect(result.exitCode == 0)
        #expect(result.stdoutLines.count == 9)
        #expect(result.stdoutLines.allSatisfy { $0.contains(": warning: ") })
    }

    @Test func disableDropsARule() throws {
        let result = try l10n.run(["lint", "--disable", "duplicate-key", Self.planted])
        #expect(result.exitCode == 1)
        #expect(result.stdoutLines.count == 16)
        #expect(!result.stdout.contains("[duplicate-key]"))
    }

    @Test func listRulesDocumentsEveryRule() throws {
        let result = try l10n.run(["lint", "--list-rules"])
        #expect(result.exitCode == 0)
        let ids = result.stdoutLines.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(ids.count == 20)
        #expect(ids.contains("swift-key-missing"))
        #expect(ids.contains("markup-mismatch"))
        #expect(ids.contains("template-key-missing"))
        #expect(ids.contains("plural-missing-category"))
        #expect(ids.contains("int-vs-long-long"))
        #expect(result.stdoutLines.contains { $0.hasPrefix("catalog-state (warning): ") })
        #expect(result.stdoutLines.contains { $0.hasPrefix("catalog-shadowed (warning): ") })
    }

    /// The example service's bundle against its templates and sources: every key a template
    /// uses exists and every key is used by something.
    @Test func theExampleUsesEveryKeyItHas() throws {
        let examples = Fixtures.repository.appendingPathComponent("Examples").path
        let result = try l10n.run(["lint", "--usage", examples, examples + "/App"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
        // With the templates alone, the keys only the service's code uses are unused.
        let templatesOnly = try l10n.run(["lint", "--usage", examples + "/Templates", examples + "/App"])
        #expect(templatesOnly.exitCode == 0)
        #expect(
            templatesOnly.stdoutLines.contains {
                $0.hasSuffix("warning: 'homes.found': no template or Swift source given with --usage uses this key [key-unused]")
            })
        #expect(!templatesOnly.stdoutLines.contains { $0.contains("'greeting'") })
    }

    @Test func aTemplatesMissingKeyIsAnErrorAtItsLine() throws {
        let tree = try TemporaryBundle([
            "App/en.lproj/Localizable.strings": #""greeting" = "Hello, %@!";"#,
            "Templates/page.leaf": "<h1>#localized(\"greeting\", name)</h1>\n<p>#localized(\"gretting\", name)</p>\n",
        ])
        let result = try l10n.run(["lint", "--usage", tree.path("Templates"), tree.path("App")])
        #expect(result.exitCode == 1)
        #expect(
            result.stdoutLines == [
                tree.path("Templates/page.leaf")
                    + ":2: error: 'gretting': the template uses this key, which table 'Localizable' has in no localization; the page shows the key [template-key-missing]"
            ])
        let json = try l10n.run([
            "lint", "--format", "json", "--disable", "template-key-missing", "--usage", tree.path("Templates"), tree.path("App"),
        ])
        #expect(json.exitCode == 0)
        #expect(json.stdoutLines == [#"{"errors":0,"findings":[],"warnings":0}"#])
    }

    @Test(arguments: [
        ["lint", "--usage", Fixtures.repository.appendingPathComponent("Examples/Templates").path, Self.clean + "/en.lproj"],
        ["lint", "--usage", "/no/such/templates", Self.clean],
    ])
    func usageWithoutABundleOrUsesExitsTwo(arguments: [String]) throws {
        let result = try l10n.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("l10n: error: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test(arguments: [
        ["lint"],
        ["lint", "--disable", "no-such-rule", Self.clean],
    ])
    func badUsageExitsTwo(arguments: [String]) throws {
        let result = try l10n.run(arguments)
        #expect(result.singleErrorLine != nil, "\(result.stderr)")
    }

    @Test func unknownFormatIsAUsageError() throws {
        let result = try l10n.run(["lint", "--format", "xml", Self.clean])
        #expect(result.exitCode == 2)
        #expect(result.stdout.isEmpty)
    }

    @Test func unreadablePathIsOneErrorLine() throws {
        let result = try l10n.run(["lint", Self.planted + "/missing-folder"])
        let line = try #require(result.singleErrorLine)
        #expect(line.contains("missing-folder"))
        let notResource = try l10n.run(["lint", #filePath])
        #expect(notResource.singleErrorLine != nil)
    }

    @Test func singleFileAndSeveralPaths() throws {
        let file = try l10n.run(["lint", Self.planted + "/ru.lproj/Localizable.strings"])
        #expect(file.exitCode == 0)
        #expect(file.stdoutLines.count == 1)
        let both = try l10n.run(["lint", Self.clean, Self.planted + "/Catalog.xcstrings"])
        #expect(both.exitCode == 0)
        #expect(both.stdoutLines.count == 3)
    }
}
