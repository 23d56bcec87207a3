import L10nICU
import L10nResources

/// Reads a `.stringsdict` property list into table entries.
///
/// An entry's value is a plain string, a format with variables (`NSStringLocalizedFormatKey`),
/// width variants (`NSStringVariableWidthRuleType`) or device variants
/// (`NSStringDeviceSpecificRuleType`, whose variants may themselves be formats). Variables with a
/// rule type other than `NSStringPluralRuleType` are kept as read and reported.
package enum StringsdictReader {
    package static let formatKey = "NSStringLocalizedFormatKey"
    package static let specTypeKey = "NSStringFormatSpecTypeKey"
    package static let valueTypeKey = "NSStringFormatValueTypeKey"
    package static let pluralRuleType = "NSStringPluralRuleType"
    package static let widthRuleType = "NSStringVariableWidthRuleType"
    package static let deviceRuleType = "NSStringDeviceSpecificRuleType"

    /// Reads the bytes of a `.stringsdict` file (XML or binary property list).
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The path, for locations and errors.
    ///   - name: The table's name (the file name without extension).
    ///   - localization: The `.lproj` (or catalog language) the file belongs to.
    /// - Throws: `ResourceError` for a file that is not a property list, whose top level is not
    ///   a dictionary, or with an entry of the wrong shape (naming the key and its line).
    package static func read(bytes: [UInt8], file: String, name: String, localization: Localization) throws(ResourceError) -> StringTable {
        let root = try PropertyListValue(bytes: bytes, file: file)
        return try table(from: root, file: file, name: name, localization: localization)
    }

    /// Interprets a property list already read as a `.stringsdict`.
    package static func table(
        from root: PropertyListValue, file: String, name: String, localization: Localization
    ) throws(ResourceError) -> StringTable {
        guard case .dictionary(let dictionary) = root else {
            throw ResourceError(
                .structure, file: file, line: 1, message: "the top level of a .stringsdict must be a dict, not \(root.typeName)")
        }
        var reader = EntryReader(file: file)
        var entries: [TableEntry] = []
        var seen: [String: Int?] = [:]
        for item in dictionary.entries {
            if let previous = seen[item.key] {
                reader.warnings.append(
                    ResourceError(
                        .duplicateKey, file: file, line: item.line, key: item.key,
                        message: "duplicate key; this entry replaces the one\(previous.map { " at line \($0)" } ?? "") before it"))
            }
            seen[item.key] = item.line
            let value = try reader.value(of: item.value, key: item.key, line: item.line)
            entries.append(
                TableEntry(
                    key: item.key, value: value, localization: localization,
                    location: SourceLocation(file: file, line: item.line)))
        }
        return StringTable(name: name, entries: entries, warnings: reader.warnings)
    }

    /// Turns property-list values into ``LocalizedValue``s, collecting warnings.
    private struct EntryReader {
        let file: String
        var warnings: [ResourceError] = []

        init(file: String) {
            self.file = file
        }

        mutating func value(of plist: PropertyListValue, key: String, line: Int?) throws(ResourceError) -> LocalizedValue {
            switch plist {
            case .string(let text):
                return .text(text)
            case .dictionary(let dictionary):
                if dictionary[StringsdictReader.formatKey] != nil {
                    return .format(try format(dictionary, key: key, line: line))
                }
                if let widths = dictionary[StringsdictReader.widthRuleType] {
                    return .width(try widthVariants(widths, key: key, line: line))
                }
                if let devices = dictionary[StringsdictReader.deviceRuleType] {
                    return .device(try deviceVariants(devices, key: key, line: line))
                }
                throw error(
                    key: key, line: line,
                    "entry has none of \(StringsdictReader.formatKey), \(StringsdictReader.widthRuleType), \(StringsdictReader.deviceRuleType)"
                )
            default:
                throw error(key: key, line: line, "entry must be a string or a dict, not \(plist.typeName)")
            }
        }

        private mutating func format(_ dictionary: PropertyListDictionary, key: String, line: Int?) throws(ResourceError) -> LocalizedFormat
        {
            guard case .string(let format)? = dictionary[StringsdictReader.formatKey] else {
                throw error(key: key, line: line, "\(StringsdictReader.formatKey) must be a string")
            }
            var variables: [String: FormatVariable] = [:]
            for item in dictionary.entries where item.key != StringsdictReader.formatKey {
                guard case .dictionary(let definition) = item.value else {
                    throw error(key: key, line: item.line ?? line, "variable '\(item.key)' must be a dict, not \(item.value.typeName)")
                }
                variables[item.key] = try variable(item.key, definition, key: key, line: item.line ?? line)
            }
            return LocalizedFormat(format: format, variables: variables)
        }

        private mutating func variable(
            _ name: String, _ definition: PropertyListDictionary, key: String, line: Int?
        ) throws(ResourceError) -> FormatVariable {
            var valueType: String?
            if let type = definition[StringsdictReader.valueTypeKey] {
                guard case .string(let text) = type else {
                    throw error(key: key, line: line, "\(StringsdictReader.valueTypeKey) of variable '\(name)' must be a string")
                }
                valueType = text
            }
            var strings: [(key: String, value: String, line: Int?)] = []
            for item in definition.entries where item.key != StringsdictReader.specTypeKey && item.key != StringsdictReader.valueTypeKey {
                guard case .string(let text) = item.value else {
                    throw error(
                        key: key, line: item.line ?? line,
                        "variant '\(item.key)' of variable '\(name)' must be a string, not \(item.value.typeName)")
                }
                strings.append((item.key, text, item.line))
            }
            let ruleType = definition[StringsdictReader.specTypeKey]?.string ?? ""
            guard ruleType == StringsdictReader.pluralRuleType else {
                warnings.append(
                    ResourceError(
                        .unknownRuleType, file: file, line: line, key: key,
                        message: ruleType.isEmpty
                            ? "variable '\(name)' has no \(StringsdictReader.specTypeKey); kept as read"
                            : "variable '\(name)' has rule type '\(ruleType)', which this runtime does not know; kept as read"))
                return FormatVariable(
                    rule: .unknown(type: ruleType, values: Dictionary(strings.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })),
                    valueType: valueType)
            }
            var cases: [PluralCategory: String] = [:]
            for item in strings {
                guard let category = PluralCategory(keyword: item.key) else {
                    throw error(
                        key: key, line: item.line ?? line,
                        "variable '\(name)' has '\(item.key)', which is not a plural category (zero one two few many other)")
                }
                cases[category] = item.value
            }
            return FormatVariable(rule: .plural(cases), valueType: valueType)
        }

        private mutating func widthVariants(_ plist: PropertyListValue, key: String, line: Int?) throws(ResourceError) -> [WidthVariant] {
            guard case .dictionary(let widths) = plist else {
                throw error(key: key, line: line, "\(StringsdictReader.widthRuleType) must be a dict")
            }
            var variants: [WidthVariant] = []
            for item in widths.entries {
                guard let width = Int(item.key), width >= 0 else {
                    throw error(key: key, line: item.line ?? line, "width '\(item.key)' is not a non-negative integer")
                }
                variants.append(WidthVariant(width: width, value: try value(of: item.value, key: key, line: item.line ?? line)))
            }
            return variants.sorted { $0.width < $1.width }
        }

        private mutating func deviceVariants(
            _ plist: PropertyListValue, key: String, line: Int?
        ) throws(ResourceError) -> [String: LocalizedValue] {
            guard case .dictionary(let devices) = plist else {
                throw error(key: key, line: line, "\(StringsdictReader.deviceRuleType) must be a dict")
            }
            var variants: [String: LocalizedValue] = [:]
            for item in devices.entries {
                if !LocalizedValue.deviceNames.contains(item.key) {
                    warnings.append(
                        ResourceError(
                            .unknownRuleType, file: file, line: item.line ?? line, key: key,
                            message: "device '\(item.key)' is not one Apple defines; kept, but no device will choose it"))
                }
                variants[item.key] = try value(of: item.value, key: key, line: item.line ?? line)
            }
            return variants
        }

        private func error(key: String, line: Int?, _ message: String) -> ResourceError {
            ResourceError(.structure, file: file, line: line, key: key, message: message)
        }
    }
}
