extension StringCatalog {
    /// A string with its translation state.
    public struct StringUnit: Sendable, Hashable {
        /// `translated`, `needs_review`, `new`, `stale`, …; `nil` when the file has none.
        public var state: String?
        /// The string, with format specifiers as written.
        public var value: String

        /// Creates a string unit.
        public init(state: String? = nil, value: String) {
            self.state = state
            self.value = value
        }
    }
}
