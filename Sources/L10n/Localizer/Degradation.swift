/// An answer that did not come from the entry the request's localization would have given:
/// which localization could not answer, why, and which one answered instead
/// (``FailurePolicy/degrade``).
///
/// Carried by the result (``LocalizedString/degradation``) and reported as
/// ``LocalizationEvent/degraded(_:)``; `L10nObservability`'s reporter logs each distinct one
/// (kind, key, localization, table) once and counts the rest.
public struct Degradation: Sendable, Hashable, CustomStringConvertible {
    /// Why the localization could not answer.
    public enum Reason: Sendable, Hashable {
        /// Its table does not have the key.
        case missingKey
        /// Its entry or table failed: a file that cannot be read, an entry validation found
        /// broken, a format that does not fit the call's arguments, plural rules that cannot
        /// be opened. The error names the file, line and key.
        case failed(LocalizationError)

        /// The reason's name, as logs and metrics label it: `missingKey`, or the error's
        /// reason (`format`, `resource`, `invalidEntry`, …).
        public var name: String {
            switch self {
            case .missingKey: "missingKey"
            case .failed(let error): error.reason.name
            }
        }
    }

    /// The key looked up.
    public var key: String
    /// The table it was looked up in.
    public var table: String
    /// The localization that could not answer: the request's chosen one, or (for a failure)
    /// the one whose entry failed.
    public var localization: Localization
    /// The localization that answered instead.
    public var answeredBy: Localization
    public var reason: Reason

    public init(key: String, table: String, localization: Localization, answeredBy: Localization, reason: Reason) {
        self.key = key
        self.table = table
        self.localization = localization
        self.answeredBy = answeredBy
        self.reason = reason
    }

    /// The failure ``FailurePolicy/strict`` throws instead of this answer.
    var error: LocalizationError {
        switch reason {
        case .failed(let error):
            return error
        case .missingKey:
            return LocalizationError(
                .missingKey, key: key, message: "the table '\(table)' of '\(localization)' does not have the key",
                localization: localization)
        }
    }

    /// `'greeting' (table 'Localizable') answered by 'en' instead of 'de': <why>`.
    public var description: String {
        let why: String
        switch reason {
        case .missingKey: why = "the key is missing"
        case .failed(let error): why = error.description
        }
        return "'\(key)' (table '\(table)') answered by '\(answeredBy)' instead of '\(localization)': \(why)"
    }
}

/// An entry as validation names it: its file, its localization (a catalog's languages share
/// one file) and its key.
struct EntryAddress: Sendable, Hashable {
    let file: String
    let localization: Localization?
    let key: String

    init(_ entry: TableEntry) {
        file = entry.location.file
        localization = entry.localization
        key = entry.key
    }

    /// The entry an error names, when it names a file and a key.
    init?(_ error: LocalizationError) {
        guard let key = error.key, let file = error.source?.file else { return nil }
        self.file = file
        self.localization = error.localization
        self.key = key
    }
}
