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

    /// One issue per distinct message, in the order first seen, each the first of its kind
    /// with how many more said the same: what a person reads, since a catalog of thousands of
    /// keys may lose the same thing in every one of them.
    public static func summarized(_ issues: [ConversionIssue]) -> [ConversionIssue] {
        var groups: [(first: ConversionIssue, keys: Set<String>, localizations: Set<Localization>, count: Int)] = []
        var index: [String: Int] = [:]
        for issue in issues {
            guard let position = index[issue.message] else {
                index[issue.message] = groups.count
                groups.append((issue, Set([issue.key].compactMap { $0 }), Set([issue.localization].compactMap { $0 }), 1))
                continue
            }
            groups[position].count += 1
            if let key = issue.key { groups[position].keys.insert(key) }
            if let localization = issue.localization { groups[position].localizations.insert(localization) }
        }
        return groups.map { group in
            guard group.count > 1 else { return group.first }
            var issue = group.first
            let keys = group.keys.count == 1 ? "1 key" : "\(group.keys.count) keys"
            let localizations = group.localizations.count == 1 ? "1 localization" : "\(group.localizations.count) localizations"
            issue.message += " (and \(group.count - 1) more like it: \(keys), \(localizations))"
            return issue
        }
    }
}
