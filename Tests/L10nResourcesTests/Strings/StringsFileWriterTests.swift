import Foundation
import L10n
import L10nResources
import L10nTestSupport
import Testing

/// `StringsFileWriter`: what it writes reads back, with us and with CoreFoundation, as the same
/// entries and comments.
@Suite struct StringsFileWriterTests {
    /// Key, value and comment: what a round trip keeps (positions change).
    struct Content: Hashable, CustomStringConvertible {
        var key: String
        var value: String
        var comment: String?
        init(_ entry: StringsFile.Entry) {
            key = entry.key
            value = entry.value
            comment = entry.comment
        }
        var description: String { "\(key.debugDescription) = \(value.debugDescription) /* \(comment ?? "-") */" }
    }

    /// The differences between a file's entries and what it reads as after writing, or `nil`.
    static func roundTripProblem(_ file: StringsFile, name: String) -> String? {
        let written = file.encoded()
        let reread: StringsFile
        do {
            reread = try StringsFile(bytes: written, file: name)
        } catch {
            return "\(name): the written text does not parse: \(error)"
        }
        let before = file.entries.map(Content.init)
        let after = reread.entries.map(Content.init)
        if before != after {
            let first = zip(before, after).first { $0 != $1 }.map { "\($0) became \($1)" } ?? "entry count"
            return "\(name): \(before.count) entries became \(after.count); \(first)"
        }
        // No entries write no bytes, which CoreFoundation refuses to read.
        if !written.isEmpty, StringsOracle.read(written) != .table(file.dictionary) {
            return "\(name): CoreFoundation reads the written text differently"
        }
        return nil
    }

    @Test(arguments: StringsFixtures.readable)
    func fixturesRoundTrip(name: String) throws {
        let file = try StringsFixtures.parse(name)
        let problem = Self.roundTripProblem(file, name: name)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test(.enabled(if: Corpus.directory != nil, "L10N_CORPUS_DIR is not set to the shared corpus"))
    func corpusRoundTrips() throws {
        let urls = try Corpus.files(withExtensions: ["strings"])
        #expect(urls.count == 1947)
        var problems: [String] = []
        for url in urls {
            let file = try StringsFile(bytes: Array(try Data(contentsOf: url)), file: url.path)
            if let problem = Self.roundTripProblem(file, name: url.path) { problems.append(problem) }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
    }

    @Test func writesCommentsKeysAndEscapes() {
        let entries = [
            StringsFile.Entry(key: "greeting", value: "Hello, \"world\"", comment: "Shown at launch"),
            StringsFile.Entry(key: "path\\key", value: "line\nnext\ttab\rreturn\u{0}\u{1B}\u{7F}é😀\u{2028}"),
        ]
        let text = String(decoding: StringsFileWriter.utf8(entries), as: UTF8.self)
        #expect(
            text == """
                /* Shown at launch */
                "greeting" = "Hello, \\"world\\"";

                "path\\\\key" = "line\\nnext\\ttab\\rreturn\\U0000\\U001b\\U007fé😀\u{2028}";

                """)
    }

    @Test func aCommentHoldingTheBlockEndIsWrittenAsLineComments() throws {
        let entries = [StringsFile.Entry(key: "k", value: "v", comment: "see */ here\nand there")]
        let written = StringsFileWriter.utf8(entries)
        #expect(String(decoding: written, as: UTF8.self) == "// see */ here\n// and there\n\"k\" = \"v\";\n")
        let reread = try StringsFile(bytes: written, file: "comment.strings")
        #expect(reread.entries.first?.comment == "see */ here\nand there")
    }

    /// Random keys and values of any scalars (controls, quotes, backslashes, separators, text
    /// that looks like escapes) survive writing, for us and for CoreFoundation.
    @Test func randomContentRoundTrips() throws {
        var state: UInt64 = 0x57_12_17_65
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces: [String] = [
            "a", "\"", "'", "\\", "\\U0041", "\\n", "\n", "\r", "\r\n", "\t", "\u{0}", "\u{7}", "\u{1F}", "\u{7F}", "*/",
            "/*", "//", "é", "😀", "\u{2028}", "\u{FEFF}", " ", ";", "=", "%1$@", "\u{85}",
        ]
        func text(_ pieces: [String] = pieces) -> String { (0..<next(6)).map { _ in pieces[next(pieces.count)] }.joined() }
        let commentPieces = pieces.filter { !$0.contains("*") }
        var entries: [StringsFile.Entry] = []
        for index in 0..<500 {
            let comment = next(3) == 0 ? "c\(index) " + text(commentPieces) : nil
            let trimmed = comment?.trimmingCharacters(in: .whitespacesAndNewlines)
            entries.append(StringsFile.Entry(key: "k\(index)" + text(), value: text(), comment: trimmed))
        }
        let file = StringsFile(entries: entries)
        let problem = Self.roundTripProblem(file, name: "random.strings")
        #expect(problem == nil, "\(problem ?? "")")
    }
}
