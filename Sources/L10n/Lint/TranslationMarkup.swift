/// The convention by which a translation carries HTML markup of its own, and the tags such a
/// translation holds: what the template integrations write unescaped and what `l10n lint`
/// compares with the development language.
public enum TranslationMarkup {
    /// Whether the translations of `key` carry markup: a key whose last dot-separated component
    /// is `html` (`footer.html`) or that ends in `_html` (`terms_html`) — the convention Rails'
    /// translation helpers use.
    public static func isCarried(byKey key: String) -> Bool {
        // Most keys do not end in `l`: answered without comparing suffixes (a page asks for
        // every string it writes).
        key.utf8.last == UInt8(ascii: "l") && (key.hasSuffix("_html") || key == "html" || key.hasSuffix(".html"))
    }

    /// The tags of `text` in order, each as `<name attr…>` (attribute names sorted, values left
    /// out: a link's address may rightly differ between languages), `</name>` or
    /// `<name attr…/>`; names lowercased. Comments are skipped. A `<` that starts no tag
    /// (`a < b`) is text; one that starts a tag never closed gives `<name…` (unterminated), so a
    /// translation that lost a `>` differs from one that did not.
    static func tags(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var tags: [String] = []
        var index = 0
        func isNameStart(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isNameByte(_ byte: UInt8) -> Bool {
            isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_")
        }
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
        func lowercased(_ slice: ArraySlice<UInt8>) -> String {
            String(decoding: slice.map { isNameStart($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else {
                index += 1
                continue
            }
            if bytes[index...].starts(with: "<!--".utf8) {
                var end = index + 4
                while end < bytes.count, !bytes[end...].starts(with: "-->".utf8) { end += 1 }
                index = end + 3
                continue
            }
            let closing = bytes[index + 1] == UInt8(ascii: "/")
            var cursor = index + (closing ? 2 : 1)
            guard cursor < bytes.count, isNameStart(bytes[cursor]) else {
                index += 1
                continue
            }
            let nameStart = cursor
            while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
            let name = lowercased(bytes[nameStart..<cursor])
            // Attributes: names, then an optional `=value` (quoted or not), up to `>`.
            var attributes: [String] = []
            var selfClosing = false
            var terminated = false
            while cursor < bytes.count {
                let byte = bytes[cursor]
                if byte == UInt8(ascii: ">") {
                    terminated = true
                    cursor += 1
                    break
                } else if byte == UInt8(ascii: "/") {
                    selfClosing = true
                    cursor += 1
                } else if isSpace(byte) {
                    cursor += 1
                } else if byte == UInt8(ascii: "=") {
                    cursor += 1
                    while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
                    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
                        let quote = bytes[cursor]
                        cursor += 1
                        while cursor < bytes.count, bytes[cursor] != quote { cursor += 1 }
                        cursor += 1
                    } else {
                        while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
                    }
                } else {
                    let attributeStart = cursor
                    while cursor < bytes.count, !isSpace(bytes[cursor]),
                        bytes[cursor] != UInt8(ascii: "="), bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: "/")
                    {
                        cursor += 1
                    }
                    attributes.append(lowercased(bytes[attributeStart..<cursor]))
                }
            }
            let attributeText = attributes.sorted().map { " " + $0 }.joined()
            if !terminated {
                tags.append("<\(closing ? "/" : "")\(name)\(attributeText)… (unterminated)")
            } else if closing {
                tags.append("</\(name)>")
            } else {
                tags.append("<\(name)\(attributeText)\(selfClosing ? "/" : "")>")
            }
            index = cursor
        }
        return tags
    }

    /// ``tags(in:)`` and ``difference(_:from:)`` for the fuzz target (`scripts/fuzz usage`).
    @_spi(Testing) public static func testingTags(in text: String) -> [String] { tags(in: text) }
    @_spi(Testing) public static func testingDifference(_ translation: LocalizedValue, from development: LocalizedValue) -> String? {
        difference(translation, from: development)
    }

    /// How a translation's markup differs from the development language's, or `nil` when each
    /// of the translation's strings holds the same tags (in any order: sentences reorder) as one
    /// of the development language's strings in the same place — the text, a format, the
    /// variants of a variable or of a plural, device or width variation — so that a language with
    /// more plural forms is compared form by form.
    static func difference(_ translation: LocalizedValue, from development: LocalizedValue) -> String? {
        var expected: [String: [[String]]] = [:]
        for (place, string) in strings(of: development) { expected[place, default: []].append(tags(in: string).sorted()) }
        let anywhere = expected.values.flatMap { $0 }
        for (place, string) in strings(of: translation) {
            let found = tags(in: string)
            // A translation shaped otherwise (a plural where the development language has text)
            // is compared with every string of the development language's.
            let candidates = expected[place] ?? anywhere
            guard !candidates.contains(found.sorted()) else { continue }
            let closest = candidates.min { distance(found, $0) < distance(found, $1) } ?? []
            var missing = closest
            var extra: [String] = []
            for tag in found {
                if let position = missing.firstIndex(of: tag) { missing.remove(at: position) } else { extra.append(tag) }
            }
            var parts: [String] = []
            if !missing.isEmpty { parts.append("lacks " + missing.joined(separator: " ")) }
            if !extra.isEmpty { parts.append("has " + extra.joined(separator: " ") + " the development language does not") }
            return "markup differs from the development language's: " + parts.joined(separator: "; ") + " (in \"\(string)\")"
        }
        return nil
    }

    /// Every string of `value` with the place it stands in.
    private static func strings(of value: LocalizedValue, place: String = "") -> [(place: String, string: String)] {
        switch value {
        case .text(let text):
            return [(place + "text", text)]
        case .format(let format):
            var strings = [(place: place + "format", string: format.format)]
            for (name, variable) in format.variables.sorted(by: { $0.key < $1.key }) {
                strings += variable.allStrings.map { (place + "variable " + name, $0) }
            }
            return strings
        case .plural(let cases):
            return cases.sorted { $0.key < $1.key }.flatMap { strings(of: $0.value, place: place + "plural/") }
        case .device(let cases):
            return cases.sorted { $0.key < $1.key }.flatMap { strings(of: $0.value, place: place + "device/") }
        case .width(let variants):
            return variants.flatMap { strings(of: $0.value, place: place + "width/") }
        }
    }

    /// How many tags two sorted tag lists do not share.
    private static func distance(_ found: [String], _ expected: [String]) -> Int {
        var unmatched = expected
        var extra = 0
        for tag in found {
            if let position = unmatched.firstIndex(of: tag) { unmatched.remove(at: position) } else { extra += 1 }
        }
        return extra + unmatched.count
    }
}
