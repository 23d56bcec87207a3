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

    static func escape(_ text: String, into output: inout [UInt8]) {
        for byte in text.utf8 { escape(byte, into: &output) }
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
