import L10nResources

/// Reads a `.strings` file into a table: old-style text as people write it, or the XML or
/// binary property list Xcode compiles it into; Smartling's `KEY##{one}` entries become plural
/// entries.
package enum StringsTableReader {
    /// Reads the bytes of a `.strings` file.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The path, for locations and errors.
    ///   - name: The table's name (the file name without extension).
    ///   - localization: The `.lproj` the file belongs to.
    /// - Throws: `ResourceError` for text CoreFoundation would not read either, or a property
    ///   list that is not a dictionary of strings (naming the key).
    package static func read(bytes: [UInt8], file: String, name: String, localization: Localization) throws(ResourceError) -> StringTable {
        var entries: [TableEntry] = []
        var warnings: [ResourceError] = []
        if PropertyListFormat(detecting: bytes) != nil {
            let root = try PropertyListValue(bytes: bytes, file: file)
            guard case .dictionary(let dictionary) = root else {
                throw ResourceError(
                    .structure, file: file, line: 1, message: "a .strings property list must be a dict, not \(root.typeName)")
            }
            var seen: Set<String> = []
            for item in dictionary.entries {
                guard case .string(let value) = item.value else {
                    throw ResourceError(
                        .structure, file: file, line: item.line, key: item.key,
                        message: "value must be a string, not \(item.value.typeName)")
                }
                if !seen.insert(item.key).inserted {
                    warnings.append(
                        ResourceError(
                            .duplicateKey, file: file, line: item.line, key: item.key, message: "duplicate key; the last one wins"))
                }
                entries.append(
                    TableEntry(
                        key: item.key, value: .text(value), localization: localization,
                        location: SourceLocation(file: file, line: item.line)))
            }
        } else {
            let strings = try StringsFile(bytes: bytes, file: file)
            warnings = strings.warnings
            entries = strings.entries.map {
                TableEntry(
                    key: $0.key, value: .text($0.value), comment: $0.comment, localization: localization,
                    location: SourceLocation(file: file, line: $0.line, column: $0.column))
            }
        }
        let smartling = SmartlingPlurals.grouped(entries, file: file)
        return StringTable(name: name, entries: smartling.entries, warnings: warnings + smartling.warnings)
    }
}
