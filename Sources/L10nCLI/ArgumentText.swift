import L10n
import L10nFormat

/// Command-line arguments are text; formats want typed values.
enum ArgumentText {
    /// Types each text by the specifier that consumes it in `format` (`l10n format`): integers
    /// for `%d %u %x …` and `*` widths, floating point for `%f %e %g %a`, text for `%@ %s`, a
    /// code point for `%c` (the character itself, or its number). Unconsumed texts stay text.
    static func typed(_ texts: [String], for format: String) throws -> [FormatArgument] {
        var conversions: [Int: FormatConversion] = [:]
        var counts: Set<Int> = []
        for token in FormatTokenizer.tokenize(format) {
            guard case .specifier(let specifier) = token.content else { continue }
            if conversions[specifier.argumentIndex] == nil { conversions[specifier.argumentIndex] = specifier.conversion }
            for count in [specifier.width, specifier.precision] {
                if case .argument(let slot) = count { counts.insert(slot) }
            }
        }
        return try texts.enumerated().map { index, text in
            if counts.contains(index) { return try integer(text, index: index) }
            guard let conversion = conversions[index] else { return .string(text) }
            switch conversion {
            case .f, .F, .e, .E, .g, .G, .a, .A:
                guard let value = Double(text) else { throw RequestError("argument \(index + 1) '\(text)' is not a number") }
                return .double(value)
            case .c, .C:
                let scalars = text.unicodeScalars
                if scalars.count == 1, let scalar = scalars.first { return .character(scalar.value) }
                guard let value = UInt32(text) else { throw RequestError("argument \(index + 1) '\(text)' is not a character") }
                return .character(value)
            case .s, .S, .object:
                return .string(text)
            default:
                return try integer(text, index: index)
            }
        }
    }

    /// Types each text by its look (`l10n localize`, where the format depends on the values):
    /// an integer, else a floating-point number, else text.
    static func byAppearance(_ texts: [String]) -> [FormatArgument] {
        texts.map(FormatArgument.init(typedByAppearance:))
    }

    private static func integer(_ text: String, index: Int) throws -> FormatArgument {
        if let value = Int64(text) { return .int(value) }
        if let value = UInt64(text) { return .uint(value) }
        throw RequestError("argument \(index + 1) '\(text)' is not an integer")
    }
}
