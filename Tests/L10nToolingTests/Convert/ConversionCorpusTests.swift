import Foundation
import L10n
import L10nResources
import L10nTestSupport
import L10nTooling
import Testing

/// Conversions of the real-world corpus: every `.stringsdict` written back reads as
/// CoreFoundation reads the original; every catalog converted to files and back, or written
/// again, keeps its entries; Xcode's own catalogs come out byte for byte as Xcode wrote them
/// where their keys are in the order this writer reproduces.
@Suite(.enabled(if: Corpus.directory != nil, "L10N_CORPUS_DIR is not set to the shared corpus"))
struct ConversionCorpusTests {
    @Test func stringsdictFilesRoundTrip() throws {
        var checked = 0
        for url in try Corpus.files(withExtensions: ["stringsdict"]) {
            let bytes = [UInt8](try Data(contentsOf: url))
            guard let table = try? StringTable(stringsdict: bytes, file: url.path, name: "t", localization: "en"),
                let original = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? NSDictionary
            else { continue }
            var issues: [String] = []
            let written = StringsdictWriter.utf8(Array(table.entries.values)) { issues.append($1) }
            #expect(issues.isEmpty, "\(url.path)")
            let rewritten = try PropertyListSerialization.propertyList(from: Data(written), format: nil) as? NSDictionary
            #expect(rewritten == original, "\(url.path)")
            let reread = try StringTable(stringsdict: written, file: url.path, name: "t", localization: "en")
            #expect(reread.entries.mapValues(\.value) == table.entries.mapValues(\.value), "\(url.path)")
            checked += 1
        }
        #expect(checked > 50)
    }

    @Test func catalogsConvertToFilesAndBack() throws {
        var checked = 0
        for url in try Corpus.files(withExtensions: ["xcstrings"]) {
            let bytes = [UInt8](try Data(contentsOf: url))
            guard let catalog = try? StringCatalog(bytes: bytes, file: url.path),
                let original = try? TableLocalizations(catalog: catalog, file: url.path, name: "T")
            else { continue }
            let files = ResourceConverter.convert([original], to: .strings)
            guard let middle = try ConversionSupport.read(files.files, sourceLanguage: Localization(catalog.sourceLanguage))["T"] else {
                #expect(original.tables.values.allSatisfy { $0.count == 0 }, "\(url.path)")
                continue
            }
            let back = ResourceConverter.convert([middle], to: .xcstrings)
            let result = try #require(ConversionSupport.read(back.files, sourceLanguage: Localization(catalog.sourceLanguage))["T"])
            let issues = files.issues + back.issues
            for (language, table) in original.tables {
                for entry in table.entries.values {
                    let lossy = issues.contains { $0.key == entry.key && !$0.message.contains("comment") }
                    guard !lossy else { continue }
                    let found = result.tables[language]?[entry.key]
                    // Spellings differ (an argNum the position implies, explicit positions
                    // for word order): what counts is that they format alike.
                    #expect(
                        try found.map { try ConversionSupport.formatsAlike($0.value, entry.value, language: language.name) } == true,
                        "\(url.path) \(language) \(entry.key)")
                    // A .stringsdict has no comments (reported); the rest keep theirs.
                    if !issues.contains(where: { $0.key == entry.key && $0.message.contains("comment") }) {
                        // `.strings` comments read back trimmed, as CoreFoundation's do.
                        #expect(found?.comment.map(Self.trimmed) == entry.comment.map(Self.trimmed), "\(url.path) \(language) \(entry.key)")
                    }
                }
            }
            checked += 1
        }
        #expect(checked > 50)
    }

    @Test func catalogsWrittenAgainAreXcodes() throws {
        var checked = 0
        var identical = 0
        for url in try Corpus.files(withExtensions: ["xcstrings"]) {
            let bytes = [UInt8](try Data(contentsOf: url))
            guard let catalog = try? StringCatalog(bytes: bytes, file: url.path) else { continue }
            let written = catalog.encoded()
            let reread = try StringCatalog(bytes: written, file: url.path)
            #expect(Set(reread.strings.map(\.key)) == Set(catalog.strings.map(\.key)), "\(url.path)")
            #expect(
                Dictionary(reread.strings.map { ($0.key, Self.withoutLine($0)) }, uniquingKeysWith: { $1 })
                    == Dictionary(catalog.strings.map { ($0.key, Self.withoutLine($0)) }, uniquingKeysWith: { $1 }), "\(url.path)")
            checked += 1
            if written == bytes { identical += 1 }
        }
        #expect(checked > 50)
        #expect(identical * 10 >= checked * 8, "\(identical) of \(checked) catalogs written byte for byte as Xcode wrote them")
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    private static func withoutLine(_ entry: StringCatalog.Entry) -> StringCatalog.Entry {
        var entry = entry
        entry.line = 0
        return entry
    }
}
