import Foundation
import L10n
import Testing

/// The fixture files in `Fixtures/plist`: XML ones as written, binary ones as
/// `scripts/generate-binary-plist-fixtures` compiled them, and the must-fail `bad-*` files.
@Suite struct PropertyListFixtureTests {
    static let xml = (try? PropertyListOracle.fixtureFiles("xml", bad: false)) ?? []
    static let binary = (try? PropertyListOracle.fixtureFiles("binary", bad: false)) ?? []

    @Test func fixturesArePresent() throws {
        #expect(Self.xml.count == 11)
        #expect(Self.binary == Self.xml)
        #expect(try PropertyListOracle.fixtureFiles("xml", bad: true).count == Self.badXML.count)
        #expect(try PropertyListOracle.fixtureFiles("binary", bad: true).count == Self.badBinary.count)
    }

    @Test(arguments: ["xml", "binary"], xml)
    func readsAsCoreFoundationDoes(_ folder: String, _ name: String) throws {
        let bytes = try PropertyListOracle.fixtureBytes(folder, name)
        #expect(PropertyListReader.format(of: bytes) == (folder == "xml" ? .xml : .binary))
        let ours = try PropertyListReader.read(bytes: bytes, file: name)
        let theirs = try PropertyListOracle.read(bytes)
        #expect(PropertyListOracle.difference(ours, theirs) == nil)
    }

    /// The XML and compiled versions of a file hold the same values (except where
    /// CoreFoundation's XML reader turns a `CF$UID` dictionary into a UID).
    @Test(arguments: xml.filter { $0 != "keyed-archiver-uid.plist" })
    func binaryMatchesXML(_ name: String) throws {
        let fromXML = try PropertyListReader.read(bytes: try PropertyListOracle.fixtureBytes("xml", name), file: name)
        let fromBinary = try PropertyListReader.read(bytes: try PropertyListOracle.fixtureBytes("binary", name), file: name)
        #expect(PropertyListOracle.difference(fromXML, fromBinary) == nil)
    }

    @Test func stringsdictKeepsKeyLines() throws {
        let bytes = try PropertyListOracle.fixtureBytes("xml", "Localizable.stringsdict")
        let table = try #require(try PropertyListReader.read(bytes: bytes, file: "Localizable.stringsdict").dictionary)
        #expect(table.entries.map(\.key) == ["files-remaining", "photos-in-albums", "welcome-banner", "tap-to-continue", "distance-remaining"])
        #expect(table.entries.map(\.line) == [5, 23, 50, 62, 80])
        let files = try #require(table["files-remaining"]?.dictionary)
        #expect(files.entry("NSStringLocalizedFormatKey")?.line == 7)
        #expect(files["files"]?.dictionary?.entry("other")?.line == 19)
        #expect(files["files"]?.dictionary?["NSStringFormatSpecTypeKey"] == .string("NSStringPluralRuleType"))
        let compiled = try PropertyListReader.read(bytes: try PropertyListOracle.fixtureBytes("binary", "Localizable.stringsdict"), file: "x")
        #expect(compiled.dictionary?.entries.allSatisfy { $0.line == nil } == true)
    }

    @Test func crlfLines() throws {
        let table = try #require(try PropertyListReader.read(bytes: try PropertyListOracle.fixtureBytes("xml", "crlf.plist"), file: "crlf.plist").dictionary)
        #expect(table.entries.map(\.line) == [5, 7, 9])
    }

    static let badXML: [String: (ResourceError.Kind, line: Int, column: Int, key: String?)] = [
        "bad-truncated.plist": (.syntax, 26, 17, nil),
        "bad-mismatched-tag.plist": (.structure, 6, 19, nil),
        "bad-entity.plist": (.syntax, 6, 15, nil),
        "bad-key-without-value.plist": (.structure, 9, 3, "files"),
        "bad-unknown-tag.plist": (.structure, 5, 2, nil),
        "bad-non-key-in-dict.plist": (.structure, 6, 2, nil),
        "bad-two-values.plist": (.structure, 4, 1, nil),
        "bad-integer-overflow.plist": (.syntax, 5, 11, nil),
        "bad-real.plist": (.syntax, 4, 8, nil),
        "bad-date.plist": (.syntax, 3, 7, nil),
        "bad-unterminated-comment.plist": (.syntax, 4, 2, nil),
        "bad-utf8.plist": (.encoding, 4, 10, nil),
        "bad-too-deep.plist": (.limit, 3, 904, nil),
    ]

    @Test(arguments: badXML.keys.sorted())
    func rejectsBadXML(_ name: String) throws {
        let expected = try #require(Self.badXML[name])
        let bytes = try PropertyListOracle.fixtureBytes("xml", name)
        let error = try #require(throws: ResourceError.self) { try PropertyListReader.read(bytes: bytes, file: name) }
        #expect(error.kind == expected.0, "\(error)")
        #expect(error.file == name)
        #expect(error.line == expected.line, "\(error)")
        #expect(error.column == expected.column, "\(error)")
        #expect(error.key == expected.key)
        #expect(throws: (any Error).self) { try PropertyListOracle.read(bytes) }
    }

    static let badBinary: [String: (ResourceError.Kind, byteOffset: Int, coreFoundationAccepts: Bool)] = [
        "bad-truncated-trailer.plist": (.syntax, 931, false),
        "bad-offset-out-of-range.plist": (.syntax, 28, false),
        "bad-object-ref-out-of-range.plist": (.syntax, 10, false),
        "bad-cycle.plist": (.syntax, 8, false),
        "bad-object-count.plist": (.syntax, 39, false),
        "bad-lone-surrogate.plist": (.encoding, 18, true),
        "bad-key-not-string.plist": (.structure, 11, true),
        "bad-null.plist": (.structure, 13, true),
        "bad-unknown-marker.plist": (.syntax, 13, false),
        "bad-too-deep.plist": (.limit, 395, false),
    ]

    @Test(arguments: badBinary.keys.sorted())
    func rejectsBadBinary(_ name: String) throws {
        let expected = try #require(Self.badBinary[name])
        let bytes = try PropertyListOracle.fixtureBytes("binary", name)
        #expect(PropertyListReader.format(of: bytes) == .binary)
        let error = try #require(throws: ResourceError.self) { try PropertyListReader.read(bytes: bytes, file: name) }
        #expect(error.kind == expected.0, "\(error)")
        #expect(error.byteOffset == expected.byteOffset, "\(error)")
        #expect(error.line == nil)
        if expected.coreFoundationAccepts {
            #expect(throws: Never.self) { try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) }
        } else {
            #expect(throws: (any Error).self) { try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) }
        }
    }
}
