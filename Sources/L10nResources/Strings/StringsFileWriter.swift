/// Writes `.strings` text that CoreFoundation (and ``StringsFile/parse(bytes:file:)``) reads back
/// as the same entries and comments.
///
/// Tools that sort, merge or prune tables need to write them without changing a value; the
/// escapes used are the ones CoreFoundation reads unambiguously: `\"`, `\\`, `\n`, `\r`, `\t`,
/// and `\U` with exactly four hex digits for every other control character. Everything else is
/// written as UTF-8 as is.
package enum StringsFileWriter {
    /// The entries as UTF-8 text without a byte-order mark: each entry's comment as `/* … */`, then
    /// `"key" = "value";`, entries separated by a blank line.
    ///
    /// A comment that contains `*/` is written as `//` lines instead, cut at every line break
    /// (LF, CR, U+2028, U+2029); each of its lines then reads back trimmed and joined by LF. Line and column are not written. No entries give no bytes, which
    /// ``StringsFile/parse(bytes:file:)`` reads as an empty table (CoreFoundation refuses
    /// zero-length data).
    ///
    /// - Parameter entries: The entries in the order to write; repeated keys are written as given.
    package static func utf8(_ entries: some Sequence<StringsFile.Entry>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(entries.underestimatedCount * 64)
        var first = true
        for entry in entries {
            if !first { output.append(0x0A) }
            first = false
            if let comment = entry.comment {
                appendComment(comment, to: &output)
            }
            appendQuoted(entry.key, to: &output)
            output.append(contentsOf: " = ".utf8)
            appendQuoted(entry.value, to: &output)
            output.append(contentsOf: ";\n".utf8)
        }
        return output
    }

    /// The file's entries as UTF-8 text; see ``utf8(_:)``.
    package static func utf8(_ file: StringsFile) -> [UInt8] {
        utf8(file.entries)
    }

    private static func appendComment(_ comment: String, to output: inout [UInt8]) {
        guard !comment.isEmpty else { return }
        if !comment.contains("*/") {
            output.append(contentsOf: "/* ".utf8)
            output.append(contentsOf: comment.utf8)
            output.append(contentsOf: " */\n".utf8)
            return
        }
        // A `//` comment ends at any line break the parser knows (LF, CR, U+2028, U+2029), so
        // the comment is cut at each of them: cut only at LF, a CR would end the comment early
        // and the rest of its line would be read as a key.
        let bytes = Array(comment.utf8)
        var lineStart = 0
        var index = 0
        func endLine(at end: Int) {
            output.append(contentsOf: "// ".utf8)
            output.append(contentsOf: bytes[lineStart..<end])
            output.append(0x0A)
        }
        while index < bytes.count {
            if bytes[index] == 0x0A || bytes[index] == 0x0D {
                endLine(at: index)
                index += 1
                lineStart = index
            } else if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                endLine(at: index)
                index += 3
                lineStart = index
            } else {
                index += 1
            }
        }
        endLine(at: bytes.count)
    }

    private static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x00..<0x20, 0x7F:
                output.append(contentsOf: #"\U00"#.utf8)
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0x0F))
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
