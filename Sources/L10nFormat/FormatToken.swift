/// One piece of a format string, with where it came from.
///
/// Ranges are UTF-8 byte offsets into the format string, so callers can slice `format.utf8`
/// without re-scanning and report positions in diagnostics.
package struct FormatToken: Sendable, Hashable {
    /// What the piece holds.
    package enum Content: Sendable, Hashable {
        /// Text copied as is.
        case literal
        /// `%%`: a single `%`.
        case percent
        /// A conversion specifier that reads arguments.
        case specifier(FormatSpecifier)
        /// A stringsdict variable `%[n$]#@name@`, which reads the value at `argumentIndex`.
        case variable(name: String, argumentIndex: Int, hasExplicitPosition: Bool)
        /// A specifier CoreFoundation cannot parse (`%k`, `%'d`, `%5%`, a `%` at the end).
        ///
        /// CF prints the one character right after the `%` (`emitted`, if any) and drops the rest
        /// of what it consumed: `%k` prints `k`, `%5k` prints `5`. At the end of the format, a spec
        /// cut off after a number or `.` prints that way too (`%5` prints `5`), any other prints
        /// nothing (`%`, `%l`, `%1$`).
        case malformed(emitted: Range<Int>?)
    }

    /// What the piece holds.
    package var content: Content
    /// The piece's UTF-8 byte range in the format.
    package var range: Range<Int>

    /// Creates a token.
    package init(_ content: Content, range: Range<Int>) {
        self.content = content
        self.range = range
    }
}
