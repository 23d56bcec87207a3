extension StringCatalog {
    /// One language's content for a key, or one variant of it: a plain string, variations, or
    /// a string with substitutions.
    ///
    /// The same shape nests: each plural or device variant is itself a localization, so
    /// device → plural (and the rarer plural → device) need no special case. All parts are
    /// kept as the file has them, even combinations Xcode would not write.
    public struct Localization: Sendable, Hashable {
        /// The string (with `%#@NAME@` references when there are ``substitutions``).
        public var stringUnit: StringUnit?
        /// A list of strings instead of one (App Shortcuts phrases).
        public var stringSet: StringSet?
        /// Variants by plural category or by device.
        public var variations: Variations?
        /// The `%#@NAME@` arguments of ``stringUnit``, by name (names may contain `.`).
        public var substitutions: [String: Substitution]
        /// The localization's fields this package does not read, written back as they were.
        public var unknownFields: UnknownFields

        /// Creates a localization.
        public init(
            stringUnit: StringUnit? = nil, stringSet: StringSet? = nil, variations: Variations? = nil,
            substitutions: [String: Substitution] = [:], unknownFields: UnknownFields = .init()
        ) {
            self.stringUnit = stringUnit
            self.stringSet = stringSet
            self.variations = variations
            self.substitutions = substitutions
            self.unknownFields = unknownFields
        }

        /// Whether the file gave nothing usable: no string, string set or variations.
        public var isEmpty: Bool {
            stringUnit == nil && stringSet == nil && variations == nil
        }
    }
}
