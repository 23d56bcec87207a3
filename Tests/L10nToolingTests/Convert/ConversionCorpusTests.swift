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

    /// Every catalog written again is the same JSON as Foundation reads it, and the same bytes
    /// wherever the file is laid out as Xcode lays catalogs out; the others are listed.
    @Test func catalogsWrittenAgainAreXcodes() throws {
        var checked = 0
        var identical = 0
        var otherLayouts: [String] = []
        for url in try Corpus.files(withExtensions: ["xcstrings"]) {
            let bytes = [UInt8](try Data(contentsOf: url))
            guard let catalog = try? StringCatalog(bytes: bytes, file: url.path) else { continue }
            let written = catalog.encoded()
            let original = try JSONSerialization.jsonObject(with: Data(bytes)) as? NSDictionary
            let rewritten = try JSONSerialization.jsonObject(with: Data(written)) as? NSDictionary
            #expect(original != nil && rewritten == original, "\(url.path)")
            checked += 1
            if written == bytes { identical += 1 }
            if let difference = try Self.xcodeLayoutDifference(bytes) {
                otherLayouts.append("\(url.path): \(difference)")
            } else {
                #expect(written == bytes, "\(url.path) is in Xcode's layout but is not written back byte for byte")
            }
        }
        #expect(checked > 50)
        print("catalogs written again: \(identical) of \(checked) byte for byte; not in Xcode's layout: \(otherLayouts.count)")
        for line in otherLayouts { print("  " + line) }
    }

    /// Where `bytes` depart from Xcode's layout of a catalog, whatever the order of its keys:
    /// the parsed document written in the file's own order with Xcode's formatting; `nil` when
    /// that gives the same bytes.
    static func xcodeLayoutDifference(_ bytes: [UInt8]) throws -> String? {
        var output: [UInt8] = []
        try JSONOutput(keepingOrderOf: JSONParser.parse(bytes: bytes, file: "-").value).write(to: &output, depth: 0)
        guard output != bytes else { return nil }
        let at = zip(output, bytes).prefix { $0 == $1 }.count
        let line = bytes[..<min(at, bytes.count)].count { $0 == 0x0A } + 1
        if at == output.count, bytes[at...].allSatisfy({ $0 == 0x0A }) { return "ends with a newline (Xcode writes none)" }
        return "line \(line) differs from Xcode's formatting"
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

}
