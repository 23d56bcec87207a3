#if !canImport(Darwin)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Apple's Markdown for automatic grammar agreement, `^[3 file](inflect: true)`, rendered as
/// the plain text inside it (`3 file`), so that markup never reaches a user.
///
/// Apple inflects such text when it loads an `AttributedString` (`AttributedString(localized:)`,
/// `inflected()`): `^[3 file](inflect: true)` reads `3 files` in English, and Spanish adjectives
/// agree with their noun. That needs Apple's morphology data, which no Linux library has; a
/// translation that relies on it reads uninflected here (`3 file`). Translations that spell
/// out each plural form (`.stringsdict`, catalog plural variations) are unaffected.
///
/// Only an inline attribute whose attributes are grammar agreement's (`inflect`, `morphology`,
/// `inflectionRule`, `inflectionAlternative`, `agreeWithArgument`, `agreeWithConcept`,
/// `referentConcept`) is rendered; any other `^[…](…)` is left as written.
enum InflectionMarkup {
    static let agreementAttributes = [
        "inflect", "morphology", "inflectionRule", "inflectionAlternative", "agreeWithArgument", "agreeWithConcept", "referentConcept",
    ]

    static func plainText(_ text: String) -> String {
        // Most strings have no markup: one pass over their bytes and they are returned as they are.
        guard containsOpening(text) else { return text }
        var output = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "^[") {
            output += rest[..<open.lowerBound]
            let afterOpen = rest[open.upperBound...]
            guard let (inner, end) = agreementAttribute(afterOpen) else {
                output += rest[open]
                rest = afterOpen
                continue
            }
            output += inner
            rest = afterOpen[end...]
        }
        output += rest
        return output
    }

    /// Whether `^[` occurs. `memchr` finds the rare `^` first: the standard library's
    /// `firstRange(of:)` measured 4.6 µs a call here (generic searching, type metadata on every
    /// call), a Swift loop over the bytes 60 ns.
    static func containsOpening(_ text: String) -> Bool {
        guard contains(UInt8(ascii: "^"), in: text) else { return false }
        var afterCaret = false
        for byte in text.utf8 {
            if afterCaret && byte == UInt8(ascii: "[") { return true }
            afterCaret = byte == UInt8(ascii: "^")
        }
        return false
    }

    /// Whether `text` has the byte `byte`, found with `memchr`.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        // The string's own bytes when it has them contiguous (a native string always does),
        // without the copy `withUTF8` needs a variable for.
        if let found = text.utf8.withContiguousStorageIfAvailable({ bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, Int32(byte), bytes.count) != nil
        }) {
            return found
        }
        return text.utf8.contains(byte)
    }

    /// The inner text of an agreement attribute starting after `^[`, and where it ends; `nil`
    /// when the brackets are not one.
    private static func agreementAttribute(_ text: Substring) -> (Substring, Substring.Index)? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "[": depth += 1
            case "]" where depth > 0: depth -= 1
            case "]":
                let inner = text[..<index]
                let afterBracket = text.index(after: index)
                guard afterBracket < text.endIndex, text[afterBracket] == "(",
                    let close = text[afterBracket...].firstIndex(of: ")")
                else { return nil }
                let attributes = text[text.index(after: afterBracket)..<close]
                guard agreementAttributes.contains(where: { attributes.contains($0) }) else { return nil }
                return (inner, text.index(after: close))
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}
#endif
