/// The text of an XML `<real>`, read as CoreFoundation reads it.
enum PropertyListNumberText {
    /// `nan`, `inf`, `+inf`, `-inf`, `infinity`, `+infinity` or `-infinity` in any case, or a
    /// decimal number (`-1.5`, `.5`, `5.`, `1e-3`) after optional leading whitespace; nothing
    /// may follow it. No hexadecimal floats, no `-nan`. Out-of-range values become infinity or
    /// zero, as `strtod` makes them.
    static func real(_ text: String) -> Double? {
        if text.utf8.count <= 9 {
            switch text.lowercased() {
            case "nan": return .nan
            case "inf", "+inf", "infinity", "+infinity": return .infinity
            case "-inf", "-infinity": return -.infinity
            default: break
            }
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return nil }
        let number = Substring(scalars[first...])
        guard isDecimal(number.utf8) else { return nil }
        return Double(number)
    }

    /// Whether `text` is exactly `[+-]?(digits[.digits?]|.digits)([eE][+-]?digits)?`, all of
    /// which `strtod` consumes.
    static func isDecimal(_ text: Substring.UTF8View) -> Bool {
        var index = text.startIndex
        func skipDigits() -> Int {
            var count = 0
            while index < text.endIndex, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") {
                index = text.index(after: index)
                count += 1
            }
            return count
        }
        func skip(_ bytes: UInt8...) -> Bool {
            guard index < text.endIndex, bytes.contains(text[index]) else { return false }
            index = text.index(after: index)
            return true
        }
        _ = skip(UInt8(ascii: "+"), UInt8(ascii: "-"))
        var digits = skipDigits()
        if skip(UInt8(ascii: ".")) { digits += skipDigits() }
        guard digits > 0 else { return false }
        if skip(UInt8(ascii: "e"), UInt8(ascii: "E")) {
            _ = skip(UInt8(ascii: "+"), UInt8(ascii: "-"))
            guard skipDigits() > 0 else { return false }
        }
        return index == text.endIndex
    }
}
