/// Turns the bytes of an XML property list into validated UTF-8, and peeks at how text starts.
///
/// Files that start with a byte-order mark, or with a NUL in their first two bytes (UTF-16 or
/// UTF-32 without a mark, as CoreFoundation detects them), go through ``DecodedText``. Anything
/// else is UTF-8, as CoreFoundation assumes — checked here directly, because a NUL character
/// inside UTF-8 text (CoreFoundation writes `\u{0}` unescaped) must not make it look like UTF-16.
enum PropertyListTextDecoding {
    /// Whether `bytes` start like text in an encoding other than plain UTF-8.
    static func needsTranscoding(_ bytes: [UInt8]) -> Bool {
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 { return true }
        return bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
    }

    /// The text as UTF-8 without a byte-order mark.
    ///
    /// - Throws: ``ResourceError/Kind/encoding`` at the first invalid sequence.
    static func utf8(_ bytes: [UInt8], file: String) throws(ResourceError) -> [UInt8] {
        if needsTranscoding(bytes) { return try DecodedText(bytes: bytes, file: file).utf8 }
        let invalid = bytes.withUnsafeBufferPointer { firstInvalidUTF8($0) }
        if let invalid {
            let position = TextPosition.of(offset: invalid, in: bytes)
            throw ResourceError(.encoding, file: file, line: position.line, column: position.column,
                                message: "invalid UTF-8 at byte \(invalid)")
        }
        return bytes
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence (no
    /// overlong forms, no surrogates, nothing past U+10FFFF), or `nil`.
    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
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
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            guard index + length <= count, bytes[index + 1] >= low, bytes[index + 1] <= high else { return index }
            for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }

    /// Up to `limit` ASCII characters from the start of the text, whatever its encoding (after
    /// any byte-order mark), stopping at the first character that is not ASCII.
    static func asciiPrefix(_ bytes: [UInt8], limit: Int = 64) -> [UInt8] {
        guard needsTranscoding(bytes) else { return Array(bytes.prefix(while: { $0 < 0x80 }).prefix(limit)) }
        let (encoding, bomLength) = DecodedText.detect(bytes)
        let width: Int
        switch encoding {
        case .utf8: return Array(bytes.dropFirst(bomLength).prefix(while: { $0 < 0x80 }).prefix(limit))
        case .utf16LittleEndian, .utf16BigEndian: width = 2
        case .utf32LittleEndian, .utf32BigEndian: width = 4
        }
        let bigEndian = encoding == .utf16BigEndian || encoding == .utf32BigEndian
        var prefix: [UInt8] = []
        var index = bomLength
        while prefix.count < limit, index + width <= bytes.count {
            var unit: UInt32 = 0
            for offset in 0..<width {
                let byte = UInt32(bytes[index + (bigEndian ? offset : width - 1 - offset)])
                unit = unit << 8 | byte
            }
            guard unit < 0x80 else { break }
            prefix.append(UInt8(unit))
            index += width
        }
        return prefix
    }
}
