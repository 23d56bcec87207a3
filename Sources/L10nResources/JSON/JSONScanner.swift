/// The JSON parser's state: a cursor over UTF-8 bytes, the current line, and the warnings so far.
///
/// Newlines can only occur in whitespace in valid JSON (strings may not hold raw control
/// characters), so skipping whitespace keeps the line up to date, and columns are counted
/// forward from the last position asked for: every byte is counted at most once more, however
/// long the line. Error paths recompute positions from scratch with ``TextPosition``.
struct JSONScanner {
    let bytes: [UInt8]
    let file: String
    let maximumDepth: Int
    var index = 0
    var depth = 0
    var warnings: [ResourceError] = []
    /// Reused for strings with escapes.
    var scratch: [UInt8] = []

    private var line = 1
    private var lineStart = 0
    private var columnMemoOffset = 0
    private var columnMemo = 1

    init(bytes: [UInt8], file: String, maximumDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(ResourceError) -> JSONDocument {
        skipWhitespace()
        let position = currentPosition()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describe(at: index)) after the JSON value", at: index)
        }
        return JSONDocument(value: value, line: position.line, column: position.column, warnings: warnings)
    }

    // MARK: Values

    /// Parses the value at `index` (whitespace already skipped).
    mutating func parseValue() throws(ResourceError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input, expected a value", at: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object(try parseObject())
        case UInt8(ascii: "["): return .array(try parseArray())
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        default:
            throw error("unexpected \(describe(at: index)), expected a value", at: index)
        }
    }

    private mutating func parseObject() throws(ResourceError) -> JSONObject {
        let open = index
        try enterContainer(at: open)
        index += 1
        var members: [JSONObject.Member] = []
        var seen: Set<String>?
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONObject(members)
        }
        while true {
            guard index < bytes.count else { throw error("unexpected end of input in an object opened at \(location(open))", at: index) }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}"), !members.isEmpty {
                    throw error("trailing comma in an object", at: index)
                }
                throw error("unexpected \(describe(at: index)), expected a string key", at: index)
            }
            let keyPosition = currentPosition()
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input, expected ':' after a key", at: index) }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describe(at: index)), expected ':' after a key", at: index)
            }
            index += 1
            skipWhitespace()
            let valuePosition = currentPosition()
            let value = try parseValue()
            if isDuplicate(key, in: members, seen: &seen) {
                warnings.append(
                    ResourceError(
                        .duplicateKey, file: file, line: keyPosition.line, column: keyPosition.column, key: key,
                        message: "key \"\(key)\" repeats in a JSON object; the last value wins"))
            }
            members.append(
                JSONObject.Member(
                    key: key, value: value, line: valuePosition.line, column: valuePosition.column,
                    keyLine: keyPosition.line, keyColumn: keyPosition.column))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an object opened at \(location(open))", at: index) }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return JSONObject(members)
            default:
                throw error("unexpected \(describe(at: index)), expected ',' or '}' in an object", at: index)
            }
        }
    }

    private mutating func parseArray() throws(ResourceError) -> [JSONValue] {
        let open = index
        try enterContainer(at: open)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return elements
        }
        while true {
            guard index < bytes.count else { throw error("unexpected end of input in an array opened at \(location(open))", at: index) }
            if bytes[index] == UInt8(ascii: "]"), !elements.isEmpty {
                throw error("trailing comma in an array", at: index)
            }
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an array opened at \(location(open))", at: index) }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return elements
            default:
                throw error("unexpected \(describe(at: index)), expected ',' or ']' in an array", at: index)
            }
        }
    }

    private mutating func enterContainer(at offset: Int) throws(ResourceError) {
        depth += 1
        if depth > maximumDepth {
            let position = TextPosition(offset: offset, in: bytes)
            throw ResourceError(
                .limit, file: file, line: position.line, column: position.column,
                message: "arrays and objects nest deeper than \(maximumDepth) levels")
        }
    }

    private func isDuplicate(_ key: String, in members: [JSONObject.Member], seen: inout Set<String>?) -> Bool {
        if seen == nil, members.count < 16 {
            return members.contains { $0.key == key }
        }
        if seen == nil { seen = Set(members.map(\.key)) }
        return seen?.insert(key).inserted == false
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(ResourceError) {
        let start = index
        var offset = 0
        let count = literal.utf8CodeUnitCount
        let matched = literal.withUTF8Buffer { expected in
            while offset < count {
                guard start + offset < bytes.count, bytes[start + offset] == expected[offset] else { return false }
                offset += 1
            }
            return true
        }
        guard matched else {
            if start + offset >= bytes.count {
                throw error("unexpected end of input in the literal '\(literal)'", at: bytes.count)
            }
            throw error("invalid literal, expected '\(literal)'", at: start)
        }
        index += count
    }

    // MARK: Whitespace and positions

    /// Skips JSON whitespace (space, tab, LF, CR), counting lines as ``TextPosition`` does.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                break
            case 0x0A:
                if index == 0 || bytes[index - 1] != 0x0D { line += 1 }
                lineStart = index + 1
            case 0x0D:
                line += 1
                lineStart = index + 1
            default:
                return
            }
            index += 1
        }
    }

    /// The position of `index`, which must not be before any position asked for earlier, with
    /// no newline between the last skipped whitespace and `index`.
    private mutating func currentPosition() -> TextPosition {
        if columnMemoOffset < lineStart {
            columnMemoOffset = lineStart
            columnMemo = 1
        }
        var offset = columnMemoOffset
        var column = columnMemo
        while offset < index {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        columnMemoOffset = offset
        columnMemo = column
        return TextPosition(line: line, column: column)
    }

    // MARK: Errors

    func error(_ message: String, at offset: Int) -> ResourceError {
        let position = TextPosition(offset: offset, in: bytes)
        return ResourceError(.syntax, file: file, line: position.line, column: position.column, message: message)
    }

    /// `line L, column C`, for messages that refer back to an opening bracket.
    private func location(_ offset: Int) -> String {
        let position = TextPosition(offset: offset, in: bytes)
        return "line \(position.line), column \(position.column)"
    }

    /// The character at `offset`, for messages: `'x'` for printable ASCII, else `U+XXXX`.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
        var iterator = bytes[offset..<min(offset + 4, bytes.count)].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return "character U+\(Self.hex(scalar.value, width: 4))"
        }
        return "byte 0x\(Self.hex(UInt32(byte), width: 2))"
    }

    static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
