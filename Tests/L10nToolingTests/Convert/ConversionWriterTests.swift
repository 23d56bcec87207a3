import Foundation
import L10n
import L10nICU
import L10nResources
import L10nTestSupport
import L10nTooling
import Testing

/// The writers, without golden files: what they write reads back as the model (with our
/// readers, and with CoreFoundation's property-list parser as the oracle), in Xcode's layout.
@Suite struct ConversionWriterTests {
    static let example = Fixtures.repository.appendingPathComponent("Examples/App")

    @Test func catalogLayoutIsXcodes() throws {
        var catalog = StringCatalog(sourceLanguage: "en", version: "1.0")
        catalog.strings = [
            StringCatalog.Entry(
                key: "b", comment: "A \"quoted\" comment/with slash\n",
                localizations: [
                    "fr": .init(stringUnit: .init(state: "translated", value: "B"))
                ]),
            StringCatalog.Entry(key: "a", shouldTranslate: false),
        ]
        // The entries are written in the catalog's order, as a catalog read keeps the file's.
        #expect(try StringCatalog(bytes: catalog.encoded(), file: "-").strings.map(\.key) == ["b", "a"])
        catalog.sortEntries()
        let text = String(decoding: catalog.encoded(), as: UTF8.self)
        #expect(
            text == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "a" : {
                      "shouldTranslate" : false
                    },
                    "b" : {
                      "comment" : "A \\"quoted\\" comment/with slash\\n",
                      "localizations" : {
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "B"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
    }

    @Test(arguments: [
        (["item 10", "item 2", "Item 1"], ["Item 1", "item 2", "item 10"]),
        (["%@ of %@", "(last downloaded %@)"], ["(last downloaded %@)", "%@ of %@"]),
        (["my.name", "my_name", "my-name"], ["my_name", "my-name", "my.name"]),
        (["b", "B", "a"], ["a", "b", "B"]),
        (["", "🦖 Dinosaurs", "Accelerated", "0.0.0.0"], ["", "🦖 Dinosaurs", "0.0.0.0", "Accelerated"]),
    ])
    func catalogKeysInXcodesOrder(keys: [String], expected: [String]) throws {
        var catalog = StringCatalog(sourceLanguage: "en", version: "1.0")
        catalog.strings = keys.map { StringCatalog.Entry(key: $0) }
        catalog.sortEntries()
        let written = try StringCatalog(bytes: catalog.encoded(), file: "order.xcstrings")
        #expect(written.strings.map(\.key) == expected)
    }

    @Test func exampleCatalogReadsBackAsTheModel() throws {
        let path = Self.example.appendingPathComponent("Shop.xcstrings").path
        let catalog = try StringCatalog(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        let reread = try StringCatalog(bytes: catalog.encoded(), file: "Shop.xcstrings")
        #expect(Self.withoutLines(reread) == Self.withoutLines(catalog))
    }

    @Test(arguments: ["en", "ru", "ar", "ja"])
    func stringsdictReadsBackAsCoreFoundationReadsTheOriginal(language: String) throws {
        let url = Self.example.appendingPathComponent("\(language).lproj/Localizable.stringsdict")
        let bytes = [UInt8](try Data(contentsOf: url))
        let table = try StringTable(stringsdict: bytes, file: url.path, name: "Localizable", localization: Localization(language))
        var issues: [String] = []
        let written = StringsdictWriter.utf8(Array(table.entries.values)) { issues.append("\($0): \($1)") }
        #expect(issues.isEmpty)
        let original = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? NSDictionary
        let rewritten = try PropertyListSerialization.propertyList(from: Data(written), format: nil) as? NSDictionary
        #expect(original != nil && original == rewritten)
        let reread = try StringTable(
            stringsdict: written, file: "back.stringsdict", name: "Localizable", localization: Localization(language))
        #expect(reread.entries.mapValues(\.value) == table.entries.mapValues(\.value))
        #expect(String(decoding: written, as: UTF8.self).hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist"))
    }

    @Test func widthAndDeviceVariantsInAStringsdict() throws {
        let value = LocalizedValue.device([
            "mac": .width([WidthVariant(width: 1, value: .text("<St>")), WidthVariant(width: 20, value: .text("Storage & more"))]),
            "other": .plural([.one: .text("%d item"), .other: .text("%d items")]),
        ])
        let entry = TableEntry(key: "k", value: value, localization: "en", location: SourceLocation(file: "t"))
        let written = StringsdictWriter.utf8([entry]) { _, _ in }
        let reread = try StringTable(stringsdict: written, file: "t.stringsdict", name: "t", localization: "en")
        let back = try #require(reread["k"]?.value)
        #expect(ConversionSupport.normalized(back) == ConversionSupport.normalized(value))
        #expect(try PropertyListSerialization.propertyList(from: Data(written), format: nil) is NSDictionary)
    }

    @Test func everyPropertyListKindReadsBack() throws {
        let value = PropertyListValue.dictionary(
            PropertyListDictionary([
                .init(key: "array", value: .array([.integer(-42), .real(1.5), .boolean(true), .boolean(false), .array([])])),
                .init(key: "data", value: .data(Array("any carnal pleas".utf8))),
                .init(key: "date", value: .date(-31_622_400 + 59)),
                .init(key: "empty", value: .dictionary(PropertyListDictionary())),
                .init(key: "text", value: .string("a < b & c > d")),
            ]))
        let written = value.encodedAsXML()
        let oracle = try #require(try PropertyListSerialization.propertyList(from: Data(written), format: nil) as? [String: Any])
        #expect(oracle["data"] as? Data == Data("any carnal pleas".utf8))
        #expect((oracle["date"] as? Date)?.timeIntervalSinceReferenceDate == Double(-31_622_341))
        #expect(oracle["text"] as? String == "a < b & c > d")
        #expect((oracle["array"] as? [Any])?.count == 5)
        let reread = try PropertyListValue(bytes: written, file: "all.plist")
        #expect(Self.withoutLines(reread) == value)
    }

    /// A property list without the lines its dictionary entries were read from.
    static func withoutLines(_ value: PropertyListValue) -> PropertyListValue {
        switch value {
        case .array(let elements): .array(elements.map(withoutLines))
        case .dictionary(let dictionary):
            .dictionary(PropertyListDictionary(dictionary.entries.map { .init(key: $0.key, value: withoutLines($0.value)) }))
        default: value
        }
    }

    static func withoutLines(_ catalog: StringCatalog) -> StringCatalog {
        var copy = catalog
        copy.warnings = []
        copy.strings = catalog.strings.map { entry in
            var entry = entry
            entry.line = 0
            return entry
        }
        return copy
    }
}
