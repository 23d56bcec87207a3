import L10nSupport

/// HTML escaping: the five characters that can end a text node or a quoted attribute value,
/// or start markup, as character references. Over UTF-8 bytes: the five are ASCII, and no byte
/// of a multi-byte character is ASCII, so every other byte is copied as it is.
enum HTML {
    static func escaped(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        escape(text, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` escaped, copying the runs between the five characters whole.
    static func escape(_ text: String, into output: inout [UInt8]) {
        let bytes = text.utf8.span
        var runStart = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard isEscaped(byte) else { continue }
            output.append(bytes, range: runStart..<index)
            escape(byte, into: &output)
            runStart = index + 1
        }
        output.append(bytes, range: runStart..<bytes.count)
    }

    @inline(__always)
    static func isEscaped(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    @inline(__always)
    static func escape(_ byte: UInt8, into output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
        case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
        default: output.append(byte)
        }
    }
}
