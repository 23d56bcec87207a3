/// A typed value for ``StringFormatter``: what a C varargs list would carry, without its
/// undefined behaviour.
///
/// The specifier that reads a value decides how it is printed; its length modifier gives the
/// declared C width (`%hhd` reads the low 8 bits, `%d` the low 32, `%lld` all 64), as C would.
///
/// ## JSON
///
/// As `Codable`, an argument is an object with exactly one key, which names the case:
///
/// ```json
/// {"int": -5}    {"uint": 18446744073709551615}    {"double": 1.5}
/// {"string": "Anna"}    {"null": null}    {"character": 65}
/// ```
///
/// Integers are written whole, never through `Double`, so all 64 bits survive a round trip
/// (Foundation's `JSONEncoder` and `JSONDecoder` keep them). A `character` is its code point
/// as a number, because `%C` reads any 16-bit value, lone surrogates included, which no JSON
/// string can carry.
///
/// JSON has no NaN or infinity, so a non-finite `double` is written as a string —
/// `{"double": "NaN"}`, `{"double": "-NaN"}`, `{"double": "Infinity"}`,
/// `{"double": "-Infinity"}`, the spellings JavaScript and Python use, with NaN's sign, which
/// `%f` prints (`-nan`) — and read back as the same value, but for a NaN's payload, which
/// nothing prints. Finite values round-trip exactly, `-0.0` included.
///
/// Decoding rejects, with a `DecodingError` whose coding path names the argument: an object
/// with no key or more than one, a key that names no case, and a value of the wrong type or
/// range (`{"int": 1.5}`, `{"int": "5"}`, `{"uint": -1}`, `{"character": 4294967296}`,
/// `{"double": "nan"}`, `{"null": 0}`).
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

extension FormatArgument {
    /// Text typed by its look, for values that arrive as text whose format is not known yet
    /// (`l10n localize` arguments, a query string): an integer (signed, else unsigned), else a
    /// floating-point number, else the text itself. `"21"` is `.int(21)`, `"1.5"` is
    /// `.double(1.5)`, `"Ada"` is `.string("Ada")`.
    public init(typedByAppearance text: String) {
        if let value = Int64(text) {
            self = .int(value)
        } else if let value = UInt64(text) {
            self = .uint(value)
        } else if let value = Double(text) {
            self = .double(value)
        } else {
            self = .string(text)
        }
    }
}

// The JSON form: see the type's documentation.
extension FormatArgument: Codable {
    /// The key naming each case.
    private enum Case: String, CaseIterable {
        case int, uint, double, string, null, character
    }

    /// Any key, so that decoding sees (and can name) keys that are no case.
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        init(_ name: Case) { stringValue = name.rawValue }
    }

    /// The strings that stand for the doubles JSON has no number for.
    private static let nonFiniteSpellings: [(String, Double)] = [
        ("NaN", .nan), ("-NaN", -.nan), ("Infinity", .infinity), ("-Infinity", -.infinity),
    ]

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .int(let value): try container.encode(value, forKey: Key(.int))
        case .uint(let value): try container.encode(value, forKey: Key(.uint))
        case .double(let value):
            if value.isFinite {
                try container.encode(value, forKey: Key(.double))
            } else {
                let sign = value.sign == .minus ? "-" : ""
                try container.encode(sign + (value.isNaN ? "NaN" : "Infinity"), forKey: Key(.double))
            }
        case .string(let value): try container.encode(value, forKey: Key(.string))
        case .null: try container.encodeNil(forKey: Key(.null))
        case .character(let value): try container.encode(value, forKey: Key(.character))
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let expected = Case.allCases.map(\.rawValue).joined(separator: ", ")
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            let found = container.allKeys.map { "'\($0.stringValue)'" }.sorted().joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "a format argument is an object with exactly one key of \(expected); found "
                        + (found.isEmpty ? "none" : found)))
        }
        guard let name = Case(rawValue: key.stringValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "'\(key.stringValue)' is no format argument type; expected one of \(expected)"
            )
        }
        switch name {
        case .int: self = .int(try container.decode(Int64.self, forKey: key))
        case .uint: self = .uint(try container.decode(UInt64.self, forKey: key))
        case .double: self = .double(try Self.decodeDouble(container, key))
        case .string: self = .string(try container.decode(String.self, forKey: key))
        case .character: self = .character(try container.decode(UInt32.self, forKey: key))
        case .null:
            guard try container.decodeNil(forKey: key) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "'null' takes the value null")
            }
            self = .null
        }
    }

    /// A number, or one of ``nonFiniteSpellings``.
    private static func decodeDouble(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> Double {
        // A string must be one of the spellings; anything else must be a number (the decoder
        // says what is wrong with it: a type mismatch, or a number no `Double` represents).
        guard let text = try? container.decode(String.self, forKey: key) else {
            return try container.decode(Double.self, forKey: key)
        }
        guard let value = nonFiniteSpellings.first(where: { $0.0 == text })?.1 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription:
                    "'double' takes a number, or \"NaN\", \"-NaN\", \"Infinity\" or \"-Infinity\"; found the string \"\(text)\"")
        }
        return value
    }
}
