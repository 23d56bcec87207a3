extension StringCatalog {
    /// A string with its translation state.
    public struct StringUnit: Sendable, Hashable {
        /// `translated`, `needs_review`, `new`, `stale`, …; `nil` when the file has none.
        public var state: String?
        /// The string, with format specifiers as written.
        public var value: String
        /// The unit's fields this package does not read, written back as they were.
        public var unknownFields: UnknownFields

        /// Creates a string unit.
        public init(state: String? = nil, value: String, unknownFields: UnknownFields = .init()) {
            self.state = state
            self.value = value
            self.unknownFields = unknownFields
        }
    }
}
