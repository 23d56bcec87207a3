import L10n
import L10nFormat
import L10nICU
import L10nResources

/// Writes table entries as a Smartling `.strings` file: plain strings as they are, plurals as
/// one `"KEY##{category}"` entry per CLDR category.
///
/// A format that is one plural variable (with only text around it) becomes a plural group,
/// the text inlined into each variant. What Smartling cannot hold is reported: formats with
/// several variables or other arguments around the variable (the entry is left out), device
/// variants (`other` is kept), width variants (the widest is kept), plural variants that are
/// not plain strings (`other` is kept).
package enum SmartlingConverter {
    /// The `.strings` entries for `entries`, sorted by key, plural groups in CLDR order.
    ///
    /// - Parameters:
    ///   - entries: The table's entries.
    ///   - report: Called with the key and a message for each thing that could not be
    ///     written as it was.
    package static func stringsEntries(_ entries: [TableEntry], report: (_ key: String, _ message: String) -> Void) -> [StringsFile.Entry] {
        var output: [StringsFile.Entry] = []
        for entry in entries.sorted(by: { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }) {
            output += self.entries(key: entry.key, value: entry.value, comment: entry.comment) { report(entry.key, $0) }
        }
        return output
    }

    private static func entries(key: String, value: LocalizedValue, comment: String?, report: (String) -> Void) -> [StringsFile.Entry] {
        switch value {
        case .text(let text):
            return [StringsFile.Entry(key: key, value: text, comment: comment)]
        case .plural(let cases):
            var texts: [PluralCategory: String] = [:]
            for case (let category, .text(let text)) in cases { texts[category] = text }
            guard texts.count == cases.count else {
                report("plural variants that are not plain strings have no Smartling form; the 'other' variant is written alone")
                return fallback(key: key, cases[.other], comment: comment, report: report)
            }
            return group(key: key, texts, comment: comment)
        case .format(let format):
            if let plural = FormatShape.wholePlural(format) {
                return group(key: key, plural.cases, comment: comment)
            }
            if let cases = inlined(format) {
                return group(key: key, cases, comment: comment)
            }
            report(
                "a format with several variables, or with arguments besides its one plural variable, has no Smartling form; the entry is left out"
            )
            return []
        case .device(let cases):
            report("device variants (\(cases.keys.sorted().joined(separator: ", "))) have no Smartling form; only 'other' is kept")
            return fallback(key: key, cases["other"], comment: comment, report: report)
        case .width(let variants):
            report(
                "width variants (\(variants.map { String($0.width) }.joined(separator: ", "))) have no Smartling form; only the widest is kept"
            )
            return fallback(key: key, variants.last?.value, comment: comment, report: report)
        }
    }

    private static func fallback(key: String, _ value: LocalizedValue?, comment: String?, report: (String) -> Void) -> [StringsFile.Entry] {
        guard let value else {
            report("there is no variant to keep; the entry is left out")
            return []
        }
        return entries(key: key, value: value, comment: comment, report: report)
    }

    private static func group(key: String, _ cases: [PluralCategory: String], comment: String?) -> [StringsFile.Entry] {
        cases.sorted { $0.key < $1.key }.map { StringsFile.Entry(key: "\(key)##{\($0.key.rawValue)}", value: $0.value, comment: comment) }
    }

    /// The variants of a format whose only argument is one plural variable reading the first
    /// argument, with the format's text around each variant.
    private static func inlined(_ format: LocalizedFormat) -> [PluralCategory: String]? {
        let utf8 = Array(format.format.utf8)
        var found: (name: String, range: Range<Int>)?
        for token in FormatTokenizer.tokenize(format.format) {
            switch token.content {
            case .literal, .percent:
                continue
            case .variable(let name, 0, false) where found == nil:
                found = (name, token.range)
            default:
                return nil
            }
        }
        guard let found, let variable = format.variables[found.name], case .plural(let cases) = variable.rule,
            variable.argumentNumber == nil || variable.argumentNumber == 1
        else { return nil }
        let prefix = String(decoding: utf8[..<found.range.lowerBound], as: UTF8.self)
        let suffix = String(decoding: utf8[found.range.upperBound...], as: UTF8.self)
        var result: [PluralCategory: String] = [:]
        for (category, text) in cases {
            let variant =
                variable.usesArgPlaceholder
                ? FormatShape.stringsdictVariant(text, position: 0, valueType: variable.valueType) : text
            guard !FormatShape.hasVariable(variant) else { return nil }
            result[category] = prefix + variant + suffix
        }
        let sample = result[.other] ?? result.sorted { $0.key < $1.key }.first?.value ?? ""
        return (FormatShape.firstSlot(sample) ?? 0) == 0 ? result : nil
    }
}
