import L10nResources

/// One key of a string table: its value, the localizer's comment and where it was read.
public struct TableEntry: Sendable, Hashable {
    public var key: String
    public var value: LocalizedValue
    /// The comment written before the entry (`.strings`) or the catalog's `comment`.
    public var comment: String?
    /// The localization whose file answered (`de`, `Base`, a catalog language); plural rules
    /// follow its language by default.
    public var localization: Localization
    /// The file and line the entry was read from (no line for binary property lists).
    public var location: SourceLocation

    public init(key: String, value: LocalizedValue, comment: String? = nil, localization: Localization, location: SourceLocation) {
        self.key = key
        self.value = value
        self.comment = comment
        self.localization = localization
        self.location = location
    }
}
