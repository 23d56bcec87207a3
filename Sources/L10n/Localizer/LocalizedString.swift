/// A localized, formatted string and where it came from.
public struct LocalizedString: Sendable, Hashable, CustomStringConvertible {
    /// The text, formatted with the arguments.
    public var string: String
    /// The localization whose table answered (`nil` when the key was missing everywhere).
    public var localization: String?
    /// The file and line of the entry (`nil` when the key was missing).
    public var source: SourceLocation?
    /// The locale numbers were formatted with (`nil`: C output).
    public var locale: String?
    /// Whether the key was missing, so the default value or the key itself was used.
    public var isMissing: Bool

    public var description: String { string }
}

/// A key a lookup did not find, reported to the ``Localizer``'s missing-key handler.
public struct MissingKey: Sendable, Hashable {
    public var key: String
    public var table: String
    /// The localizations looked in, in order.
    public var searchList: [String]

    public init(key: String, table: String, searchList: [String]) {
        self.key = key
        self.table = table
        self.searchList = searchList
    }
}
