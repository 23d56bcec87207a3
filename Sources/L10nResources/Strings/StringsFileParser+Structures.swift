/// Dictionaries, arrays and data as values: checked exactly as CoreFoundation reads them, and
/// not kept.
///
/// A string table cannot hold them, but whether the file is readable at all, and whether a
/// later entry replaces such a value, depends on CoreFoundation's grammar for them: `( "a", )`
/// and `<0a 1B>` are fine, `<0g>` abandons the file, nesting deeper than 512 levels too.
extension StringsFileParser {
    /// CoreFoundation's limit on nested arrays and dictionaries (64-bit).
    static let maximumDepth = 512

    /// Reads the dictionary, array or data at `position` and returns what it is, for messages.
    mutating func skipStructure(depth: Int, key: String) throws(ResourceError) -> String {
        let warningCount = warnings.count
        defer { warnings.removeSubrange(warningCount...) }
        guard let kind = try readObject(required: true, depth: depth, key: key) else {
            throw error(.syntax, at: position, key: key, message: "expected a value")
        }
        return kind
    }

    /// CoreFoundation's `parsePlistObject`: an object, or `nil` where none starts (throwing
    /// instead when one is `required`). Strings are read and dropped.
    private mutating func readObject(required: Bool, depth: Int, key: String) throws(ResourceError) -> String? {
        guard depth <= Self.maximumDepth else {
            if required {
                throw error(
                    .limit, at: position, key: key,
                    message: "more than \(Self.maximumDepth) nested arrays or dictionaries")
            }
            return nil
        }
        guard skipTrivia(collectingComments: false) else {
            if required { throw error(.syntax, at: position, key: key, message: "expected a value, found the end of the file") }
            return nil
        }
        let start = position
        switch utf8[start] {
        case UInt8(ascii: "{"):
            position += 1
            try readNestedDictionary(depth: depth, key: key)
            return "a dictionary"
        case UInt8(ascii: "("):
            position += 1
            try readArray(depth: depth, key: key)
            return "an array"
        case UInt8(ascii: "<"):
            position += 1
            try readData(key: key)
            return "data"
        case let byte where Self.startsString(byte):
            switch readString() {
            case .string: return "a string"
            case .unterminated(let resume):
                if required {
                    throw error(.syntax, at: start, key: key, message: "unterminated quoted string inside the value")
                }
                position = resume
                return nil
            }
        default:
            if required {
                throw error(
                    .syntax, at: start, key: key,
                    message: "unexpected character \(describeCharacter(at: start)) inside the value")
            }
            return nil
        }
    }

    /// `key = value;` entries up to the closing `}`, which must follow.
    private mutating func readNestedDictionary(depth: Int, key: String) throws(ResourceError) {
        while skipTrivia(collectingComments: false), Self.startsString(utf8[position]) {
            if case .unterminated(let resume) = readString() {
                position = resume
                break
            }
            guard skipTrivia(collectingComments: false) else {
                throw error(
                    .syntax, at: position, key: key,
                    message: "expected '=' or ';' inside the value, found the end of the file")
            }
            if utf8[position] == UInt8(ascii: "=") {
                position += 1
                _ = try readObject(required: true, depth: depth + 1, key: key)
            } else if utf8[position] != UInt8(ascii: ";") {
                throw error(
                    .syntax, at: position, key: key,
                    message: "expected '=' or ';' inside the value, found \(describeCharacter(at: position))")
            }
            guard skipTrivia(collectingComments: false), utf8[position] == UInt8(ascii: ";") else {
                throw error(
                    .syntax, at: position, key: key,
                    message: "expected ';' inside the value, found \(describeCharacter(at: position))")
            }
            position += 1
        }
        try expect(UInt8(ascii: "}"), closing: "dictionary", key: key)
    }

    /// Objects separated by commas (a trailing comma is allowed), then `)`.
    private mutating func readArray(depth: Int, key: String) throws(ResourceError) {
        var element = try readObject(required: false, depth: depth + 1, key: key)
        while element != nil {
            guard skipTrivia(collectingComments: false) else {
                throw error(
                    .syntax, at: position, key: key,
                    message: "expected ',' or ')' inside the value, found the end of the file")
            }
            guard utf8[position] == UInt8(ascii: ",") else { break }
            position += 1
            element = try readObject(required: false, depth: depth + 1, key: key)
        }
        try expect(UInt8(ascii: ")"), closing: "array", key: key)
    }

    private mutating func expect(_ closing: UInt8, closing what: String, key: String) throws(ResourceError) {
        guard skipTrivia(collectingComments: false), utf8[position] == closing else {
            let found = describeCharacter(at: position)
            throw error(
                .syntax, at: position, key: key,
                message: "expected '\(Character(Unicode.Scalar(closing)))' to close the \(what) inside the value, found \(found)")
        }
        position += 1
    }

    /// Pairs of hex digits, with spaces, tabs, CR, LF, U+2028 and U+2029 between them, then `>`.
    ///
    /// CoreFoundation reads the text as UTF-16 and looks only at each unit's low byte for a hex
    /// digit, so `İ` (U+0130) counts as `0`; this reproduces it.
    private mutating func readData(key: String) throws(ResourceError) {
        var cursor = UTF16Cursor(offset: position)
        while let unit = cursor.peek(in: utf8) {
            if unit == UInt16(UInt8(ascii: ">")) {
                cursor.advance(in: utf8)
                position = cursor.offset
                return
            }
            if Self.isHexDigit(UInt8(truncatingIfNeeded: unit)) {
                cursor.advance(in: utf8)
                guard let second = cursor.peek(in: utf8), Self.isHexDigit(UInt8(truncatingIfNeeded: second)) else {
                    position = cursor.offset
                    throw error(.syntax, at: position, key: key, message: "data has an odd number of hex digits")
                }
                cursor.advance(in: utf8)
            } else if unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D || unit == 0x2028 || unit == 0x2029 {
                cursor.advance(in: utf8)
            } else {
                position = cursor.offset
                throw error(
                    .syntax, at: position, key: key,
                    message: "unexpected character \(describeCharacter(at: position)) in data")
            }
        }
        position = utf8.count
        throw error(
            .syntax, at: position, key: key,
            message: "expected '>' to close the data inside the value, found the end of the file")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default:
            false
        }
    }

    /// Walks valid UTF-8 as UTF-16 code units.
    private struct UTF16Cursor {
        /// The byte offset of the scalar holding the current unit.
        var offset: Int
        /// Whether the current unit is the low surrogate of the scalar at `offset`.
        var atLowSurrogate = false

        func peek(in utf8: [UInt8]) -> UInt16? {
            guard let (scalar, _) = Self.scalar(at: offset, in: utf8) else { return nil }
            return atLowSurrogate ? scalar.utf16.last : scalar.utf16.first
        }

        mutating func advance(in utf8: [UInt8]) {
            guard let (scalar, length) = Self.scalar(at: offset, in: utf8) else { return }
            if scalar.value > 0xFFFF, !atLowSurrogate {
                atLowSurrogate = true
            } else {
                atLowSurrogate = false
                offset += length
            }
        }

        private static func scalar(at offset: Int, in utf8: [UInt8]) -> (Unicode.Scalar, Int)? {
            guard offset < utf8.count else { return nil }
            let length = min(StringsFileParser.sequenceLength(lead: utf8[offset]), utf8.count - offset)
            var iterator = utf8[offset..<offset + length].makeIterator()
            var decoder = UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
            return (scalar, length)
        }
    }
}
