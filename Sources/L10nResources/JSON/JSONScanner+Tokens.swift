extension JSONScanner {
    // MARK: Strings

    /// Parses the string whose opening quote is at `index`.
    ///
    /// Strings without escapes (almost all of them) become a `String` straight from the bytes;
    /// the others are unescaped into ``scratch`` first.
    mutating func parseString() throws(ResourceError) -> String {
        let start = index + 1
        var cursor = start
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") {
                index = cursor + 1
                return String(decoding: bytes[start..<cursor], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                scratch.removeAll(keepingCapacity: true)
                scratch.append(contentsOf: bytes[start..<cursor])
                index = cursor
                return try parseEscapedString(openedAt: start - 1)
            }
            if byte < 0x20 { throw controlCharacter(at: cursor) }
            cursor += 1
        }
        throw error("unexpected end of input in a string", at: bytes.count)
    }

    /// Continues a string at the backslash at `index`, appending to ``scratch``.
    private mutating func parseEscapedString(openedAt open: Int) throws(ResourceError) -> String {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte < 0x20 { throw controlCharacter(at: index) }
            guard byte == UInt8(ascii: "\\") else {
                scratch.append(byte)
                index += 1
                continue
            }
            let escape = index
            index += 1
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "\""): scratch.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): scratch.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): scratch.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                index += 1
                let scalar = try parseUnicodeEscape(startingAt: escape)
                if let encoded = UTF8.encode(scalar) { scratch.append(contentsOf: encoded) }
                continue
            default:
                throw error("invalid escape in a string: backslash followed by \(describe(at: index))", at: escape)
            }
            index += 1
        }
        throw error("unexpected end of input in a string", at: bytes.count)
    }

    /// Reads the 4 hex digits after `\u` at `index` (and a second escape for a surrogate pair).
    private mutating func parseUnicodeEscape(startingAt escape: Int) throws(ResourceError) -> Unicode.Scalar {
        let first = try hexQuad(escape: escape)
        if UTF16.isTrailSurrogate(first) {
            throw error("lone low surrogate \\u\(Self.hex(UInt32(first), width: 4)) in a string", at: escape)
        }
        if UTF16.isLeadSurrogate(first) {
            let second = index
            guard second + 1 < bytes.count, bytes[second] == UInt8(ascii: "\\"), bytes[second + 1] == UInt8(ascii: "u") else {
                throw error(
                    "lone high surrogate \\u\(Self.hex(UInt32(first), width: 4)) in a string, expected a \\u low surrogate after it",
                    at: escape)
            }
            index += 2
            let trail = try hexQuad(escape: second)
            guard UTF16.isTrailSurrogate(trail) else {
                throw error(
                    "lone high surrogate \\u\(Self.hex(UInt32(first), width: 4)) in a string, followed by \\u\(Self.hex(UInt32(trail), width: 4))",
                    at: escape)
            }
            let value = 0x10000 + (UInt32(first) - 0xD800) << 10 + (UInt32(trail) - 0xDC00)
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    /// Four hex digits at `index`, as a UTF-16 code unit.
    private mutating func hexQuad(escape: Int) throws(ResourceError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("unexpected end of input in a \\u escape", at: bytes.count) }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid \\u escape: \(describe(at: index)) is not a hex digit", at: escape)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private func controlCharacter(at offset: Int) -> ResourceError {
        error("unescaped control character U+\(Self.hex(UInt32(bytes[offset]), width: 4)) in a string", at: offset)
    }

    // MARK: Numbers

    /// Parses the number at `index`: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    mutating func parseNumber() throws(ResourceError) -> JSONNumber {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < bytes.count else { throw error("unexpected end of input in a number", at: index) }
        guard isDigit(bytes[index]) else { throw error("unexpected \(describe(at: index)) in a number, expected a digit", at: index) }
        var integer: Int? = 0
        let leadingZero = bytes[index] == UInt8(ascii: "0")
        while index < bytes.count, isDigit(bytes[index]) {
            if leadingZero, index > start + (negative ? 1 : 0) {
                throw error("leading zero in a number", at: index - 1)
            }
            if let current = integer {
                let digit = Int(bytes[index] - UInt8(ascii: "0"))
                let (shifted, overflow1) = current.multipliedReportingOverflow(by: 10)
                let (next, overflow2) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
                integer = overflow1 || overflow2 ? nil : next
            }
            index += 1
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            try digits(after: "a decimal point")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            try digits(after: "an exponent")
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer, integer.magnitude <= 1 << 53 {
            // `-0` is an integer literal whose nearest Double is -0.0.
            return JSONNumber(text: text, double: negative && integer == 0 ? -0.0 : Double(integer), integer: integer)
        }
        guard let double = Double(text), double.isFinite else {
            throw error("number \(text) is out of range", at: start)
        }
        return JSONNumber(text: text, double: double, integer: isInteger ? integer : nil)
    }

    private mutating func digits(after what: String) throws(ResourceError) {
        guard index < bytes.count else { throw error("unexpected end of input in a number, expected a digit after \(what)", at: index) }
        guard isDigit(bytes[index]) else {
            throw error("unexpected \(describe(at: index)) in a number, expected a digit after \(what)", at: index)
        }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
