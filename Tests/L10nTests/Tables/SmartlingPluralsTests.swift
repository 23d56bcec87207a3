import L10n
import L10nICU
import L10nResources
import Testing

/// Smartling's `KEY##{category}` entries in `.strings` files.
@Suite struct SmartlingPluralsTests {
    static func table(_ text: String) throws -> StringTable {
        try StringTable(strings: Array(text.utf8), file: "fr.lproj/Localizable.strings", name: "Localizable", localization: "fr")
    }

    @Test func groupsCategoriesIntoOnePluralEntry() throws {
        let table = try Self.table(
            """
            "a" = "plain";
            /* Count of files */
            "files##{one}" = "%d fichier";
            "files##{other}" = "%d fichiers";
            "b" = "plain";
            """)
        #expect(table.count == 3)
        let files = try #require(table["files"])
        #expect(files.value == .plural([.one: .text("%d fichier"), .other: .text("%d fichiers")]))
        #expect(files.comment == "Count of files")
        #expect(files.location.line == 3)
        #expect(table.warnings.isEmpty)
    }

    @Test(arguments: ["files##{unknown}", "files#{one}", "files##{one}x", "##{one}x", "files{one}"])
    func keysThatAreNotSmartlingPluralsStayOrdinary(key: String) throws {
        let table = try Self.table("\"\(key)\" = \"v\";")
        #expect(table[key]?.value == .text("v"))
    }

    @Test func emptyBaseKeyIsAllowed() throws {
        #expect(try Self.table("\"##{one}\" = \"v\";")[""]?.value == .plural([.one: .text("v")]))
    }

    @Test func pluralGroupReplacesOrdinaryEntryOfTheSameKeyWithAWarning() throws {
        for text in ["\"files\" = \"x\"; \"files##{one}\" = \"y\";", "\"files##{one}\" = \"y\"; \"files\" = \"x\";"] {
            let table = try Self.table(text)
            #expect(table["files"]?.value == .plural([.one: .text("y")]))
            #expect(table.warnings.map(\.reason) == [.duplicateKey])
            #expect(table.warnings.first?.key == "files")
        }
    }
}
