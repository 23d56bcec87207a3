/// Why a format could not be applied to its arguments, and where.
///
/// Where C's `printf` would read garbage (a missing argument, text for `%d`), and where
/// CoreFoundation would crash or allocate without bound, ``StringFormatter`` throws this instead.
public struct FormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The specifier reads a slot beyond the arguments given.
        case missingArgument
        /// The argument's type cannot be read by the conversion (`expected` names what can).
        case typeMismatch(expected: String, actual: String)
        /// A width or precision above ``StringFormatter/maximumCount``.
        case countTooLarge(Int)
        /// The locale identifier is malformed, or ICU failed to format.
        case localeFailure(String)
    }

    /// What went wrong.
    public var reason: Reason
    /// The specifier's text, as written (`%2$*1$d`).
    public var specifier: String
    /// The specifier's UTF-8 byte range in the format.
    public var range: Range<Int>
    /// The zero-based argument slot involved, when there is one.
    public var argumentIndex: Int?

    /// Creates an error.
    public init(reason: Reason, specifier: String, range: Range<Int>, argumentIndex: Int? = nil) {
        self.reason = reason
        self.specifier = specifier
        self.range = range
        self.argumentIndex = argumentIndex
    }

    /// A one-line explanation with the specifier and its position.
    public var description: String {
        let slot = argumentIndex.map { " (argument \($0 + 1))" } ?? ""
        return "format specifier \(specifier) at byte \(range.lowerBound)\(slot) \(problem)"
    }

    /// What is wrong, without the specifier or where it is (`expects an integer, got string`).
    package var problem: String {
        switch reason {
        case .missingArgument: "has no argument"
        case .typeMismatch(let expected, let actual): "expects \(expected), got \(actual)"
        case .countTooLarge(let count): "asks for \(count) characters, above the limit of \(StringFormatter.maximumCount)"
        case .localeFailure(let message): "could not be localized: \(message)"
        }
    }
}
