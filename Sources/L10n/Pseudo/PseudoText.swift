import L10nFormat

/// The text operations of ``PseudoLocalization``: which parts of a format are text, and how
/// text is disguised and padded.
enum PseudoText {
    /// A run of a format's UTF-8 bytes: text to disguise, or something kept byte for byte.
    struct Piece {
        /// What becomes of the run.
        enum Treatment { case text, kept, malformed }
        var range: Range<Int>
        var treatment: Treatment
    }

    /// `format` cut into text and kept runs, as ``FormatTokenizer`` reads it: specifiers,
    /// `%%`, variables and malformed specifiers (told apart: one at the end may be unfinished)
    /// are kept, and so is the `rg` of a String Catalog's `%arg` (which the tokenizer reads as
    /// `%a` and text).
    static func pieces(of utf8: [UInt8]) -> [Piece] {
        var pieces: [Piece] = []
        var keepsArgTail = false
        for token in FormatTokenizer.tokenize(utf8: utf8.span) {
            var range = token.range
            if keepsArgTail, case .literal = token.content {
                pieces.append(Piece(range: range.lowerBound..<(range.lowerBound + 2), treatment: .kept))
                range = (range.lowerBound + 2)..<range.upperBound
            }
            keepsArgTail = FormatShape.isArgPlaceholder(token, in: utf8)
            switch token.content {
            case .literal where !range.isEmpty: pieces.append(Piece(range: range, treatment: .text))
            case .literal: break
            case .malformed: pieces.append(Piece(range: range, treatment: .malformed))
            case .percent, .specifier, .variable: pieces.append(Piece(range: range, treatment: .kept))
            }
        }
        return pieces
    }

    /// The words elongation appends, repeated as needed: words rather than one repeated
    /// character, so that line breaking treats the padding as it treats text.
    private static let filler = Array(" one two three four five six seven eight nine ten")

    /// `count` characters of padding.
    static func padding(count: Int) -> String {
        String((0..<max(count, 0)).map { filler[$0 % filler.count] })
    }

    /// Accented look-alikes of `a`…`z` and `A`…`Z`, one precomposed scalar each, so a string
    /// keeps its length in characters.
    private static let lowercase = Array("åƀçďéƒĝĥîĵķļɱñöƥʠŕšţûṽŵẋýž".unicodeScalars)
    private static let uppercase = Array("ÅƁÇĎÉƑĜĤÎĴĶĻṀÑÖƤꝖŔŠŢÛṼŴẊÝŽ".unicodeScalars)

    /// `text` with its ASCII letters accented.
    static func accented(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x61...0x7A: scalars.append(lowercase[Int(scalar.value - 0x61)])
            case 0x41...0x5A: scalars.append(uppercase[Int(scalar.value - 0x41)])
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Right-to-left mark and override before a word, pop and mark after it: the word shows
    /// mirrored, and neighbouring neutral characters (spaces, punctuation) take right-to-left
    /// direction as they would next to Arabic or Hebrew text.
    static let rightToLeftStart = "\u{200F}\u{202E}"
    static let rightToLeftEnd = "\u{202C}\u{200F}"

    /// `text` with each word (a run of letters and digits, their marks included) in a
    /// right-to-left override.
    static func rightToLeft(_ text: String) -> String {
        var output = ""
        var word = ""
        func flush() {
            guard !word.isEmpty else { return }
            output += rightToLeftStart + word + rightToLeftEnd
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else {
                flush()
                output.append(character)
            }
        }
        flush()
        return output
    }
}
