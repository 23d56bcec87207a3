/// Whitespace, comments and strings, byte by byte.
extension StringsFileParser {
    /// What reading a string found.
    enum StringRead {
        case string(String)
        /// The closing quote is missing (or the file ends after a backslash). CoreFoundation goes
        /// on from `resume` when this happens where a key may end the table.
        case unterminated(resume: Int)
    }

    /// Whether `byte` can start a key or value: a quote, or a character of an unquoted string.
    @inline(__always)
    static func startsString(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || isUnquotedCharacter(byte)
    }

    /// `[A-Za-z0-9_$/:.-]`, the characters of an unquoted string.
    @inline(__always)
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// The length of the UTF-8 sequence that `lead` starts (1 for a stray continuation byte).
    @inline(__always)
    static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// Whether U+2028 or U+2029 (`E2 80 A8`/`E2 80 A9`), whitespace to CoreFoundation, starts at `index`.
    @inline(__always)
    func isUnicodeSeparator(at index: Int) -> Bool {
        index + 2 < utf8.count && utf8[index] == 0xE2 && utf8[index + 1] == 0x80
            && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9)
    }

    /// Skips whitespace and comments; returns whether a byte follows (at `position`).
    ///
    /// Whitespace is 0x09–0x0D, space, U+2028 and U+2029. `//` runs to the end of the line,
    /// `/*` to the next `*/` or, unterminated, to the end of the file. When collecting, comments
    /// that may belong to the next key are remembered in `commentRanges`.
    mutating func skipTrivia(collectingComments: Bool) -> Bool {
        let end = utf8.count
        while position < end {
            let byte = utf8[position]
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C:
                position += 1
            case 0x0A, 0x0D:
                if collectingComments, byte == 0x0D || position == 0 || utf8[position - 1] != 0x0D {
                    noteLineBreak()
                }
                position += 1
            case 0xE2:
                guard isUnicodeSeparator(at: position) else { return true }
                position += 3
            case UInt8(ascii: "/"):
                guard position + 1 < end else { return true }
                let next = utf8[position + 1]
                if next == UInt8(ascii: "/") {
                    let start = position + 2
                    var index = start
                    while index < end {
                        let byte = utf8[index]
                        if byte == 0x0A || byte == 0x0D || isUnicodeSeparator(at: index) { break }
                        index += 1
                    }
                    position = index
                    if collectingComments { noteComment(start..<index) }
                } else if next == UInt8(ascii: "*") {
                    let start = position + 2
                    var index = start
                    var close = end
                    while index + 1 < end {
                        if utf8[index] == UInt8(ascii: "*"), utf8[index + 1] == UInt8(ascii: "/") {
                            close = index
                            break
                        }
                        index += 1
                    }
                    position = close == end ? end : close + 2
                    if collectingComments { noteComment(start..<close) }
                } else {
                    return true
                }
            default:
                return true
            }
        }
        return false
    }

    private mutating func noteLineBreak() {
        commentsAttachable = true
        lineBreaksSinceComment += 1
        if lineBreaksSinceComment == 2 { commentRanges.removeAll(keepingCapacity: true) }
    }

    private mutating func noteComment(_ range: Range<Int>) {
        guard commentsAttachable else { return }
        commentRanges.append(range)
        lineBreaksSinceComment = 0
    }

    /// The collected comments' text, each trimmed, the non-empty ones joined with `"\n"`.
    func commentText() -> String? {
        guard !commentRanges.isEmpty else { return nil }
        var parts: [String] = []
        for range in commentRanges {
            var lower = range.lowerBound
            var upper = range.upperBound
            while lower < upper, isTrimmable(at: lower) { lower += isUnicodeSeparator(at: lower) ? 3 : 1 }
            while lower < upper {
                let last = utf8[upper - 1]
                if last == 0x20 || (0x09...0x0D).contains(last) {
                    upper -= 1
                } else if upper - lower >= 3, isUnicodeSeparator(at: upper - 3) {
                    upper -= 3
                } else {
                    break
                }
            }
            if lower < upper {
                parts.append(String(decoding: utf8[lower..<upper], as: UTF8.self))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }

    private func isTrimmable(at index: Int) -> Bool {
        let byte = utf8[index]
        return byte == 0x20 || (0x09...0x0D).contains(byte) || isUnicodeSeparator(at: index)
    }

    /// Reads the quoted or unquoted string at `position` and moves past it.
    mutating func readString() -> StringRead {
        let start = position
        let quote = utf8[start]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            var index = start + 1
            while index < utf8.count, Self.isUnquotedCharacter(utf8[index]) { index += 1 }
            position = index
            return .string(String(decoding: utf8[start..<index], as: UTF8.self))
        }
        let contentStart = start + 1
        var index = contentStart
        while index < utf8.count {
            let byte = utf8[index]
            if byte == quote {
                position = index + 1
                return .string(
                    String(decoding: utf8[contentStart..<index], as: UTF8.self))
            }
            if byte == UInt8(ascii: "\\") {
                scratch.removeAll(keepingCapacity: true)
                scratch.append(contentsOf: utf8[contentStart..<index])
                return readEscapedString(quote: quote, contentStart: contentStart, backslash: index)
            }
            index += 1
        }
        return .unterminated(resume: contentStart)
    }
}
