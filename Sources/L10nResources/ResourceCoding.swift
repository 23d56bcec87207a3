// The public faces of the readers and writers: initializers read, `encoded()` writes.

extension PropertyListValue {
    /// Reads a property list, XML or binary: a `.stringsdict`, a `.strings` file Xcode compiled,
    /// an `Info.plist`.
    ///
    /// Accepts what CoreFoundation's `CFPropertyListCreateWithData` accepts and gives the same
    /// values; never traps on input: a malformed file, however hostile, ends in a
    /// ``ResourceError`` that says where (line and column for XML, byte offset for binary).
    ///
    /// - Parameters:
    ///   - bytes: The file's content.
    ///   - file: The path to name in errors.
    ///   - limits: Bounds on size, value count and nesting.
    /// - Throws: ``ResourceError``: ``ResourceError/Reason/syntax`` for malformed XML or binary
    ///   structure (also for bytes that are neither format), ``ResourceError/Reason/structure``
    ///   for misplaced plist elements, ``ResourceError/Reason/encoding`` for invalid text,
    ///   ``ResourceError/Reason/limit`` past `limits`.
    public init(bytes: [UInt8], file: String, limits: PropertyListLimits = .default) throws(ResourceError) {
        self = try PropertyListReader.read(bytes: bytes, file: file, limits: limits)
    }

    /// The property list as UTF-8 XML, the way CoreFoundation writes it (Xcode's layout): the
    /// `<?xml …?>` and DOCTYPE header, tab indentation, dictionary entries in their order.
    public func encodedAsXML() -> [UInt8] {
        PropertyListXMLWriter.utf8(self)
    }
}

extension PropertyListFormat {
    /// The format `bytes` are in, from their first bytes; `nil` for anything else, such as an
    /// old-style text `.strings` file.
    public init?(detecting bytes: [UInt8]) {
        guard let format = PropertyListReader.format(of: bytes) else { return nil }
        self = format
    }
}

extension StringsFile {
    /// The entries as `.strings` text (UTF-8, no byte-order mark) that CoreFoundation, and
    /// ``init(bytes:file:)``, read back as the same entries and comments.
    public func encoded() -> [UInt8] {
        StringsFileWriter.utf8(self)
    }
}

extension StringCatalog {
    /// The catalog as `.xcstrings` JSON, laid out as Xcode writes it, so converted catalogs
    /// diff cleanly against Xcode's own.
    public func encoded() -> [UInt8] {
        StringCatalogWriter.utf8(self)
    }
}
