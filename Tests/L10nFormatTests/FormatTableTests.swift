import L10nFormat
import L10nTestSupport
import Testing

/// Documented cases, each checked against `String(format:locale:)` on Linux when written
/// (CLDR 42 data: see `FormatCLDRDifferences` for where newer CLDR prints otherwise).
@Suite struct FormatTableTests {
    static let cases: [(locale: String?, format: String, arguments: [FormatArgument], expected: String)] = [
        ("de_DE", "%d", [1234], "1.234"),
        ("fr_FR", "%.2f", [1234.5], "1\u{202F}234,50"),
        ("fr_FR", "%d", [-1234567], "-1\u{202F}234\u{202F}567"),
        ("hi_IN", "%d", [1234567], "12,34,567"),
        ("ar_EG", "%d", [1234567], "١٬٢٣٤٬٥٦٧"),
        ("ar_EG", "%05d", [12], "٠٠٬٠١٢"),
        ("ar_EG", "%x|%X|%o", [255, 255, 8], "ff|FF|10"),
        ("ar_EG", "%i", [-5], "\u{061C}-٥"),
        ("ar_EG", "%f", [.double(.nan)], "ليس\u{00A0}رقم"),
        ("en_US", "%+d|%+d", [5, -5], "+5|-5"),
        ("en_US", "%05d", [-5], "-00,005"),
        ("en_US", "%.3d|%5.3d|%-6.3d|", [5, 5, 5], "005|  005|005   |"),
        ("en_US", "%010.2f", [-1234.5], "- 1,234.50"),
        ("en_US", "%010.3g", [12.5], "00000012.5"),
        ("en_US", "%.3e|%g|%g", [1234.5678, 1234567.0, 0.00001234], "1.235E+03|1.23457E+06|1.234E-05"),
        ("en_US", "%.3g|%.2g|%g", [1000.0, 100.0, 0.0001], "1000|100|0.0001"),
        ("en_US", "%.2f|%.0f|%.0f", [2.675, 0.5, 2.5], "2.68|0|2"),
        ("en_US", "%f|%e|%g", [.double(.infinity), .double(-.infinity), -0.0], "∞|-∞|-0"),
        ("en_US", "%a|%c|%C", [1.5, 65, .character(0x263A)], "0x1.8p+0|A|☺"),
        ("de_DE", "%a", [1.5], "0x1,8p+0"),
        ("en_US", "%@|%@|%@", [1234.5, .int(-1234567), .null], "1,234.5|-1,234,567|(null)"),
        ("de_DE", "%@", [.uint(.max)], "18446744073709551615"),
        ("en_US", "%5@|%.2@", ["x", "hello"], "x|hello"),
        ("en_US", "%llu|%u", [.uint(.max), .uint(UInt64(UInt32.max))], "18,446,744,073,709,551,615|4,294,967,295"),
        (
            nil, "%llu|%u|%lld", [.uint(.max), .uint(UInt64(UInt32.max)), .int(.min)],
            "18446744073709551615|4294967295|-9223372036854775808"
        ),
        (nil, "%d|%hd|%hhd|%ld", [.int(.max), 70000, 300, .int(.max)], "-1|4464|44|9223372036854775807"),
        (nil, "%@|%@|%@", [.null, 1.0e20, .double(.nan)], "(null)|1e+20|nan"),
        (nil, "%5s|%-5s|%.2s|", ["ab", "ab", "hello"], "   ab|ab   |he|"),
        (nil, "%-5d|%05d|%+d|% d", [42, 42, 42, 42], "42   |00042|+42| 42"),
        (nil, "%x|%#X|%#o|%p|%p", [255, 255, 8, 0x1234, .null], "ff|0XFF|010|0x1234|(nil)"),
        (nil, "%2$d %d %d", [1, 2], "2 1 2"),
        (nil, "%*d|%-*d|%.*f", [5, 1, -4, 2, 2, 3.14159], "    1|2   |3.14"),
        (nil, "100%%|%k|%5k|%'d|%", [], "100%|k|5|'d|"),
        (nil, "ab%5", [], "ab5"),
        (nil, "ab%.", [], "ab."),
        (nil, "ab%l", [], "ab"),
        (nil, "ab%1$", [], "ab"),
        (nil, "%#@files@", ["3 files"], "3 files"),
        (nil, "%c|%5c|%-3c|", [65, 66, 67], "A|    B|C  |"),
        (nil, "%D|%U|%O", [5, 6, 8], "5|6|10"),
        (nil, "%Lf", [1.5], "1.500000"),
        (nil, "a%nb", [1], "ab"),
    ]

    @Test(arguments: cases) func formats(
        locale: String?, format: String, arguments: [FormatArgument], expected: String
    ) throws {
        #expect(try StringFormatter(locale: testLocale(locale)).format(format, arguments) == expected)
    }

    @Test func appleUnsignedBugOnlyWhenAskedFor() throws {
        let apple = StringFormatter(locale: "en_US", options: .init(reproducesAppleUnsignedBug: true))
        #expect(try apple.format("%llu|%u|%hhu", [.uint(.max), .uint(UInt64(UInt32.max)), 200]) == "-1|-1|-56")
        let correct = StringFormatter(locale: "en_US")
        #expect(
            try correct.format("%llu|%u|%hhu", [.uint(.max), .uint(UInt64(UInt32.max)), 200])
                == "18,446,744,073,709,551,615|4,294,967,295|200")
        // C output never had the bug.
        #expect(
            try StringFormatter(locale: nil, options: apple.options).format("%llu", [.uint(.max)])
                == "18446744073709551615")
    }

    @Test func literalsPassThroughUnchanged() throws {
        let text = "Zürich – 日本語 🇨🇭 \u{0}x"
        #expect(try StringFormatter(locale: "de_DE").format(text, []) == text)
    }
}
