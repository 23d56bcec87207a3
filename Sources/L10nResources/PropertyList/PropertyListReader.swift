/// Reads XML and binary property lists (``PropertyListValue/init(bytes:file:limits:)``) — `.stringsdict` files, `.strings` files Xcode compiled
/// to binary, `Info.plist` — into ``PropertyListValue``s, without Foundation.
///
/// The readers accept what CoreFoundation's `CFPropertyListCreateWithData` accepts and give
/// the same values, so a table reads the same here as on Apple platforms; the tests check this
/// against CoreFoundation itself. They never trap on input: every malformed file, however
/// hostile, ends in a ``ResourceError`` that says where (line and column for XML, byte offset
/// for binary), within ``PropertyListLimits``.
///
/// Differences from CoreFoundation, where its behaviour does not fit a typed value or a safe
/// reader: a binary `null` object is an error (``PropertyListValue`` has no null); a binary
/// dictionary key that is not a string is an error; an unpaired surrogate in a binary UTF-16
/// string is an ``ResourceError/Reason/encoding`` error (CoreFoundation keeps it, and Swift
/// turns it into U+FFFD); a binary set reads as an array; an XML `encoding=` other than UTF-8
/// or UTF-16 is not honoured.
package enum PropertyListReader {
    /// Reads a property list in either format.
    ///
    /// - Parameters:
    ///   - bytes: The file's content.
    ///   - file: The path to name in errors.
    ///   - limits: Bounds on size, value count and nesting.
    /// - Returns: The root value; dictionary entries keep file order (and, in XML, each key's
    ///   line). A key repeated in XML keeps all its entries, the last of which lookups find, as
    ///   CoreFoundation's does; a key repeated in a binary dictionary keeps only its first
    ///   entry, which is the one CoreFoundation keeps there.
    /// - Throws: ``ResourceError``: ``ResourceError/Reason/syntax`` for malformed XML or binary
    ///   structure (also for bytes that are neither format), ``ResourceError/Reason/structure``
    ///   for misplaced plist elements (an unknown or mismatched tag, a key without a value),
    ///   ``ResourceError/Reason/encoding`` for invalid text, ``ResourceError/Reason/limit`` past
    ///   `limits`.
    package static func read(
        bytes: [UInt8], file: String, limits: PropertyListLimits = .default
    ) throws(ResourceError) -> PropertyListValue {
        guard bytes.count <= limits.maxBytes else {
            throw ResourceError(.limit, file: file, message: "file is \(bytes.count) bytes, more than the limit of \(limits.maxBytes)")
        }
        switch format(of: bytes) {
        case .binary:
            return try BinaryPropertyListParser.parse(bytes, file: file, limits: limits)
        case .xml:
            let utf8 = try DecodedText(bytes: bytes, file: file).utf8
            return try XMLPropertyListParser.parse(utf8, file: file, limits: limits)
        case nil:
            throw ResourceError(.syntax, file: file, line: 1, column: 1, message: "not an XML or binary property list")
        }
    }

    /// Which property-list format `bytes` are in, from their first bytes; `nil` for anything
    /// else, such as an old-style text `.strings` file.
    ///
    /// Binary lists start with `bplist0`. XML ones start, after an optional byte-order mark and
    /// whitespace, with `<?xml`, `<!DOCTYPE`, `<!--`, `<plist`, or (as CoreFoundation also
    /// reads them) a bare plist element such as `<dict>`; UTF-16 and UTF-32 XML are recognized
    /// too. Old-style text never starts that way: its `<…>` is hexadecimal data.
    package static func format(of bytes: [UInt8]) -> PropertyListFormat? {
        if bytes.starts(with: Array("bplist0".utf8)) { return .binary }
        let prefix = PropertyListTextDecoding.asciiPrefix(bytes)
        let text = prefix.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard text.first == UInt8(ascii: "<") else { return nil }
        for opening in ["<?xml", "<!DOCTYPE", "<!--"] where text.starts(with: Array(opening.utf8)) { return .xml }
        let name = text.dropFirst().prefix { XMLPropertyListParser.isNameByte($0) }
        let next = text.dropFirst(1 + name.count).first
        guard next == nil || next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || XMLPropertyListParser.isWhitespace(next ?? 0)
        else { return nil }
        let isElement = XMLPropertyListTag.named(Array(name), start: 0, length: name.count) != nil
        return isElement ? .xml : nil
    }
}
