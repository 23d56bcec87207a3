/// The encodings localization text files come in, as detected from their bytes.
public enum TextEncoding: String, Sendable, Hashable, CaseIterable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
    case utf32LittleEndian
    case utf32BigEndian
}

/// A text file's content as validated UTF-8, with the encoding it was stored in.
///
/// Parsers work on UTF-8 bytes whatever the file's encoding, so each format has one parser;
/// UTF-16 and UTF-32 files are transcoded once, up front.
public struct DecodedText: Sendable {
    /// The text as UTF-8, without a byte-order mark; guaranteed valid.
    public var utf8: [UInt8]
    /// The encoding the file was stored in.
    public var encoding: TextEncoding
    /// Whether the file started with a byte-order mark.
    public var hadByteOrderMark: Bool

    /// Detects the encoding and decodes.
    ///
    /// A byte-order mark decides (UTF-32 marks are checked before UTF-16 ones, since `FF FE 00 00`
    /// starts both). Without one, the first character decides, as CoreFoundation decides for
    /// property lists: resource files start with ASCII (`"`, `/`, `<`, `{`), so NUL bytes around
    /// it mean UTF-16 or UTF-32 and their position gives the byte order. CoreFoundation rejects
    /// such `.strings` files; Xcode and editors write them. Anything else must be UTF-8, where a
    /// NUL character later in the text is just a character.
    ///
    /// - Throws: ``ResourceError/Reason/encoding`` naming the line and column of the first byte that
    ///   is not valid in the detected encoding (a lone surrogate, a truncated sequence).
    public init(bytes: [UInt8], file: String) throws(ResourceError) {
        let (encoding, bomLength) = Self.detect(bytes)
        self.encoding = encoding
        hadByteOrderMark = bomLength > 0
        let body = bytes[bomLength...]
        switch encoding {
        case .utf8:
            if let offset = Self.firstInvalidUTF8(body) {
                // `offset` counts from the start of the body, whose indices start after the mark.
                throw Self.error(file: file, prefix: body.prefix(offset), message: "invalid UTF-8 at byte \(offset + bomLength)")
            }
            utf8 = Array(body)
        case .utf16LittleEndian, .utf16BigEndian:
            utf8 = try Self.transcodeUTF16(body, bigEndian: encoding == .utf16BigEndian, file: file, bomLength: bomLength)
        case .utf32LittleEndian, .utf32BigEndian:
            utf8 = try Self.transcodeUTF32(body, bigEndian: encoding == .utf32BigEndian, file: file, bomLength: bomLength)
        }
    }

    static func detect(_ bytes: [UInt8]) -> (TextEncoding, bomLength: Int) {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return (.utf32BigEndian, 4) }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return (.utf32LittleEndian, 4) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        guard bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 else { return (.utf8, 0) }
        if bytes.count >= 4, bytes.count.isMultiple(of: 4) {
            if bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] != 0 { return (.utf32BigEndian, 0) }
            if bytes[0] != 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0 { return (.utf32LittleEndian, 0) }
        }
        if bytes[0] == 0, bytes[1] != 0 { return (.utf16BigEndian, 0) }
        if bytes[0] != 0, bytes[1] == 0 { return (.utf16LittleEndian, 0) }
        return (.utf8, 0)
    }

    private static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        UTF8Validation.firstInvalidByte(in: bytes.span)
    }

    private static func transcodeUTF16(
        _ bytes: ArraySlice<UInt8>, bigEndian: Bool, file: String, bomLength: Int
    ) throws(ResourceError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        func unit(at index: Int) -> UInt16 {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        while index < bytes.endIndex {
            guard index + 1 < bytes.endIndex else {
                throw error(file: file, utf8Prefix: output, message: "truncated UTF-16: odd number of bytes")
            }
            let lead = unit(at: index)
            var scalar: Unicode.Scalar?
            var width = 2
            if UTF16.isLeadSurrogate(lead), index + 3 < bytes.endIndex {
                let trail = unit(at: index + 2)
                if UTF16.isTrailSurrogate(trail) {
                    scalar = Unicode.Scalar(0x10000 + (UInt32(lead) - 0xD800) << 10 + (UInt32(trail) - 0xDC00))
                    width = 4
                }
            } else {
                scalar = Unicode.Scalar(lead)
            }
            guard let scalar else {
                throw error(
                    file: file, utf8Prefix: output,
                    message:
                        "invalid UTF-16: unpaired surrogate 0x\(String(lead, radix: 16, uppercase: true)) at byte \(index - bytes.startIndex + bomLength)"
                )
            }
            output.append(contentsOf: UTF8.encode(scalar)!)
            index += width
        }
        return output
    }

    private static func transcodeUTF32(
        _ bytes: ArraySlice<UInt8>, bigEndian: Bool, file: String, bomLength: Int
    ) throws(ResourceError) -> [UInt8] {
        guard bytes.count.isMultiple(of: 4) else {
            throw error(file: file, utf8Prefix: [], message: "truncated UTF-32: length not a multiple of 4")
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count / 2)
        for start in stride(from: bytes.startIndex, to: bytes.endIndex, by: 4) {
            let quad = bytes[start..<start + 4].reduce(into: UInt32(0)) { $0 = $0 << 8 | UInt32($1) }
            let value = bigEndian ? quad : quad.byteSwapped
            guard let scalar = Unicode.Scalar(value) else {
                throw error(
                    file: file, utf8Prefix: output,
                    message:
                        "invalid UTF-32 value 0x\(String(value, radix: 16, uppercase: true)) at byte \(start - bytes.startIndex + bomLength)"
                )
            }
            output.append(contentsOf: UTF8.encode(scalar)!)
        }
        return output
    }

    private static func error(file: String, prefix: ArraySlice<UInt8>, message: String) -> ResourceError {
        error(file: file, utf8Prefix: Array(prefix), message: message)
    }

    /// An encoding error positioned after the text decoded so far.
    private static func error(file: String, utf8Prefix: [UInt8], message: String) -> ResourceError {
        let position = TextPosition(offset: utf8Prefix.count, in: utf8Prefix)
        return ResourceError(.encoding, file: file, line: position.line, column: position.column, message: message)
    }
}
