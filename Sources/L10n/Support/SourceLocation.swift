/// A position in a resource file, for errors and for lint findings.
///
/// Lines and columns count from 1; columns count Unicode scalars, the way editors show them.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the caller named it (not resolved or made absolute).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, or `nil` when only the line is known.
    public var column: Int?

    /// Creates a location; `column` may be omitted when only the line is known.
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers and editors recognize.
    public var description: String {
        if let column { return "\(file):\(line):\(column)" }
        return "\(file):\(line)"
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column ?? 0) < (rhs.file, rhs.line, rhs.column ?? 0)
    }
}
