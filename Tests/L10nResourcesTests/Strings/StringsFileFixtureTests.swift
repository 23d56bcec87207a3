import L10n
import L10nResources
import Testing

/// What `StringsFile` reads from each fixture in `Fixtures/strings`: values, comments, positions,
/// warnings, and the errors of the must-fail files.
@Suite struct StringsFileFixtureTests {
    @Test(arguments: [
        ("encodings-utf8.strings", TextEncoding.utf8, false),
        ("encodings-utf8-bom.strings", .utf8, true),
        ("encodings-utf16le.strings", .utf16LittleEndian, false),
        ("encodings-utf16le-bom.strings", .utf16LittleEndian, true),
        ("encodings-utf16be.strings", .utf16BigEndian, false),
        ("encodings-utf16be-bom.strings", .utf16BigEndian, true),
    ])
    func everyEncodingReadsTheSameTable(name: String, encoding: TextEncoding, byteOrderMark: Bool) throws {
        let file = try StringsFixtures.parse(name)
        let source = try StringsFixtures.parse("encodings-utf8.strings")
        #expect(file.encoding == encoding)
        #expect(file.hadByteOrderMark == byteOrderMark)
        #expect(file.entries == source.entries)
        #expect(file.warnings.isEmpty)
        #expect(file.dictionary["emoji"] == "😀 and 😀")
        #expect(file.dictionary["ключ"] == "значение")
        #expect(file.dictionary["escapes"] == "line one\nline two\t\"quoted\" \\ back")
        #expect(file.entries.map(\.line) == [5, 8, 11, 14, 15])
    }

    @Test func escapes() throws {
        let file = try StringsFixtures.parse("escapes.strings")
        #expect(file.warnings.isEmpty)
        let expected: [String: String] = [
            "bell": "\u{07}", "backspace": "\u{08}", "formfeed": "\u{0C}", "newline": "\n", "return": "\r",
            "tab": "\t", "vtab": "\u{0B}", "double quote": "\"", "single quote": "'", "backslash": "\\",
            "backslash newline": "a\nb", "escaped hebrew": "ה", "lower-case u is not an escape": "u00fc",
            "upper-case U": "é", "U stops after four digits": "ABC", "U without digits": "x\u{0}y",
            "U with two digits": "A-", "U upper-case hex": "É", "octal": "ABC", "octal zero": "a\u{0}b",
            "octal stops after three digits": "\n3", "octal one digit": "\u{07}x", "octal NeXTSTEP": "ØÆ\u{A0}",
            "octal wraps": "\u{0}\u{0}", "octal undefined in NeXTSTEP": "\u{0}", "escaped pair": "😀",
            "escaped emoji": "😀", "escaped space": "a b", "escaped x": "x41", "single'quoted": "it's",
        ]
        #expect(file.dictionary == expected)
        #expect(file.entries.count == expected.count)
    }

    @Test func commentsBelongToTheEntryTheyPrecede() throws {
        let file = try StringsFixtures.parse("comments.strings")
        let comments = Dictionary(uniqueKeysWithValues: file.entries.map { ($0.key, $0.comment) })
        #expect(comments["block"] == .some("A block comment"))
        #expect(comments["line"] == .some("A line comment"))
        #expect(comments["consecutive"] == .some("First comment\nSecond comment\nThird\n   comment, over two lines"))
        #expect(comments["no comment"] == .some(nil))
        #expect(comments["after trailing"] == .some(nil))
        #expect(comments["detached"] == .some(nil))
        #expect(comments["empty comment"] == .some(nil))
        #expect(comments["same line"] == .some("padded"))
        #expect(comments["inline comments"] == .some(nil))
        #expect(comments["url"] == .some(nil))
        #expect(file.dictionary["url"] == "http://example.com/*not a comment*/")
        let sameLine = try #require(file.entries.first { $0.key == "same line" })
        #expect(sameLine.line == 28 && sameLine.column == 19)
    }

    @Test func anUnterminatedCommentRunsToTheEnd() throws {
        let file = try StringsFixtures.parse("comment-unterminated.strings")
        #expect(file.dictionary == ["before": "kept"])
        #expect(file.warnings.isEmpty)
    }

    @Test func unquotedStringsShortcutsAndSingleQuotes() throws {
        let file = try StringsFixtures.parse("unquoted.strings")
        #expect(
            file.dictionary == [
                "key": "value", "path/to.key-1": "$value_2:x", "quoted key": "unquoted", "unquoted": "quoted value",
                "shortcut": "shortcut", "bare": "bare", "single": "quoted", "mixed \"quotes\"": "it's",
                "numbers": "12.5",
            ])
        #expect(file.entries.first?.comment == "Unquoted keys and values, the ; shortcut, and single quotes")
        #expect(file.entries.map(\.line) == Array(2...10))
    }

    @Test func surrogatesCombineOrBecomeReplacementCharacters() throws {
        let file = try StringsFixtures.parse("surrogates.strings")
        #expect(file.dictionary["raw"] == "😀🇫🇷𝄞")
        #expect(file.dictionary["escaped"] == "😀🇫🇷𝄞")
        #expect(file.dictionary["mixed"] == "😀 = 😀")
        #expect(file.dictionary["😀 key"] == "raw key")
        #expect(file.dictionary["lone high"] == "a\u{FFFD}b")
        #expect(file.dictionary["lone low"] == "a\u{FFFD}b")
        #expect(file.dictionary["high then BMP"] == "\u{FFFD}A")
        #expect(file.dictionary["two highs then low"] == "\u{FFFD}😀")
        #expect(file.warnings.map(\.reason) == Array(repeating: .encoding, count: 4))
        #expect(file.warnings.map(\.line) == [6, 7, 8, 9])
        #expect(file.warnings.map(\.column) == [17, 16, 20, 25])
        #expect(file.warnings.map(\.key) == ["lone high", "lone low", "high then BMP", "two highs then low"])
    }

    @Test func duplicateKeysKeepTheLastValueAndWarn() throws {
        let file = try StringsFixtures.parse("duplicates.strings")
        #expect(file.entries.map(\.key) == ["a", "b", "a", "a"])
        #expect(file.dictionary == ["a": "third", "b": "only"])
        #expect(file.warnings.map(\.reason) == [.duplicateKey, .duplicateKey])
        #expect(file.warnings.map(\.line) == [3, 5])
        #expect(file.warnings.allSatisfy { $0.key == "a" })
        #expect(file.warnings.first?.message.contains("line 1") == true)
        #expect(file.warnings.last?.message.contains("line 3") == true)
        #expect(file.entries.last?.comment == "the last one wins")
    }

    @Test func smartlingKeysAreOrdinaryKeys() throws {
        let file = try StringsFixtures.parse("smartling.strings")
        #expect(file.entries.map(\.key) == ["files##{one}", "files##{other}", "files", "photos##{zero}"])
        #expect(file.dictionary["files##{one}"] == "%d file")
    }

    @Test func aTableInBraces() throws {
        let file = try StringsFixtures.parse("braces.strings")
        #expect(file.dictionary == ["a": "b", "c": "d"])
        #expect(file.entries.first?.comment == "A table in braces, as CoreFoundation also reads it")
        #expect(file.entries.map(\.line) == [3, 4])
        #expect(file.entries.map(\.column) == [5, 5])
    }

    @Test(arguments: [
        ("stops-early.strings", 2, 1, "unexpected character '}'"),
        ("stops-at-unterminated-key.strings", 2, 1, "unterminated quoted key"),
    ])
    func textCoreFoundationIgnoresIsReported(name: String, line: Int, column: Int, message: String) throws {
        let file = try StringsFixtures.parse(name)
        #expect(file.dictionary == ["a": "b"])
        let warning = try #require(file.warnings.first)
        #expect(file.warnings.count == 1)
        #expect(warning.reason == .syntax)
        #expect(warning.line == line && warning.column == column)
        #expect(warning.message.hasPrefix(message))
        #expect(warning.message.hasSuffix("the rest of the file is ignored, as CoreFoundation does"))
    }

    @Test(arguments: ["empty.strings", "only-comments.strings"])
    func filesWithoutEntriesAreEmptyTables(name: String) throws {
        let file = try StringsFixtures.parse(name)
        #expect(file.entries.isEmpty)
        #expect(file.warnings.isEmpty)
    }

    @Test func lineEndingsCountAsEditorsCountThem() throws {
        let file = try StringsFixtures.parse("crlf.strings")
        #expect(file.entries.map(\.key) == ["one", "two", "three", "four"])
        #expect(file.entries.map(\.line) == [1, 2, 5, 6])
        #expect(file.dictionary["two"] == "line\r\nbreak")
        #expect(file.entries[2].comment == "CRLF comment")
    }

    @Test func unicodeLineSeparatorsAreWhitespace() throws {
        let file = try StringsFixtures.parse("unicode-separators.strings")
        #expect(file.dictionary == ["a": "b", "c": "d"])
        #expect(file.entries.map(\.column) == [1, 12])
    }
}
