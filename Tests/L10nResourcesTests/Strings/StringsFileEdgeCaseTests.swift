import L10n
import L10nResources
import Testing

/// CoreFoundation's corner cases, one line each: what we read, checked against what
/// `PropertyListSerialization` reads from the same text.
@Suite struct StringsFileEdgeCaseTests {
    /// Texts CoreFoundation reads as a table of strings, with the table and how many warnings we add.
    @Test(
        arguments: [
            (#""a" = "b"; "c"#, ["a": "b"], 1),  // an unterminated key after an entry ends the table
            (#""a" = "b"; "c\"#, ["a": "b"], 1),  // so does a backslash at the end of the file
            (#"{ "a" = "b"; "}"#, ["a": "b"], 1),  // the unterminated key's quote is re-read: '}' closes
            (#""a" = "b";;"#, ["a": "b"], 1),  // ';' cannot start a key
            ("\"a\" = \"b\";\u{FEFF}\"c\" = \"d\";", ["a": "b"], 1),  // U+FEFF is not whitespace
            (#""a"="b";//"#, ["a": "b"], 0),
            (#""a"="b";/**/"#, ["a": "b"], 0),
            (#"a=b/c//d;"#, ["a": "b/c//d"], 0),  // comments do not start inside unquoted strings
            (#""a" = ( '); "a" = "x";"#, ["a": "x"], 1),  // an array closed after an unterminated string
            (#""a" = <İ0>; "a" = "x";"#, ["a": "x"], 1),  // U+0130's low byte is '0', a hex digit to CF
            (#""a" = (a, b,); "a" = "x";"#, ["a": "x"], 1),
            (#""a" = { b; c = (d); }; "a" = "x";"#, ["a": "x"], 1),
            (#""a" = "x"; "a" = {};  "a" = "y";"#, ["a": "y"], 2),
            (#""\U0041" = "\U00410";"#, ["A": "A0"], 0),
            (#""k" = "\Ud83d\Ude00\Ude00";"#, ["k": "😀\u{FFFD}"], 1),
        ] as [(String, [String: String], Int)])
    func tablesCoreFoundationReads(text: String, table: [String: String], warnings: Int) throws {
        let bytes = Array(text.utf8)
        #expect(StringsOracle.read(bytes) == .table(table))
        let file = try StringsFile(bytes: bytes, file: "case.strings")
        #expect(file.dictionary == table)
        #expect(file.warnings.count == warnings)
    }

    /// Texts CoreFoundation refuses or does not read as a table; we throw `kind`.
    @Test(arguments: [
        (#""a" = "b""#, ResourceError.Reason.syntax),
        (#"a=b;c=d"#, .syntax),
        (#""a"="b";/"#, .syntax),  // '/' is an unquoted key, and then the file ends
        (#"a/*x*/=b;"#, .syntax),  // '*' cannot be in an unquoted key
        ("\u{A0}\"a\" = \"b\";", .syntax),
        (#"= "b";"#, .syntax),
        (#""a" = ;"#, .syntax),
        (#""a" = "b" "c";"#, .syntax),
        (#""a" = <0g>; "a" = "x";"#, .syntax),
        (#""a" = <0>; "a" = "x";"#, .syntax),
        (#""a" = (a b); "a" = "x";"#, .syntax),
        (#"{ "a" = "b"; ]"#, .syntax),
        (#"{ "a" = "b";"#, .syntax),
        (#""a""#, .structure),
        (#"a // just one word"#, .structure),
        (#"("a")"#, .structure),
        (#"<00>"#, .structure),
        (#""a" = {};"#, .structure),
        (#""a" = "x"; "a" = ();"#, .structure),
    ])
    func textsWeRefuse(text: String, kind: ResourceError.Reason) {
        let bytes = Array(text.utf8)
        let error = #expect(throws: ResourceError.self) { try StringsFile(bytes: bytes, file: "case.strings") }
        #expect(error?.reason == kind)
        if kind == .structure {
            #expect(StringsOracle.read(bytes) != .failure)
        } else {
            #expect(StringsOracle.read(bytes) == .failure)
        }
    }

    /// CoreFoundation allows 512 levels of nested arrays and dictionaries.
    @Test(arguments: [(512, true), (513, false)])
    func nestingDepth(levels: Int, readable: Bool) throws {
        let text =
            "\"k\" = " + String(repeating: "(", count: levels) + String(repeating: ")", count: levels)
            + "; \"k\" = \"v\";"
        let bytes = Array(text.utf8)
        let result = Result { () throws(ResourceError) in try StringsFile(bytes: bytes, file: "deep.strings") }
        if readable {
            #expect(StringsOracle.read(bytes) == .table(["k": "v"]))
            #expect((try? result.get())?.dictionary == ["k": "v"])
        } else {
            #expect(StringsOracle.read(bytes) == .failure)
            #expect(throws: ResourceError.self) { try result.get() }
        }
    }

    @Test func positionsCountScalarsAndLines() throws {
        let text = "\"é😀\" = \"x\"; \"b\" = \"y\";\n\r\n  c = d;\r  \"e\";"
        let file = try StringsFile(bytes: Array(text.utf8), file: "positions.strings")
        #expect(file.entries.map(\.line) == [1, 1, 3, 4])
        #expect(file.entries.map(\.column) == [1, 13, 3, 3])
    }

    @Test func warningsNameTheirKey() throws {
        let text = #""a" = "\Ud800"; "b\Udc00" = "c";"#
        let file = try StringsFile(bytes: Array(text.utf8), file: "lone.strings")
        #expect(file.warnings.map(\.key) == ["a", "b\u{FFFD}"])
        #expect(file.warnings.map(\.column) == [8, 19])
    }
}
