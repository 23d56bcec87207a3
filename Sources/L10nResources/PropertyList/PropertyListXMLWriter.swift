/// Writes a property list as XML the way CoreFoundation writes it (Xcode's layout): the
/// `<?xml …?>` and DOCTYPE header, tab indentation, dictionary entries in the given order.
///
/// Used for `.stringsdict` output, so files written by a conversion diff cleanly against
/// files Xcode wrote.
package enum PropertyListXMLWriter {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    /// The property list as UTF-8 XML, ending with a newline.
    ///
    /// Strings escape `&`, `<` and `>`; dictionaries keep their entries' order (sort them
    /// before for stable output); data is base64 in one line, dates are whole UTC seconds
    /// (`2001-01-01T00:00:00Z`, clamped to years 1…9999), UIDs are `CF$UID` dictionaries as
    /// CoreFoundation writes them.
    package static func utf8(_ value: PropertyListValue) -> [UInt8] {
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
        case .date(let seconds):
            element("date", isoDate(seconds), &output)
        case .data(let bytes):
            element("data", base64(bytes), &output)
        case .uid(let number):
            let uid = PropertyListDictionary([.init(key: "CF$UID", value: .integer(Int128(number)))])
            output.removeLast(depth)
            append(.dictionary(uid), depth: depth, to: &output)
            return
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

    private static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = 0
            for offset in 0..<3 {
                group = group << 8 | (offset < count ? Int(bytes[index + offset]) : 0)
            }
            for position in 0..<4 {
                output.append(position <= count ? alphabet[(group >> (18 - 6 * position)) & 0x3F] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Seconds since 2001 as `YYYY-MM-DDTHH:MM:SSZ` (proleptic Gregorian, whole seconds down).
    private static func isoDate(_ seconds: Double) -> String {
        // Years 1 and 9999 bound the four-digit form.
        let bounded = seconds.isNaN ? 0 : min(max(seconds, -63_113_904_000), 252_423_993_599)
        let unix = Int64((bounded + 978_307_200).rounded(.down))
        let days = unix >= 0 ? unix / 86400 : (unix - 86399) / 86400
        let time = unix - days * 86400
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func padded(_ value: Int64, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return
            "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T\(padded(time / 3600, 2)):\(padded(time / 60 % 60, 2)):\(padded(time % 60, 2))Z"
    }
}
