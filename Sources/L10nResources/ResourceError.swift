/// A problem found while reading a localization resource: where it is, which key it concerns,
/// and what is wrong.
///
/// Readers throw it for input they cannot read (a syntax error, an unsupported encoding, a
/// structure that is not a string table) and return it in their `warnings` for input they read
/// but that deserves attention (a duplicate key, an unknown stringsdict rule type). Text files
/// report a line and column; binary property lists report a byte offset instead.
public struct ResourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for callers that react to a class of problems (and for lint rule ids).
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// The file could not be opened or read.
        case unreadable
        /// The bytes are not text in an encoding the format allows (bad UTF-8 or UTF-16).
        case encoding
        /// The text or binary does not follow the format's grammar.
        case syntax
        /// The file parses, but its content is not what the format requires (a `.stringsdict`
        /// whose top level is an array, a `.strings` value that is not a string).
        case structure
        /// The file exceeds a limit that protects the process (size, nesting, object count).
        case limit
        /// A key appears more than once in one table; the last one wins, as in CoreFoundation.
        case duplicateKey
        /// A `.stringsdict` rule type (`NSStringFormatSpecTypeKey`) this runtime does not know;
        /// the entry is kept as read.
        case unknownRuleType
        /// A String Catalog's language whose table an `.lproj` folder also has as `.strings` or
        /// `.stringsdict` files: the files are used and the catalog's strings for that
        /// language are not.
        case shadowedCatalog
    }

    public var reason: Reason
    /// The file's path as the caller named it.
    public var file: String
    /// The 1-based line, for text formats.
    public var line: Int?
    /// The 1-based column in Unicode scalars, for text formats.
    public var column: Int?
    /// The 0-based byte offset, for binary property lists.
    public var byteOffset: Int?
    /// The table key the problem concerns, when there is one.
    public var key: String?
    /// What is wrong, in one sentence without a trailing period.
    public var message: String

    public init(
        _ reason: Reason, file: String, line: Int? = nil, column: Int? = nil, byteOffset: Int? = nil,
        key: String? = nil, message: String
    ) {
        self.reason = reason
        self.file = file
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
        self.key = key
        self.message = message
    }

    /// Where the problem is, as `file:line:column`, `file:line`, `file:@offset` or `file`.
    public var position: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        } else if let byteOffset {
            text += ":@\(byteOffset)"
        }
        return text
    }

    /// `file:line:column: message (key "…")`, the form compilers and editors recognize.
    public var description: String {
        var text = "\(position): \(message)"
        if let key { text += " (key \"\(key)\")" }
        return text
    }
}
