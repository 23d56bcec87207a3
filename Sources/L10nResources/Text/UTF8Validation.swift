/// Validation of UTF-8 text, eight ASCII bytes at a time: most resource text is ASCII, and
/// every file is validated once before it is parsed.
///
/// Every read is bounds-checked, the eight-byte loads included (`RawSpan` checks the range of
/// each load; "unsafe" in its name is about the type, and `UInt64` has no invalid bit patterns).
enum UTF8Validation {
    /// The offset of the first byte that does not start a well-formed UTF-8 sequence (no
    /// overlong forms, no surrogates, nothing past U+10FFFF), or `nil`.
    static func firstInvalidByte(in bytes: Span<UInt8>) -> Int? {
        let raw = bytes.bytes
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count, raw.unsafeLoadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            var length = 3
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: break
            case 0xED: high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return index
            }
            guard index + length <= count, bytes[index + 1] >= low, bytes[index + 1] <= high else { return index }
            for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }
}
