/// A decimal number exactly as written, keeping what plural rules need and `Double` loses:
/// the visible fraction digits (`1.0` is not `1`) and CLDR's compact exponent (`1.1c6`).
///
/// Grammar: `[+-]digits[.digits][(c|e)digits]`. The exponent form is CLDR's sample notation,
/// where the mantissa has one non-zero integer digit (`1.0000001c6` is 1000000.1 with exponent 6);
/// other mantissas are rejected rather than renormalized, because renormalizing would change the
/// `e` operand and so the category.
public struct DecimalLiteral: Hashable, Sendable, CustomStringConvertible {
    /// The most digits (integer plus fraction) accepted; past this the value is not a count.
    public static let maximumDigits = 300
    /// The largest compact exponent accepted.
    public static let maximumExponent = 300

    /// The literal as written.
    public let text: String
    /// `true` for a leading minus sign. Plural rules use the absolute value.
    public let isNegative: Bool
    /// The digits before the decimal point, as written (leading zeros kept).
    public let integerDigits: Substring
    /// The digits after the decimal point, as written; their count is CLDR's `v` operand.
    public let fractionDigits: Substring
    /// CLDR's compact exponent (the `c`/`e` operand), `nil` when the literal has none.
    public let exponent: Int?

    /// Parses a decimal literal.
    ///
    /// - Parameter text: The number as written, for example `"1"`, `"1.50"`, `"-3"`, `"1.1c6"`.
    /// - Throws: ``ICUError`` (``ICUError/Reason/invalidDecimal``) naming the offset of the first character that does not fit.
    public init(_ text: String) throws(ICUError) {
        self.text = text
        let utf8 = text.utf8
        var index = utf8.startIndex
        func fail(_ reason: String) -> ICUError {
            ICUError(.invalidDecimal, input: text, message: reason, offset: utf8.distance(from: utf8.startIndex, to: index))
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func digits() -> Substring {
            let start = index
            while index < utf8.endIndex, isDigit(utf8[index]) { utf8.formIndex(after: &index) }
            return Substring(text.utf8[start..<index])
        }

        guard !text.isEmpty else { throw fail("is empty") }
        var negative = false
        if utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") {
            negative = utf8[index] == UInt8(ascii: "-")
            utf8.formIndex(after: &index)
        }
        let integer = digits()
        guard !integer.isEmpty else { throw fail("needs a digit here") }
        var fraction = Substring()
        if index < utf8.endIndex, utf8[index] == UInt8(ascii: ".") {
            utf8.formIndex(after: &index)
            fraction = digits()
            guard !fraction.isEmpty else { throw fail("needs a digit after the decimal point") }
        }
        var exponent: Int?
        if index < utf8.endIndex, utf8[index] == UInt8(ascii: "c") || utf8[index] == UInt8(ascii: "e") {
            guard integer.utf8.count == 1, integer != "0" else {
                throw fail("uses exponent notation, which needs one non-zero digit before the decimal point (as in 1.5c6)")
            }
            let marker = index
            utf8.formIndex(after: &index)
            let exponentDigits = digits()
            guard !exponentDigits.isEmpty else { throw fail("needs digits after the exponent marker") }
            guard exponentDigits.utf8.count <= 4, let value = Int(exponentDigits), value <= Self.maximumExponent else {
                index = marker
                throw fail("has an exponent larger than \(Self.maximumExponent)")
            }
            exponent = value
        }
        guard index == utf8.endIndex else { throw fail("has an unexpected character") }
        guard integer.utf8.count + fraction.utf8.count <= Self.maximumDigits else {
            throw ICUError(.invalidDecimal, input: text, message: "has more than \(Self.maximumDigits) digits", offset: 0)
        }
        self.isNegative = negative
        self.integerDigits = integer
        self.fractionDigits = fraction
        self.exponent = exponent
    }

    /// The number in the syntax ICU's `unum*_formatDecimal` reads (`1.5E6` for `1.5c6`).
    var icuDecimalString: String {
        var result = isNegative ? "-" : ""
        result += integerDigits
        if !fractionDigits.isEmpty {
            result += "."
            result += fractionDigits
        }
        if let exponent {
            result += "E\(exponent)"
        }
        return result
    }

    /// The literal as written.
    public var description: String { text }
}
