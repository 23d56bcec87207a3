/// Reads `.strings` text (UTF-8 bytes) the way CoreFoundation's old-style property-list parser
/// (`CFOldStylePList.c`) does, in one pass.
///
/// CoreFoundation first reads the file as one property-list object; when that object is a string
/// followed by more text, it reads the whole file again as dictionary content without braces.
/// Reading the first key and going on from there is the same thing. Inside the entries, a
/// missing `=` or `;` or an unterminated value abandons the file, while a key position holding
/// something that cannot start a key ends the table silently: those are the cases this parser
/// reports as warnings.
struct StringsFileParser {
    let utf8: [UInt8]
    let file: String
    /// The next byte to read.
    var position = 0
    /// Bytes of the string being read when it has escapes; reused from string to string.
    var scratch: [UInt8] = []
    /// The text ranges of the comments that may belong to the next key.
    var commentRanges: [Range<Int>] = []
    /// Whether a comment seen now may belong to the next key: not on the previous entry's line.
    var commentsAttachable = true
    /// Line breaks since the last comment; a blank line detaches the comments before it.
    var lineBreaksSinceComment = 0
    var lines = StringsLineTracker()
    var entries: [StringsFile.Entry] = []
    var warnings: [ResourceError] = []
    /// The index in `entries` of each key's last entry, to report repeats.
    private var entryIndexByKey: [String: Int] = [:]
    /// Keys whose last value so far is a dictionary, array or data: the value's kind and offset.
    /// CoreFoundation reads them; a later string entry for the key makes the table whole again.
    private var structureValues: [String: (kind: String, offset: Int, position: TextPosition)] = [:]

    init(utf8: [UInt8], file: String) {
        self.utf8 = utf8
        self.file = file
    }

    /// Why the entries ended.
    private enum Stop {
        case endOfFile
        /// A byte that cannot start a key, at `position`.
        case unexpectedCharacter
        /// A key whose closing quote is missing, opened at `at`.
        case unterminatedKey(at: Int)
    }

    /// Reads the whole file into `entries` and `warnings`.
    mutating func parse() throws(ResourceError) {
        entries.reserveCapacity(utf8.count / 48)
        guard skipTrivia(collectingComments: true) else { return }
        let start = position
        let byte = utf8[start]
        if byte == UInt8(ascii: "{") {
            position += 1
            commentRanges.removeAll(keepingCapacity: true)
            let stop = try readEntries(firstKey: nil)
            try closeBraces(after: stop)
            try rejectStructureValues()
        } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") {
            let what = byte == UInt8(ascii: "(") ? "an array" : "data"
            throw error(.structure, at: start, message: "the file holds \(what), not a table of strings")
        } else if Self.startsString(byte) {
            let keyPosition = lines.position(of: start, in: utf8)
            let key: String
            switch readString() {
            case .string(let text): key = text
            case .unterminated: throw unterminatedString(openedAt: start, key: nil)
            }
            guard skipTrivia(collectingComments: false) else {
                throw error(.structure, at: start, message: "the file holds a single string, not a table of strings")
            }
            let stop = try readEntries(firstKey: (key, keyPosition))
            warnAboutIgnoredText(after: stop)
            try rejectStructureValues()
        } else {
            throw error(
                .syntax, at: start,
                message: "unexpected character \(describeCharacter(at: start)) where a key should be")
        }
    }

    /// Reads `key = value;` entries until something other than a key comes.
    private mutating func readEntries(firstKey: (String, TextPosition)?) throws(ResourceError) -> Stop {
        var pendingKey = firstKey
        while true {
            let key: String
            let keyPosition: TextPosition
            // The first key was read before any warning could be made.
            let firstWarning = pendingKey == nil ? warnings.count : 0
            if let (firstKey, firstPosition) = pendingKey {
                key = firstKey
                keyPosition = firstPosition
                pendingKey = nil
            } else {
                guard skipTrivia(collectingComments: true) else { return .endOfFile }
                let start = position
                guard Self.startsString(utf8[start]) else { return .unexpectedCharacter }
                keyPosition = lines.position(of: start, in: utf8)
                switch readString() {
                case .string(let text): key = text
                case .unterminated(let resume):
                    position = resume
                    return .unterminatedKey(at: start)
                }
            }
            let keyEnd = position
            guard skipTrivia(collectingComments: false) else {
                throw error(
                    .syntax, at: keyEnd, key: key,
                    message: "expected '=' or ';' after the key, found the end of the file")
            }
            let value: String?
            switch utf8[position] {
            case UInt8(ascii: ";"):
                value = key
            case UInt8(ascii: "="):
                position += 1
                value = try readValue(key: key)
            default:
                throw error(
                    .syntax, at: position, key: key,
                    message: "expected '=' or ';' after the key, found \(describeCharacter(at: position))")
            }
            if let value {
                record(key: key, value: value, at: keyPosition, warningsFrom: firstWarning)
            }
            let valueEnd = position
            guard skipTrivia(collectingComments: false), utf8[position] == UInt8(ascii: ";") else {
                let found = position < utf8.count ? describeCharacter(at: position) : "the end of the file"
                throw error(.syntax, at: valueEnd, key: key, message: "expected ';' after the value, found \(found)")
            }
            position += 1
            commentRanges.removeAll(keepingCapacity: true)
            commentsAttachable = false
        }
    }

    /// Reads the value after `=`: a string, or `nil` for a structure a string table cannot hold
    /// (checked as CoreFoundation reads it, and remembered in `structureValues`).
    private mutating func readValue(key: String) throws(ResourceError) -> String? {
        guard skipTrivia(collectingComments: false) else {
            throw error(
                .syntax, at: position, key: key,
                message: "expected a value after '=', found the end of the file")
        }
        let start = position
        let byte = utf8[start]
        if Self.startsString(byte) {
            switch readString() {
            case .string(let text): return text
            case .unterminated: throw unterminatedString(openedAt: start, key: key)
            }
        }
        guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") else {
            throw error(
                .syntax, at: start, key: key,
                message: "unexpected character \(describeCharacter(at: start)) where a value should be")
        }
        let valuePosition = lines.position(of: start, in: utf8)
        let kind = try skipStructure(depth: 1, key: key)
        structureValues[key] = (kind, start, valuePosition)
        return nil
    }

    /// After `{ entries`: the closing brace, then nothing but whitespace and comments.
    private mutating func closeBraces(after stop: Stop) throws(ResourceError) {
        if case .unterminatedKey = stop { warnAboutIgnoredText(after: stop) }
        guard skipTrivia(collectingComments: false), utf8[position] == UInt8(ascii: "}") else {
            if case .unterminatedKey(let start) = stop { throw unterminatedString(openedAt: start, key: nil) }
            let found = position < utf8.count ? describeCharacter(at: position) : "the end of the file"
            throw error(.syntax, at: position, message: "expected '}' to close the table, found \(found)")
        }
        position += 1
        if skipTrivia(collectingComments: false) {
            throw error(
                .syntax, at: position,
                message: "unexpected \(describeCharacter(at: position)) after the table's closing '}'")
        }
    }

    /// Reports the text CoreFoundation skips without a word when the entries end early.
    private mutating func warnAboutIgnoredText(after stop: Stop) {
        switch stop {
        case .endOfFile:
            return
        case .unexpectedCharacter:
            let message =
                "unexpected character \(describeCharacter(at: position)) where a key should be; the rest of the file is ignored, as CoreFoundation does"
            warnings.append(error(.syntax, at: position, message: message))
        case .unterminatedKey(let start):
            let message = "unterminated quoted key; the rest of the file is ignored, as CoreFoundation does"
            warnings.append(error(.syntax, at: start, message: message))
        }
    }

    /// Throws for the first key whose last value is not a string: a string table holds strings.
    private mutating func rejectStructureValues() throws(ResourceError) {
        guard let (key, value) = structureValues.min(by: { $0.value.offset < $1.value.offset }) else { return }
        throw ResourceError(
            .structure, file: file, line: value.position.line, column: value.position.column, key: key,
            message: "the value is \(value.kind), not a string")
    }

    /// Appends an entry, with its comments, reports a repeated key, and names the key in the
    /// warnings its strings gave (from index `firstWarning`).
    private mutating func record(key: String, value: String, at keyPosition: TextPosition, warningsFrom firstWarning: Int) {
        for index in firstWarning..<warnings.count where warnings[index].key == nil {
            warnings[index].key = key
        }
        if let replaced = structureValues.removeValue(forKey: key) {
            let line = replaced.position.line
            warnings.append(
                ResourceError(
                    .structure, file: file, line: line, column: replaced.position.column, key: key,
                    message:
                        "the value on line \(line) is \(replaced.kind), not a string; the entry on line \(keyPosition.line) replaces it, as in CoreFoundation"
                ))
        }
        let entry = StringsFile.Entry(
            key: key, value: value, comment: commentText(), line: keyPosition.line, column: keyPosition.column)
        if let previous = entryIndexByKey.updateValue(entries.count, forKey: key) {
            let earlierLine = entries[previous].line
            warnings.append(
                ResourceError(
                    .duplicateKey, file: file, line: keyPosition.line, column: keyPosition.column, key: key,
                    message: "duplicate key, also on line \(earlierLine); this later entry wins"))
        }
        entries.append(entry)
    }

    /// An error at byte `offset`.
    mutating func error(_ kind: ResourceError.Reason, at offset: Int, key: String? = nil, message: String) -> ResourceError {
        let textPosition = lines.position(of: offset, in: utf8)
        return ResourceError(kind, file: file, line: textPosition.line, column: textPosition.column, key: key, message: message)
    }

    private mutating func unterminatedString(openedAt start: Int, key: String?) -> ResourceError {
        let quote = utf8[start] == UInt8(ascii: "'") ? "'" : "\""
        let what = key == nil ? "key" : "value"
        return error(
            .syntax, at: start, key: key,
            message: "unterminated quoted \(what): the closing \(quote) is missing")
    }

    /// The character at `offset`, quoted for a message (`'}'`, `U+00A0`).
    func describeCharacter(at offset: Int) -> String {
        guard offset < utf8.count else { return "the end of the file" }
        let length = min(Self.sequenceLength(lead: utf8[offset]), utf8.count - offset)
        let text = String(decoding: utf8[offset..<offset + length], as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return "the end of the file" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if scalar.value < 0x21 || (0x7F...0xA0).contains(scalar.value) || scalar.properties.isWhitespace {
            return code
        }
        return "'\(text)' (\(code))"
    }
}
