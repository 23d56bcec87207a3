import L10n

/// Something a conversion could not carry into the target format, so that nothing is dropped
/// silently: the caller shows it (the CLI as `l10n: warning: …`).
public struct ConversionIssue: Sendable, Hashable, CustomStringConvertible {
    /// The file the content was read from.
    public var file: String
    /// The key concerned; `nil` for a whole table.
    public var key: String?
    /// The localization concerned, when one.
    public var localization: Localization?
    /// What was dropped or changed, and why.
    public var message: String

    /// Creates an issue.
    public init(file: String, key: String? = nil, localization: Localization? = nil, message: String) {
        self.file = file
        self.key = key
        self.localization = localization
        self.message = message
    }

    /// `file: key 'K' [lang]: message`.
    public var description: String {
        var text = file
        if let key { text += ": key '\(key)'" }
        if let localization { text += " [\(localization)]" }
        return text + ": " + message
    }
}
