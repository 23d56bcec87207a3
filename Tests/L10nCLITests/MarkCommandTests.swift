import Foundation
import L10nResources
import L10nTestSupport
import Testing

/// `l10n mark` on a copy of the fixture with every field: the marked key's strings change state
/// and nothing else in the file does; a bad key changes nothing.
@Suite struct MarkCommandTests {
    let l10n: ExecutableRunner

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    @Test func marksEveryStringOfTheKeyAndNothingElse() throws {
        let original = try Fixtures.bytes("catalog/EveryField.xcstrings")
        let folder = try TemporaryBundle()
        defer { withExtendedLifetime(folder) {} }
        try folder.write("EveryField.xcstrings", bytes: original)
        let file = folder.path("EveryField.xcstrings")

        let result = try l10n.run(["mark", "--state", "needs_review", "--language", "en", "--catalog", file, "photos %lld in %@"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        // The unit and its substitution's two plural forms.
        #expect(result.stdout.contains("3 strings of 1 key marked needs_review in en"), "\(result.stdout)")
        let marked = try StringCatalog(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: file))), file: file)
        let english = try #require(marked.entry(forKey: "photos %lld in %@")?.localizations["en"])
        #expect(english.stringUnit?.state == "needs_review")
        #expect(english.substitutions["photos"]?.plural.values.allSatisfy { $0.stringUnit?.state == "needs_review" } == true)
        #expect(english.stringUnit?.unknownFields.names == ["futureUnitField"])

        // Marked back as reviewed, the file is the fixture again, byte for byte.
        let back = try l10n.run(["mark", "--state", "translated", "--language", "en", "--catalog", file, "photos %lld in %@"])
        #expect(back.exitCode == 0)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: file))) == original)
    }

    @Test(arguments: [
        (["greeting", "no such key"], "key 'no such key': the catalog has no such key"),
        (["greeting", "Brand"], "key 'Brand': no 'fr' string to mark (it has none)"),
    ])
    func aKeyThatCannotBeMarkedChangesNothing(keys: [String], message: String) throws {
        let original = try Fixtures.bytes("catalog/EveryField.xcstrings")
        let folder = try TemporaryBundle()
        defer { withExtendedLifetime(folder) {} }
        try folder.write("EveryField.xcstrings", bytes: original)
        let file = folder.path("EveryField.xcstrings")
        let result = try l10n.run(["mark", "--state", "needs_review", "--language", "fr", "--catalog", file] + keys)
        #expect(result.exitCode == 2)
        #expect(result.stderr == "l10n: error: \(file): \(message)\n", "\(result.stderr)")
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: file))) == original)
    }
}
