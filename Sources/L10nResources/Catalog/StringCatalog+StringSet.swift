extension StringCatalog {
    /// Several strings for one key, as App Shortcuts phrase catalogs hold them.
    public struct StringSet: Sendable, Hashable {
        /// The translation state; `nil` when the file has none.
        public var state: String?
        /// The strings in file order.
        public var values: [String]

        /// Creates a string set.
        public init(state: String? = nil, values: [String]) {
            self.state = state
            self.values = values
        }
    }
}
