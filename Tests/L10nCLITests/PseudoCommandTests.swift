import Foundation
import L10nTestSupport
import Testing

/// `l10n pseudo`, end to end: a pseudo localization written into a copy of `Examples/App`
/// that `l10n lint` finds nothing in and `l10n localize` answers from, and one error line with
/// exit 2 for bad usage and input.
@Suite struct PseudoCommandTests {
    let l10n: ExecutableRunner
    static let example = Fixtures.repository.appendingPathComponent("Examples/App").path

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    /// A copy of the example bundle, removed by the caller.
    private func exampleCopy() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-pseudo-cli-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.example, toPath: path)
        return path
    }

    @Test(arguments: [
        (["--style", "accented"], "en-XA"), (["--style", "rtl"], "ar-XB"), (["--factor", "1.8", "--localization", "de-XL"], "de-XL"),
    ])
    func thePseudoLocalizationLintsCleanAndAnswers(options: [String], name: String) throws {
        let bundle = try exampleCopy()
        defer { try? FileManager.default.removeItem(atPath: bundle) }
        let written = try l10n.run(["pseudo", "--bundle", bundle] + options)
        #expect(written.exitCode == 0 && written.stdout.isEmpty && written.stderr.isEmpty, "\(written.stderr)")
        #expect(FileManager.default.fileExists(atPath: bundle + "/\(name).lproj/Localizable.strings"))

        let lint = try l10n.run(["lint", bundle])
        #expect(lint.exitCode == 0 && lint.stdout.isEmpty, "\(lint.stdout)")

        for (table, key, arguments) in [
            ("Localizable", "greeting", ["Ana"]), ("Localizable", "homes.found", ["1", "2"]), ("Shop", "cart.summary", ["3", "1"]),
        ] {
            let original = try l10n.run(
                ["localize", "--bundle", bundle, "--table", table, "--language", "en", "--verbose", key] + arguments)
            let pseudo = try l10n.run(["localize", "--bundle", bundle, "--table", table, "--language", name, "--verbose", key] + arguments)
            #expect(original.exitCode == 0 && pseudo.exitCode == 0, "\(pseudo.stderr)")
            #expect(pseudo.stdout != original.stdout && pseudo.stdout.count >= original.stdout.count, "\(pseudo.stdout)")
        }
    }

    @Test func anOutputFolderReceivesTheFilesAndTheBundleIsLeftAlone() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-pseudo-out-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try l10n.run(["pseudo", "--bundle", Self.example, "--output", output])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: output).sorted()
        #expect(written == ["Shop.xcstrings", "en-XA.lproj", "en-XA.lproj/Localizable.strings", "en-XA.lproj/Localizable.stringsdict"])
        #expect(!FileManager.default.fileExists(atPath: Self.example + "/en-XA.lproj"))
    }

    @Test(arguments: [
        (["--bundle", "/nonexistent/l10n-pseudo"], "/nonexistent/l10n-pseudo"),
        (["--bundle", example, "--factor", "0.5"], "--factor"),
        (["--bundle", example, "--factor", "nan"], "--factor"),
        (["--bundle", example, "--style", "upside-down"], "--style"),
        (["--bundle", example, "--localization", "../x"], "--localization"),
        (["--bundle", example, "--localization", "EN"], "development region 'en'"),
    ])
    func badUsageAndInputExitTwoWithOneLine(arguments: [String], named: String) throws {
        // Never into Examples/App, even if the command went wrong.
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-pseudo-bad-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try l10n.run(["pseudo"] + arguments + ["--output", output])
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(result.exitCode == 2)
        let line = try #require(result.singleErrorLine, "\(result.stderr)")
        #expect(line.contains(named))
    }

    @Test func aBundleWithoutDevelopmentRegionTablesExitsTwo() throws {
        let bundle = try TemporaryBundle([
            "Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>en</string></dict></plist>
            """,
            "fr.lproj/Localizable.strings": "\"a\" = \"b\";\n",
        ])
        defer { withExtendedLifetime(bundle) {} }
        let result = try l10n.run(["pseudo", "--bundle", bundle.path])
        #expect(result.exitCode == 2)
        #expect(result.singleErrorLine?.contains("development region 'en'") == true, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: bundle.path("en-XA.lproj")))
    }
}

extension PseudoCommandTests {
    /// A bundle whose Info.plist names no development region (three of five real apps'):
    /// refused without `--development-region`, written with it.
    @Test func theDevelopmentRegionCanBeGiven() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
            "fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\";\n",
        ])
        defer { withExtendedLifetime(bundle) {} }
        let refused = try l10n.run(["pseudo", "--bundle", bundle.path])
        #expect(refused.exitCode == 2 && refused.stderr.contains("names no development region"), "\(refused.stderr)")
        let written = try l10n.run(["pseudo", "--bundle", bundle.path, "--development-region", "en"])
        #expect(written.exitCode == 0, "\(written.stderr)")
        let pseudo = try String(contentsOfFile: bundle.path("en-XA.lproj/Localizable.strings"), encoding: .utf8)
        #expect(pseudo.contains("\"greeting\" = \"[") && !pseudo.contains("Bonjour"), "\(pseudo)")
    }
}
