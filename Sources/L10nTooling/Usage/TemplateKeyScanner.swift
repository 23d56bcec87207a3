import L10nTemplates

/// Finds the keys a template asks for, in each engine's syntax as L10nMustache and L10nLeaf
/// read it:
/// - Mustache: `{{#l10n.string}}key name… table=NAME{{/l10n.string}}` and the same with
///   `l10n.attribute`;
/// - Leaf: `#localized("key", …)`, `#localizedAttribute("key", …)`,
///   `#localizedTable("Table", "key", …)` and `#localizedTableAttribute("Table", "key", …)`.
///
/// A Leaf tag whose key is not a string literal (`#localized(variable)`) names no key a
/// scanner can know, and is skipped; so is a Mustache template that changes its delimiters.
enum TemplateKeyScanner {
    enum Engine { case mustache, leaf }

    struct Use: Equatable {
        var key: String
        var table: String?
        var line: Int
    }

    static func uses(in text: String, engine: Engine) -> [Use] {
        switch engine {
        case .mustache: mustacheUses(Array(text.utf8))
        case .leaf: leafUses(Array(text.utf8))
        }
    }

    private static func line(of index: Int, in bytes: [UInt8]) -> Int {
        1 + bytes[..<index].count { $0 == UInt8(ascii: "\n") }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// The tag `{{<sigil> name }}` starting at `index`: its name and where it ends.
    private static func mustacheTag(_ bytes: [UInt8], at index: Int, sigil: UInt8) -> (name: String, end: Int)? {
        guard bytes[index...].starts(with: "{{".utf8) else { return nil }
        var cursor = index + 2
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == sigil else { return nil }
        cursor += 1
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        let nameStart = cursor
        while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: "}") { cursor += 1 }
        let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self)
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        guard bytes[cursor...].starts(with: "}}".utf8) else { return nil }
        return (name, cursor + 2)
    }

    private static func mustacheUses(_ bytes: [UInt8]) -> [Use] {
        var uses: [Use] = []
        var index = 0
        let sections: Set<String> = ["l10n.string", "l10n.attribute"]
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), let open = mustacheTag(bytes, at: index, sigil: UInt8(ascii: "#")),
                sections.contains(open.name)
            else {
                index += 1
                continue
            }
            // The section's text runs to its closing tag.
            var cursor = open.end
            var close: (name: String, end: Int)?
            while cursor + 1 < bytes.count {
                if bytes[cursor] == UInt8(ascii: "{"), let tag = mustacheTag(bytes, at: cursor, sigil: UInt8(ascii: "/")),
                    tag.name == open.name
                {
                    close = tag
                    break
                }
                cursor += 1
            }
            guard let close else { break }
            if let call = MustacheStringCall(String(decoding: bytes[open.end..<cursor], as: UTF8.self)) {
                uses.append(Use(key: call.key, table: call.table, line: line(of: index, in: bytes)))
            }
            index = close.end
        }
        return uses
    }

    private static let leafTags: [String: Bool] = [
        "localized": false, "localizedAttribute": false, "localizedTable": true, "localizedTableAttribute": true,
    ]

    private static func leafUses(_ bytes: [UInt8]) -> [Use] {
        var uses: [Use] = []
        var index = 0
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "#") else {
                index += 1
                continue
            }
            var cursor = index + 1
            while cursor < bytes.count, isLetter(bytes[cursor]) { cursor += 1 }
            let name = String(decoding: bytes[(index + 1)..<cursor], as: UTF8.self)
            guard let namesTable = leafTags[name], cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") else {
                index = cursor
                continue
            }
            cursor += 1
            var literals: [String] = []
            // The leading string-literal parameters: the table's and the key's.
            while literals.count < (namesTable ? 2 : 1) {
                while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
                if !literals.isEmpty {
                    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") else { break }
                    cursor += 1
                    while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
                }
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { break }
                var literal: [UInt8] = []
                cursor += 1
                var closed = false
                while cursor < bytes.count {
                    let byte = bytes[cursor]
                    cursor += 1
                    if byte == UInt8(ascii: "\\"), cursor < bytes.count {
                        literal.append(bytes[cursor])
                        cursor += 1
                    } else if byte == UInt8(ascii: "\"") {
                        closed = true
                        break
                    } else {
                        literal.append(byte)
                    }
                }
                guard closed else { break }
                literals.append(String(decoding: literal, as: UTF8.self))
            }
            if literals.count == (namesTable ? 2 : 1) {
                uses.append(Use(key: literals[literals.count - 1], table: namesTable ? literals[0] : nil, line: line(of: index, in: bytes)))
            }
            index = cursor
        }
        return uses
    }
}
