/// Peeks at how the text of a property list starts, whatever its encoding.
enum PropertyListTextDecoding {
    /// Whether `bytes` start like text in an encoding other than plain UTF-8.
    static func needsTranscoding(_ bytes: [UInt8]) -> Bool {
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 { return true }
        return bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
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
