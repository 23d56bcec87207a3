/// Backslash escapes, resolved as CoreFoundation's `getSlashedChar` resolves them.
extension StringsFileParser {
    /// Reads the rest of a quoted string that has a backslash at `backslash`, into `scratch`
    /// (which already holds the text before it).
    ///
    /// CoreFoundation works on UTF-16 code units: `\U` gives one unit, so a high and a low
    /// surrogate written as two escapes make one character, and a surrogate left alone becomes
    /// U+FFFD when the string reaches Swift. Octal escapes give a byte in the NeXTSTEP encoding;
    /// any other escaped character stands for itself.
    mutating func readEscapedString(quote: UInt8, contentStart: Int, backslash: Int) -> StringRead {
        let end = utf8.count
        var index = backslash
        var runStart = backslash
        var pendingHighSurrogate: (unit: UInt16, offset: Int)?

        func flushPendingSurrogate(_ parser: inout StringsFileParser) {
            guard let pending = pendingHighSurrogate else { return }
            parser.appendLoneSurrogate(pending.unit, escapeAt: pending.offset)
            pendingHighSurrogate = nil
        }

        while true {
            while index < end, utf8[index] != quote, utf8[index] != UInt8(ascii: "\\") { index += 1 }
            guard index < end else { return .unterminated(resume: contentStart) }
            if index > runStart {
                flushPendingSurrogate(&self)
                scratch.append(contentsOf: utf8[runStart..<index])
            }
            if utf8[index] == quote {
                flushPendingSurrogate(&self)
                position = index + 1
                return .string(String(decoding: scratch, as: UTF8.self))
            }
            let escapeStart = index
            index += 1
            guard index < end else { return .unterminated(resume: end) }
            let escaped = utf8[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var byte = escaped &- UInt8(ascii: "0")
                var digits = 1
                while digits < 3, index < end, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(utf8[index]) {
                    byte = byte &<< 3 &+ (utf8[index] &- UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                flushPendingSurrogate(&self)
                appendScalar(NeXTSTEPLatin.scalar(for: byte))
            case UInt8(ascii: "U"):
                var unit: UInt16 = 0
                var digits = 0
                while digits < 4, index < end, let digit = Self.hexValue(utf8[index]) {
                    unit = unit &<< 4 | UInt16(digit)
                    index += 1
                    digits += 1
                }
                if UTF16.isLeadSurrogate(unit) {
                    flushPendingSurrogate(&self)
                    pendingHighSurrogate = (unit, escapeStart)
                } else if UTF16.isTrailSurrogate(unit) {
                    if let high = pendingHighSurrogate {
                        let value = 0x10000 + (UInt32(high.unit) - 0xD800) << 10 + (UInt32(unit) - 0xDC00)
                        appendScalar(Unicode.Scalar(value) ?? "\u{FFFD}")
                        pendingHighSurrogate = nil
                    } else {
                        appendLoneSurrogate(unit, escapeAt: escapeStart)
                    }
                } else {
                    flushPendingSurrogate(&self)
                    appendScalar(Unicode.Scalar(unit) ?? "\u{FFFD}")
                }
            case UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"),
                UInt8(ascii: "t"), UInt8(ascii: "v"):
                flushPendingSurrogate(&self)
                scratch.append(Self.controlCharacter(escaped))
            default:
                // The escaped character stands for itself, whatever its length in UTF-8.
                let start = index - 1
                let stop = min(start + Self.sequenceLength(lead: escaped), end)
                flushPendingSurrogate(&self)
                scratch.append(contentsOf: utf8[start..<stop])
                index = stop
            }
            runStart = index
        }
    }

    /// The control character `\a`, `\b`, `\f`, `\n`, `\r`, `\t` or `\v` stands for.
    private static func controlCharacter(_ letter: UInt8) -> UInt8 {
        switch letter {
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: 0x0B
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }

    private mutating func appendScalar(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case ..<0x80:
            scratch.append(UInt8(truncatingIfNeeded: value))
        case ..<0x800:
            scratch.append(0xC0 | UInt8(truncatingIfNeeded: value >> 6))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
        case ..<0x10000:
            scratch.append(0xE0 | UInt8(truncatingIfNeeded: value >> 12))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: value >> 6 & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
        default:
            scratch.append(0xF0 | UInt8(truncatingIfNeeded: value >> 18))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: value >> 12 & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: value >> 6 & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
        }
    }

    /// U+FFFD for a `\U` surrogate without its partner, as Swift receives it from CoreFoundation.
    private mutating func appendLoneSurrogate(_ unit: UInt16, escapeAt offset: Int) {
        appendScalar("\u{FFFD}")
        let hex = String(unit, radix: 16, uppercase: true)
        let message =
            "\\U\(hex) is half of a surrogate pair without the other half; read as U+FFFD, as CoreFoundation's strings reach Swift"
        warnings.append(error(.encoding, at: offset, message: message))
    }
}
