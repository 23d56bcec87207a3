import L10nVocabulary

extension StringCatalog {
    /// A `%#@NAME@` argument: which format argument it takes, how to format it, and its plural
    /// variants (in which `%arg` stands for the formatted argument).
    public struct Substitution: Sendable, Hashable {
        /// The 1-based format argument (`argNum`); `nil` when the file has none (then the
        /// argument follows from its position among the string's arguments).
        public var argumentNumber: Int?
        /// The format specifier without `%` (`lld`, `f`, `@`).
        public var formatSpecifier: String?
        /// The variants (Xcode writes `plural` only).
        public var variations: Variations?
        /// The substitution's fields this package does not read, written back as they were.
        public var unknownFields: UnknownFields

        /// Creates a substitution.
        public init(
            argumentNumber: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil,
            unknownFields: UnknownFields = .init()
        ) {
            self.argumentNumber = argumentNumber
            self.formatSpecifier = formatSpecifier
            self.variations = variations
            self.unknownFields = unknownFields
        }

        /// The plural variants (`variations.plural`), empty when there are none.
        public var plural: [PluralCategory: Localization] {
            variations?.plural ?? [:]
        }
    }
}
