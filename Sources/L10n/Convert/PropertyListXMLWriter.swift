/// Writes a property list as XML the way CoreFoundation writes it (Xcode's layout): the
/// `<?xml …?>` and DOCTYPE header, tab indentation, dictionary entries in the given order.
///
/// Used for `.stringsdict` output, so files written by a conversion diff cleanly against
/// files Xcode wrote.
public enum PropertyListXMLWriter {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    /// The property list as UTF-8 XML, ending with a newline.
    ///
    /// Strings escape `&`, `<` and `>`; dictionaries keep their entries' order (sort them
    /// before for stable output); dates, data and UIDs are not written by conversions and come
    /// out as CoreFoundation spells them where that is simple (data as base64 is not: it is
    /// written as an empty `<data>`).
    public static func utf8(_ value: PropertyListValue) -> [UInt8] {
        var output = Array(header.utf8)
        append(value, depth: 0, to: &output)
        output += Array("</plist>\n".utf8)
        return output
    }

    private static func append(_ value: PropertyListValue, depth: Int, to output: inout [UInt8]) {
        indent(depth, &output)
        switch value {
        case .string(let text):
            element("string", text, &output)
        case .integer(let number):
            element("integer", "\(number)", &output)
        case .real(let number):
            element("real", "\(number)", &output)
        case .boolean(let flag):
            output += Array((flag ? "<true/>" : "<false/>").utf8)
        case .date, .data, .uid:
            output += Array("<data></data>".utf8)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += Array("<array/>\n".utf8)
                return
            }
            output += Array("<array>\n".utf8)
            for element in elements {
                append(element, depth: depth + 1, to: &output)
            }
            indent(depth, &output)
            output += Array("</array>".utf8)
        case .dictionary(let dictionary):
            guard !dictionary.entries.isEmpty else {
                output += Array("<dict/>\n".utf8)
                return
            }
            output += Array("<dict>\n".utf8)
            for entry in dictionary.entries {
                indent(depth + 1, &output)
                element("key", entry.key, &output)
                output.append(0x0A)
                append(entry.value, depth: depth + 1, to: &output)
            }
            indent(depth, &output)
            output += Array("</dict>".utf8)
        }
        output.append(0x0A)
    }

    private static func indent(_ depth: Int, _ output: inout [UInt8]) {
        output += repeatElement(0x09, count: depth)
    }

    private static func element(_ name: String, _ text: String, _ output: inout [UInt8]) {
        output += Array("<\(name)>".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output += Array("&amp;".utf8)
            case UInt8(ascii: "<"): output += Array("&lt;".utf8)
            case UInt8(ascii: ">"): output += Array("&gt;".utf8)
            default: output.append(byte)
            }
        }
        output += Array("</\(name)>".utf8)
    }
}
