import Foundation
import L10n
import L10nResources
import L10nTestSupport
import Testing

/// The fixture files in `Fixtures/plist`: XML ones as written, binary ones as
/// `scripts/generate-binary-plist-fixtures` compiled them; and CoreFoundation's view of the
/// must-fail files in `Fixtures/bad/plist-*`.
@Suite struct PropertyListFixtureTests {
    static let xml = (try? PropertyListOracle.fixtureFiles("xml")) ?? []
    static let binary = (try? PropertyListOracle.fixtureFiles("binary")) ?? []

    @Test func fixturesArePresent() throws {
        #expect(Self.xml.count == 11)
        #expect(Self.binary == Self.xml)
    }

    @Test(arguments: ["xml", "binary"], xml)
    func readsAsCoreFoundationDoes(_ folder: String, _ name: String) throws {
        let bytes = try PropertyListOracle.fixtureBytes(folder, name)
        #expect(PropertyListFormat(detecting: bytes) == (folder == "xml" ? .xml : .binary))
        let ours = try PropertyListValue(bytes: bytes, file: name)
        let theirs = try PropertyListOracle.read(bytes)
        #expect(PropertyListOracle.difference(ours, theirs) == nil)
    }

    /// The XML and compiled versions of a file hold the same values (except where
    /// CoreFoundation's XML reader turns a `CF$UID` dictionary into a UID).
    @Test(arguments: xml.filter { $0 != "keyed-archiver-uid.plist" })
    func binaryMatchesXML(_ name: String) throws {
        let fromXML = try PropertyListValue(bytes: try PropertyListOracle.fixtureBytes("xml", name), file: name)
        let fromBinary = try PropertyListValue(bytes: try PropertyListOracle.fixtureBytes("binary", name), file: name)
        #expect(PropertyListOracle.difference(fromXML, fromBinary) == nil)
    }

    @Test func stringsdictKeepsKeyLines() throws {
        let bytes = try PropertyListOracle.fixtureBytes("xml", "Localizable.stringsdict")
        let table = try #require(try PropertyListValue(bytes: bytes, file: "Localizable.stringsdict").dictionary)
        #expect(
            table.entries.map(\.key) == ["files-remaining", "photos-in-albums", "welcome-banner", "tap-to-continue", "distance-remaining"])
        #expect(table.entries.map(\.line) == [5, 23, 50, 62, 80])
        let files = try #require(table["files-remaining"]?.dictionary)
        #expect(files.entry("NSStringLocalizedFormatKey")?.line == 7)
        #expect(files["files"]?.dictionary?.entry("other")?.line == 19)
        #expect(files["files"]?.dictionary?["NSStringFormatSpecTypeKey"] == .string("NSStringPluralRuleType"))
        let compiled = try PropertyListValue(bytes: try PropertyListOracle.fixtureBytes("binary", "Localizable.stringsdict"), file: "x")
        #expect(compiled.dictionary?.entries.allSatisfy { $0.line == nil } == true)
    }

    @Test func crlfLines() throws {
        let table = try #require(
            try PropertyListValue(bytes: try PropertyListOracle.fixtureBytes("xml", "crlf.plist"), file: "crlf.plist").dictionary)
        #expect(table.entries.map(\.line) == [5, 7, 9])
    }

    /// Our errors for these are pinned by `BadInputTests`; here CoreFoundation must refuse them too.
    @Test(arguments: BadInput.area("plist-xml"))
    func coreFoundationRejectsBadXML(_ input: BadInput) throws {
        let bytes = try input.bytes()
        #expect(PropertyListFormat(detecting: bytes) == .xml)
        #expect(throws: (any Error).self) { try PropertyListOracle.read(bytes) }
    }

    /// Broken binary files CoreFoundation reads anyway; we refuse them (see `Fixtures/bad/expected.tsv`).
    static let coreFoundationAccepts: Set<String> = ["lone-surrogate.plist", "key-not-string.plist", "null.plist"]

    /// Our errors for these are pinned by `BadInputTests`; here CoreFoundation must agree that they
    /// are broken, except where it is known to be lenient.
    @Test(arguments: BadInput.area("plist-binary"))
    func coreFoundationOnBadBinary(_ input: BadInput) throws {
        let bytes = try input.bytes()
        #expect(PropertyListFormat(detecting: bytes) == .binary)
        if Self.coreFoundationAccepts.contains(input.name) {
            #expect(throws: Never.self) { try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) }
        } else {
            #expect(throws: (any Error).self) { try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) }
        }
    }
}
