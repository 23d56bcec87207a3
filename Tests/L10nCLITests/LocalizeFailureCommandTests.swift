import Foundation
import L10nTestSupport
import Testing

/// A plural whose chosen variant is missing, with no `other`: `l10n localize` prints one
/// `l10n: error: …` line naming the file, key, variable and category and exits 1 (the request
/// was right, the resources could not answer it), never an empty line with exit 0.
@Suite struct LocalizeFailureCommandTests {
    let l10n: ExecutableRunner
    static let bundle = Fixtures.path("bundles/Lookups")

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    @Test(arguments: [
        (["files.remaining", "1.5"], "ru.lproj/Localizable.stringsdict", "variable 'files'", "'other'"),
        (["files.remaining", "x"], "ru.lproj/Localizable.stringsdict", "variable 'files'", "'other'"),
        (["--table", "Shop", "items.count", "2.5"], "Shop.xcstrings", "plural variation", "'other'"),
        (["--table", "Shop", "cart.summary", "0.5", "2"], "Shop.xcstrings", "variable 'items'", "'other'"),
        (["--table", "Shop", "--device", "ipad", "open.on.device"], "Shop.xcstrings", "device variation", "'ipad'"),
    ])
    func missingVariantIsOneErrorLineAndExitOne(arguments: [String], file: String, subject: String, category: String) throws {
        let result = try l10n.run(["localize", "--bundle", Self.bundle, "--language", "ru"] + arguments)
        #expect(result.exitCode == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        try #require(lines.count == 1, "\(result.stderr)")
        let line = String(lines[0])
        #expect(line.hasPrefix("l10n: error: \(Self.bundle)/"))
        #expect(line.contains(file))
        #expect(line.contains(subject))
        #expect(line.contains(category))
        let key = arguments.first { !$0.hasPrefix("-") && $0 != "Shop" && $0 != "ipad" } ?? ""
        #expect(line.contains("(key \"\(key)\")"))
    }

    @Test func jsonLinesAnswerWithAnErrorAndGoOn() throws {
        let input = """
            {"bundle": "\(Self.bundle)", "language": "ru", "key": "files.remaining", "args": ["1.5"]}
            {"bundle": "\(Self.bundle)", "language": "ru", "key": "files.remaining", "args": ["5"]}

            """
        let result = try l10n.run(["localize", "--jsonl"], stdin: input)
        #expect(result.exitCode == 0)
        try #require(result.stdoutLines.count == 2)
        let error = try JSONSerialization.jsonObject(with: Data(result.stdoutLines[0].utf8)) as? [String: String]
        #expect(error?["error"]?.contains("ru.lproj/Localizable.stringsdict") == true)
        #expect(error?["error"]?.contains("variable 'files'") == true)
        let answer = try JSONSerialization.jsonObject(with: Data(result.stdoutLines[1].utf8)) as? [String: String]
        #expect(answer?["result"] == "Осталось: 5 файлов")
    }

    /// `l10n lint` reports the same entries with its missing-`other` rule.
    @Test func lintFindsThem() throws {
        let result = try l10n.run(["lint", Self.bundle])
        #expect(result.exitCode == 1)
        let missingOther = result.stdoutLines.filter { $0.hasSuffix("[plural-missing-other]") }
        #expect(missingOther.contains { $0.contains("ru.lproj/Localizable.stringsdict:") && $0.contains("files.remaining") })
        #expect(missingOther.contains { $0.contains("Shop.xcstrings:") && $0.contains("items.count") })
    }
}
