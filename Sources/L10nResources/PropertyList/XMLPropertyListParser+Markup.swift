/// Markup between values: whitespace, comments, processing instructions, the DOCTYPE, closing
/// tags, and character data with its entities and CDATA sections.
extension XMLPropertyListParser {
    /// XML's whitespace, which is all CoreFoundation skips between elements.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    /// Moves past the next `-->` (the cursor is inside the comment that begins at `start`).
    mutating func skipComment(start: Int) throws(ResourceError) {
        guard let end = find(UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: ">"), from: position) else {
            throw error(.syntax, at: start, "unterminated comment")
        }
        position = end + 3
    }

    /// Moves past the next `?>` (the cursor is inside the instruction that begins at `start`).
    mutating func skipProcessingInstruction(start: Int) throws(ResourceError) {
        var index = max(position, 0)
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "?"), bytes[index + 1] == UInt8(ascii: ">") {
                position = index + 2
                return
            }
            index += 1
        }
        throw error(.syntax, at: start, "unterminated processing instruction")
    }

    /// Skips `<!DOCTYPE …>` (the cursor is just past `<!`); like CoreFoundation, rejects an
    /// internal subset (`[…]`), which property lists never have.
    mutating func skipDoctype(start: Int) throws(ResourceError) {
        guard startsWith("DOCTYPE") else {
            throw error(.syntax, at: start, "malformed <!DOCTYPE>")
        }
        position += 7
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: ">"):
                position += 1
                return
            case UInt8(ascii: "["):
                throw error(.syntax, at: position, "a DOCTYPE with an internal subset is not supported")
            default:
                position += 1
            }
        }
        throw error(.syntax, at: start, "unterminated <!DOCTYPE>")
    }

    /// Reads `</tag>` (whitespace allowed before `>`).
    ///
    /// A closing tag of another element is a ``ResourceError/Reason/structure`` error; anything
    /// else where the closing tag belongs is a ``ResourceError/Reason/syntax`` error. When
    /// `nonEmpty` (a `<true>` or `<false>` that is not `<true/>`) a missing closing tag means
    /// the element has content, which it may not.
    mutating func expectClose(_ tag: XMLPropertyListTag, nonEmpty: Bool = false) throws(ResourceError) {
        let start = position
        let length = tag.name.utf8CodeUnitCount
        guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "<"), bytes[start + 1] == UInt8(ascii: "/") else {
            if nonEmpty { throw error(.structure, at: start, "<\(tag.name)> must be empty") }
            if start + length + 3 > bytes.count { throw error(.syntax, at: start, "unexpected end of file; expected </\(tag.name)>") }
            throw error(.syntax, at: start, "unexpected \(describe(start)); expected </\(tag.name)>")
        }
        var end = start + 2
        while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
        guard tag.matches(bytes, at: start + 2, length: end - start - 2) else {
            let found = String(decoding: bytes[start + 2..<end], as: UTF8.self)
            throw error(.structure, at: start, "closing tag </\(found)> does not match <\(tag.name)>")
        }
        position = end
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw error(.syntax, at: position, "unexpected \(describe(position)) in </\(tag.name)>")
        }
        position += 1
    }

    /// Letters, digits and `-_.:`, which continue an element name.
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"):
            true
        default:
            byte >= 0x80
        }
    }

    /// The text of a `<key>`, `<string>` or `<real>`, then its closing tag.
    mutating func parseText(closing tag: XMLPropertyListTag) throws(ResourceError) -> String {
        let text = try parseCharacterData()
        try expectClose(tag)
        return text
    }

    /// Character data up to the next tag: text kept verbatim, entities and CDATA sections
    /// resolved. Comments are not allowed inside text, as in CoreFoundation.
    mutating func parseCharacterData() throws(ResourceError) -> String {
        var mark = position
        var resolved: [UInt8] = []
        var isResolved = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "!") else { break }
                resolved.append(contentsOf: bytes[mark..<position])
                isResolved = true
                try appendCDATA(to: &resolved)
                mark = position
            } else if byte == UInt8(ascii: "&") {
                resolved.append(contentsOf: bytes[mark..<position])
                isResolved = true
                try appendEntity(to: &resolved)
                mark = position
            } else {
                position += 1
            }
        }
        let rest = bytes[mark..<position]
        guard isResolved else { return String(decoding: Self.droppingByteOrderMark(rest), as: UTF8.self) }
        resolved.append(contentsOf: rest)
        return String(decoding: Self.droppingByteOrderMark(resolved[...]), as: UTF8.self)
    }

    /// `text` without one leading U+FEFF, which CoreFoundation's UTF-8 decoding drops from
    /// every string it reads (however the character was written: raw, `&#xFEFF;`, in CDATA).
    static func droppingByteOrderMark(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let start = text.startIndex
        guard text.count >= 3, text[start] == 0xEF, text[start + 1] == 0xBB, text[start + 2] == 0xBF else { return text }
        return text.dropFirst(3)
    }

    /// Appends the content of the `<![CDATA[…]]>` at the cursor.
    mutating func appendCDATA(to text: inout [UInt8]) throws(ResourceError) {
        let start = position
        guard startsWith("<![CDATA[") else {
            if bytes.count - start < 9 { throw error(.syntax, at: start, "unexpected end of file") }
            throw error(.syntax, at: start, "expected <![CDATA[ (comments are not allowed inside text)")
        }
        position = start + 9
        guard let end = find(UInt8(ascii: "]"), UInt8(ascii: "]"), UInt8(ascii: ">"), from: position) else {
            throw error(.syntax, at: start, "unterminated CDATA section")
        }
        text.append(contentsOf: bytes[position..<end])
        position = end + 3
    }

    /// The five entities XML defines.
    static let namedEntities: [(name: StaticString, character: UInt8)] = [
        ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")), ("&amp;", UInt8(ascii: "&")),
        ("&apos;", UInt8(ascii: "'")), ("&quot;", UInt8(ascii: "\"")),
    ]

    /// Appends the character the entity reference at the cursor stands for: the five XML
    /// entities, `&#NNN;` or `&#xHHHH;` (lower-case `x`, at most 8 characters, a Unicode scalar).
    mutating func appendEntity(to text: inout [UInt8]) throws(ResourceError) {
        let start = position
        for (name, character) in Self.namedEntities where startsWith(name) {
            position += name.utf8CodeUnitCount
            text.append(character)
            return
        }
        guard startsWith("&#") else {
            if bytes.count - start < 2 { throw error(.syntax, at: start, "unexpected end of file in an entity") }
            throw error(.syntax, at: start, "unknown entity (only &lt; &gt; &amp; &apos; &quot; and &#…; are defined)")
        }
        guard bytes.count - start >= 5 else { throw error(.syntax, at: start, "unexpected end of file in an entity") }
        position += 2
        let hexadecimal = bytes[position] == UInt8(ascii: "x")
        if hexadecimal { position += 1 }
        var value: UInt32 = 0
        var length = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            length += 1
            if byte == UInt8(ascii: ";") {
                guard let scalar = Unicode.Scalar(value), let encoded = UTF8.encode(scalar) else {
                    throw error(.syntax, at: start, "character reference to \(value), which is not a Unicode scalar value")
                }
                text.append(contentsOf: encoded)
                return
            }
            guard length <= 8 else { throw error(.syntax, at: start, "character reference longer than 8 digits") }
            guard let digit = Self.digitValue(byte, hexadecimal: hexadecimal) else {
                throw error(.syntax, at: start, "unexpected \(describe(position - 1)) in a character reference")
            }
            value = (hexadecimal ? value &<< 4 : value &* 10) &+ digit
        }
        throw error(.syntax, at: start, "unexpected end of file in an entity")
    }

    /// Whether the bytes at the cursor spell `literal`.
    func startsWith(_ literal: StaticString) -> Bool {
        let start = position
        return literal.withUTF8Buffer { expected in
            guard start >= 0, start + expected.count <= bytes.count else { return false }
            for index in 0..<expected.count where bytes[start + index] != expected[index] { return false }
            return true
        }
    }

    /// The value of a decimal digit, or of a hexadecimal one when `hexadecimal`.
    static func digitValue(_ byte: UInt8, hexadecimal: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The offset of the first `a b c` at or after `from`.
    func find(_ a: UInt8, _ b: UInt8, _ c: UInt8, from: Int) -> Int? {
        var index = max(from, 0)
        while index + 2 < bytes.count {
            if bytes[index] == a, bytes[index + 1] == b, bytes[index + 2] == c { return index }
            index += 1
        }
        return nil
    }
}
