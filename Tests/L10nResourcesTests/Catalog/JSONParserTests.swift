import Foundation
import L10n
import L10nResources
import L10nTestSupport
import Testing

/// ``JSONParser`` against Foundation's `JSONSerialization` (CoreFoundation's parser): valid
/// documents read the same, invalid ones are refused by both, with a located error here.
@Suite struct JSONParserTests {
    static let valid: [String] = [
        "{}", "[]", "0", "-0", "1.5e3", "1E+2", "-1.25e-2", "0.1", "1.0", "1e0",
        "12345678901234567890", "9223372036854775807", "-9223372036854775808", "9007199254740993",
        "123456789012345678901234567890e-10", "1.5e-400", "true", "false", "null", "[true,false,null]",
        #""\u00e9""#, #""\ud83d\ude00""#, #""\uD834\uDD1E""#, #""\u0000""#, #""\/\b\f\n\r\t\\\"""#,
        "\"日本語 \u{7F}\"", " \t\r\n[ 1 , 2 ] \r\n", #"{"a":1,"a":2}"#, #"{"":""}"#,
        #"{"a":{"b":[{"c":"d"},[],{}]},"e":-1}"#,
        String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
        "\u{FEFF}[1]",
    ]

    @Test(arguments: valid)
    func validDocumentsReadAsFoundationReadsThem(_ text: String) throws {
        let bytes = Array(text.utf8)
        let document = try JSONParser.parse(bytes: bytes, file: "valid.json")
        let foundation = try #require(JSONOracle.foundationValue(bytes))
        #expect(JSONOracle.difference(document.value, foundation) == nil)
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        var text: String
        var line: Int
        var column: Int
        var message: String
        var kind: ResourceError.Reason = .syntax
        var testDescription: String { text.debugDescription }
    }

    static let invalid: [Invalid] = [
        Invalid(text: "", line: 1, column: 1, message: "unexpected end of input, expected a value"),
        Invalid(text: "  \n ", line: 2, column: 2, message: "unexpected end of input"),
        Invalid(text: "01", line: 1, column: 1, message: "leading zero"),
        Invalid(text: "-01", line: 1, column: 2, message: "leading zero"),
        Invalid(text: "-", line: 1, column: 2, message: "end of input in a number"),
        Invalid(text: "[-]", line: 1, column: 3, message: "expected a digit"),
        Invalid(text: "1.", line: 1, column: 3, message: "after a decimal point"),
        Invalid(text: ".5", line: 1, column: 1, message: "unexpected character '.'"),
        Invalid(text: "1e", line: 1, column: 3, message: "after an exponent"),
        Invalid(text: "1e400", line: 1, column: 1, message: "out of range"),
        Invalid(text: "-1e400", line: 1, column: 1, message: "out of range"),
        Invalid(text: "NaN", line: 1, column: 1, message: "expected a value"),
        Invalid(text: "Infinity", line: 1, column: 1, message: "expected a value"),
        Invalid(text: "nul", line: 1, column: 4, message: "end of input in the literal 'null'"),
        Invalid(text: "tru e", line: 1, column: 1, message: "expected 'true'"),
        Invalid(text: "[", line: 1, column: 2, message: "end of input in an array opened at line 1, column 1"),
        Invalid(text: "[1 2]", line: 1, column: 4, message: "expected ',' or ']'"),
        Invalid(text: "[1,,2]", line: 1, column: 4, message: "unexpected character ','"),
        Invalid(text: "[1]x", line: 1, column: 4, message: "after the JSON value"),
        Invalid(text: #"{"a":1}}"#, line: 1, column: 8, message: "after the JSON value"),
        Invalid(text: #"{"a" 1}"#, line: 1, column: 6, message: "expected ':'"),
        Invalid(text: #"{"a":}"#, line: 1, column: 6, message: "expected a value"),
        Invalid(text: "{1:2}", line: 1, column: 2, message: "expected a string key"),
        Invalid(text: "{,}", line: 1, column: 2, message: "expected a string key"),
        Invalid(text: "{'a':1}", line: 1, column: 2, message: "expected a string key"),
        Invalid(text: #"{"a":1"#, line: 1, column: 7, message: "end of input in an object"),
        Invalid(text: #""abc"#, line: 1, column: 5, message: "end of input in a string"),
        Invalid(text: "\"line\nbreak\"", line: 1, column: 6, message: "control character U+000A"),
        Invalid(text: "\"a\u{01}\"", line: 1, column: 3, message: "control character U+0001"),
        Invalid(text: #""\x""#, line: 1, column: 2, message: "backslash followed by character 'x'"),
        Invalid(text: #""\u12""#, line: 1, column: 2, message: "is not a hex digit"),
        Invalid(text: #""\ud800""#, line: 1, column: 2, message: "lone high surrogate"),
        Invalid(text: #""\ud800\u0041""#, line: 1, column: 2, message: #"followed by \u0041"#),
        Invalid(text: #""\udc00""#, line: 1, column: 2, message: "lone low surrogate"),
        Invalid(text: #""\uDD1E\uD834""#, line: 1, column: 2, message: "lone low surrogate"),
        Invalid(text: "// comment\n1", line: 1, column: 1, message: "unexpected character '/'"),
        Invalid(text: "\u{0B}1", line: 1, column: 1, message: "character U+000B"),
        Invalid(text: "\u{A0}1", line: 1, column: 1, message: "character U+00A0"),
        Invalid(text: "{\r\n  \"é\" : [1,\r\n   2 3]\r\n}", line: 3, column: 6, message: "expected ',' or ']'"),
        Invalid(
            text: String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
            line: 1, column: 513, message: "deeper than 512 levels", kind: .limit),
    ]

    @Test(arguments: invalid)
    func invalidDocumentsFailWhereTheyGoWrong(_ invalid: Invalid) {
        let bytes = Array(invalid.text.utf8)
        #expect(JSONOracle.foundationValue(bytes) == nil, "Foundation accepts it")
        #expect {
            _ = try JSONParser.parse(bytes: bytes, file: "bad.json")
        } throws: { error in
            guard let error = error as? ResourceError else { return false }
            return error.reason == invalid.kind && error.file == "bad.json" && error.line == invalid.line
                && error.column == invalid.column && error.message.contains(invalid.message)
        }
    }

    /// RFC 8259 has no trailing commas; `JSONSerialization` on Linux accepts them anyway.
    @Test(arguments: [
        ("[1,]", 1, 4, "trailing comma in an array"),
        (#"{"a":1,}"#, 1, 8, "trailing comma in an object"),
        ("{\n  \"a\" : [\n    1,\n  ],\n}", 4, 3, "trailing comma in an array"),
    ])
    func trailingCommasAreErrorsThoughFoundationAcceptsThem(_ text: String, _ line: Int, _ column: Int, _ message: String) throws {
        let bytes = Array(text.utf8)
        #expect(JSONOracle.foundationValue(bytes) != nil)
        let error = try #require(throws: ResourceError.self) { try JSONParser.parse(bytes: bytes, file: "comma.json") }
        #expect(error.reason == .syntax)
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(error.message == message)
    }

    @Test func invalidUTF8IsAnEncodingError() throws {
        let bytes: [UInt8] = Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(JSONOracle.foundationValue(bytes) == nil)
        let error = try #require(throws: ResourceError.self) { try JSONParser.parse(bytes: bytes, file: "utf8.json") }
        #expect(error.reason == .encoding)
        #expect(error.line == 1)
        #expect(error.column == 7)
    }

    @Test func utf16WithByteOrderMarkIsRead() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in #"{"é":"😀"}"#.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let document = try JSONParser.parse(bytes: bytes, file: "utf16.json")
        #expect(document.encoding == .utf16LittleEndian)
        #expect(document.value.object?["é"] == .string("😀"))
        let foundation = try #require(JSONOracle.foundationValue(bytes))
        #expect(JSONOracle.difference(document.value, foundation) == nil)
    }

    @Test func numbersKeepTheirLiteralAndExactIntegers() throws {
        func number(_ text: String) throws -> JSONNumber {
            try #require(try JSONParser.parse(bytes: Array(text.utf8), file: "n.json").value.number)
        }
        #expect(try number("9007199254740993").integer == 9_007_199_254_740_993)
        #expect(try number("9007199254740993").double == 9_007_199_254_740_992)
        #expect(try number("-9223372036854775808").integer == Int.min)
        #expect(try number("9223372036854775808").integer == nil)
        #expect(try number("9223372036854775808").double == 9_223_372_036_854_775_808)
        #expect(try number("1.0").integer == nil)
        #expect(try number("1.0").text == "1.0")
        #expect(try number("1e0").integer == nil)
        #expect(try number("-0").integer == 0)
        #expect(try number("-0").text == "-0")
        #expect(try number("-0").double.sign == .minus)
        #expect(try number("2.5E-3").double == 0.0025)
    }

    @Test func membersKnowWhereTheyAre() throws {
        let text = "{\r\n  \"é\" : \"x\",\r\n  \"日本\" :\n\t[ {\"k\": 1} ]\r}"
        let document = try JSONParser.parse(bytes: Array(text.utf8), file: "pos.json")
        let members = try #require(document.value.object?.members)
        #expect(members.map(\.key) == ["é", "日本"])
        #expect(members.map(\.keyLine) == [2, 3])
        #expect(members.map(\.keyColumn) == [3, 3])
        #expect(members.map(\.line) == [2, 4])
        #expect(members.map(\.column) == [9, 2])
        let inner = try #require(members[1].value.array?.first?.object?.members.first)
        #expect(inner.keyLine == 4)
        #expect(inner.keyColumn == 5)
        #expect(inner.column == 10)
        #expect(document.line == 1 && document.column == 1)
    }

    @Test func duplicateKeysAreKeptAndReported() throws {
        var text = #"{"a":1,"b":2,"a":3"#
        for index in 0..<20 { text += #","k\#(index)":\#(index)"# }
        text += #","k7":"again"}"#
        let document = try JSONParser.parse(bytes: Array(text.utf8), file: "dup.json")
        let object = try #require(document.value.object)
        #expect(object.members.count == 24)
        #expect(object["a"] == .number(JSONNumber(text: "3", double: 3, integer: 3)))
        #expect(object["k7"] == .string("again"))
        #expect(document.warnings.map(\.reason) == [.duplicateKey, .duplicateKey])
        #expect(document.warnings.map(\.key) == ["a", "k7"])
        #expect(document.warnings.first?.column == 14)
        let foundation = try #require(JSONOracle.foundationValue(Array(text.utf8)))
        #expect(JSONOracle.difference(document.value, foundation) == nil)
    }

    @Test func depthLimitIsConfigurable() throws {
        let text = "[[[[1]]]]"
        #expect(throws: ResourceError.self) { try JSONParser.parse(bytes: Array(text.utf8), file: "d.json", maximumDepth: 3) }
        #expect(try JSONParser.parse(bytes: Array(text.utf8), file: "d.json", maximumDepth: 4).value != .null)
        let deep = String(repeating: #"{"a":"#, count: 600) + "1" + String(repeating: "}", count: 600)
        let error = try #require(throws: ResourceError.self) { try JSONParser.parse(bytes: Array(deep.utf8), file: "d.json") }
        #expect(error.reason == .limit)
        #expect(error.column == 512 * 5 + 1)
    }

    /// Every member's recorded key and value positions point at the key's quote and the
    /// value's first character, in every fixture and corpus catalog under 256 KB (columns in
    /// scalars).
    @Test func positionsPointAtTheirTokensThroughout() throws {
        var urls = try CatalogFixture.names().filter { !$0.hasPrefix("bad-") }.map { CatalogFixture.directory.appendingPathComponent($0) }
        urls += try Corpus.files(withExtensions: ["xcstrings"])
        var checked = 0
        for url in urls {
            let bytes = try [UInt8](Data(contentsOf: url))
            guard bytes.count < 262_144 else { continue }
            let document = try JSONParser.parse(bytes: bytes, file: url.lastPathComponent)
            let lines = String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false) {
                $0 == "\n" || $0 == "\r" || $0 == "\r\n"
            }
            .map { Array($0.unicodeScalars) }
            func scalar(_ line: Int, _ column: Int) -> Unicode.Scalar? {
                guard line >= 1, line <= lines.count, column >= 1, column <= lines[line - 1].count else { return nil }
                return lines[line - 1][column - 1]
            }
            var pending: [JSONValue] = [document.value]
            while let value = pending.popLast() {
                switch value {
                case .array(let elements): pending += elements
                case .object(let object):
                    for member in object.members {
                        #expect(scalar(member.keyLine, member.keyColumn) == "\"", "\(url.lastPathComponent) \(member.key)")
                        let first = scalar(member.line, member.column).map { Character($0) }
                        #expect(first.map { "{[\"-0123456789tfn".contains($0) } == true, "\(url.lastPathComponent) \(member.key)")
                        checked += 1
                        pending.append(member.value)
                    }
                default: break
                }
            }
        }
        #expect(checked > (Corpus.directory == nil ? 100 : 1_000))
    }
}
