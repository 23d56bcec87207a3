@_spi(Testing) import L10n
import L10nICU

/// Checks shared by the targets that end in a ``StringTable``.
enum FuzzTables {
    /// Formats up to `limit` entries of `table` the way ``Localizer`` would, with each of a few
    /// argument lists, so values read from hostile files go through expansion and formatting.
    /// Errors are expected (missing arguments, cycles); only crashes, hangs and leaks count.
    static func format(
        _ table: StringTable, limit: Int, locale: LocaleIdentifier?, pluralLanguage: String, arguments: [[FormatArgument]]
    ) {
        guard let rules = try? PluralRules(locale: LocaleIdentifier(pluralLanguage)) else { return }
        for entry in table.entriesInFileOrder.prefix(limit) {
            for list in arguments {
                formatBothWays(entry.value, list, locale: locale, pluralRules: rules, key: entry.key)
            }
        }
    }

    /// Formats `value` as ``LocalizedValue/formatted(_:locale:pluralRules:device:width:selectsPluralOnDisplayedDigits:key:source:)``
    /// does and through the form the ``Localizer`` compiles, and stops the run when they
    /// disagree: a different text, a text where the ordinary path throws, or a call handed to
    /// the ordinary path that it answers (the compiled form hands over only calls that fail).
    static func formatBothWays(
        _ value: LocalizedValue, _ arguments: [FormatArgument], locale: LocaleIdentifier?, pluralRules: PluralRules,
        device: String? = nil, width: Int? = nil, selectsPluralOnDisplayedDigits: Bool = false, key: String
    ) {
        let ordinary = Result { () throws(LocalizationError) in
            try value.formatted(
                arguments, locale: locale, pluralRules: pluralRules, device: device, width: width,
                selectsPluralOnDisplayedDigits: selectsPluralOnDisplayedDigits, key: key)
        }
        let compiled = value.formattedByCompiledForm(
            arguments, locale: locale, pluralRules: pluralRules, device: device, width: width,
            selectsPluralOnDisplayedDigits: selectsPluralOnDisplayedDigits, key: key)
        switch (compiled, ordinary) {
        case (.none, _), (.some(.none), .failure):
            return
        case (.some(.some(let text)), .success(let expected)) where text == expected:
            return
        default:
            fatalError("compiled form disagrees for \(key) \(arguments): compiled \(String(describing: compiled)), ordinary \(ordinary)")
        }
    }

    /// Reads a property list and, when it is one, interprets it as a `.stringsdict` table
    /// (`StringTable(stringsdict:)` runs the property-list reader on every input first).
    static func readPropertyList(_ bytes: [UInt8]) {
        if let table = try? StringTable(stringsdict: bytes, file: "fuzz.plist", name: "fuzz", localization: "en") {
            format(table, limit: 4, locale: nil, pluralLanguage: "en", arguments: [[.int(1)], [.int(2), .string("x")]])
        }
    }
}
