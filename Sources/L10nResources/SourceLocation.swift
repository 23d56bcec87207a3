/// A position in a resource file, for errors and for lint findings.
///
/// Lines and columns count from 1; columns count Unicode scalars, the way editors show them.
/// Binary property lists have no lines: their locations name only the file.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the caller named it (not resolved or made absolute).
    public var file: String
    /// The 1-based line, or `nil` in a format without lines.
    public var line: Int?
    /// The 1-based column, or `nil` when only the line is known.
    public var column: Int?

    /// Creates a location; `line` and `column` may be omitted when unknown.
    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers and editors recognize (`file` alone without a line).
    public var description: String {
        guard let line else { return file }
        if let column { return "\(file):\(line):\(column)" }
        return "\(file):\(line)"
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.column ?? 0) < (rhs.file, rhs.line ?? 0, rhs.column ?? 0)
    }
}
