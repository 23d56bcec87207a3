/// A value read from a property list (XML, binary or old-style text), typed.
///
/// Property lists hold more than string tables need; readers of `.strings` and `.stringsdict`
/// turn these values into table entries and report anything of the wrong type by key.
public enum PropertyListValue: Sendable, Hashable {
    case string(String)
    /// `<integer>` or a binary int object: signed 64-bit, or unsigned up to `UInt64.max`.
    case integer(Int128)
    case real(Double)
    case boolean(Bool)
    /// Seconds since 2001-01-01T00:00:00Z, as property lists store dates.
    case date(Double)
    case data([UInt8])
    /// A binary property list's UID (keyed archives); never in string tables.
    case uid(UInt64)
    case array([PropertyListValue])
    case dictionary(PropertyListDictionary)

    /// The string, if this is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The dictionary, if this is one.
    public var dictionary: PropertyListDictionary? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The property-list type's name (`string`, `dict`, …), for messages.
    public var typeName: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .boolean: "boolean"
        case .date: "date"
        case .data: "data"
        case .uid: "uid"
        case .array: "array"
        case .dictionary: "dict"
        }
    }
}

/// A property-list dictionary in file order, with the line of each key where the format has lines.
///
/// Keys may repeat in a file; lookups return the last occurrence, as CoreFoundation does.
public struct PropertyListDictionary: Sendable, Hashable {
    /// One key and its value, where the file wrote them.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: PropertyListValue
        /// The 1-based line of the key (text formats), else `nil`.
        public var line: Int?

        public init(key: String, value: PropertyListValue, line: Int? = nil) {
            self.key = key
            self.value = value
            self.line = line
        }
    }

    /// The entries in file order, repeated keys included.
    public var entries: [Entry]

    public init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// The value of the last entry named `key`.
    public subscript(key: String) -> PropertyListValue? {
        entries.last { $0.key == key }?.value
    }

    /// The last entry named `key`.
    public func entry(_ key: String) -> Entry? {
        entries.last { $0.key == key }
    }
}
