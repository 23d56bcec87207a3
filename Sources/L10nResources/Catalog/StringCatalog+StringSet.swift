extension StringCatalog {
    /// Several strings for one key, as App Shortcuts phrase catalogs hold them.
    public struct StringSet: Sendable, Hashable {
        /// The translation state; `nil` when the file has none.
        public var state: String?
        /// The strings in file order.
        public var values: [String]
        /// The set's fields this package does not read, written back as they were.
        public var unknownFields: UnknownFields

        /// Creates a string set.
        public init(state: String? = nil, values: [String], unknownFields: UnknownFields = .init()) {
            self.state = state
            self.values = values
            self.unknownFields = unknownFields
        }
    }
}
