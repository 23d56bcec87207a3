import L10nICU
import Testing

@Suite struct DecimalLiteralTests {
    @Test(
        arguments: [
            ("1", false, "1", "", nil), ("-1.50", true, "1", "50", nil), ("+007", false, "007", "", nil),
            ("1.1c6", false, "1", "1", 6), ("1.0000001c6", false, "1", "0000001", 6), ("5e3", false, "5", "", 3),
            ("0.00", false, "0", "00", nil),
        ] as [(String, Bool, String, String, Int?)])
    func parses(text: String, negative: Bool, integer: String, fraction: String, exponent: Int?) throws {
        let literal = try DecimalLiteral(text)
        #expect(literal.isNegative == negative)
        #expect(literal.integerDigits == integer)
        #expect(literal.fractionDigits == fraction)
        #expect(literal.exponent == exponent)
        #expect(literal.description == text)
    }

    @Test(arguments: [
        ("", 0), ("NaN", 0), ("1.2.3", 3), ("1e99999", 1), ("1.", 2), (".5", 0), ("-", 1), ("1,5", 1),
        ("12c3", 2), ("0c3", 1), ("1c", 2), ("1 ", 1), ("١", 0), ("inf", 0),
    ])
    func rejects(text: String, offset: Int) {
        let error = expectICUError(.invalidDecimal) { _ = try DecimalLiteral(text) }
        #expect(error?.offset == offset)
        #expect(error?.input == text)
    }

    @Test func boundsDigitCount() throws {
        _ = try DecimalLiteral(String(repeating: "9", count: DecimalLiteral.maximumDigits))
        expectICUError(.invalidDecimal) {
            _ = try DecimalLiteral(String(repeating: "9", count: DecimalLiteral.maximumDigits + 1))
        }
        _ = try DecimalLiteral("1c\(DecimalLiteral.maximumExponent)")
        expectICUError(.invalidDecimal) { _ = try DecimalLiteral("1c\(DecimalLiteral.maximumExponent + 1)") }
    }
}
