/// A JSON object's members in file order, with where each key and value was written.
///
/// RFC 8259 leaves repeated names to implementations; the parser keeps every member (and
/// reports the repeat as a warning), and lookups return the last one, as Foundation's
/// `JSONSerialization` does.
package struct JSONObject: Sendable, Hashable {
    /// One name/value pair and its position in the file.
    package struct Member: Sendable, Hashable {
        /// The member's name.
        package var key: String
        /// The member's value.
        package var value: JSONValue
        /// The 1-based line where the value starts, for messages about the value.
        package var line: Int
        /// The 1-based column (in Unicode scalars) where the value starts.
        package var column: Int
        /// The 1-based line of the key's opening quote.
        package var keyLine: Int
        /// The 1-based column of the key's opening quote.
        package var keyColumn: Int

        /// Creates a member; `keyLine`/`keyColumn` default to the value's position.
        package init(key: String, value: JSONValue, line: Int, column: Int, keyLine: Int? = nil, keyColumn: Int? = nil) {
            self.key = key
            self.value = value
            self.line = line
            self.column = column
            self.keyLine = keyLine ?? line
            self.keyColumn = keyColumn ?? column
        }
    }

    /// The members in file order, repeated names included.
    package var members: [Member]

    /// Creates an object from members in file order.
    package init(_ members: [Member] = []) {
        self.members = members
    }

    /// The value of the last member named `key`.
    package subscript(key: String) -> JSONValue? {
        member(key)?.value
    }

    /// The last member named `key`.
    package func member(_ key: String) -> Member? {
        members.last { $0.key == key }
    }

    /// The member names in file order, repeated names included.
    package var keys: [String] { members.map(\.key) }
}
