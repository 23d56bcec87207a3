import L10n

/// One key's accessor before it is written: what it is called, what it takes, what its
/// documentation says.
struct StringAccessor {
    var key: String
    /// The member's name (unescaped), unique in its table; set once all keys are known.
    var name = ""
    var parameters: [AccessorParameter]
    /// The translator's comment (`/* */` before a `.strings` entry, a catalog's `comment`).
    var comment: String?
    /// What the development language shows: the text, the format, or a plural's `other`.
    var developmentText: String?

    /// The accessor for `entry`, typed from the specifiers its development value reads.
    ///
    /// - Throws: ``AccessorGenerationError`` naming the entry's file, line and key when the
    ///   value refers to a variable it does not define, or reads one argument as two types.
    init(_ entry: TableEntry) throws(AccessorGenerationError) {
        let signature = FormatSignature(entry.value)
        if let undefined = signature.undefined.first {
            throw AccessorGenerationError(
                location: entry.location, key: entry.key,
                message: "the format refers to variable '\(undefined)', which the entry does not define")
        }
        // `%d` and `%lld` of one argument are both `Int`; anything else has no one Swift type.
        if let conflict = signature.conflict, Set([conflict.first, conflict.second]) != [.int32, .int64] {
            throw AccessorGenerationError(
                location: entry.location, key: entry.key,
                message: "argument \(conflict.slot + 1) is read as \(conflict.first.rawValue) and as \(conflict.second.rawValue)")
        }
        key = entry.key
        parameters = AccessorParameter.parameters(for: signature)
        comment = entry.comment
        developmentText = Self.shownText(entry.value)
    }

    /// The string a reader of the accessor's documentation recognizes the key by.
    private static func shownText(_ value: LocalizedValue) -> String? {
        switch value {
        case .text(let text): text
        case .format(let format): format.format
        case .plural(let cases): (cases[.other] ?? cases.min { $0.key < $1.key }?.value).flatMap(shownText)
        case .device(let cases): (cases["other"] ?? cases.min { $0.key < $1.key }?.value).flatMap(shownText)
        case .width(let variants): variants.last.flatMap { shownText($0.value) }
        }
    }
}
