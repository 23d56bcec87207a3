/// The content of `<integer>`, `<real>`, `<date>` and `<data>`, read by CoreFoundation's rules.
extension XMLPropertyListParser {
    /// The value of the scalar element whose content starts at the cursor, and its closing tag.
    mutating func parseScalar(_ tag: XMLPropertyListTag) throws(ResourceError) -> PropertyListValue {
        let start = position
        switch tag {
        case .integer:
            let value = try parseInteger()
            try expectClose(.integer)
            return .integer(value)
        case .real:
            let text = try parseCharacterData()
            guard let value = PropertyListNumberText.real(text) else {
                throw error(.syntax, at: start, "malformed <real> \"\(text)\"")
            }
            try expectClose(.real)
            return .real(value)
        case .date:
            guard let value = parseDate() else { throw error(.syntax, at: start, "malformed <date> (expected YYYY-MM-DDTHH:MM:SSZ)") }
            try expectClose(.date)
            return .date(value)
        default:
            let value = try parseData()
            try expectClose(.data)
            return .data(value)
        }
    }

    /// A decimal or `0x` hexadecimal integer with an optional sign and surrounding space; up to
    /// `UInt64.max`, down to `Int64.min`. No space may follow the digits.
    mutating func parseInteger() throws(ResourceError) -> Int128 {
        let start = position
        skipIntegerWhitespace()
        guard position < bytes.count else { throw error(.syntax, at: position, "unexpected end of file in <integer>") }
        guard bytes[position] != UInt8(ascii: "<") else { throw error(.syntax, at: start, "empty <integer>") }
        var negative = false
        if bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
            negative = bytes[position] == UInt8(ascii: "-")
            position += 1
            skipIntegerWhitespace()
        }
        var hexadecimal = false
        var hadZero = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "0") {
            if position + 1 < bytes.count, bytes[position + 1] | 0x20 == UInt8(ascii: "x") {
                hexadecimal = true
                position += 1
            } else {
                hadZero = true
            }
            position += 1
        }
        while position < bytes.count, bytes[position] == UInt8(ascii: "0") {
            hadZero = true
            position += 1
        }
        guard position < bytes.count else { throw error(.syntax, at: position, "unexpected end of file in <integer>") }
        if bytes[position] == UInt8(ascii: "<") {
            guard hadZero else { throw error(.syntax, at: start, "incomplete <integer>") }
            return 0
        }
        var magnitude: UInt64 = 0
        while bytes[position] != UInt8(ascii: "<") {
            guard let digit = Self.digitValue(bytes[position], hexadecimal: true) else {
                throw error(.syntax, at: position, "unexpected \(describe(position)) in <integer>")
            }
            guard hexadecimal || digit < 10 else {
                throw error(.syntax, at: position, "hexadecimal digit in a decimal <integer> (hexadecimal needs 0x)")
            }
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: hexadecimal ? 16 : 10)
            let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { throw error(.syntax, at: start, "<integer> is larger than 18446744073709551615") }
            guard !negative || sum <= UInt64(Int64.max) + 1 else {
                throw error(.syntax, at: start, "<integer> is smaller than -9223372036854775808")
            }
            magnitude = sum
            position += 1
            guard position < bytes.count else { throw error(.syntax, at: position, "unexpected end of file in <integer>") }
        }
        return negative ? -Int128(magnitude) : Int128(magnitude)
    }

    /// Skips what CoreFoundation counts as space around an integer: control characters,
    /// `0x7F…0xA0` taken byte by byte, and the UTF-8 forms of some Unicode spaces (checked, as
    /// CoreFoundation checks them, one byte at a time).
    mutating func skipIntegerWhitespace() {
        while position < bytes.count {
            let byte = bytes[position]
            var space = byte < 0x21 || (byte > 0x7E && byte < 0xA1)
            if !space, byte == 0xE2 || byte == 0xE3, position + 3 <= bytes.count {
                let second = bytes[position + 1]
                let third = bytes[position + 2]
                if byte == 0xE2, second == 0x80 {
                    space = (third >= 80 && third <= 0x8B) || third == 0xAF
                } else if byte == 0xE2, second == 0x81 {
                    space = third == 0x9F
                } else {
                    space = byte == 0xE3 && second == 0x80 && third == 0x80
                }
            }
            guard space else { return }
            position += 1
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` as seconds since 2001-01-01T00:00:00Z, or `nil` if malformed.
    ///
    /// The year may be negative and have any number of digits; the other fields have exactly
    /// two and are not range-checked, so `2001-13-01` is 2002-01-01 and `25:00:00` the next
    /// day, as in CoreFoundation (see ``PropertyListDate``).
    mutating func parseDate() -> Double? {
        var negative = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        var year: Int32 = 0
        while position < bytes.count, let digit = Self.digitValue(bytes[position], hexadecimal: false) {
            year = year &* 10 &+ Int32(digit)
            position += 1
        }
        guard expect(UInt8(ascii: "-")),
            let month = twoDigits(), expect(UInt8(ascii: "-")),
            let day = twoDigits(), expect(UInt8(ascii: "T")),
            let hour = twoDigits(), expect(UInt8(ascii: ":")),
            let minute = twoDigits(), expect(UInt8(ascii: ":")),
            let second = twoDigits(), expect(UInt8(ascii: "Z"))
        else { return nil }
        return PropertyListDate.absoluteTime(
            year: negative ? 0 &- year : year, month: month, day: day, hour: hour, minute: minute, second: second)
    }

    /// Moves past `byte` if it is next.
    mutating func expect(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Two decimal digits (CoreFoundation wants a byte after them too, as a date always has).
    mutating func twoDigits() -> Int? {
        guard position + 2 < bytes.count,
            let tens = Self.digitValue(bytes[position], hexadecimal: false),
            let ones = Self.digitValue(bytes[position + 1], hexadecimal: false)
        else { return nil }
        position += 2
        return Int(tens * 10 + ones)
    }

    /// Base64 up to the next `<`, as CoreFoundation decodes it: characters outside the alphabet
    /// (whitespace and anything else ASCII) are skipped, `=` counts as a zero digit, each group
    /// of four digits gives three bytes less one per `=` that ends it, and a partial group at
    /// the end is dropped. A non-ASCII byte is an error.
    mutating func parseData() throws(ResourceError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count - position) / 4 * 3)
        var accumulator: UInt32 = 0
        var digits = 0
        var trailingEquals = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") { break }
            guard byte < 0x80 else {
                throw error(.syntax, at: position, "non-ASCII byte 0x\(String(byte, radix: 16, uppercase: true)) in <data>")
            }
            if byte == UInt8(ascii: "=") {
                trailingEquals += 1
            } else if !(byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)) {
                trailingEquals = 0
            }
            position += 1
            guard let value = Self.base64Value(byte) else { continue }
            digits += 1
            accumulator = (accumulator << 6 | value) & 0xFF_FFFF
            if digits & 3 == 0 {
                output.append(UInt8(accumulator >> 16))
                if trailingEquals < 2 { output.append(UInt8(accumulator >> 8 & 0xFF)) }
                if trailingEquals < 1 { output.append(UInt8(accumulator & 0xFF)) }
            }
        }
        return output
    }

    /// A base64 digit's value; `=` is 0.
    static func base64Value(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a") + 26)
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0") + 52)
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        case UInt8(ascii: "="): 0
        default: nil
        }
    }
}
