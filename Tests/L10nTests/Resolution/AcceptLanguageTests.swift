import L10n
import Testing

@Suite struct AcceptLanguageTests {
    @Test(arguments: [
        ("da, en-GB;q=0.8, en;q=0.7", ["da", "en-GB", "en"]),
        ("en;q=0.5, EN-us", ["EN-us", "en"]),
        ("fr;q=0, de", ["de"]),  // q=0: not acceptable
        ("fr;q=1.000, de;q=1", ["fr", "de"]),  // equal weights keep header order
        ("fr;q=1.0001, de", ["de"]),  // not a qvalue: item dropped
        ("fr;q=2, de;q=0.9", ["de"]),
        ("fr;q=abc, de;q=.5, it;q=0.25", ["it"]),
        ("fr;Q=0.3, de;q=0.30", ["fr", "de"]),
        ("*, de;q=0.1", ["de"]),
        ("en, , ,de", ["en", "de"]),  // empty items
        ("  de  ;  q=0.5  ,\ten\t", ["en", "de"]),
        ("en, EN, en;q=0.1", ["en"]),  // repeated ranges, case-insensitively
        ("zh-Hant-TW;q=0.9, x-klingon;q=0.8, en-123456789", ["zh-Hant-TW", "x-klingon"]),
        ("en;level=1, de", ["de"]),  // only the weight is a valid parameter
        ("", []),
        ("ü, de", ["de"]),
    ])
    func parses(header: String, expected: [String]) {
        #expect(AcceptLanguage(header).preferredLanguages == expected)
    }

    @Test func weightsAreThousandths() {
        #expect(AcceptLanguage("a;q=0.123, b;q=0.5, c").items.map(\.weight) == [1000, 500, 123])
    }

    @Test func longHeadersAreBounded() {
        let header = String(repeating: "en-GB;q=0.5, ", count: 1000) + "de"
        #expect(header.utf8.count > 10_000)
        let parsed = AcceptLanguage(header)
        #expect(parsed.preferredLanguages == ["en-GB"])
        let many = (0..<200).map { "l\(String(UnicodeScalar(UInt8(97 + $0 % 26))))\($0 / 26 == 0 ? "" : "-\($0)")" }
        #expect(AcceptLanguage(many.joined(separator: ",")).items.count == AcceptLanguage.maximumItems)
    }
}
