/// Reads an XML property list from validated UTF-8, accepting what CoreFoundation accepts.
///
/// CoreFoundation's reader is not a general XML parser and neither is this one: it knows the
/// plist elements, skips `<?…?>`, `<!DOCTYPE …>` (without an internal subset) and comments
/// between elements, ignores attributes, allows `<plist>` to be left out, and ignores whatever
/// follows the root element. Values are read as CoreFoundation reads them (see the `+Values`
/// extension), including its quirks: a `<key>` outside a dictionary is a string, and a
/// dictionary whose only key is `CF$UID` with a number value is a keyed-archiver UID.
///
/// The parser scans bytes and builds a `String` only for each finished key or string. Errors
/// carry the 1-based line and column of the construct at fault, computed only when thrown.
struct XMLPropertyListParser {
    /// What the next step inside an element's content found.
    enum Content {
        /// A complete element; `isKey` when it was a `<key>`; `start` is the offset of its `<`.
        case value(PropertyListValue, isKey: Bool, start: Int)
        /// A closing tag (the cursor is left on its `<`).
        case end
    }

    let bytes: [UInt8]
    let file: String
    let limits: PropertyListLimits
    /// The cursor: the offset of the next byte to read.
    var position = 0
    /// Values produced so far, for ``PropertyListLimits/maxObjects``.
    var objectCount = 0
    /// Keys come in file order, so their lines are counted incrementally from here.
    var lineCountedTo = 0
    var lineAtCounted = 1

    init(bytes: [UInt8], file: String, limits: PropertyListLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    /// Parses `utf8` (already validated) into a value.
    static func parse(_ utf8: [UInt8], file: String, limits: PropertyListLimits) throws(ResourceError) -> PropertyListValue {
        var parser = XMLPropertyListParser(bytes: utf8, file: file, limits: limits)
        return try parser.parseDocument()
    }

    /// The prolog (declaration, DOCTYPE, comments), then the root element; anything after the
    /// root element is ignored, as CoreFoundation ignores it.
    mutating func parseDocument() throws(ResourceError) -> PropertyListValue {
        while true {
            skipWhitespace()
            guard position + 1 < bytes.count else {
                throw error(.syntax, at: position, "no XML content found")
            }
            guard bytes[position] == UInt8(ascii: "<") else {
                throw error(.syntax, at: position, "unexpected \(describe(position)) before the root element")
            }
            let start = position
            switch bytes[position + 1] {
            case UInt8(ascii: "!"):
                position += 2
                if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "-"), bytes[position + 1] == UInt8(ascii: "-") {
                    // CoreFoundation starts looking for `-->` one byte past `<!--` before the root.
                    position += 3
                    try skipComment(start: start)
                } else {
                    try skipDoctype(start: start)
                }
            case UInt8(ascii: "?"):
                position += 2
                try skipProcessingInstruction(start: start)
            default:
                position += 1
                let (value, _) = try parseElement(depth: 0, start: start)
                return value
            }
        }
    }

    /// Skips whitespace, comments and processing instructions, then reads one element, or stops
    /// at a closing tag.
    mutating func nextContent(depth: Int) throws(ResourceError) -> Content {
        guard depth <= limits.maxDepth else {
            throw error(.limit, at: position, "arrays and dictionaries nest deeper than \(limits.maxDepth) levels")
        }
        while true {
            skipWhitespace()
            guard position < bytes.count else {
                throw error(.syntax, at: position, "unexpected end of file")
            }
            guard bytes[position] == UInt8(ascii: "<") else {
                throw error(.syntax, at: position, "unexpected \(describe(position)) where an element was expected")
            }
            let start = position
            position += 1
            guard position < bytes.count else {
                throw error(.syntax, at: position, "unexpected end of file")
            }
            switch bytes[position] {
            case UInt8(ascii: "?"):
                try skipProcessingInstruction(start: start)
            case UInt8(ascii: "!"):
                guard position + 2 < bytes.count else {
                    throw error(.syntax, at: start, "unexpected end of file")
                }
                guard bytes[position + 1] == UInt8(ascii: "-"), bytes[position + 2] == UInt8(ascii: "-") else {
                    throw error(.syntax, at: start, "only a comment may start with <! between elements")
                }
                position += 3
                try skipComment(start: start)
            case UInt8(ascii: "/"):
                position = start
                return .end
            default:
                let (value, isKey) = try parseElement(depth: depth, start: start)
                return .value(value, isKey: isKey, start: start)
            }
        }
    }

    /// Reads the element whose `<` is at `start` (the cursor is just past it).
    mutating func parseElement(depth: Int, start: Int) throws(ResourceError) -> (PropertyListValue, isKey: Bool) {
        // The name runs to the first whitespace or to `>` (less a `/` before it); attributes are
        // skipped whole, up to the first `>`.
        let nameStart = position
        var nameEnd = -1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") { break }
            if Self.isWhitespace(byte), nameEnd < 0 { nameEnd = position }
            position += 1
        }
        guard position < bytes.count else {
            throw error(.syntax, at: start, "unterminated tag")
        }
        let isEmpty = bytes[position - 1] == UInt8(ascii: "/")
        if nameEnd < 0 { nameEnd = isEmpty ? position - 1 : position }
        position += 1
        guard nameEnd > nameStart else {
            throw error(.syntax, at: start, "malformed tag")
        }
        guard let tag = XMLPropertyListTag.named(bytes, start: nameStart, length: nameEnd - nameStart) else {
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            throw error(.structure, at: start, "unknown tag <\(name)>")
        }
        let value: PropertyListValue
        switch tag {
        case .plist:
            guard !isEmpty else { throw error(.structure, at: start, "empty <plist/>") }
            // <plist> wraps a value without adding a level, wherever it appears.
            return try parsePlistBody(depth: depth, start: start)
        case .array:
            value = isEmpty ? .array([]) : try parseArray(depth: depth + 1)
        case .dict:
            value = isEmpty ? .dictionary(PropertyListDictionary()) : try parseDictionary(depth: depth + 1)
        case .key, .string:
            value = .string(isEmpty ? "" : try parseText(closing: tag))
        case .true, .false:
            if !isEmpty { try expectClose(tag, nonEmpty: true) }
            value = .boolean(tag == .true)
        case .integer, .real, .date, .data:
            guard !isEmpty else { throw error(.syntax, at: start, "empty <\(tag.name)/>") }
            value = try parseScalar(tag)
        }
        try count(at: start)
        return (value, tag == .key)
    }

    /// The one value a `<plist>` holds, then `</plist>`.
    mutating func parsePlistBody(depth: Int, start: Int) throws(ResourceError) -> (PropertyListValue, isKey: Bool) {
        guard case .value(let value, _, _) = try nextContent(depth: depth) else {
            throw error(.structure, at: start, "empty <plist>")
        }
        if case .value(_, _, let extra) = try nextContent(depth: depth) {
            throw error(.structure, at: extra, "a <plist> holds one value; this is a second one")
        }
        try expectClose(.plist)
        return (value, false)
    }

    mutating func parseArray(depth: Int) throws(ResourceError) -> PropertyListValue {
        var values: [PropertyListValue] = []
        while case .value(let value, _, _) = try nextContent(depth: depth) {
            values.append(value)
        }
        try expectClose(.array)
        return .array(values)
    }

    /// Key and value pairs in file order, each key with its line.
    mutating func parseDictionary(depth: Int) throws(ResourceError) -> PropertyListValue {
        var entries: [PropertyListDictionary.Entry] = []
        while case .value(let keyValue, let isKey, let keyStart) = try nextContent(depth: depth) {
            guard isKey, case .string(let key) = keyValue else {
                throw error(.structure, at: keyStart, "expected a <key> in <dict>, found a \(keyValue.typeName)")
            }
            let keyLine = line(at: keyStart)
            guard case .value(let value, _, _) = try nextContent(depth: depth) else {
                throw error(.structure, at: keyStart, "<key> without a value in <dict>", key: key)
            }
            entries.append(PropertyListDictionary.Entry(key: key, value: value, line: keyLine))
        }
        try expectClose(.dict)
        if let uid = Self.keyedArchiverUID(entries) { return uid }
        return .dictionary(PropertyListDictionary(entries))
    }

    /// CoreFoundation reads `<dict><key>CF$UID</key><integer>N</integer></dict>` (a number
    /// under the only key, after duplicates collapse) as UID `N`, truncated to 32 bits.
    static func keyedArchiverUID(_ entries: [PropertyListDictionary.Entry]) -> PropertyListValue? {
        guard let last = entries.last, last.key == "CF$UID", entries.allSatisfy({ $0.key == "CF$UID" }) else { return nil }
        switch last.value {
        case .integer(let value):
            return .uid(UInt64(UInt32(truncatingIfNeeded: value)))
        case .real(let value):
            let clamped = value.isNaN ? 0 : min(max(value.rounded(.towardZero), Double(Int32.min)), Double(Int32.max))
            return .uid(UInt64(UInt32(bitPattern: Int32(clamped))))
        default:
            return nil
        }
    }

    /// Counts one more value against ``PropertyListLimits/maxObjects``.
    mutating func count(at start: Int) throws(ResourceError) {
        objectCount += 1
        guard objectCount <= limits.maxObjects else {
            throw error(.limit, at: start, "more than \(limits.maxObjects) values")
        }
    }

    /// The 1-based line of `offset`, counting on from the last offset asked about.
    mutating func line(at offset: Int) -> Int {
        var index = lineCountedTo
        var line = lineAtCounted
        while index < offset {
            let byte = bytes[index]
            if byte == 0x0D || (byte == 0x0A && (index == 0 || bytes[index - 1] != 0x0D)) { line += 1 }
            index += 1
        }
        lineCountedTo = max(offset, lineCountedTo)
        lineAtCounted = line
        return line
    }

    /// An error at byte `offset`, with its line and column.
    func error(_ kind: ResourceError.Reason, at offset: Int, _ message: String, key: String? = nil) -> ResourceError {
        let position = TextPosition(offset: min(max(offset, 0), bytes.count), in: bytes)
        return ResourceError(kind, file: file, line: position.line, column: position.column, key: key, message: message)
    }

    /// `'x'`, or `end of file`, for messages.
    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
