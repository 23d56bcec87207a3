import Foundation
import L10nTestSupport
import Testing

/// `l10n convert`, end to end: files written, warnings for what a format cannot hold, exit codes.
@Suite struct ConvertCommandTests {
    let l10n: ExecutableRunner
    static let example = Fixtures.repository.appendingPathComponent("Examples/App").path

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("l10n-convert-cli-\(UUID().uuidString)")
    }

    @Test func bundleToCatalogsAndBackLocalizesAlike() throws {
        let catalogs = temporaryFolder()
        let files = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: catalogs)
            try? FileManager.default.removeItem(at: files)
        }
        let toCatalogs = try l10n.run(["convert", "--to", "xcstrings", "--output", catalogs.path, Self.example])
        // A plural variable that is the whole format becomes a plural variation, which has no
        // name (Xcode's form): each is said, and the exit status is 1.
        #expect(toCatalogs.exitCode == 1, "\(toCatalogs.stderr)")
        let renamed = toCatalogs.stderr.split(separator: "\n")
        #expect(
            !renamed.isEmpty
                && renamed.allSatisfy { $0.hasPrefix("l10n: warning: ") && $0.contains("becomes the catalog's plural variation") })
        #expect(toCatalogs.stdout.isEmpty)
        let written = try FileManager.default.contentsOfDirectory(atPath: catalogs.path).sorted()
        #expect(written == ["Localizable.xcstrings", "Shop.xcstrings"])

        let catalogFiles = written.map { catalogs.appendingPathComponent($0).path }
        let back = try l10n.run(["convert", "--to", "strings", "--output", files.path] + catalogFiles)
        // Catalog comments on plural entries have no place in a .stringsdict, nor has the
        // extraction state of Shop.xcstrings's keys (Xcode's, extracted from code): exit 1, each
        // kind said once, with how many it touches.
        #expect(back.exitCode == 1)
        let warnings = back.stderr.split(separator: "\n")
        #expect(warnings.allSatisfy { $0.hasPrefix("l10n: warning: ") })
        #expect(
            warnings.filter { $0.contains("a .stringsdict has no comments") }.count == 1
                && warnings.contains { $0.contains("(and 17 more like it: 3 keys, 6 localizations)") })
        #expect(
            warnings.contains {
                $0.contains("Shop.xcstrings: key 'cart.summary': 3 keys with extraction state (none: extracted from the code)")
            })
        #expect(warnings.count == 2, "\(back.stderr)")

        for (language, key, args) in [
            ("ru", "files.remaining", ["21"]), ("ja", "cart.summary", ["3", "1"]), ("fr", "homes.found", ["1", "2"]),
        ] {
            let table = key == "cart.summary" ? "Shop" : "Localizable"
            let original = try l10n.run(["localize", "--bundle", Self.example, "--table", table, "--language", language, key] + args)
            let converted = try l10n.run(["localize", "--bundle", files.path, "--table", table, "--language", language, key] + args)
            #expect(converted.exitCode == 0)
            #expect(converted.stdout == original.stdout && !original.stdout.isEmpty, "\(language) \(key)")
        }
    }

    /// A catalog with every state, extraction state and flag converted to a catalog is itself;
    /// converted to files, each kind of loss is said once, with its count (counted by hand
    /// from the fixture), and the exit status is 1.
    @Test func aCatalogConvertsToItselfAndFilesSayWhatTheyLose() throws {
        let catalog = Fixtures.path("catalog/EveryField.xcstrings")
        let output = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let same = try l10n.run(["convert", "--to", "xcstrings", "--output", output.path, catalog])
        #expect(same.exitCode == 0 && same.stderr.isEmpty, "\(same.stderr)")
        let written = try Data(contentsOf: output.appendingPathComponent("EveryField.xcstrings"))
        #expect(written == (try Data(contentsOf: URL(fileURLWithPath: catalog))))

        let files = try l10n.run(["convert", "--to", "strings", "--output", output.appendingPathComponent("files").path, catalog])
        #expect(files.exitCode == 1)
        let lines = files.stderr.split(separator: "\n").map(String.init)
        for expected in [
            "key '%lld files' [en]: 3 strings in state new (this one and 2 more)",
            "key '%lld files' [fr]: 2 strings in state needs_review (this one and 1 more)",
            "key 'greeting' [de]: 1 string in state stale (this one)",
            "key '%lld files': 1 key with extraction state extracted_with_value (this one)",
            "key 'greeting': 1 key with extraction state migrated (this one)",
            "key 'Old key': 1 key with extraction state stale (this one)",
            "key 'Open on device': 3 keys with extraction state (none: extracted from the code) (this one and 2 more)",
            "key 'Brand': 1 key marked shouldTranslate false (this one)",
            "key 'greeting': 1 comment Xcode generated (this one) lose that mark",
            "key '%lld files' [fr]: 1 plural key several (this one, which this package does not read)",
            "key 'Open on device' [fr]: 1 variation type width (this one, which this package does not read)",
            "key 'greeting': 1 field xcodeFutureField (this one, which this package does not read)",
            "key 'greeting' [en]: 1 field futureLocalizationField (this one",
            "key 'photos %lld in %@' [en]: 1 field futureUnitField (this one",
            "key 'photos %lld in %@' [en]: 1 field futureSubstitutionField (this one",
            "EveryField.xcstrings: 1 field futureTopLevel (this one",
            "key 'Shortcut phrases' [en]: 1 string set (App Shortcuts phrases; this one) cannot be written",
        ] {
            #expect(lines.filter { $0.contains(expected) }.count == 1, "\(expected)\n\(files.stderr)")
        }
    }

    @Test func smartlingSaysWhatItDrops() throws {
        let output = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try l10n.run(["convert", "--to", "smartling", "--output", output.path, Self.example])
        #expect(result.exitCode == 1)
        #expect(
            result.stderr.contains("l10n: warning: ") && result.stderr.contains("'homes.found'")
                && result.stderr.contains("device variants"))
        let russian = try String(contentsOf: output.appendingPathComponent("ru.lproj/Localizable.strings"), encoding: .utf8)
        #expect(russian.contains("\"files.remaining##{few}\" = "))
    }

    @Test func convertingTwiceWritesTheSameBytes() throws {
        let first = temporaryFolder()
        let second = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        for folder in [first, second] {
            _ = try l10n.run(["convert", "--to", "stringsdict", "--output", folder.path, Self.example])
        }
        let path = "fr.lproj/Localizable.stringsdict"
        let a = try Data(contentsOf: first.appendingPathComponent(path))
        let b = try Data(contentsOf: second.appendingPathComponent(path))
        #expect(!a.isEmpty && a == b)
    }

    @Test func singleFilesNeedTheirLocalization() throws {
        let output = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let strings = Fixtures.path("strings/smartling.strings")
        let missing = try l10n.run(["convert", "--to", "stringsdict", "--output", output.path, strings])
        let line = try #require(missing.singleErrorLine, "exit \(missing.exitCode), stderr '\(missing.stderr)'")
        #expect(line.contains("--language"))
        let given = try l10n.run(["convert", "--to", "stringsdict", "--language", "fr", "--output", output.path, strings])
        #expect(
            FileManager.default.fileExists(atPath: output.appendingPathComponent("fr.lproj/smartling.stringsdict").path), "\(given.stderr)")
    }

    @Test(arguments: ["/no/such/folder", Fixtures.repository.appendingPathComponent("README.md").path])
    func badInputIsOneErrorLineAndExitTwo(input: String) throws {
        let result = try l10n.run(["convert", "--to", "xcstrings", "--output", temporaryFolder().path, input])
        let line = try #require(result.singleErrorLine, "exit \(result.exitCode), stderr '\(result.stderr)'")
        #expect(line.contains(input))
    }

    @Test func unknownTargetIsAUsageError() throws {
        let result = try l10n.run(["convert", "--to", "po", "--output", temporaryFolder().path, Self.example])
        #expect(result.exitCode != 0 && result.stderr.contains("strings, stringsdict, xcstrings, smartling"))
    }
}

extension ConvertCommandTests {
    /// An app's tree: every bundle found below the folder is converted under its own path,
    /// nested ones too; an Info.plist the preprocessor still has to expand is skipped with a
    /// warning, as lint reports it; a folder without a bundle is bad input, named.
    @Test func aTreeConvertsEveryBundleUnderItsPath() throws {
        let tree = try TemporaryBundle([
            "App/Info.plist": "#ifdef DEBUG\n<plist version=\"1.0\"><dict/></plist>\n#endif\n",
            "App/en.lproj/Localizable.strings": #""a" = "A";"#,
            "App/fr.lproj/Localizable.strings": #""a" = "À";"#,
            "App/Widget/en.lproj/Widget.strings": #""w" = "W";"#,
            "Docs/README.md": "no bundle",
        ])
        defer { withExtendedLifetime(tree) {} }
        let output = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try l10n.run(["convert", "--to", "xcstrings", "--output", output.path, tree.path])
        #expect(result.exitCode == 1)
        let warnings = result.stderr.split(separator: "\n")
        #expect(
            warnings.count == 1 && warnings[0].hasPrefix("l10n: warning: ") && warnings[0].contains("App/Info.plist"), "\(result.stderr)")
        for path in ["App/Localizable.xcstrings", "App/Widget/Widget.xcstrings"] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path), "\(path)")
        }
        let catalog = try String(contentsOf: output.appendingPathComponent("App/Localizable.xcstrings"), encoding: .utf8)
        #expect(catalog.contains("\"À\""))

        let none = try l10n.run(["convert", "--to", "xcstrings", "--output", output.path, tree.path("Docs")])
        #expect(none.exitCode == 2 && none.stderr.contains("Docs: no bundle folder"), "\(none.stderr)")
    }
}

extension ConvertCommandTests {
    /// A file that cannot be written is named as the caller spelled its folder, not as an
    /// absolute path the caller never gave.
    @Test func aFileThatCannotBeWrittenIsNamedAsGiven() throws {
        let folder = try TemporaryBundle(["blocker": "a file where the output folder should be"])
        defer { withExtendedLifetime(folder) {} }
        let result = try l10n.run(
            ["convert", "--to", "xcstrings", "--output", "blocker", Self.example], currentDirectory: folder.path)
        #expect(result.exitCode == 2)
        #expect(result.stderr.hasPrefix("l10n: error: cannot write blocker/"), "\(result.stderr)")
        #expect(!result.stderr.contains(folder.path))
    }
}
