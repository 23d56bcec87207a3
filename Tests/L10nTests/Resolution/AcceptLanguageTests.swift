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
        let tooMany = AcceptLanguage(many.joined(separator: ","))
        #expect(tooMany.items.count == AcceptLanguage.maximumItems)
        #expect(tooMany.isTruncated)
        #expect(parsed.isTruncated)
        #expect(!AcceptLanguage(many.prefix(AcceptLanguage.maximumItems).joined(separator: ",")).isTruncated)
    }

    @Test func theItemTheLengthLimitCutsThroughIsDropped() {
        // Filler puts `en-GB` across the limit: byte 4096 falls between `en-G` and `B`.
        let filler = "fr;q=0.1," + String(repeating: " ", count: AcceptLanguage.maximumLength - 13)
        let header = filler + "en-GB;q=0.9"
        #expect(header.utf8.count > AcceptLanguage.maximumLength)
        let parsed = AcceptLanguage(header)
        #expect(parsed.isTruncated)
        #expect(parsed.preferredLanguages == ["fr"])

        let exact = String(filler.dropLast(header.utf8.count - AcceptLanguage.maximumLength)) + "en-GB;q=0.9"
        #expect(exact.utf8.count == AcceptLanguage.maximumLength)
        #expect(!AcceptLanguage(exact).isTruncated)
        #expect(AcceptLanguage(exact).preferredLanguages == ["en-GB", "fr"])
    }
}
