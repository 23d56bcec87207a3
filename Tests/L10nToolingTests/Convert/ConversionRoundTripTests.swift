import Foundation
import L10n
import L10nResources
import L10nTestSupport
import L10nTooling
import Testing

/// Round trips through the formats, compared with the readers: `.strings` + `.stringsdict`
/// → `.xcstrings` → back, and Smartling → `.stringsdict` → Smartling.
@Suite struct ConversionRoundTripTests {
    /// A `.stringsdict` format that is one plural variable becomes a catalog's plural
    /// variation, which has no variable name: the conversion says so, naming both names.
    @Test func aPluralVariableThatLosesItsNameIsReported() throws {
        let bundle = try TemporaryBundle([
            "en.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>inbox</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@messages@</string>
            <key>messages</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld message</string><key>other</key><string>%lld messages</string></dict>
            </dict></dict></plist>
            """
        ])
        let table = try TableLocalizations(name: "Localizable", of: LocalizationBundle(path: bundle.path))
        let converted = ResourceConverter.convert([table], to: .xcstrings)
        let issue = try #require(converted.issues.first { $0.key == "inbox" })
        #expect(issue.message.contains("variable 'messages'"))
        #expect(issue.message.contains("named 'value'"))
    }

    static let bundles = [
        Fixtures.path("bundles/App"),
        Fixtures.repository.appendingPathComponent("Examples/App").path,
    ]

    @Test(arguments: bundles)
    func stringsToCatalogAndBack(path: String) throws {
        let bundle = try LocalizationBundle(path: path)
        let original = try ConversionSupport.tables(of: bundle)
        let toCatalog = ResourceConverter.convert(original, to: .xcstrings)
        let catalogs = try ConversionSupport.read(toCatalog.files, sourceLanguage: bundle.developmentRegion ?? "en")
        let back = ResourceConverter.convert(Array(catalogs.values), to: .strings)
        let result = try ConversionSupport.read(back.files, sourceLanguage: bundle.developmentRegion ?? "en")
        let issues = toCatalog.issues + back.issues
        for table in original {
            for (localization, strings) in table.tables {
                // A catalog has no Base: Base comes back as the source language (reported).
                let returned = localization == "Base" ? table.sourceLanguage : localization
                if localization == "Base" {
                    #expect(issues.contains { $0.localization == "Base" && $0.message.contains("no Base") })
                }
                let resultTable = try #require(result[table.name]?.tables[returned], "\(table.name) \(returned)")
                // Catalog tables go the other way (catalog → files → catalog); their
                // formatting is compared in LocalizeEquivalenceTests.
                for entry in strings.entries.values where !entry.location.file.hasSuffix(".xcstrings") {
                    let found = try #require(resultTable[entry.key], "\(table.name) \(localization) \(entry.key)")
                    // What a catalog cannot hold (width variants, unknown rule types) is reported.
                    // A renamed plural variable is reported, and formats alike (compared below).
                    let lossy = issues.filter {
                        $0.key == entry.key && $0.localization == localization && !$0.message.contains("comment")
                            && !$0.message.contains("becomes the catalog's plural variation")
                    }
                    if !lossy.isEmpty {
                        #expect(lossy.contains { $0.message.contains("width") || $0.message.contains("rule type") }, "\(lossy)")
                        continue
                    }
                    #expect(
                        ConversionSupport.normalized(found.value) == ConversionSupport.normalized(entry.value),
                        "\(table.name) \(localization) \(entry.key)")
                    let commentDropped = issues.contains { $0.key == entry.key && $0.message.contains("comment") }
                    if let comment = entry.comment, !commentDropped {
                        #expect(found.comment == comment, "\(table.name) \(localization) \(entry.key)")
                    }
                }
                // Keys only come back where the catalog gave the source language the key itself.
                for key in resultTable.entries.keys where strings[key] == nil {
                    #expect(issues.contains { $0.key == key && $0.message.contains("has no value") }, "\(key)")
                }
            }
        }
    }

    @Test(arguments: ["bundles/App/fr.lproj/Localizable.strings", "strings/smartling.strings"])
    func smartlingToStringsdictAndBack(fixture: String) throws {
        let table = try StringTable(strings: Fixtures.bytes(fixture), file: fixture, name: "Localizable", localization: "fr")
        let original = TableLocalizations(name: "Localizable", sourceLanguage: "fr", tables: ["fr": table])
        let toStringsdict = ResourceConverter.convert([original], to: .stringsdict)
        #expect(toStringsdict.files.map(\.path) == ["fr.lproj/Localizable.stringsdict"])
        let middle = try #require(ConversionSupport.read(toStringsdict.files, sourceLanguage: "fr")["Localizable"])
        let back = ResourceConverter.convert([middle], to: .smartling)
        #expect(back.issues.isEmpty, "\(back.issues)")
        let result = try #require(ConversionSupport.read(back.files, sourceLanguage: "fr")["Localizable"]?.tables["fr"])
        #expect(Set(result.entries.keys) == Set(table.entries.keys))
        for entry in table.entries.values {
            #expect(result[entry.key]?.value == entry.value, "\(entry.key)")
            if entry.comment != nil {
                #expect(toStringsdict.issues.contains { $0.key == entry.key && $0.message.contains("comment") }, "\(entry.key)")
            }
        }
        // Smartling straight to Smartling keeps comments too.
        let direct = try #require(
            ConversionSupport.read(ResourceConverter.convert([original], to: .smartling).files, sourceLanguage: "fr")["Localizable"]?
                .tables["fr"])
        for entry in table.entries.values {
            #expect(direct[entry.key]?.value == entry.value && direct[entry.key]?.comment == entry.comment, "\(entry.key)")
        }
    }

    @Test(arguments: bundles, ConversionTarget.allCases)
    func convertingTwiceGivesTheSameBytes(path: String, target: ConversionTarget) throws {
        let tables = try ConversionSupport.tables(of: LocalizationBundle(path: path))
        let first = ResourceConverter.convert(tables, to: target)
        let second = ResourceConverter.convert(try ConversionSupport.tables(of: LocalizationBundle(path: path)), to: target)
        #expect(ConversionSupport.texts(first.files) == ConversionSupport.texts(second.files))
        #expect(first.issues == second.issues)
        #expect(!first.files.isEmpty)
    }

    @Test(arguments: bundles)
    func aConvertedCatalogConvertsToItself(path: String) throws {
        let tables = try ConversionSupport.tables(of: LocalizationBundle(path: path))
        let first = ResourceConverter.convert(tables, to: .xcstrings)
        let reread = try ConversionSupport.read(first.files, sourceLanguage: "en")
        let second = ResourceConverter.convert(Array(reread.values), to: .xcstrings)
        #expect(ConversionSupport.texts(second.files) == ConversionSupport.texts(first.files))
    }
}
