import L10nFormat

extension FormatShape {
    /// A `.stringsdict` variant as a catalog substitution variant: its one specifier reading
    /// the variable's argument written as `%arg`, when that changes no other slot (it is the
    /// variant's only unnumbered slot) and it is exactly the value type (`%lld` for `lld`).
    /// Otherwise the variant is kept: a catalog variant numbers from the argument too.
    package static func argPlaceholderVariant(_ variant: String, valueType: String?) -> String {
        guard let valueType, unnumberedSlots(variant) == 1 else { return variant }
        let utf8 = Array(variant.utf8)
        for token in FormatTokenizer.tokenize(variant) {
            guard case .specifier(let specifier) = token.content, !specifier.hasExplicitPosition else { continue }
            guard bareConversion(utf8[token.range], specifier) == valueType, !isArgPlaceholder(token, in: utf8) else { return variant }
            let output = Array(utf8[..<token.range.lowerBound]) + Array("%arg".utf8) + Array(utf8[token.range.upperBound...])
            return String(decoding: output, as: UTF8.self)
        }
        return variant
    }

    /// A catalog substitution variant as a `.stringsdict` variant: `%arg` written as the
    /// value type, unnumbered when it is the variant's only slot (so a round trip gives the
    /// `.stringsdict` back), else at the explicit `position` (0-based), as Xcode compiles it.
    package static func stringsdictVariant(_ variant: String, position: Int, valueType: String?) -> String {
        let type = valueType ?? "@"
        let utf8 = Array(variant.utf8)
        let tokens = FormatTokenizer.tokenize(variant)
        let placeholders = tokens.filter { isArgPlaceholder($0, in: utf8) }
        guard !placeholders.isEmpty else { return variant }
        let replacement = placeholders.count == 1 && unnumberedSlots(variant) == 1 ? "%\(type)" : "%\(position + 1)$\(type)"
        var output: [UInt8] = []
        var index = 0
        for token in placeholders {
            output += utf8[index..<token.range.lowerBound]
            output += Array(replacement.utf8)
            index = token.range.upperBound + 2
        }
        output += utf8[min(index, utf8.count)...]
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `token` is the `%a` of a `%arg`, as the catalog reader recognizes it.
    package static func isArgPlaceholder(_ token: FormatToken, in utf8: [UInt8]) -> Bool {
        guard case .specifier(let specifier) = token.content, specifier.conversion == .a, token.range.count == 2 else { return false }
        return utf8[token.range.upperBound...].starts(with: Array("rg".utf8))
    }
}

extension FormatShape {
    /// `text` with every specifier and variable at an explicit position (specifiers numbered
    /// from `base` as the tokenizer numbers them; variables at their `argNum` when they have
    /// one), so that a `.stringsdict` reads what a catalog's `argNum`s say.
    package static func explicitPositions(_ text: String, base: Int, variables: [String: FormatVariable]) -> String {
        let utf8 = Array(text.utf8)
        var output: [UInt8] = []
        for token in FormatTokenizer.tokenize(text, firstArgumentIndex: base) {
            switch token.content {
            case .specifier(let specifier):
                output += FormatExpansion.positional(utf8[token.range], specifier)
            case .variable(let name, let index, _):
                let slot = variables[name]?.argumentNumber.map { $0 - 1 } ?? index
                output += Array("%\(slot + 1)$#@\(name)@".utf8)
            default:
                output += utf8[token.range]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether a variable of `text` (numbered from `base`) has an `argNum` other than its
    /// position.
    package static func hasMisplacedVariable(_ text: String, base: Int, variables: [String: FormatVariable]) -> Bool {
        FormatTokenizer.tokenize(text, firstArgumentIndex: base).contains { token in
            guard case .variable(let name, let index, _) = token.content, let number = variables[name]?.argumentNumber else { return false }
            return number - 1 != index
        }
    }
}
