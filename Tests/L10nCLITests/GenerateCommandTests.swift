import Foundation
import L10nTestSupport
import Testing

/// `l10n generate swift` end to end: the source on stdout or in a file, the options, and one
/// error line with exit 2 for bad usage and bad input.
@Suite struct GenerateCommandTests {
    let l10n: ExecutableRunner
    static let example = Fixtures.repository.appendingPathComponent("Examples/App").path

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    @Test func writesTheExamplesAccessorsToStandardOutput() throws {
        let result = try l10n.run(["generate", "swift", "--bundle", Self.example])
        #expect(result.exitCode == 0 && result.stderr.isEmpty, "\(result.stderr)")
        for declaration in [
            "struct Strings: Sendable {", "func filesRemaining(files: Int) throws(LocalizationError) -> LocalizedString",
            "func homesFound(homes: Int, cities: Int)", "func cartSummary(items: Int, carts: Int)",
            "/// Shown on the home screen; %@ is the user's name.", "var strings: Strings { Strings(self) }",
        ] {
            #expect(result.stdout.contains(declaration), "\(declaration)")
        }
    }

    /// Each run hashes dictionaries with a new seed; the source must not notice, nor depend on
    /// the order files were written in.
    @Test func outputIsTheSameEveryRun() throws {
        let copy = try TemporaryBundle()
        defer { withExtendedLifetime(copy) {} }
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.example).sorted().reversed()
        for file in files where !file.hasSuffix(".lproj") {
            try copy.write(file, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.example + "/" + file))))
        }
        let runs = try (0..<3).map { _ in try l10n.run(["generate", "swift", "--bundle", Self.example]).stdout }
        let fromCopy = try l10n.run(["generate", "swift", "--bundle", copy.path]).stdout
        #expect(!runs[0].isEmpty && Set(runs).count == 1)
        // The header names the folder, which the copy names otherwise.
        let body = { (source: String) in source.split(separator: "\n").dropFirst().joined(separator: "\n") }
        #expect(body(fromCopy) == body(runs[0]))
    }

    @Test func optionsNameTypeAccessAndTables() throws {
        let result = try l10n.run([
            "generate", "swift", "--bundle", Self.example, "--type-name", "AppStrings", "--access", "public", "--table", "Shop",
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("public struct AppStrings: Sendable {"))
        #expect(result.stdout.contains("public var appStrings: AppStrings { AppStrings(self) }"))
        #expect(result.stdout.contains("public func appStrings(for request: LocalizationRequest) -> AppStrings"))
        #expect(result.stdout.contains("public func photosCount(_ arg1: Int)"))
        #expect(!result.stdout.contains("Localizable") && !result.stdout.contains("greeting"))
    }

    /// The file is written once; writing the same source again leaves it untouched, so a build
    /// that depends on it does not recompile.
    @Test func outputFileIsRewrittenOnlyWhenItChanges() throws {
        let folder = try TemporaryBundle()
        defer { withExtendedLifetime(folder) {} }
        let file = URL(fileURLWithPath: folder.path("Generated/Strings.swift"))
        let first = try l10n.run(["generate", "swift", "--bundle", Self.example, "--output", file.path])
        #expect(first.exitCode == 0 && first.stdout.isEmpty, "\(first.stderr)")
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written == (try l10n.run(["generate", "swift", "--bundle", Self.example]).stdout))
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        _ = try l10n.run(["generate", "swift", "--bundle", Self.example, "--output", file.path])
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == past)
        _ = try l10n.run(["generate", "swift", "--bundle", Self.example, "--output", file.path, "--type-name", "Other"])
        #expect(try String(contentsOf: file, encoding: .utf8).contains("struct Other: Sendable"))
    }

    /// The development language types the arguments; `--development-region` names another.
    @Test func developmentRegionChoosesTheTypes() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": "\"count\" = \"%lld\";\n", "fr.lproj/Localizable.strings": "\"count\" = \"%@\";\n",
        ])
        defer { withExtendedLifetime(bundle) {} }
        let english = try l10n.run(["generate", "swift", "--bundle", bundle.path])
        let french = try l10n.run(["generate", "swift", "--bundle", bundle.path, "--development-region", "fr"])
        #expect(english.stdout.contains("func count(_ arg1: Int)"), "\(english.stderr)")
        #expect(french.stdout.contains("func count(_ arg1: String)"), "\(french.stderr)")
    }

    @Test(arguments: [
        (["--access", "open"], "--access must be internal or public, not 'open'"),
        (["--type-name", "lowercase"], "'lowercase' cannot name the accessors' type"),
        (["--table", "Menu"], "has no table 'Menu' (its tables: Localizable, Shop)"),
    ])
    func badOptionsAreOneErrorLine(options: [String], message: String) throws {
        let result = try l10n.run(["generate", "swift", "--bundle", Self.example] + options)
        let line = try #require(result.singleErrorLine, "exit \(result.exitCode), stderr '\(result.stderr)'")
        #expect(line.contains(message))
    }

    @Test func aMissingBundleIsOneErrorLine() throws {
        let missing = try l10n.run(["generate", "swift"])
        #expect(try #require(missing.singleErrorLine).contains("--bundle"))
        let absent = try l10n.run(["generate", "swift", "--bundle", "/no/such/folder"])
        #expect(try #require(absent.singleErrorLine).contains("/no/such/folder"))
    }

    /// An entry the generator cannot type is named by file, line and key; every other entry
    /// still gets its accessor, and the exit status is 1.
    @Test func anUntypableEntryIsNamedAndTheOthersAreWritten() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.strings": "\"fine\" = \"ok\";\n\"mixed\" = \"%1$@ %1$f\";\n\"other\" = \"%lld\";\n"
        ])
        defer { withExtendedLifetime(bundle) {} }
        let file = URL(fileURLWithPath: bundle.path("Strings.swift"))
        let result = try l10n.run(["generate", "swift", "--bundle", bundle.path, "--output", file.path])
        #expect(result.exitCode == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(
            lines.first?.contains(bundle.path("en.lproj/Localizable.strings") + ":2:") == true
                && lines.first?.contains("key 'mixed': argument 1") == true
                && lines.first?.hasSuffix("no accessor is written for it") == true)
        let source = try String(contentsOf: file, encoding: .utf8)
        #expect(source.contains("var fine:") && source.contains("func other(") && !source.contains("mixed"), "\(source)")
    }

    /// A file the runtime cannot read stops generation with the reader's own error.
    @Test func anUnreadableTableIsOneErrorLine() throws {
        let bundle = try TemporaryBundle(["en.lproj/Localizable.strings": "\"fine\" = \"ok\";\n\"broken\" = ;\n\"after\" = \"x\";\n"])
        defer { withExtendedLifetime(bundle) {} }
        let result = try l10n.run(["generate", "swift", "--bundle", bundle.path])
        let line = try #require(result.singleErrorLine, "exit \(result.exitCode), stderr '\(result.stderr)'")
        #expect(line.contains(bundle.path("en.lproj/Localizable.strings") + ":2:") && line.contains("broken"))
    }
}
