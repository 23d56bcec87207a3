/// A typed value for ``StringFormatter``: what a C varargs list would carry, without its
/// undefined behaviour.
///
/// The specifier that reads a value decides how it is printed; its length modifier gives the
/// declared C width (`%hhd` reads the low 8 bits, `%d` the low 32, `%lld` all 64), as C would.
public enum FormatArgument: Sendable, Hashable {
    /// A signed integer.
    case int(Int64)
    /// An unsigned integer.
    case uint(UInt64)
    /// A floating-point value (`Float` widens to it, as in C varargs).
    case double(Double)
    /// Text: what `%@` prints as is, and what `%s`/`%S` read.
    case string(String)
    /// A nil object or C string pointer: `%@` and `%s` print `(null)`.
    case null
    /// A character, by code point (`%c` reads its low 8 bits, `%C` its low 16).
    case character(UInt32)

    /// Wraps a Swift integer.
    public init(_ value: Int) { self = .int(Int64(value)) }
    /// Wraps a 32-bit integer.
    public init(_ value: Int32) { self = .int(Int64(value)) }
    /// Wraps a 64-bit integer.
    public init(_ value: Int64) { self = .int(value) }
    /// Wraps an unsigned integer.
    public init(_ value: UInt) { self = .uint(UInt64(value)) }
    /// Wraps a 32-bit unsigned integer.
    public init(_ value: UInt32) { self = .uint(UInt64(value)) }
    /// Wraps a 64-bit unsigned integer.
    public init(_ value: UInt64) { self = .uint(value) }
    /// Wraps a `Double`.
    public init(_ value: Double) { self = .double(value) }
    /// Wraps a `Float`, widened as C varargs widen it.
    public init(_ value: Float) { self = .double(Double(value)) }
    /// Wraps text.
    public init(_ value: String) { self = .string(value) }
    /// Wraps a character by its scalar value.
    public init(_ value: Unicode.Scalar) { self = .character(value.value) }
    /// Wraps optional text: `nil` is a nil object.
    public init(_ value: String?) { self = value.map(FormatArgument.string) ?? .null }

    /// A short name of the value's type, for error messages.
    public var typeName: String {
        switch self {
        case .int: "integer"
        case .uint: "unsigned integer"
        case .double: "floating-point value"
        case .string: "string"
        case .null: "nil"
        case .character: "character"
        }
    }
}

extension FormatArgument: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    /// An integer literal is a signed integer.
    public init(integerLiteral value: Int64) { self = .int(value) }
    /// A floating-point literal is a `Double`.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A string literal is text.
    public init(stringLiteral value: String) { self = .string(value) }
}
