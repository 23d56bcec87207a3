import L10n
import L10nICU

/// Stringsdict-expansion target. Input: a formatting-locale byte, a plural-language byte, a
/// device byte, a width byte, an argument-count byte, typed arguments, then a `.stringsdict`
/// property list (XML or binary). Every entry (up to 16) is formatted as ``Localizer`` formats
/// one: variants chosen by the plural rules (from the entry's language or the formatting locale,
/// as ``PluralRuleSource`` allows), device and width, variables expanded, numbers formatted —
/// through the ordinary path and through the compiled form, which must agree.
enum FuzzStringsdict {
    static func run(_ input: inout FuzzInput) {
        let locale = input.choice(FuzzValues.locales)
        let pluralLanguage = input.choice(FuzzValues.pluralLanguages)
        let device = input.choice(FuzzValues.devices)
        let width = Int(Int8(bitPattern: input.byte()))
        let argumentCount = Int(input.byte() % 5)
        var arguments: [FormatArgument] = []
        for _ in 0..<argumentCount {
            arguments += FuzzValues.arguments(from: &input, limit: 1)
        }
        guard
            let table = try? StringTable(
                stringsdict: input.rest(), file: "fuzz.stringsdict", name: "fuzz", localization: Localization(pluralLanguage)),
            let rules = try? PluralRules(locale: LocaleIdentifier(pluralLanguage))
        else { return }
        for entry in table.entriesInFileOrder.prefix(16) {
            for selectsOnDisplayedDigits in [false, true] {
                FuzzTables.formatBothWays(
                    entry.value, arguments, locale: locale, pluralRules: rules, device: device, width: width == 0 ? nil : width,
                    selectsPluralOnDisplayedDigits: selectsOnDisplayedDigits, key: entry.key)
            }
        }
    }
}
