extension StringCatalog {
    /// The members of one catalog object that this package does not read — a field a newer
    /// Xcode added, a variation type beside `plural` and `device`, a plural key that is no CLDR
    /// category — kept with their JSON values so that writing the catalog gives them back.
    ///
    /// The writer puts each where Xcode would: among the object's known members, in Xcode's key
    /// order. Values compare by content; where the file wrote them does not count.
    public struct UnknownFields: Sendable, Hashable {
        /// Member name → value, positions cleared.
        package var values: [String: JSONValue]

        /// No fields.
        public init() {
            values = [:]
        }

        package init(_ values: [String: JSONValue]) {
            self.values = values
        }

        /// Whether there are none.
        public var isEmpty: Bool { values.isEmpty }

        /// The fields' names, sorted.
        public var names: [String] { values.keys.sorted() }

        /// Keeps `member`; a repeated name keeps its last value, as JSON readers do.
        package mutating func keep(_ member: JSONObject.Member) {
            values[member.key] = member.value.withoutPositions
        }
    }
}

extension JSONValue {
    /// The value with every member's position set to 0, so that equal content compares equal
    /// wherever it was written.
    var withoutPositions: JSONValue {
        switch self {
        case .null, .bool, .number, .string: self
        case .array(let elements): .array(elements.map(\.withoutPositions))
        case .object(let object):
            .object(JSONObject(object.members.map { JSONObject.Member(key: $0.key, value: $0.value.withoutPositions, line: 0, column: 0) }))
        }
    }
}
