/// Text as a message shows it: in double quotes, on one line, with every character a reader
/// cannot see or cannot tell from another by eye written as an escape.
///
/// Number formats differ from platform to platform in exactly such characters — a no-break
/// space (U+00A0) against a narrow one (U+202F), a minus sign (U+2212) against a hyphen — and
/// a message that prints them as they are says `expected "1 234,50", got "1 234,50"`. Escaped,
/// the same message says `expected "1\u{202F}234,50", got "1\u{00A0}234,50"`.
///
/// Escaped, as Swift writes them: the quote and the backslash; line breaks and tabs (`\n`, `\r`, `\t`); every
/// scalar that is a control, a format character (bidirectional marks and isolates, joiners, the
/// soft hyphen, the byte order mark), a separator other than the space (no-break, narrow,
/// thin, figure and ideographic spaces, line and paragraph separators), private use, a
/// surrogate or unassigned (`\u{202F}`); and the look-alikes of ASCII punctuation that number
/// and date formats use (``lookAlikes``).
public enum VisibleText {
    /// Scalars that look like ASCII punctuation: hyphens and the minus sign (like `-`), and
    /// the apostrophes CLDR uses as a group separator (like `'`).
    public static let lookAlikes: Set<Unicode.Scalar> = [
        "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2212}", "\u{FE63}", "\u{FF0D}",
        "\u{2018}", "\u{2019}", "\u{02BC}", "\u{FF07}",
    ]

    /// `text` between `quote`s (`"` or `'`), escaped, `quote` included; when `limit` is given and
    /// `text` has more characters, only its first `limit` characters, then `…` and the length
    /// (`"abc…" (1,000 characters)`), so that no input can make a message arbitrarily long.
    public static func quoted(_ text: String, quote: Unicode.Scalar = "\"", limit: Int? = nil) -> String {
        var result = String(quote)
        var characters = 0
        var truncated = false
        for character in text {
            if let limit, characters == limit {
                truncated = true
                break
            }
            characters += 1
            for scalar in character.unicodeScalars {
                if scalar == quote { result += "\\" }
                append(scalar, to: &result)
            }
        }
        if truncated { result += "…" }
        result.unicodeScalars.append(quote)
        return truncated ? result + " (\(grouped(text.count)) characters)" : result
    }

    /// Whether `scalar` is written as an escape.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            return true
        default:
            return lookAlikes.contains(scalar)
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            guard isEscaped(scalar) else {
                result.unicodeScalars.append(scalar)
                return
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            result += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
        }
    }

    /// `1000` as `1,000`: lengths in messages read at a glance.
    private static func grouped(_ count: Int) -> String {
        let digits = String(count)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// JSON text with every escaped scalar (``isEscaped(_:)``) written as a JSON escape
    /// (`\u00A0`, a surrogate pair beyond the Basic Multilingual Plane): the same JSON value,
    /// legible in a terminal. Such scalars can only stand inside strings of valid JSON, whose
    /// structure is ASCII, so the replacement never touches the structure.
    public static func jsonEscapingInvisible(_ json: String) -> String {
        // Below U+007F (DEL) JSON's own escapes apply already.
        guard json.unicodeScalars.contains(where: { $0.value >= 0x7F && isEscaped($0) }) else { return json }
        var result = ""
        result.unicodeScalars.reserveCapacity(json.unicodeScalars.count)
        for scalar in json.unicodeScalars {
            guard scalar.value >= 0x7F, isEscaped(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result
    }
}
