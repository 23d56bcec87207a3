/// One parsed `%[n$][flags][width][.precision][length]conversion` specifier.
///
/// Argument indices are zero-based slots in the argument list: `%2$d` reads slot 1. A `*` width
/// or precision reads its own slot, taken before the value's, as CoreFoundation does.
package struct FormatSpecifier: Sendable, Hashable {
    /// The slot holding the value; `nil` only for `%%`-like literal conversions (none today).
    package var argumentIndex: Int
    /// Whether the position was written explicitly (`%2$d`), which does not advance the counter.
    package var hasExplicitPosition: Bool
    /// The flags as CoreFoundation reads them: `-` cancels `0` and `+` cancels ` `, in any order.
    package var flags: FormatFlags
    /// The minimum field width.
    package var width: FormatCount
    /// The precision (`.` alone means zero).
    package var precision: FormatCount
    /// The C length modifier, which fixes the value's declared width.
    package var length: FormatLength
    /// Whether the precision was a lone `.` (C reads zero; CF's localized integers, no precision).
    package var hasEmptyPrecision: Bool
    /// The conversion character.
    package var conversion: FormatConversion

    /// Creates a specifier from its parts.
    package init(
        argumentIndex: Int, hasExplicitPosition: Bool = false, flags: FormatFlags = [],
        width: FormatCount = .none, precision: FormatCount = .none,
        length: FormatLength = .none, conversion: FormatConversion, hasEmptyPrecision: Bool = false
    ) {
        self.argumentIndex = argumentIndex
        self.hasExplicitPosition = hasExplicitPosition
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
        self.hasEmptyPrecision = hasEmptyPrecision
    }
}

/// The printf flags CoreFoundation accepts (`'` is not one of them: CF treats it as unknown).
package struct FormatFlags: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    /// Creates flags from their bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `-`: left-justify within the width.
    package static let leftJustify = FormatFlags(rawValue: 1 << 0)
    /// `+`: always print a sign.
    package static let plusSign = FormatFlags(rawValue: 1 << 1)
    /// ` `: a space where a plus sign would go (C output only; CF ignores it when localizing).
    package static let space = FormatFlags(rawValue: 1 << 2)
    /// `0`: pad with zeros.
    package static let zeroPad = FormatFlags(rawValue: 1 << 3)
    /// `#`: the alternate form (`0x`, a kept decimal point).
    package static let alternate = FormatFlags(rawValue: 1 << 4)
}

/// A width or precision: absent, written, or read from an argument slot (`*`, `*n$`).
package enum FormatCount: Sendable, Hashable {
    /// Not given.
    case none
    /// Written in the format.
    case literal(Int)
    /// Read from the zero-based argument slot (an `Int` argument).
    case argument(Int)
}

/// The C length modifier: it gives the declared width of an integer argument.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Cases are printf's own letters, whose case is meaning (`L` is not `l`).
package enum FormatLength: UInt8, Sendable, Hashable {
    /// No modifier: `int` (32 bits) for integers, `double` for floating point.
    case none
    /// `hh`: `char`.
    case hh
    /// `h`: `short`.
    case h
    /// `l`: `long` (64 bits on the platforms Apple ships).
    case l
    /// `ll`: `long long`.
    case ll
    /// `q`: BSD's quad, 64 bits.
    case q
    /// `j`: `intmax_t`.
    case j
    /// `z`: `size_t`.
    case z
    /// `t`: `ptrdiff_t`.
    case t
    /// `L`: `long double` (read as `Double`).
    case L

    /// The declared bit width of an integer argument with this modifier.
    package var integerBitWidth: Int {
        switch self {
        case .hh: 8
        case .h: 16
        case .none: 32
        case .l, .ll, .q, .j, .z, .t, .L: 64
        }
    }
}

/// A conversion character.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Cases are printf's own letters, whose case is meaning (`X` is not `x`).
package enum FormatConversion: UInt8, Sendable, Hashable, CaseIterable {
    /// Signed decimal integer (localized).
    case d = 0x64
    /// Signed decimal integer, like `d`.
    case i = 0x69
    /// Unsigned decimal integer (localized).
    case u = 0x75
    /// Unsigned octal, never localized.
    case o = 0x6F
    /// Unsigned lowercase hexadecimal, never localized.
    case x = 0x78
    /// Unsigned uppercase hexadecimal, never localized.
    case X = 0x58
    /// `ld`: a 64-bit signed decimal (BSD).
    case D = 0x44
    /// `lu`: a 64-bit unsigned decimal (BSD).
    case U = 0x55
    /// `lo`: a 64-bit octal (BSD).
    case O = 0x4F
    /// Fixed-point decimal (localized).
    case f = 0x66
    /// Fixed-point decimal, uppercase `INF`/`NAN` in C output.
    case F = 0x46
    /// Scientific notation (localized).
    case e = 0x65
    /// Scientific notation with an uppercase `E`.
    case E = 0x45
    /// Shortest of `f` and `e` for a precision (localized).
    case g = 0x67
    /// `g` with an uppercase `E`.
    case G = 0x47
    /// Hexadecimal floating point, never localized.
    case a = 0x61
    /// Uppercase hexadecimal floating point.
    case A = 0x41
    /// An 8-bit character, never localized.
    case c = 0x63
    /// A UTF-16 code unit (`unichar`).
    case C = 0x43
    /// A C string.
    case s = 0x73
    /// A UTF-16 string.
    case S = 0x53
    /// `@`: an object's description.
    case object = 0x40
    /// A pointer, in hexadecimal.
    case p = 0x70
    /// `%n`: C's store-the-count; CF consumes the argument and prints nothing.
    case n = 0x6E

    /// Whether the conversion reads a signed or unsigned integer.
    package var isInteger: Bool {
        switch self {
        case .d, .i, .u, .o, .x, .X, .D, .U, .O: true
        default: false
        }
    }

    /// Whether the conversion reads a floating-point value.
    package var isFloatingPoint: Bool {
        switch self {
        case .f, .F, .e, .E, .g, .G, .a, .A: true
        default: false
        }
    }

    /// The character as written.
    package var character: Character { Character(Unicode.Scalar(rawValue)) }
}
