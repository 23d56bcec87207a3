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
        // Catalog comments on plural entries have no place in a .stringsdict: exit 1, said.
        #expect(back.exitCode == 1)
        let warnings = back.stderr.split(separator: "\n")
        #expect(!warnings.isEmpty && warnings.allSatisfy { $0.hasPrefix("l10n: warning: ") && $0.contains("comment") })

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
