/// A JSON value (RFC 8259), as read from a file.
///
/// Objects keep their members in file order with positions, so a reader built on top (the String
/// Catalog reader) can point at the offending value when the structure is wrong.
package enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, with its literal kept.
    case number(JSONNumber)
    /// A string, escapes resolved.
    case string(String)
    /// An array, in file order.
    case array([JSONValue])
    /// An object, members in file order with positions.
    case object(JSONObject)

    /// The string, if this is one.
    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The object, if this is one.
    package var object: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The array, if this is one.
    package var array: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The Boolean, if this is `true` or `false` (numbers are not Booleans).
    package var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number, if this is one.
    package var number: JSONNumber? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The JSON type's name (`object`, `string`, …), for messages.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
