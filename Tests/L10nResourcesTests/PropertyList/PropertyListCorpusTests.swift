import Foundation
import L10n
import L10nResources
import L10nTestSupport
import Testing

/// Every `.stringsdict` and `Info.plist` in the shared corpus reads as CoreFoundation reads it,
/// from its XML and from the binary form Xcode would ship.
@Suite struct PropertyListCorpusTests {
    static let files = (try? Corpus.files(withExtensions: ["stringsdict", "plist"])) ?? []

    @Test(.enabled(if: Corpus.directory != nil, "L10N_CORPUS_DIR is not set to the shared corpus"))
    func corpusHasTheExpectedFiles() {
        #expect(Self.files.filter { $0.pathExtension == "stringsdict" }.count == 161)
        #expect(Self.files.filter { $0.pathExtension == "plist" }.count == 13)
    }

    @Test(.enabled(if: Corpus.directory != nil, "L10N_CORPUS_DIR is not set to the shared corpus"), arguments: files)
    func readsAsCoreFoundationDoes(_ url: URL) throws {
        let bytes = Array(try Data(contentsOf: url))
        let name = url.path
        #expect(PropertyListFormat(detecting: bytes) == .xml)
        let ours = try PropertyListValue(bytes: bytes, file: name)
        let object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        #expect(PropertyListOracle.difference(ours, try PropertyListOracle.value(object)) == nil)

        let compiled = Array(try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
        #expect(PropertyListFormat(detecting: compiled) == .binary)
        let fromBinary = try PropertyListValue(bytes: compiled, file: name)
        #expect(PropertyListOracle.difference(fromBinary, try PropertyListOracle.read(compiled)) == nil)
        #expect(PropertyListOracle.difference(fromBinary, ours) == nil)
    }
}
