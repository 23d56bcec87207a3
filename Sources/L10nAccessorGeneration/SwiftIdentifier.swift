/// Swift names made from localization keys, table names and variable names: deterministic,
/// so regenerating after an unrelated edit renames nothing, and always valid Swift.
///
/// The rules (documented for users in `CommandLineTool.md`):
/// - Words are the runs of ASCII letters and digits; everything else (`.`, `-`, `_`, spaces,
///   other scripts) separates them. A word written all in capitals is lowered first
///   (`SETTINGS_TITLE` → `settingsTitle`).
/// - lowerCamelCase lowers the first word's leading capitals (`URLPrompt` → `urlPrompt`) and
///   capitalizes the first letter of each later word (`files.remaining` → `filesRemaining`);
///   UpperCamelCase capitalizes every word.
/// - A name that would start with a digit gets a leading `_` (`2fa.title` → `_2faTitle`).
/// - A Swift keyword is written in backticks (`` `default` ``).
/// - Text with no ASCII letter or digit gets `key_` and eight hex digits of its FNV-1a hash,
///   so it is named the same every time (`こんにちは` → `key_1f8ba2b0`-like).
package enum SwiftIdentifier {
    /// The name `l10n generate` gives a key's accessor (before numbering a collision), which
    /// `l10n usage` looks for among a source's member names.
    package static func accessorName(forKey key: String) -> String {
        let name = lowerCamelCase(key) ?? hashedName(key, prefix: "key")
        return name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// `text` as a lowerCamelCase name, or `nil` when it has no ASCII letter or digit.
    static func lowerCamelCase(_ text: String) -> String? {
        let words = self.words(text)
        guard let first = words.first else { return nil }
        return prefixingDigit(lowerLeadingCapitals(first) + words.dropFirst().map(capitalized).joined())
    }

    /// `text` as an UpperCamelCase name, or `nil` when it has no ASCII letter or digit.
    static func upperCamelCase(_ text: String) -> String? {
        let words = self.words(text)
        guard !words.isEmpty else { return nil }
        return prefixingDigit(words.map(capitalized).joined())
    }

    /// The stand-in name for text with no usable character: the same text, the same name.
    static func hashedName(_ text: String, prefix: String) -> String {
        // FNV-1a, 32 bits: small, stable across runs and platforms (unlike `Hasher`).
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return prefix + "_" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// `name` as written in a declaration or a use: keywords in backticks.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether `text` is a plain identifier a user may give as a type name.
    static func isTypeName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isUppercase || first == "_",
            !keywords.contains(text)
        else { return false }
        return text.unicodeScalars.allSatisfy { isWordCharacter($0) || $0 == "_" }
    }

    /// One name for each of `texts`, unique among themselves and distinct from `reserved`.
    ///
    /// Texts sharing a converted name are ordered with the one spelled exactly as the name
    /// first, then by text; the first keeps the name, the others get `2`, `3`, … appended
    /// (skipping names taken). The result depends only on the set of texts, not their order.
    static func uniqueNames(for texts: [String], reserved: Set<String>, convert: (String) -> String) -> [String: String] {
        let candidates = Dictionary(texts.map { ($0, convert($0)) }, uniquingKeysWith: { first, _ in first })
        var taken = reserved.union(candidates.values)
        var names: [String: String] = [:]
        let groups = Dictionary(grouping: candidates.keys, by: { candidates[$0] ?? "" })
        for (candidate, group) in groups.sorted(by: { $0.key < $1.key }) {
            let ordered = group.sorted { ($0 == candidate ? 0 : 1, $0) < ($1 == candidate ? 0 : 1, $1) }
            var suffix = 2
            for (index, text) in ordered.enumerated() {
                if index == 0, !reserved.contains(candidate) {
                    names[text] = candidate
                    continue
                }
                while taken.contains(candidate + String(suffix)) { suffix += 1 }
                names[text] = candidate + String(suffix)
                taken.insert(candidate + String(suffix))
            }
        }
        return names
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    }

    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        for scalar in text.unicodeScalars {
            if isWordCharacter(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        // An all-capitals word is a constant's spelling, not an acronym inside a name.
        return words.map { $0.uppercased() == $0 ? $0.lowercased() : $0 }
    }

    /// `URLPrompt` → `urlPrompt`, `Hello` → `hello`: the leading capitals but the one that
    /// starts the next word.
    private static func lowerLeadingCapitals(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        var run = 0
        while run < scalars.count, scalars[run].properties.isUppercase { run += 1 }
        if run > 1, run < scalars.count, scalars[run].properties.isLowercase { run -= 1 }
        return String(String.UnicodeScalarView(scalars[..<run])).lowercased() + String(String.UnicodeScalarView(scalars[run...]))
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func prefixingDigit(_ name: String) -> String {
        name.first?.isNumber == true ? "_" + name : name
    }

    /// Swift's keywords and the contextual words that cannot name a member without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol", "_",
    ]
}
