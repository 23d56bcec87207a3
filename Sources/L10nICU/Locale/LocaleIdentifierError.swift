/// A locale identifier that cannot be used: malformed, or naming a locale ICU has no data for.
public struct LocaleIdentifierError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The identifier as the caller wrote it.
    public let identifier: String
    /// Why it was rejected, phrased to follow the identifier ("is empty").
    public let reason: String

    /// Creates the error for `identifier`; `reason` completes the sentence "locale identifier '…' …".
    public init(identifier: String, reason: String) {
        self.identifier = identifier
        self.reason = reason
    }

    /// One line naming the identifier and the reason.
    public var description: String { "locale identifier '\(identifier)' \(reason)" }
}
