/// A strict RFC 8259 JSON parser over bytes, with located errors.
///
/// String Catalogs are JSON, and the runtime may not use Foundation, so it parses JSON itself:
/// straight from bytes into ``JSONValue``, building a `String` only for each string token.
///
/// What it accepts is RFC 8259 exactly: any value at the top level, the six escapes plus `\/`
/// and `\uXXXX` (surrogate pairs combined; a lone surrogate escape is an error), no trailing
/// commas, no comments, no leading zeros, no `NaN`. Where RFC 8259 leaves room, it follows
/// Foundation's `JSONSerialization` (CoreFoundation's parser): nesting deeper than 512 levels and
/// numbers beyond `Double`'s range are refused, and a repeated object key keeps both members
/// (lookups take the last) — reported as a warning. Unlike `JSONSerialization`, which accepts
/// `[1,]`, a trailing comma is an error.
package enum JSONParser {
    /// The deepest nesting of arrays and objects accepted, as in `JSONSerialization`.
    package static let defaultMaximumDepth = 512

    /// Parses a JSON file's bytes.
    ///
    /// The bytes may be UTF-8 (with or without a byte-order mark), UTF-16 or UTF-32; see
    /// ``DecodedText``.
    ///
    /// - Parameters:
    ///   - bytes: The file's content.
    ///   - file: The path to name in errors.
    ///   - maximumDepth: The deepest nesting accepted.
    /// - Returns: The value, its position, and duplicate-key warnings.
    /// - Throws: ``ResourceError`` with a line and column: ``ResourceError/Reason/encoding`` for
    ///   bytes that are not text, ``ResourceError/Reason/syntax`` for anything RFC 8259 does not
    ///   allow, ``ResourceError/Reason/limit`` for nesting deeper than `maximumDepth`.
    package static func parse(
        bytes: [UInt8], file: String, maximumDepth: Int = defaultMaximumDepth
    ) throws(ResourceError) -> JSONDocument {
        let text = try DecodedText(bytes: bytes, file: file)
        var document = try parse(utf8: text.utf8, file: file, maximumDepth: maximumDepth)
        document.encoding = text.encoding
        return document
    }

    /// Parses text already known to be UTF-8 (no byte-order mark).
    ///
    /// Invalid UTF-8 inside strings is repaired with U+FFFD rather than trapping; use
    /// ``parse(bytes:file:maximumDepth:)`` to have it reported instead.
    ///
    /// - Throws: ``ResourceError`` as ``parse(bytes:file:maximumDepth:)`` does.
    package static func parse(
        utf8: [UInt8], file: String, maximumDepth: Int = defaultMaximumDepth
    ) throws(ResourceError) -> JSONDocument {
        var scanner = JSONScanner(bytes: utf8, file: file, maximumDepth: maximumDepth)
        return try scanner.parseDocument()
    }
}
