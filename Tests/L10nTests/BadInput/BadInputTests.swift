import Foundation
import L10n
import L10nResources
import L10nTestSupport
import L10nTooling
import Testing

/// The corpus of malformed files in `Fixtures/bad`: each one, read the way the runtime reads
/// files of its kind, fails with the error `expected.tsv` lists for it — kind, file, line (or
/// byte offset for binary property lists), column and key — and `l10n lint` reports it as an
/// unreadable file at the same line. No file may be missing from the manifest or vice versa.
@Suite struct BadInputTests {
    /// Reads `input` with the reader the runtime uses for files of its group.
    static func read(_ input: BadInput) throws(ResourceError) {
        let bytes: [UInt8]
        do { bytes = try input.bytes() } catch { throw ResourceError(.unreadable, file: input.fullPath, message: "\(error)") }
        let file = input.fullPath
        switch input.area {
        case "strings":
            _ = try StringTable(strings: bytes, file: file, name: "Localizable", localization: "en")
        case "stringsdict":
            _ = try StringTable(stringsdict: bytes, file: file, name: "Localizable", localization: "en")
        case "catalog":
            let catalog = try StringCatalog(bytes: bytes, file: file)
            _ = try StringTable(catalog: catalog, file: file, name: "Localizable", localization: Localization(catalog.sourceLanguage))
        default:
            _ = try PropertyListValue(bytes: bytes, file: file)
        }
    }

    @Test func manifestListsEveryFileOnce() throws {
        let root = Fixtures.path("bad")
        let files = try #require(FileManager.default.subpaths(atPath: root))
            .filter { !$0.hasSuffix(".tsv") && !$0.hasSuffix(".md") }
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
        #expect(BadInput.all.map(\.path).sorted() == files.sorted())
        #expect(Set(BadInput.all.map(\.path)).count == BadInput.all.count)
    }

    @Test func corpusCoversEveryReader() {
        #expect(Set(BadInput.all.map(\.area)) == ["strings", "stringsdict", "plist-xml", "plist-binary", "catalog"])
        #expect(BadInput.all.count >= 40)
    }

    @Test(arguments: BadInput.all)
    func failsWithTheListedError(_ input: BadInput) throws {
        let error = try #require(throws: ResourceError.self) { try Self.read(input) }
        #expect(error.reason == input.kind, "\(error)")
        #expect(error.file == input.fullPath)
        #expect(error.line == input.line, "\(error)")
        #expect(error.column == input.column, "\(error)")
        #expect(error.byteOffset == input.byteOffset || input.byteOffset == nil, "\(error)")
        #expect(error.key == input.key, "\(error)")
        #expect(error.message.contains(input.message), "\(error)")
    }

    /// What a user sees: `l10n lint` names the file and line and goes on.
    @Test(arguments: BadInput.all.filter { ["strings", "stringsdict", "catalog"].contains($0.area) })
    func lintReportsAnUnreadableFileAtTheSameLine(_ input: BadInput) {
        let linter = Linter()
        let findings = input.area == "catalog" ? linter.lint(catalogAt: input.fullPath) : linter.lint(tableFileAt: input.fullPath)
        #expect(findings.map(\.rule) == [.unreadableFile])
        #expect(findings.first?.file == input.fullPath)
        #expect(findings.first?.line == input.line)
    }
}
