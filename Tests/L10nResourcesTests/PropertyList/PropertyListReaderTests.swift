import Foundation
import L10n
import L10nResources
import Testing

/// Telling the formats apart, text encodings of XML, and the limits.
@Suite struct PropertyListReaderTests {
    static func utf16(_ text: String, bigEndian: Bool, byteOrderMark: Bool) -> [UInt8] {
        let units = (byteOrderMark ? [0xFEFF] : []) + Array(text.utf16)
        return units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    static let formats: [(String, PropertyListFormat?)] = [
        ("bplist00\u{0}", .binary), ("bplist01", .binary),
        ("<?xml version=\"1.0\"?>", .xml), ("\u{FEFF}<?xml version=\"1.0\"?>", .xml), (" \n\t<!DOCTYPE plist>", .xml),
        ("<!-- comment -->", .xml), ("<plist version=\"1.0\">", .xml), ("<dict>", .xml), ("<array/>", .xml),
        ("<string>x</string>", .xml), ("<key>k</key>", .xml), ("<true/>", .xml),
        // Old-style text, hexadecimal data included, and things that are not property lists.
        ("\"key\" = \"value\";", nil), ("/* comment */ \"a\" = \"b\";", nil), ("<dead beef>", nil), ("<abc>", nil),
        ("{ a = b; }", nil), ("", nil), ("   ", nil), ("<html>", nil), ("bplist", nil), ("<", nil),
    ]

    @Test(arguments: formats)
    func recognizesFormat(_ text: String, _ expected: PropertyListFormat?) {
        #expect(PropertyListFormat(detecting: Array(text.utf8)) == expected)
    }

    @Test func recognizesUTF16AndUTF32() {
        let xml = "<?xml version=\"1.0\"?><plist/>"
        for bigEndian in [false, true] {
            for byteOrderMark in [false, true] {
                #expect(PropertyListFormat(detecting: Self.utf16(xml, bigEndian: bigEndian, byteOrderMark: byteOrderMark)) == .xml)
            }
        }
        let utf32: [UInt8] = [0x00, 0x00, 0xFE, 0xFF] + xml.unicodeScalars.flatMap { scalar -> [UInt8] in [0, 0, 0, UInt8(scalar.value)] }
        #expect(PropertyListFormat(detecting: utf32) == .xml)
        #expect(PropertyListFormat(detecting: Self.utf16("\"a\" = \"b\";", bigEndian: false, byteOrderMark: true)) == nil)
    }

    @Test func readsUTF16AndUTF8WithByteOrderMarks() throws {
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist>\n<dict>\n\t<key>𝄞 clef</key>\n\t<string>Grüße</string>\n</dict>\n</plist>\n"
        let expected = PropertyListValue.dictionary(PropertyListDictionary([.init(key: "𝄞 clef", value: .string("Grüße"), line: 4)]))
        for bigEndian in [false, true] {
            for byteOrderMark in [false, true] {
                let bytes = Self.utf16(xml, bigEndian: bigEndian, byteOrderMark: byteOrderMark)
                #expect(try PropertyListValue(bytes: bytes, file: "utf16.plist") == expected)
            }
        }
        #expect(try PropertyListValue(bytes: [0xEF, 0xBB, 0xBF] + Array(xml.utf8), file: "bom.plist") == expected)
    }

    /// A NUL inside UTF-8 text (Foundation writes U+0000 unescaped) does not make it look like UTF-16.
    @Test func nulInsideUTF8Text() throws {
        let xml = Array("<?xml version=\"1.0\"?><plist><string>a\u{0}b</string></plist>".utf8)
        #expect(xml.count.isMultiple(of: 2))
        #expect(try PropertyListValue(bytes: xml, file: "nul.plist") == .string("a\u{0}b"))
        #expect(try PropertyListOracle.read(xml) == .string("a\u{0}b"))
    }

    @Test func invalidTextIsAnEncodingError() throws {
        let lone = try #require(throws: ResourceError.self) {
            try PropertyListValue(bytes: Array("<plist>\n<string>".utf8) + [0xED, 0xA0, 0x80] + Array("</string></plist>".utf8), file: "x")
        }
        #expect(lone.reason == .encoding && lone.line == 2 && lone.column == 9)
        let overlong = try #require(throws: ResourceError.self) {
            try PropertyListValue(bytes: Array("<plist><string>".utf8) + [0xC0, 0xAF] + Array("</string></plist>".utf8), file: "x")
        }
        #expect(overlong.reason == .encoding && overlong.line == 1 && overlong.column == 16)
        let utf16 =
            Self.utf16("<plist><string>a", bigEndian: false, byteOrderMark: true) + [0x00, 0xD8]
            + Self.utf16("</string></plist>", bigEndian: false, byteOrderMark: false)
        #expect(throws: ResourceError.self) { try PropertyListValue(bytes: utf16, file: "x") }
    }

    @Test func neitherFormatIsASyntaxError() throws {
        let error = try #require(throws: ResourceError.self) {
            try PropertyListValue(bytes: Array("\"key\" = \"value\";".utf8), file: "Localizable.strings")
        }
        #expect(error.reason == .syntax && error.line == 1 && error.column == 1 && error.file == "Localizable.strings")
    }

    @Test func xmlLimits() throws {
        let xml = Array("<plist><array><array><string>a</string><string>b</string></array></array></plist>".utf8)
        #expect(throws: Never.self) { try PropertyListValue(bytes: xml, file: "x", limits: PropertyListLimits(maxObjects: 4, maxDepth: 2)) }
        let objects = try #require(throws: ResourceError.self) {
            try PropertyListValue(bytes: xml, file: "x", limits: PropertyListLimits(maxObjects: 3))
        }
        #expect(objects.reason == .limit && objects.line == 1)
        let depth = try #require(throws: ResourceError.self) {
            try PropertyListValue(bytes: xml, file: "x", limits: PropertyListLimits(maxDepth: 1))
        }
        #expect(depth.reason == .limit && depth.column == 22)
        let size = try #require(throws: ResourceError.self) {
            try PropertyListValue(bytes: xml, file: "x", limits: PropertyListLimits(maxBytes: 10))
        }
        #expect(size.reason == .limit)
        #expect(PropertyListLimits.default == PropertyListLimits(maxBytes: 64 << 20, maxObjects: 4_000_000, maxDepth: 128))
    }
}
