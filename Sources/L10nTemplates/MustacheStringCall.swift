/// The text of a `{{#l10n.string}}` section: a key, the names of its arguments and an optional
/// `table=NAME`, separated by white space; a key or name with spaces in double quotes, `\"`
/// and `\\` escaping inside them.
///
/// Here, not in L10nMustache, because `l10n lint` reads templates' keys without the Mustache
/// trait.
///
/// Read as UTF-8 bytes: the separators and quotes are ASCII, and a section is read on every
/// render (Character by Character it was a sixth of a page's time, scripts/bench).
package struct MustacheStringCall: Equatable, Sendable {
    package var key: String
    package var arguments: [Substring]
    package var table: String?

    /// `nil` for text with no key, or a quote left open.
    package init?(_ text: String) {
        guard let words = Self.words(text), let key = words.first else { return nil }
        self.key = key
        arguments = []
        for word in words.dropFirst() {
            if word.hasPrefix("table="), word.utf8.count > 6 {
                table = String(word.dropFirst(6))
            } else {
                arguments.append(Substring(word))
            }
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func words(_ text: String) -> [String]? {
        var words: [String] = []
        var word: [UInt8] = []
        var inWord = false
        var quoted = false
        var escaped = false
        for byte in text.utf8 {
            if quoted {
                if escaped {
                    word.append(byte)
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    quoted = false
                } else {
                    word.append(byte)
                }
            } else if isSpace(byte) {
                if inWord { words.append(String(decoding: word, as: UTF8.self)) }
                word.removeAll(keepingCapacity: true)
                inWord = false
            } else if byte == UInt8(ascii: "\"") {
                quoted = true
                inWord = true
            } else {
                word.append(byte)
                inWord = true
            }
        }
        guard !quoted else { return nil }
        if inWord { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }
}
