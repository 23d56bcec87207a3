import Foundation
import L10n
import L10nFormat
import L10nICU
import L10nResources
import L10nTestSupport
import L10nTooling

/// Reading converted files back with the library's readers, and comparing entries.
enum ConversionSupport {
    /// Every table of `bundle`, each in every localization that has it.
    static func tables(of bundle: LocalizationBundle) throws -> [TableLocalizations] {
        try bundle.tableNames.map { name throws(ResourceError) in try TableLocalizations(name: name, of: bundle) }
    }

    /// The converted files read as a bundle would read them: each `.lproj`'s `.stringsdict`
    /// over its `.strings`, each catalog in all its languages.
    static func read(_ files: [ConvertedFile], sourceLanguage: Localization) throws -> [String: TableLocalizations] {
        var tables: [String: TableLocalizations] = [:]
        // `.strings` before `.stringsdict`, so that the `.stringsdict` wins, as in a bundle.
        for file in files.sorted(by: {
            ($0.path.hasSuffix(".stringsdict") ? 1 : 0, $0.path) < ($1.path.hasSuffix(".stringsdict") ? 1 : 0, $1.path)
        }) {
            let parts = file.path.split(separator: "/").map(String.init)
            let fileName = parts.last ?? file.path
            guard let dot = fileName.lastIndex(of: ".") else { continue }
            let name = String(fileName[..<dot])
            let kind = fileName[fileName.index(after: dot)...]
            if kind == "xcstrings" {
                let catalog = try StringCatalog(bytes: file.bytes, file: file.path)
                tables[name] = try TableLocalizations(catalog: catalog, file: file.path, name: name)
                continue
            }
            let localization = Localization(String(parts[0].dropLast(".lproj".count)))
            let table =
                kind == "strings"
                ? try StringTable(strings: file.bytes, file: file.path, name: name, localization: localization)
                : try StringTable(stringsdict: file.bytes, file: file.path, name: name, localization: localization)
            var entry = tables[name] ?? TableLocalizations(name: name, sourceLanguage: sourceLanguage)
            entry.tables[localization] = entry.tables[localization].map { $0.merging(overriddenBy: table) } ?? table
            tables[name] = entry
        }
        return tables
    }

    /// A value with spellings that mean the same made equal: a format that is one plural
    /// variable (`%#@files@`, the name a catalog does not keep) as the plural it is.
    static func normalized(_ value: LocalizedValue) -> LocalizedValue {
        switch value {
        case .text:
            return value
        case .format(let format):
            if format.variables.count == 1, let (name, variable) = format.variables.first,
                format.format == "%#@\(name)@" || format.format.hasSuffix("$#@\(name)@") && format.format.hasPrefix("%"),
                !variable.usesArgPlaceholder, case .plural(let cases) = variable.rule
            {
                return .plural(cases.mapValues { .text($0) })
            }
            // A catalog's substitutions apply to every variant: a variant without variables
            // reads them too, and means its text.
            if !FormatTokenizer.tokenize(format.format).contains(where: { if case .variable = $0.content { true } else { false } }) {
                return .text(format.format)
            }
            return value
        case .plural(let cases):
            return .plural(cases.mapValues(normalized))
        case .device(let cases):
            return .device(cases.mapValues(normalized))
        case .width(let variants):
            return .width(variants.map { WidthVariant(width: $0.width, value: normalized($0.value)) })
        }
    }

    /// The files as path and text, for readable comparisons.
    static func texts(_ files: [ConvertedFile]) -> [String: String] {
        Dictionary(files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }, uniquingKeysWith: { $1 })
    }

    /// Whether two values are equal once normalized, or else give the same strings for
    /// several counts (each device), with `language`'s plural rules and C number output.
    static func formatsAlike(_ lhs: LocalizedValue, _ rhs: LocalizedValue, language: String) throws -> Bool {
        if normalized(lhs) == normalized(rhs) { return true }
        let rules = try PluralRules(locale: LocaleIdentifier(language), allowingRootFallback: true)
        let counts: [FormatArgument] = [0, 1, 2, 3, 5, 11, 21, 22, 101].map { .int($0) } + [.double(1.5)]
        for count in counts {
            for device in [nil, "mac", "iphone"] {
                let arguments = self.arguments(for: rhs, count: count)
                let left = try? lhs.formatted(arguments, locale: nil, pluralRules: rules, device: device)
                let right = try? rhs.formatted(arguments, locale: nil, pluralRules: rules, device: device)
                if left != right { return false }
            }
        }
        return true
    }

    /// Whether `value` has plural variants anywhere.
    static func isPlural(_ value: LocalizedValue) -> Bool {
        switch value {
        case .text: false
        case .format(let format): format.variables.values.contains { if case .plural = $0.rule { true } else { false } }
        case .plural: true
        case .device(let cases): cases.values.contains(where: isPlural)
        case .width(let variants): variants.contains { isPlural($0.value) }
        }
    }

    /// Arguments for a value: a number (`count`) for each numeric slot its strings use, a
    /// name for `%@` slots; four slots at least.
    static func arguments(for value: LocalizedValue, count: FormatArgument) -> [FormatArgument] {
        var kinds: [Int: Bool] = [:]  // slot → is an object
        for text in value.allStrings {
            for token in FormatTokenizer.tokenize(text) {
                if case .specifier(let specifier) = token.content, kinds[specifier.argumentIndex] == nil {
                    kinds[specifier.argumentIndex] = specifier.conversion == .object || specifier.conversion == .s
                }
            }
        }
        let slots = max(4, (kinds.keys.max() ?? 0) + 1)
        return (0..<slots).map { kinds[$0] == true ? .string("Anna") : count }
    }

    /// A folder in the temporary directory holding `files`.
    static func write(_ files: [ConvertedFile]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-convert-\(UUID().uuidString)")
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        return folder
    }
}
