#if !canImport(Darwin)
extension String.LocalizationValue {
    /// A key as its interpolation wrote it — literal text and specifiers, in order — joined
    /// only when it is read.
    ///
    /// `String(localized: "files.remaining", defaultValue: "\(count) files remaining")` reads
    /// its default value's key only when the table lacks `files.remaining`; building it on every
    /// call was an allocation and a copy of each piece (about 70 ns of a 500 ns call,
    /// `appleAPI.stringLocalized`). The pieces are string literals and specifiers the compiler
    /// or this module wrote, so keeping them costs no allocation for up to ``inlineCount`` of
    /// them (two interpolations); a longer key keeps the rest in an array.
    struct KeyPieces: Sendable {
        /// How a piece enters the key.
        enum Kind: Sendable {
            /// Literal text beside interpolations: a `%` in it is written `%%`, the key being a format.
            case literal
            /// Written as it is: a specifier, or the whole key of a value made from one string.
            case verbatim
        }

        static let inlineCount = 3

        private var first = "", second = "", third = ""
        /// Bit `i` set: the piece at `i` (inline) is verbatim.
        private var verbatimMask: UInt8 = 0
        private var inlineUsed: UInt8 = 0
        private var overflow: [(String, Kind)] = []

        init() {}

        /// A key of one string, as written.
        init(verbatim key: String) {
            append(key, .verbatim)
        }

        mutating func append(_ piece: String, _ kind: Kind) {
            guard inlineUsed < Self.inlineCount else {
                overflow.append((piece, kind))
                return
            }
            switch inlineUsed {
            case 0: first = piece
            case 1: second = piece
            default: third = piece
            }
            if kind == .verbatim { verbatimMask |= 1 << inlineUsed }
            inlineUsed += 1
        }

        /// The key.
        var joined: String {
            if inlineUsed == 1 && overflow.isEmpty && verbatimMask == 1 { return first }
            var key = ""
            if inlineUsed > 0 { Self.append(first, kind(at: 0), to: &key) }
            if inlineUsed > 1 { Self.append(second, kind(at: 1), to: &key) }
            if inlineUsed > 2 { Self.append(third, kind(at: 2), to: &key) }
            for (piece, kind) in overflow { Self.append(piece, kind, to: &key) }
            return key
        }

        private func kind(at index: Int) -> Kind {
            verbatimMask & (1 << index) != 0 ? .verbatim : .literal
        }

        private static func append(_ piece: String, _ kind: Kind, to key: inout String) {
            guard kind == .literal, InflectionMarkup.contains(UInt8(ascii: "%"), in: piece) else {
                key += piece
                return
            }
            for scalar in piece.unicodeScalars {
                key.unicodeScalars.append(scalar)
                if scalar == "%" { key += "%" }
            }
        }
    }
}
#endif
