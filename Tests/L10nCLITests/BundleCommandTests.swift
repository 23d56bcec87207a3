import Foundation
import L10nTestSupport
import Testing

/// `l10n localize`, `resolve` and `lint` end to end on the bundle fixtures of issue 16: Base.lproj
/// standing for the development region, localizations that are not locales, Apple's and
/// SwiftPM's bundle layouts, and a catalog shadowed by `.strings`.
@Suite struct BundleCommandTests {
    let l10n: ExecutableRunner

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    static func bundle(_ name: String) -> String {
        Fixtures.path("bundles/" + name)
    }

    @Test(arguments: [
        // Apple chooses `en` for an English user of a Base.lproj + es-US.lproj app and answers from Base.
        ("DevelopmentRegion/BaseAndSpanish", ["--preferred", "en"], "no.internet", [String](), "No internet connection"),
        ("DevelopmentRegion/BaseAndSpanish", ["--accept-language", "en-US, es;q=0.5"], "no.internet", [], "No internet connection"),
        ("DevelopmentRegion/BaseAndSpanish", ["--preferred", "es-MX"], "no.internet", [], "Sin conexión a internet"),
        ("DevelopmentRegion/NoBase", ["--preferred", "en"], "no.internet", [], "Sin conexión a internet"),
        // Base formats as its development region (de): grouping and plural rules.
        ("NotLocales", ["--language", "Base"], "count", ["1234"], "1.234 Dateien"),
        ("NotLocales", ["--language", "Base"], "files", ["1"], "1 Datei"),
        // A value without variables needs no plural rules, whatever the folder is called.
        ("NotLocales", ["--language", "x0"], "plain", [], "Plain text in x0"),
        ("Layouts/Mac.bundle", ["--preferred", "de-AT"], "title", [], "Titel (macOS)"),
        ("Layouts/Phone.app", ["--preferred", "fr-CA"], "title", [], "Titre (iOS)"),
        ("Layouts/Pkg_Target.resources", ["--preferred", "de-CH"], "count", ["1234"], "1’234 Dateien"),
        ("Shadowed", ["--preferred", "de"], "title", [], "Titel (de.lproj)"),
    ])
    func localizes(bundle: String, languages: [String], key: String, args: [String], expected: String) throws {
        let result = try l10n.run(["localize", "--bundle", Self.bundle(bundle)] + languages + [key] + args)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdoutLines == [expected])
    }

    @Test func verboseNamesBaseAsTheAnsweringFolder() throws {
        let path = Self.bundle("DevelopmentRegion/BaseAndSpanish")
        let result = try l10n.run(["localize", "--bundle", path, "--preferred", "en", "--verbose", "no.internet"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        // The `version:` line is checked by VersionCommandTests.
        #expect(
            result.stdoutLines.filter { !$0.hasPrefix("version: ") } == [
                "No internet connection", "localization: Base", "locale: en", "source: \(path)/Base.lproj/Localizable.strings:2:1",
            ])
    }

    @Test func pluralVariableWithoutRulesIsOneErrorLineNamingFileAndKey() throws {
        let path = Self.bundle("NotLocales")
        let result = try l10n.run(["localize", "--bundle", path, "--language", "x0", "files", "5"])
        let line = try #require(result.singleErrorLine, "exit \(result.exitCode), stderr '\(result.stderr)'")
        #expect(line.hasPrefix("l10n: error: \(path)/x0.lproj/Localizable.stringsdict:5:"))
        #expect(line.contains("localization 'x0'"))
        #expect(line.hasSuffix("(key \"files\")"))
    }

    @Test func jsonLinesAgree() throws {
        let input = """
            {"bundle": "\(Self.bundle("DevelopmentRegion/BaseOnly"))", "preferred": ["ja"], "key": "no.internet"}
            {"bundle": "\(Self.bundle("NotLocales"))", "language": "Base", "key": "count", "args": ["1234"]}

            """
        let result = try l10n.run(["localize", "--jsonl"], stdin: input)
        #expect(result.exitCode == 0)
        #expect(result.stdoutLines.count == 2)
        #expect(result.stdoutLines.first?.contains(#""result":"No internet connection""#) == true)
        #expect(result.stdoutLines.last?.contains(#""result":"1.234 Dateien""#) == true)
    }

    /// `resolve` lists a bundle's localizations by hand: with `Base` among them the development
    /// region is offered too, as the bundle's own list has it.
    @Test(arguments: [
        ("Base,es-US", "en", "en", ["en"]),
        ("Base,es-US", "en", "es-MX", ["es-US"]),
        ("Base,English,es-US", "en", "en", ["English"]),
        ("es-US,fr", "en", "en", ["es-US"]),
    ])
    func resolveOffersTheRegionOfABaseBundle(available: String, region: String, preferred: String, expected: [String]) throws {
        let result = try l10n.run(["resolve", "--available", available, "--development-region", region, "--preferred", preferred])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdoutLines == expected)
    }

    /// `resolve --bundle` reads the localizations as `localize` does: the same choice.
    @Test(arguments: [
        ("DevelopmentRegion/BaseAndSpanish", "en", ["en"]),
        ("DevelopmentRegion/DeclaredLegacyName", "en-GB", ["English"]),
        ("DevelopmentRegion/NoBase", "en", ["es-US"]),
        ("Layouts/Mac.bundle", "ja", ["de"]),
        ("Layouts/Pkg_Target.resources", "de-CH", ["de-ch"]),
    ])
    func resolveReadsABundleFolder(bundle: String, preferred: String, expected: [String]) throws {
        let result = try l10n.run(["resolve", "--bundle", Self.bundle(bundle), "--preferred", preferred])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdoutLines == expected)
    }

    @Test func resolveBundleErrors() throws {
        let both = try l10n.run(["resolve", "--bundle", Self.bundle("Shadowed"), "--available", "en", "--preferred", "en"])
        #expect(both.exitCode == 2)
        #expect(both.stderr.contains("--available or --bundle"))
        let missing = try l10n.run(["resolve", "--bundle", "/no/such/bundle", "--preferred", "en"])
        let line = try #require(missing.singleErrorLine, "exit \(missing.exitCode), stderr '\(missing.stderr)'")
        #expect(line.contains("/no/such/bundle"))
        let jsonl = try l10n.run(
            ["resolve", "--jsonl"],
            stdin: """
                {"bundle": "\(Self.bundle("DevelopmentRegion/BaseOnly"))", "preferred": ["fr"]}
                {"bundle": "/no/such/bundle", "preferred": ["fr"]}

                """)
        #expect(jsonl.stdoutLines.first == #"{"localizations":["en"]}"#)
        #expect(jsonl.stdoutLines.last?.contains("\"error\"") == true)
    }

    @Test func lintReportsTheShadowedCatalog() throws {
        let path = Self.bundle("Shadowed")
        let result = try l10n.run(["lint", path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let shadowed = result.stdoutLines.filter { $0.hasSuffix("[catalog-shadowed]") }
        #expect(shadowed.count == 1)
        #expect(shadowed.first?.hasPrefix("\(path)/Localizable.xcstrings: warning: ") == true)
        #expect(shadowed.first?.contains("'de'") == true)
        // The catalog's plural entry German lacks is reported too (a warning: exit 0).
        #expect(result.stdoutLines.count == 2)
    }
}
