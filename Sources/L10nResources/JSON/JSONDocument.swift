/// A parsed JSON text: its value, where the value starts, and what the parser noticed.
package struct JSONDocument: Sendable, Hashable {
    /// The top-level value.
    package var value: JSONValue
    /// The 1-based line where the top-level value starts.
    package var line: Int
    /// The 1-based column where the top-level value starts.
    package var column: Int
    /// Non-fatal findings: ``ResourceError/Reason/duplicateKey`` for each repeated object member.
    package var warnings: [ResourceError]
    /// The encoding the bytes were stored in (RFC 8259 asks for UTF-8; Xcode writes UTF-8).
    package var encoding: TextEncoding

    /// Creates a document.
    package init(value: JSONValue, line: Int = 1, column: Int = 1, warnings: [ResourceError] = [], encoding: TextEncoding = .utf8) {
        self.value = value
        self.line = line
        self.column = column
        self.warnings = warnings
        self.encoding = encoding
    }
}
