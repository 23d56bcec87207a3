import L10n
import L10nICU

/// Checks shared by the targets that end in a ``StringTable``.
public enum FuzzTables {
    /// Formats up to `limit` entries of `table` the way ``Localizer`` would, with each of a few
    /// argument lists, so values read from hostile files go through expansion and formatting.
    /// Errors are expected (missing arguments, cycles); only crashes, hangs and leaks count.
    public static func format(_ table: StringTable, limit: Int, locale: String?, pluralLanguage: String, arguments: [[FormatArgument]]) {
        guard let rules = try? PluralRules.forLocale(pluralLanguage) else { return }
        for entry in table.entriesInFileOrder.prefix(limit) {
            for list in arguments {
                _ = try? entry.value.formatted(list, locale: locale, pluralRules: rules, key: entry.key)
            }
        }
    }

    /// Reads a property list and, when it is one, interprets it as a `.stringsdict` table.
    public static func readPropertyList(_ bytes: [UInt8]) {
        guard let root = try? PropertyListReader.read(bytes: bytes, file: "fuzz.plist") else { return }
        if let table = try? StringsdictReader.table(from: root, file: "fuzz.plist", name: "fuzz", localization: "en") {
            format(table, limit: 4, locale: nil, pluralLanguage: "en", arguments: [[.int(1)], [.int(2), .string("x")]])
        }
    }
}
