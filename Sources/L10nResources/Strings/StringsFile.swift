/// A `.strings` file (old-style property-list text) read exactly as CoreFoundation reads it, with
/// the comments, positions and findings a table loader or linter needs.
///
/// Apple loads `.strings` tables with CoreFoundation's old-style property-list parser, whose
/// quirks decide what an app shows: `\u00fc` is `u00fc`, octal escapes go through the NeXTSTEP
/// encoding, and the parser stops silently at the first character that cannot start a key. This
/// type reproduces that reading byte for byte (``dictionary`` equals what
/// `PropertyListSerialization` returns) and reports, as ``warnings``, what CoreFoundation passes
/// over in silence.
public struct StringsFile: Sendable, Hashable {
    /// One `"key" = "value";` entry as written, with where it is and what the translator was told.
    public struct Entry: Sendable, Hashable {
        /// The key, escapes resolved.
        public var key: String
        /// The value, escapes resolved; equal to the key for the `"key";` shortcut.
        public var value: String
        /// The comments right before the entry, delimiters stripped and each trimmed, joined with
        /// `"\n"`; `nil` when there are none.
        ///
        /// Comments count as the entry's when they follow it without a blank line between; a
        /// comment on the same line as the previous entry's `;` belongs to that entry and is not
        /// kept, and a comment followed by a blank line (a file header) is not attached.
        public var comment: String?
        /// The 1-based line of the key; 0 for an entry that was not read from a file.
        public var line: Int
        /// The 1-based column of the key, in Unicode scalars; 0 for an entry not read from a file.
        public var column: Int

        /// An entry, for building tables to write.
        public init(key: String, value: String, comment: String? = nil, line: Int = 0, column: Int = 0) {
            self.key = key
            self.value = value
            self.comment = comment
            self.line = line
            self.column = column
        }
    }

    /// The entries in file order, repeated keys included.
    public var entries: [Entry]
    /// What was read but deserves attention: repeated keys, text CoreFoundation ignores after an
    /// unexpected character, `\U` escapes that leave a lone surrogate.
    public var warnings: [ResourceError]
    /// The encoding the file was stored in.
    public var encoding: TextEncoding
    /// Whether the file started with a byte-order mark.
    public var hadByteOrderMark: Bool

    /// A file's content, for tests and tools that build one in memory.
    public init(
        entries: [Entry], warnings: [ResourceError] = [], encoding: TextEncoding = .utf8, hadByteOrderMark: Bool = false
    ) {
        self.entries = entries
        self.warnings = warnings
        self.encoding = encoding
        self.hadByteOrderMark = hadByteOrderMark
    }

    /// The table as lookups see it: each key's last value, as CoreFoundation keeps it.
    public var dictionary: [String: String] {
        var table: [String: String] = [:]
        table.reserveCapacity(entries.count)
        for entry in entries {
            table[entry.key] = entry.value
        }
        return table
    }

    /// Reads a `.strings` file's bytes: UTF-8 or UTF-16 (big- or little-endian), with or without a
    /// byte-order mark.
    ///
    /// An empty file, or one holding only whitespace and comments, is an empty table. A file
    /// wrapped in `{ … }` reads as the same table, as in CoreFoundation.
    ///
    /// - Parameters:
    ///   - bytes: The file's content.
    ///   - file: The path to name in errors and warnings.
    /// - Throws: ``ResourceError`` of kind ``ResourceError/Reason/encoding`` for bytes that are not
    ///   text; ``ResourceError/Reason/syntax`` where CoreFoundation abandons the file (a missing `;`
    ///   or `=`, an unterminated string), with line, column and key; and
    ///   ``ResourceError/Reason/structure`` for a key whose last value is a dictionary, array or
    ///   data, or a file that is one string or array rather than a table;
    ///   ``ResourceError/Reason/limit`` for values nested more than 512 levels deep, where
    ///   CoreFoundation gives up too.
    public init(bytes: [UInt8], file: String) throws(ResourceError) {
        let text = try DecodedText(bytes: bytes, file: file)
        var parser = StringsFileParser(utf8: text.utf8, file: file)
        try parser.parse()
        self.init(entries: parser.entries, warnings: parser.warnings, encoding: text.encoding, hadByteOrderMark: text.hadByteOrderMark)
    }
}
