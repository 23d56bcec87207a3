import L10nResources

extension StringTable {
    /// Reads a `.strings` file: old-style text as people write it (UTF-8 or UTF-16, with or
    /// without a byte-order mark), or the XML or binary property list Xcode compiles it into.
    /// Smartling's `KEY##{one}` entries become plural entries.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The path, for locations and errors.
    ///   - name: The table's name (the file name without extension).
    ///   - localization: The `.lproj` the file belongs to.
    /// - Throws: `ResourceError` for text CoreFoundation would not read either, or a property
    ///   list that is not a dictionary of strings (naming the key).
    public init(strings bytes: [UInt8], file: String, name: String, localization: Localization) throws(ResourceError) {
        self = try StringsTableReader.read(bytes: bytes, file: file, name: name, localization: localization)
    }

    /// Reads a `.stringsdict` file (XML or binary property list).
    ///
    /// An entry's value is a plain string, a format with variables (`NSStringLocalizedFormatKey`),
    /// width variants (`NSStringVariableWidthRuleType`) or device variants
    /// (`NSStringDeviceSpecificRuleType`). Variables with a rule type other than
    /// `NSStringPluralRuleType` are kept as read and reported in ``warnings``.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The path, for locations and errors.
    ///   - name: The table's name (the file name without extension).
    ///   - localization: The `.lproj` (or catalog language) the file belongs to.
    /// - Throws: `ResourceError` for a file that is not a property list, whose top level is not
    ///   a dictionary, or with an entry of the wrong shape (naming the key and its line).
    public init(stringsdict bytes: [UInt8], file: String, name: String, localization: Localization) throws(ResourceError) {
        self = try StringsdictReader.read(bytes: bytes, file: file, name: name, localization: localization)
    }

    /// One language of a String Catalog, the way Xcode compiles it into that language's
    /// `.strings` and `.stringsdict`.
    ///
    /// Entries that cannot be a runtime string (a `stringSet` list of phrases, a localization
    /// with no string at all) are left out and reported in ``warnings``.
    ///
    /// - Parameters:
    ///   - catalog: The catalog, as read.
    ///   - file: The catalog's path, for locations and errors.
    ///   - name: The table's name (the catalog's file name without extension).
    ///   - localization: The catalog language whose strings to take.
    /// - Throws: `ResourceError` for a substitution whose variants are not strings.
    public init(catalog: StringCatalog, file: String, name: String, localization: Localization) throws(ResourceError) {
        self = try CatalogTableReader.table(from: catalog, file: file, name: name, language: localization)
    }
}
