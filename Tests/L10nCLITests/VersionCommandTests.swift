import Foundation
import L10nTestSupport
import Testing

/// `l10n --version` and `localize --verbose` name the ICU and CLDR versions the answers come
/// from, as ICU's own tools report them: `pkg-config --modversion icu-i18n` and `icuinfo`
/// (from `icu-devtools`, which `libicu-dev` depends on).
@Suite struct VersionCommandTests {
    let l10n: ExecutableRunner

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    /// A program on `PATH`, run with `arguments`.
    static func tool(_ name: String, _ arguments: [String]) throws -> String {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        let executable = try #require(path, "\(name) is not on PATH")
        let output = try ExecutableRunner(executable: URL(fileURLWithPath: executable)).run(arguments)
        try #require(output.exitCode == 0, "\(name): \(output.stderr)")
        return output.stdout
    }

    /// ICU's version as `pkg-config` reports the installed library.
    static func icuVersion() throws -> String {
        try tool("pkg-config", ["--modversion", "icu-i18n"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// CLDR's version as `icuinfo` reads it from ICU's data (`42.0`), named as CLDR names its
    /// releases (`42`).
    static func cldrVersion() throws -> String {
        let report = try tool("icuinfo", [])
        let line = try #require(report.split(separator: "\n").first { $0.contains("\"cldr.version\"") })
        let value = try #require(line.split(separator: ">").dropFirst().first?.split(separator: "<").first)
        var parts = value.trimmingCharacters(in: .whitespaces).split(separator: ".").map(String.init)
        while parts.count > 1, parts.last == "0" { parts.removeLast() }
        return parts.joined(separator: ".")
    }

    @Test func versionNamesThePackageICUAndCLDR() throws {
        let result = try l10n.run(["--version"])
        #expect(result.exitCode == 0)
        let line = try #require(result.stdoutLines.first)
        #expect(result.stdoutLines.count == 1)
        let expectedSuffix = " (ICU \(try Self.icuVersion()), CLDR \(try Self.cldrVersion()))"
        #expect(line.hasPrefix("swift-l10n "))
        #expect(line.hasSuffix(expectedSuffix), "\(line)")
        let package = line.dropFirst("swift-l10n ".count).dropLast(expectedSuffix.count)
        #expect(package.split(separator: ".").count == 3 && package.split(separator: ".").allSatisfy { Int($0) != nil })
    }

    @Test func verboseLocalizeShowsTheVersions() throws {
        let example = Fixtures.repository.appendingPathComponent("Examples/App").path
        let result = try l10n.run(["localize", "--bundle", example, "--language", "ru", "--verbose", "files.remaining", "3"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let version = try l10n.run(["--version"]).stdoutLines.first ?? "?"
        #expect(result.stdoutLines.dropLast().last == "version: \(version)")
        #expect(result.stdoutLines.last?.hasPrefix("source: ") == true)
        #expect(version.contains("ICU \(try Self.icuVersion())"))
    }
}
