import Foundation
import L10nSupport
import Testing

@Suite struct VisibleTextTests {
    @Test func invisibleAndLookAlikeCharactersAreEscaped() {
        #expect(VisibleText.quoted("1\u{202F}234,50") == #""1\u{202F}234,50""#)
        #expect(VisibleText.quoted("1\u{00A0}234") == #""1\u{00A0}234""#)
        #expect(VisibleText.quoted("\u{2212}5 \u{2011}") == #""\u{2212}5 \u{2011}""#)
        #expect(VisibleText.quoted("\u{FEFF}a\u{200F}\u{2068}b\u{2069}\u{00AD}") == #""\u{FEFF}a\u{200F}\u{2068}b\u{2069}\u{00AD}""#)
        #expect(VisibleText.quoted("\u{0}\u{7F}\u{2028}\u{E000}\u{F0000}") == #""\u{0000}\u{007F}\u{2028}\u{E000}\u{F0000}""#)
        #expect(VisibleText.quoted("a\"b\\c\nd\re\tf") == #""a\"b\\c\nd\re\tf""#)
        #expect(VisibleText.quoted("1’000") == #""1\u{2019}000""#)
    }

    @Test func visibleTextIsKeptAsWritten() {
        for text in ["Итого: 1 234,50", "المجموع: ١٬٢٣٤٫٥٠", "合計", "e\u{301}té", "😀"] {
            #expect(VisibleText.quoted(text) == "\"" + text + "\"")
        }
        // A joiner is a format character: the emoji sequence shows its parts.
        #expect(VisibleText.quoted("👩‍💻") == #""👩\u{200D}💻""#)
        #expect(VisibleText.quoted("d'Ivoire", quote: "'") == #"'d\'Ivoire'"#)
    }

    @Test func longInputIsCutWithItsLength() {
        let long = String(repeating: "a", count: 1_000)
        let shown = VisibleText.quoted(long, quote: "'", limit: 64)
        #expect(shown == "'" + String(repeating: "a", count: 64) + "…' (1,000 characters)")
        let exactly = String(repeating: "b", count: 64)
        #expect(VisibleText.quoted(exactly, limit: 64) == "\"" + exactly + "\"")
        // The limit counts characters, not the escapes they become.
        #expect(VisibleText.quoted(String(repeating: "\u{00A0}", count: 3), limit: 2) == #""\u{00A0}\u{00A0}…" (3 characters)"#)
    }

    /// Reading the escapes back gives the text: nothing is lost, and nothing the output holds
    /// is invisible.
    @Test func randomTextRoundTrips() throws {
        var generator = SystemRandomNumberGenerator()
        let pool: [Unicode.Scalar] = [
            "a", " ", "\"", "\\", "\n", "\t", "\u{0}", "\u{A0}", "\u{202F}", "\u{2212}", "\u{200C}", "é", "ж", "١", "\u{10FFFD}", "😀",
            "\u{301}",
        ]
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...12, using: &generator) { text.append(pool.randomElement(using: &generator)!) }
            let original = String(text)
            let shown = VisibleText.quoted(original)
            #expect(shown.unicodeScalars.allSatisfy { !VisibleText.isEscaped($0) || $0 == " " })
            #expect(try Self.unescaped(shown) == original, "\(shown)")
        }
    }

    @Test func jsonKeepsItsValuesWithInvisibleCharactersEscaped() throws {
        let value = "Total : 1\u{202F}234,50 \u{00A0}\u{2212}\u{F0000} ok ж\u{7F}"
        let json = try String(decoding: JSONEncoder().encode(["expected": value]), as: UTF8.self)
        let shown = VisibleText.jsonEscapingInvisible(json)
        #expect(shown.contains(#"1\u202F234"#) && shown.contains(#"\u00A0\u2212\uDB80\uDC00"#) && shown.contains(#"ж\u007F"#))
        #expect(shown.unicodeScalars.allSatisfy { !VisibleText.isEscaped($0) || $0 == " " })
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(shown.utf8))
        #expect(decoded == ["expected": value])
        #expect(VisibleText.jsonEscapingInvisible(#"{"a":"plain ж"}"#) == #"{"a":"plain ж"}"#)
    }

    /// The quoted form read back, as a reader of the message would.
    static func unescaped(_ shown: String) throws -> String {
        var scalars = Array(shown.unicodeScalars)
        try #require(scalars.first == "\"" && scalars.last == "\"")
        scalars = Array(scalars.dropFirst().dropLast())
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            let next = scalars[index]
            index += 1
            switch next {
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "\"", "\\": result.append(next)
            case "u":
                let close = try #require(scalars[index...].firstIndex(of: "}"))
                let hex = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                result.append(try #require(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init)))
                index = close + 1
            default:
                Issue.record("unknown escape \\\(next)")
            }
        }
        return String(result)
    }
}
