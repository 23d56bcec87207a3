import Foundation
import L10n
import L10nResources
import L10nTestSupport
import Testing

/// `StringsFile` against CoreFoundation (`PropertyListSerialization`): every fixture and every
/// `.strings` file of the real-world corpus must read as the same dictionary.
@Suite struct StringsFileOracleTests {
    /// CoreFoundation refuses zero bytes ("Cannot parse a NULL or zero-length data"); an empty
    /// `.strings` file is an empty table to us, as it is to a bundle.
    static let differFromCoreFoundation: Set<String> = ["empty.strings"]

    @Test(arguments: StringsFixtures.readable.filter { !differFromCoreFoundation.contains($0) })
    func fixturesReadAsCoreFoundationReadsThem(name: String) throws {
        let bytes = try StringsFixtures.bytes(name)
        let file = try StringsFile(bytes: bytes, file: name)
        let oracle = StringsOracle.read(bytes, encoding: file.encoding, hadByteOrderMark: file.hadByteOrderMark)
        #expect(oracle == .table(file.dictionary))
    }

    @Test func coreFoundationRefusesAnEmptyFile() throws {
        #expect(StringsOracle.read([]) == .failure)
        #expect(try StringsFixtures.parse("empty.strings").entries.isEmpty)
    }

    /// The must-fail fixtures, and what CoreFoundation makes of them.
    @Test(arguments: [
        ("truncated.strings", StringsOracle.Outcome.failure),
        ("unterminated-string.strings", .failure),
        ("missing-equals.strings", .failure),
        ("missing-semicolon.strings", .failure),
        ("junk-after-braces.strings", .failure),
        // CoreFoundation reads these, but not as a table of strings.
        ("nested-value.strings", .notATable("NSDictionary")),
        ("single-string.strings", .notATable("NSString")),
        // CoreFoundation's UTF-16 decoding lets the lone surrogate through; Swift then sees U+FFFD.
        // We refuse the file, as DecodedText refuses invalid UTF-16 everywhere.
        ("invalid-utf16.strings", .table(["fine": "ok", "broken": "x\u{FFFD}"])),
    ])
    func mustFailFixtures(name: String, coreFoundation: StringsOracle.Outcome) throws {
        let bytes = try Fixtures.bytes("bad/strings/" + name)
        #expect(throws: ResourceError.self) { try StringsFile(bytes: bytes, file: name) }
        let oracle = StringsOracle.read(bytes)
        if case .notATable = coreFoundation, case .notATable = oracle { return }
        #expect(oracle == coreFoundation)
    }

    @Test(.enabled(if: Corpus.directory != nil, "L10N_CORPUS_DIR is not set to the shared corpus"))
    func corpusReadsAsCoreFoundationReadsIt() throws {
        let urls = try Corpus.files(withExtensions: ["strings"])
        #expect(urls.count == 1947)
        var mismatches: [String] = []
        var entryCount = 0
        for url in urls {
            let bytes = Array(try Data(contentsOf: url))
            let file: StringsFile
            do {
                file = try StringsFile(bytes: bytes, file: url.path)
            } catch {
                mismatches.append("\(url.path): \(error)")
                continue
            }
            entryCount += file.entries.count
            let oracle = StringsOracle.read(bytes, encoding: file.encoding, hadByteOrderMark: file.hadByteOrderMark)
            if oracle != .table(file.dictionary) {
                mismatches.append("\(url.path): CoreFoundation read \(oracle), we read \(file.dictionary.count) keys")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).joined(separator: "\n"))")
        #expect(entryCount > 100_000)
    }
}
