/// The string literals of a Swift source and the names it writes after a `.`: what could name a
/// localization key (`localize("files.remaining")`, `String(localized: "\(count) files")`,
/// `Strings.filesRemaining(count:)`). A lexer, not a parser: comments are skipped; single-line,
/// multi-line (`"""`) and raw (`#"…"#`) literals are decoded, their escapes (`\n`, `\u{…}`)
/// applied, and each interpolation (`\(…)`, nested literals read too) splits a literal in
/// pieces. A literal whose escape is malformed is dropped (the compiler would refuse the file).
struct SwiftKeyScanner {
    /// Each literal as the text between its interpolations (one piece: no interpolation).
    private(set) var literals: [[String]] = []
    private(set) var memberNames: Set<String> = []

    private let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var index = 0
        scanCode(from: &index, untilClosingParenthesis: false)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Code up to the end, or up to the `)` that closes an interpolation (consumed).
    private mutating func scanCode(from index: inout Int, untilClosingParenthesis: Bool) {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                skipBlockComment(from: &index)
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawLiteral(at: index)) {
                scanLiteral(from: &index)
            } else if byte == UInt8(ascii: "."), index + 1 < bytes.count, Self.isIdentifierByte(bytes[index + 1]) {
                index += 1
                let start = index
                while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
                memberNames.insert(String(decoding: bytes[start..<index], as: UTF8.self))
            } else if byte == UInt8(ascii: "`"), index + 1 < bytes.count {
                index += 1
            } else if byte == UInt8(ascii: "(") {
                depth += 1
                index += 1
            } else if byte == UInt8(ascii: ")") {
                index += 1
                if untilClosingParenthesis {
                    if depth == 0 { return }
                    depth -= 1
                }
            } else {
                index += 1
            }
        }
    }

    private func skipBlockComment(from index: inout Int) {
        var depth = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
        index = bytes.count
    }

    private func startsRawLiteral(at index: Int) -> Bool {
        var cursor = index
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
        return cursor < bytes.count && bytes[cursor] == UInt8(ascii: "\"")
    }

    /// A literal from its opening delimiter (hashes included) past its closing one.
    private mutating func scanLiteral(from index: inout Int) {
        var hashes = 0
        while bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiline = bytes[index...].starts(with: "\"\"\"".utf8)
        index += multiline ? 3 : 1
        var pieces: [[UInt8]] = [[]]
        var valid = true
        let closing = Array((multiline ? "\"\"\"" : "\"").utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while index < bytes.count {
            if bytes[index...].starts(with: closing) {
                index += closing.count
                if valid { literals.append(Self.pieces(pieces, multiline: multiline)) }
                return
            }
            let byte = bytes[index]
            if !multiline, byte == UInt8(ascii: "\n") { return }  // unterminated: the compiler's error, not ours
            // An escape is `\` followed by as many `#` as the literal's delimiter has.
            if byte == UInt8(ascii: "\\"), bytes[(index + 1)...].prefix(hashes).allSatisfy({ $0 == UInt8(ascii: "#") }),
                index + 1 + hashes < bytes.count
            {
                index += 1 + hashes
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "("):
                    scanCode(from: &index, untilClosingParenthesis: true)
                    pieces.append([])
                case UInt8(ascii: "n"): pieces[pieces.count - 1].append(0x0A)
                case UInt8(ascii: "t"): pieces[pieces.count - 1].append(0x09)
                case UInt8(ascii: "r"): pieces[pieces.count - 1].append(0x0D)
                case UInt8(ascii: "0"): pieces[pieces.count - 1].append(0x00)
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): pieces[pieces.count - 1].append(escaped)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape(from: &index) else {
                        valid = false
                        continue
                    }
                    pieces[pieces.count - 1].append(contentsOf: Array(String(Character(scalar)).utf8))
                case UInt8(ascii: "\n") where multiline:
                    // A line continuation: the newline is not part of the string.
                    break
                default:
                    if multiline, escaped == UInt8(ascii: " ") || escaped == UInt8(ascii: "\t") || escaped == UInt8(ascii: "\r") {
                        // Whitespace before a line continuation's newline.
                        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                        index += 1
                    } else {
                        valid = false
                    }
                }
                continue
            }
            pieces[pieces.count - 1].append(byte)
            index += 1
        }
    }

    /// `{XXXX}` after `\u`: the scalar, or `nil` when malformed.
    private func unicodeEscape(from index: inout Int) -> Unicode.Scalar? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var value: UInt32 = 0
        var digits = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
            guard digits < 8, let digit = Int(String(UnicodeScalar(bytes[index])), radix: 16) else { return nil }
            value = value * 16 + UInt32(digit)
            digits += 1
            index += 1
        }
        guard index < bytes.count, digits > 0 else { return nil }
        index += 1
        return Unicode.Scalar(value)
    }

    /// The pieces as strings; a multi-line literal loses its first newline, its last line and
    /// the closing delimiter's indentation on every line, as the compiler strips them.
    private static func pieces(_ pieces: [[UInt8]], multiline: Bool) -> [String] {
        var strings = pieces.map { String(decoding: $0, as: UTF8.self) }
        guard multiline else { return strings }
        if strings[0].hasPrefix("\n") { strings[0].removeFirst() }
        let last = strings.count - 1
        var indentation = ""
        if let newline = strings[last].lastIndex(of: "\n"),
            strings[last][strings[last].index(after: newline)...].allSatisfy({ $0 == " " || $0 == "\t" })
        {
            indentation = String(strings[last][strings[last].index(after: newline)...])
            strings[last] = String(strings[last][..<newline])
        }
        guard !indentation.isEmpty else { return strings }
        return strings.enumerated().map { position, piece in
            var lines = piece.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for line in lines.indices where (line > 0 || position == 0) && lines[line].hasPrefix(indentation) {
                lines[line].removeFirst(indentation.count)
            }
            return lines.joined(separator: "\n")
        }
    }
}
