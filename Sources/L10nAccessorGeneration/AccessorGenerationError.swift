import L10n

/// Why ``SwiftAccessorGenerator`` wrote nothing: the option, file, line and key at fault.
public struct AccessorGenerationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is: the entry's file and line, or `nil` for a problem with the options.
    public var location: SourceLocation?
    /// The key whose accessor could not be typed, if the problem is one key's.
    public var key: String?
    /// What is wrong, in a sentence without the location.
    public var message: String

    /// Creates an error.
    public init(location: SourceLocation? = nil, key: String? = nil, message: String) {
        self.location = location
        self.key = key
        self.message = message
    }

    /// A file that could not be read, in the reader's words (which name its file and line).
    init(_ error: ResourceError) {
        self.init(message: String(describing: error))
    }

    /// `file:line: key 'k': message`, as compilers print diagnostics.
    public var description: String {
        var prefix = location.map { "\($0): " } ?? ""
        if let key { prefix += "key '\(key)': " }
        return prefix + message
    }
}
