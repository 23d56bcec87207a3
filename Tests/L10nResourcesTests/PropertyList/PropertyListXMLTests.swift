import Foundation
import L10n
import L10nResources
import Testing

/// The XML reader on small inputs, each value checked against what it should be and against
/// CoreFoundation's reading of the same bytes.
@Suite struct PropertyListXMLTests {
    static func read(_ text: String) throws(ResourceError) -> PropertyListValue {
        try PropertyListValue(bytes: Array(text.utf8), file: "test.plist")
    }

    static let values: [(String, PropertyListValue)] = [
        // Text is kept verbatim: surrounding whitespace, CR LF and lone CR.
        ("<plist><string>  a\n b  </string></plist>", .string("  a\n b  ")),
        ("<plist><string>a\r\nb\rc</string></plist>", .string("a\r\nb\rc")),
        // CoreFoundation drops one leading U+FEFF from every string, however it was written.
        (
            "<plist><array><string>\u{FEFF}\u{FEFF}a</string><string>&#xFEFF;</string><string><![CDATA[\u{FEFF}]]>q</string>"
                + "<string>x\u{FEFF}</string><real>\u{FEFF}1.5</real></array></plist>",
            .array([.string("\u{FEFF}a"), .string(""), .string("q"), .string("x\u{FEFF}"), .real(1.5)])
        ),
        ("<plist><string>&lt;&gt;&amp;&quot;&apos;</string></plist>", .string("<>&\"'")),
        ("<plist><string>&#65;&#x42;&#x1F600;&#0;&#00000065;</string></plist>", .string("AB😀\u{0}A")),
        ("<plist><string>&#;&#x;</string></plist>", .string("\u{0}\u{0}")),
        ("<plist><string>x<![CDATA[<&>]]>y<![CDATA[]]></string></plist>", .string("x<&>y")),
        ("<plist><string/></plist>", .string("")),
        ("<plist><string></string></plist>", .string("")),
        ("<plist><string attr=\"1\">a</string ></plist >", .string("a")),
        ("<plist><array/></plist>", .array([])),
        ("<plist><array></array></plist>", .array([])),
        ("<plist><dict/></plist>", .dictionary(PropertyListDictionary())),
        // A <key> outside a dictionary is a string; <plist> may wrap a value anywhere, or be absent.
        ("<plist><array><key>k</key><plist><string>x</string></plist></array></plist>", .array([.string("k"), .string("x")])),
        ("<dict><key>a</key><true/></dict>", .dictionary(PropertyListDictionary([.init(key: "a", value: .boolean(true), line: 1)]))),
        ("<key>bare</key>", .string("bare")),
        (
            "<plist><dict><key>a</key><key>b</key></dict></plist>",
            .dictionary(PropertyListDictionary([.init(key: "a", value: .string("b"), line: 1)]))
        ),
        // Anything after the root element is ignored.
        ("<plist><string>a</string></plist>garbage<<<", .string("a")),
        (
            "<plist><array><true/><false/><true></true><false ></false ></array></plist>",
            .array([.boolean(true), .boolean(false), .boolean(true), .boolean(false)])
        ),
        (
            "<?xml version=\"1.0\"?>\n<!-- c -->\n<!DOCTYPE plist PUBLIC \"x\" \"y\">\n<?pi?><plist><!-- c --><?pi x?><array><!-- --><?x?></array><!-- --></plist>",
            .array([])
        ),
        ("<plist><array><?><integer>1</integer></array></plist>", .array([.integer(1)])),
        // A dictionary whose only key is CF$UID with a number is a UID, truncated to 32 bits.
        ("<plist><dict><key>CF$UID</key><integer>5</integer></dict></plist>", .uid(5)),
        ("<plist><dict><key>CF$UID</key><integer>4294967301</integer></dict></plist>", .uid(5)),
        ("<plist><dict><key>CF$UID</key><integer>-1</integer></dict></plist>", .uid(4_294_967_295)),
        ("<plist><dict><key>CF$UID</key><real>5.7</real></dict></plist>", .uid(5)),
        ("<plist><dict><key>CF$UID</key><integer>1</integer><key>CF$UID</key><integer>2</integer></dict></plist>", .uid(2)),
        (
            "<plist><dict><key>CF$UID</key><string>5</string></dict></plist>",
            .dictionary(PropertyListDictionary([.init(key: "CF$UID", value: .string("5"), line: 1)]))
        ),
    ]

    @Test(arguments: values)
    func readsValue(_ text: String, _ expected: PropertyListValue) throws {
        let ours = try Self.read(text)
        #expect(PropertyListOracle.difference(ours, expected) == nil)
        #expect(PropertyListOracle.difference(ours, try PropertyListOracle.read(Array(text.utf8))) == nil)
    }

    static let integers: [(String, Int128)] = [
        ("1", 1), ("-5", -5), ("+7", 7), ("0x1F", 31), ("-0x10", -16), ("0X1f", 31), ("0xffffffffffffffff", Int128(UInt64.max)),
        ("18446744073709551615", Int128(UInt64.max)), ("9223372036854775808", Int128(Int64.max) + 1),
        ("-9223372036854775808", Int128(Int64.min)), ("007", 7), ("0", 0), ("-0", 0), ("0x0", 0), ("000", 0),
        ("- 5", -5), ("  12", 12), ("\n\t12", 12), ("\u{2003}12", 12), ("\u{7F}3", 3),
    ]

    @Test(arguments: integers)
    func readsInteger(_ text: String, _ expected: Int128) throws {
        let xml = "<plist><integer>\(text)</integer></plist>"
        #expect(try Self.read(xml) == .integer(expected))
        #expect(try PropertyListOracle.read(Array(xml.utf8)) == .integer(expected))
    }

    static let reals: [(String, Double)] = [
        ("1.5", 1.5), ("nan", .nan), ("NaN", .nan), ("inf", .infinity), ("-INF", -.infinity), ("+inf", .infinity),
        ("+Infinity", .infinity), ("-infinity", -.infinity), ("infinity", .infinity), ("1e400", .infinity),
        ("-1e400", -.infinity), (".5", 0.5), ("5.", 5), ("1E3", 1000), ("-0", -0.0), ("1e-400", 0), ("  2.5", 2.5),
        ("\n2.5", 2.5), ("&#49;.5", 1.5), ("<![CDATA[2.5]]>", 2.5), ("+1", 1), ("4.9e-324", .leastNonzeroMagnitude),
        ("0.1", 0.1), ("123456789012345678901234567890", 1.2345678901234568e29),
    ]

    @Test(arguments: reals)
    func readsReal(_ text: String, _ expected: Double) throws {
        let xml = "<plist><real>\(text)</real></plist>"
        let value = PropertyListValue.real(expected)
        #expect(PropertyListOracle.difference(try Self.read(xml), value) == nil)
        #expect(PropertyListOracle.difference(try PropertyListOracle.read(Array(xml.utf8)), value) == nil)
    }

    static let dates: [(String, Double)] = [
        ("2001-01-01T00:00:00Z", 0), ("2024-02-29T12:34:56Z", 730_902_896), ("1970-01-01T00:00:00Z", -978_307_200),
        ("1900-03-01T00:00:00Z", -3_182_198_400), ("0000-01-01T00:00:00Z", -63_145_526_400),
        ("1-01-01T00:00:00Z", -63_113_904_000), ("-100-01-01T00:00:00Z", -66_301_200_000),
        ("9999-12-31T23:59:59Z", 252_423_993_599),
        // Fields are not range-checked; they roll over as CoreFoundation's arithmetic makes them.
        ("2001-13-01T00:00:00Z", 31_536_000), ("2001-02-30T00:00:00Z", 5_184_000), ("2001-01-01T25:61:61Z", 93721),
        ("2001-00-00T00:00:00Z", -86400), ("2004-15-01T00:00:00Z", 94_608_000), ("2004-13-01T00:00:00Z", 126_230_400),
        ("2001-99-01T00:00:00Z", 0), ("2001-01-99T00:00:00Z", 8_467_200), ("99999999999-01-01T00:00:00Z", 3.83653703898144e16),
    ]

    @Test(arguments: dates)
    func readsDate(_ text: String, _ expected: Double) throws {
        let xml = "<plist><date>\(text)</date></plist>"
        let theirs = try PropertyListOracle.read(Array(xml.utf8))
        #expect(PropertyListOracle.difference(try Self.read(xml), theirs) == nil)
        #expect(theirs == .date(expected))
    }

    static let data: [(String, [UInt8])] = [
        ("SGVsbG8=", Array("Hello".utf8)), ("\n  SGVs\n  bG8h\n", Array("Hello!".utf8)), ("SGVsbG8", Array("Hel".utf8)),
        ("SG!Vs*bG8=", Array("Hello".utf8)), ("SGVsbA==", Array("Hell".utf8)), ("SGVsbA= =", Array("Hell".utf8)),
        ("SGVs=bG8h", [72, 101, 108, 1, 177, 188]), ("", []), ("  ", []), ("&amp;", []), ("AP8AAQID/v0=", [0, 255, 0, 1, 2, 3, 254, 253]),
    ]

    @Test(arguments: data)
    func readsData(_ text: String, _ expected: [UInt8]) throws {
        let xml = "<plist><data>\(text)</data></plist>"
        #expect(try Self.read(xml) == .data(expected))
        #expect(try PropertyListOracle.read(Array(xml.utf8)) == .data(expected))
    }

    @Test func dictionaryKeepsRepeatedKeysAndTheirLines() throws {
        let xml =
            "<plist>\n<dict>\n\t<key>a</key>\n\t<string>1</string>\n\t<key>b</key>\r\n\t<dict>\r\t\t<key>c</key><true/>\n\t</dict>\n\t<key>a</key>\n\t<string>2</string>\n</dict>\n</plist>\n"
        let dictionary = try #require(try Self.read(xml).dictionary)
        #expect(dictionary.entries.map(\.key) == ["a", "b", "a"])
        #expect(dictionary.entries.map(\.line) == [3, 5, 9])
        #expect(dictionary["a"] == .string("2"))
        #expect(dictionary["b"]?.dictionary?.entry("c")?.line == 7)
        #expect(PropertyListOracle.difference(.dictionary(dictionary), try PropertyListOracle.read(Array(xml.utf8))) == nil)
    }

    @Test func nestingUpToTheLimit() throws {
        let depth = PropertyListLimits.default.maxDepth
        let inside = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        #expect(PropertyListOracle.difference(try Self.read(inside), try PropertyListOracle.read(Array(inside.utf8))) == nil)
        let emptyDeepest = String(repeating: "<array>", count: depth) + "<array/>" + String(repeating: "</array>", count: depth)
        #expect(throws: Never.self) { try Self.read(emptyDeepest) }
        // Two levels more are refused by default, though CoreFoundation reads up to 512 levels.
        let deeper = String(repeating: "<array>", count: depth + 2) + String(repeating: "</array>", count: depth + 2)
        let error = try #require(throws: ResourceError.self) { try Self.read(deeper) }
        #expect(error.reason == .limit && error.line == 1)
        #expect(throws: Never.self) { try PropertyListOracle.read(Array(deeper.utf8)) }
        let beyondCoreFoundation = String(repeating: "<array>", count: 513) + String(repeating: "</array>", count: 513)
        #expect(throws: (any Error).self) { try PropertyListOracle.read(Array(beyondCoreFoundation.utf8)) }
    }
}
