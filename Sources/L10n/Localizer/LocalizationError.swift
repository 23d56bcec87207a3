/// Why a localized string could not be produced.
public struct LocalizationError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// A table file could not be read (``resource`` says where and why).
        case resource
        /// The format and the arguments do not fit (``format`` says which specifier).
        case format
        /// A plural variable reads an argument that was not given.
        case missingArgument
        /// Variables or variants nest deeper than the limit (a cycle, most likely).
        case expansionDepth
        /// The format names a `%#@variable@` the entry does not define.
        case undefinedVariable
        /// A variable's rule type cannot be evaluated (it was kept when the file was read).
        case unknownRule
        /// No plural rules for the language or locale asked for.
        case pluralRules
        /// The bundle has no localizations at all.
        case noLocalization
    }

    public var kind: Kind
    /// The key being localized, when known.
    public var key: String?
    public var message: String
    /// The underlying reading error, for ``Kind/resource``.
    public var resource: ResourceError?
    /// The underlying format error, for ``Kind/format``.
    public var format: FormatError?

    public init(_ kind: Kind, key: String? = nil, message: String, resource: ResourceError? = nil, format: FormatError? = nil) {
        self.kind = kind
        self.key = key
        self.message = message
        self.resource = resource
        self.format = format
    }

    /// `message (key "…")`, with the file position first for resource errors.
    public var description: String {
        if let resource { return resource.description }
        var text = message
        if let key { text += " (key \"\(key)\")" }
        return text
    }
}
