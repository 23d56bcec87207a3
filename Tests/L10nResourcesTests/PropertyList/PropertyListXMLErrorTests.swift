import Foundation
import L10n
import L10nResources
import Testing

/// Malformed XML: each input is rejected with the right kind of error at the right line and
/// column, and CoreFoundation rejects it too.
@Suite struct PropertyListXMLErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let kind: ResourceError.Reason
        let line: Int
        let column: Int
        var key: String?
        var testDescription: String { text.debugDescription }

        init(_ text: String, _ kind: ResourceError.Reason, _ line: Int, _ column: Int, key: String? = nil) {
            self.text = text
            self.kind = kind
            self.line = line
            self.column = column
            self.key = key
        }
    }

    static let cases: [Case] = [
        // Integers.
        Case("<plist><integer>5 </integer></plist>", .syntax, 1, 18),
        Case("<plist><integer></integer></plist>", .syntax, 1, 17),
        Case("<plist><integer/></plist>", .syntax, 1, 8),
        Case("<plist><integer>-</integer></plist>", .syntax, 1, 17),
        Case("<plist><integer>0x</integer></plist>", .syntax, 1, 17),
        Case("<plist><integer>00x5</integer></plist>", .syntax, 1, 19),
        Case("<plist><integer>abc</integer></plist>", .syntax, 1, 17),
        Case("<plist><integer>1&#50;</integer></plist>", .syntax, 1, 18),
        Case("<plist><integer>18446744073709551616</integer></plist>", .syntax, 1, 17),
        Case("<plist><integer>-9223372036854775809</integer></plist>", .syntax, 1, 17),
        Case("<plist><integer>\u{A0}1</integer></plist>", .syntax, 1, 17),
        // Reals.
        Case("<plist><real>2.5 </real></plist>", .syntax, 1, 14),
        Case("<plist><real>0x1p3</real></plist>", .syntax, 1, 14),
        Case("<plist><real>1e</real></plist>", .syntax, 1, 14),
        Case("<plist><real>-nan</real></plist>", .syntax, 1, 14),
        Case("<plist><real></real></plist>", .syntax, 1, 14),
        Case("<plist><real/></plist>", .syntax, 1, 8),
        Case("<plist><real>1,5</real></plist>", .syntax, 1, 14),
        // Dates and data.
        Case("<plist><date> 2001-01-01T00:00:00Z</date></plist>", .syntax, 1, 14),
        Case("<plist><date>2001-01-01T00:00:00Z </date></plist>", .syntax, 1, 34),
        Case("<plist><date>2001-1-01T00:00:00Z</date></plist>", .syntax, 1, 14),
        Case("<plist><date>2001-01-01T00:00:00</date></plist>", .syntax, 1, 14),
        Case("<plist><date/></plist>", .syntax, 1, 8),
        Case("<plist><data>SGVsé</data></plist>", .syntax, 1, 18),
        Case("<plist><data/></plist>", .syntax, 1, 8),
        // Text: entities, CDATA, comments.
        Case("<plist><string>&nbsp;</string></plist>", .syntax, 1, 16),
        Case("<plist><string>&#X41;</string></plist>", .syntax, 1, 16),
        Case("<plist><string>&#xD800;</string></plist>", .syntax, 1, 16),
        Case("<plist><string>&#1114112;</string></plist>", .syntax, 1, 16),
        Case("<plist><string>&#000000065;</string></plist>", .syntax, 1, 16),
        Case("<plist><string>&#12a;</string></plist>", .syntax, 1, 16),
        Case("<plist><string>a&b</string></plist>", .syntax, 1, 17),
        Case("<plist><string>a &amp b</string></plist>", .syntax, 1, 18),
        Case("<plist><string>x<!-- c -->y</string></plist>", .syntax, 1, 17),
        Case("<plist><string><![CDATA[never closed</string></plist>", .syntax, 1, 16),
        Case("<plist><string>a<b>c</b></string></plist>", .syntax, 1, 17),
        // Structure.
        Case("<plist><true>x</true></plist>", .structure, 1, 14),
        Case("<plist></plist>", .structure, 1, 1),
        Case("<plist/>", .structure, 1, 1),
        Case("<plist>\n  <string>a</string>\n  <string>b</string>\n</plist>", .structure, 3, 3),
        Case("<plist><dict><string>a</string><string>b</string></dict></plist>", .structure, 1, 14),
        Case("<plist>\n<dict>\n\t<key>a</key>\n\t<string>b</string>\n\t<key>c</key>\n</dict>\n</plist>", .structure, 5, 2, key: "c"),
        Case("<plist><foo/></plist>", .structure, 1, 8),
        Case("<plist><String>a</String></plist>", .structure, 1, 8),
        Case("<plist><true/ ></plist>", .structure, 1, 8),
        Case("<plist><string>a</strin></plist>", .structure, 1, 17),
        Case("<plist><string>a</stringx></plist>", .structure, 1, 17),
        Case("<plist><array><string>a</string></dict></plist>", .structure, 1, 33),
        // Markup.
        Case("<plist><array>text</array></plist>", .syntax, 1, 15),
        Case("<plist><string>a</string></plist", .syntax, 1, 33),
        Case("<plist><string>a</string</plist>", .syntax, 1, 25),
        Case("<plist><array><!DOCTYPE x></array></plist>", .syntax, 1, 15),
        Case("<plist><array><!-- never closed </array></plist>", .syntax, 1, 15),
        Case("<plist><array><? never closed </array></plist>", .syntax, 1, 15),
        Case("<plist><array>< string>a</string></array></plist>", .syntax, 1, 15),
        Case("<plist><array><string", .syntax, 1, 15),
        Case("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [ <!ENTITY x \"y\"> ]>\n<plist><true/></plist>", .syntax, 2, 17),
        Case("<!DOCTYPE plist", .syntax, 1, 1),
        Case("<!doctype plist><plist><true/></plist>", .syntax, 1, 1),
        Case("<!----><plist><true/></plist>", .syntax, 1, 1),
        Case("<?xml version=\"1.0\"?>", .syntax, 1, 22),
        Case("<?xml version=\"1.0\"?>\n\n   ", .syntax, 3, 4),
        Case("<plist><array>\n\t<string>a</string>\n\t<string>b", .syntax, 3, 11),
    ]

    @Test(arguments: cases)
    func rejects(_ example: Case) throws {
        let error = try #require(throws: ResourceError.self) {
            try PropertyListValue(bytes: Array(example.text.utf8), file: "bad.plist")
        }
        #expect(error.reason == example.kind, "\(error)")
        #expect(error.file == "bad.plist")
        #expect(error.line == example.line, "\(error)")
        #expect(error.column == example.column, "\(error)")
        #expect(error.key == example.key)
        #expect(error.byteOffset == nil)
        #expect(throws: (any Error).self, "CoreFoundation accepts it") { try PropertyListOracle.read(Array(example.text.utf8)) }
    }
}
