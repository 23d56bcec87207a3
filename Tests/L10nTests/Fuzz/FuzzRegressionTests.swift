import Foundation
import L10n
import L10nResources
import L10nTestSupport
import Testing

/// The inputs `scripts/fuzz` found, minimized (`Fixtures/fuzz-regressions`), each with what it
/// must give now that the code is fixed.
@Suite struct FuzzRegressionTests {
    static let folder = "fuzz-regressions"

    static func bytes(_ name: String) throws -> [UInt8] {
        try Fixtures.bytes("\(folder)/\(name)")
    }

    /// `EF BB BF FF`: invalid UTF-8 right after a UTF-8 byte-order mark. The error's position
    /// was computed with the offset in the text as an index into the file, which starts 3 bytes
    /// earlier: a range with its end before its start, a trap.
    @Test func invalidUTF8AfterAByteOrderMarkIsAnEncodingError() throws {
        let name = "strings-bom-then-invalid-utf8.strings"
        let bytes = try Self.bytes(name)
        let error = try #require(throws: ResourceError.self) { try StringsFile(bytes: bytes, file: name) }
        #expect(error.reason == .encoding)
        #expect(error.line == 1)
        #expect(error.column == 1)
        #expect(error.message.contains("invalid UTF-8 at byte 3"))
    }

    /// Further into the file, the same mistake gave a column 3 too small instead of a trap.
    @Test func invalidUTF8AfterAByteOrderMarkHasItsColumn() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("\"ab\" = \"c".utf8) + [0xFF] + Array("\";\n".utf8)
        let error = try #require(throws: ResourceError.self) { try StringsFile(bytes: bytes, file: "x.strings") }
        #expect(error.reason == .encoding)
        #expect(error.line == 1)
        #expect(error.column == 10)
    }

    /// `//*/` then `/*r<CR>4*/r;`: the entry's comment holds `*/`, so the writer puts it in `//`
    /// lines — cut only at LF, so the CR inside ended the `//` comment early on reading, and the
    /// `4` after it became a key. Found by the `strings` target's round-trip check.
    @Test func aCommentWithCloseAndCarriageReturnIsWrittenBackFaithfully() throws {
        let name = "strings-comment-with-close-and-cr.strings"
        let file = try StringsFile(bytes: try Self.bytes(name), file: name)
        #expect(file.entries.map(\.key) == ["r"])
        #expect(file.entries.first?.comment == "*/\nr\r4")
        let reread = try StringsFile(bytes: file.encoded(), file: "written.strings")
        #expect(reread.entries.map(\.key) == ["r"])
        #expect(reread.entries.map(\.value) == ["r"])
        // Each `//` line reads back trimmed and the lines join with LF.
        #expect(reread.entries.first?.comment == "*/\nr\n4")

        for separator in ["\r", "\u{2028}", "\u{2029}", "\r\n"] {
            let entry = StringsFile.Entry(key: "k", value: "v", comment: "a */ b\(separator)c")
            let written = try StringsFile(bytes: StringsFileWriter.utf8([entry]), file: "w.strings")
            #expect(written.entries.map(\.key) == ["k"], "separator \(separator.unicodeScalars.map(\.value))")
        }
    }

    /// Every minimized input is named by a test above: a new one cannot be added without saying
    /// what it must give.
    @Test func everyRegressionInputIsTested() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.path(Self.folder))
            .filter { $0 != "README.md" }
        #expect(Set(names) == Self.tested)
    }

    static let tested: Set<String> = [
        "strings-bom-then-invalid-utf8.strings",
        "strings-comment-with-close-and-cr.strings",
    ]
}
