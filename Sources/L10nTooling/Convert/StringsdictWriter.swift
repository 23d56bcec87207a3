import L10n
import L10nICU
import L10nResources

/// Writes table entries as a `.stringsdict`: plain strings, formats with variables, and width
/// and device variants, in the layout people and Xcode write (XML, tabs, keys sorted,
/// `NSStringLocalizedFormatKey` first, plural categories in CLDR order).
///
/// Values without a `.stringsdict` spelling are named in the issues the caller collects:
/// plural variants that are not plain strings, and catalog substitutions whose `argNum` is not
/// their own position.
package enum StringsdictWriter {
    /// The entries as `.stringsdict` XML, sorted by key.
    ///
    /// - Parameters:
    ///   - entries: The table's entries.
    ///   - report: Called with the key and a message for each thing that could not be
    ///     written as it was.
    package static func utf8(_ entries: [TableEntry], report: (_ key: String, _ message: String) -> Void) -> [UInt8] {
        var dictionary = PropertyListDictionary()
        for entry in entries.sorted(by: { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }) {
            let value = propertyList(for: entry.value) { report(entry.key, $0) }
            dictionary.entries.append(.init(key: entry.key, value: value))
        }
        return PropertyListXMLWriter.utf8(.dictionary(dictionary))
    }

    /// One value as the property list a `.stringsdict` holds for it.
    static func propertyList(for value: LocalizedValue, report: (String) -> Void) -> PropertyListValue {
        switch value {
        case .text(let text):
            return .string(text)
        case .format(let format):
            return formatDictionary(format, report: report)
        case .plural(let cases):
            guard let format = LocalizedFormat(plainPlural: cases) else {
                let fallback = cases[.other] ?? cases.sorted { $0.key < $1.key }.first?.value ?? .text("")
                report(
                    "plural variants that are not plain strings (or that use %#@variables@) have no .stringsdict form; the 'other' variant is written alone"
                )
                return propertyList(for: fallback, report: report)
            }
            return formatDictionary(format, report: report)
        case .device(let cases):
            var devices = PropertyListDictionary()
            for (name, variant) in cases.sorted(by: { $0.key < $1.key }) {
                devices.entries.append(.init(key: name, value: propertyList(for: variant, report: report)))
            }
            return .dictionary(PropertyListDictionary([.init(key: StringsdictReader.deviceRuleType, value: .dictionary(devices))]))
        case .width(let variants):
            var widths = PropertyListDictionary()
            for variant in variants.sorted(by: { $0.width < $1.width }) {
                widths.entries.append(.init(key: "\(variant.width)", value: propertyList(for: variant.value, report: report)))
            }
            return .dictionary(PropertyListDictionary([.init(key: StringsdictReader.widthRuleType, value: .dictionary(widths))]))
        }
    }

    private static func formatDictionary(_ format: LocalizedFormat, report: (String) -> Void) -> PropertyListValue {
        let text = format.formatKeyText
        var dictionary = PropertyListDictionary([.init(key: StringsdictReader.formatKey, value: .string(text))])
        let slots = FormatShape.variableSlots(format)
        for (name, variable) in format.variables.sorted(by: { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }) {
            let slot = slots[name]?.slot ?? variable.argumentNumber.map { $0 - 1 } ?? 0
            for variant in variable.allStrings where FormatShape.hasMisplacedVariable(variant, base: slot, variables: format.variables) {
                report(
                    "a variant of variable '\(name)' uses a variable whose argNum is not its position; a .stringsdict reads it at its position: '\(variant)'"
                )
            }
            var definition = PropertyListDictionary()
            switch variable.rule {
            case .plural(let cases):
                definition.entries.append(.init(key: StringsdictReader.specTypeKey, value: .string(StringsdictReader.pluralRuleType)))
                if let type = variable.valueType {
                    definition.entries.append(.init(key: StringsdictReader.valueTypeKey, value: .string(type)))
                }
                for (category, text) in cases.sorted(by: { $0.key < $1.key }) {
                    let variant =
                        variable.usesArgPlaceholder
                        ? FormatShape.stringsdictVariant(text, position: slot, valueType: variable.valueType) : text
                    definition.entries.append(.init(key: category.rawValue, value: .string(variant)))
                }
            case .unknown(let type, let values):
                if !type.isEmpty {
                    definition.entries.append(.init(key: StringsdictReader.specTypeKey, value: .string(type)))
                }
                if let type = variable.valueType {
                    definition.entries.append(.init(key: StringsdictReader.valueTypeKey, value: .string(type)))
                }
                for (key, text) in values.sorted(by: { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }) {
                    definition.entries.append(.init(key: key, value: .string(text)))
                }
            }
            dictionary.entries.append(.init(key: name, value: .dictionary(definition)))
        }
        return .dictionary(dictionary)
    }
}
