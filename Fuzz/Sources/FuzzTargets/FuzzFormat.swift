import L10n
@_spi(Testing) import L10nFormat
import L10nICU

/// Format-engine target. Input: a locale byte, a control byte (first argument index in its
/// low two bits, Apple's unsigned bug in bit 2, Apple's number data in bit 3), the format string up to a NUL byte, then
/// typed arguments (see ``FuzzValues/arguments(from:limit:)``).
///
/// The formatter (and through it the tokenizer) runs on the format; errors (missing or mismatched
/// arguments, huge widths) are expected, crashes and hangs are not. Pseudo-localizing the format
/// must keep its specifiers: it formats with the same arguments exactly when the format does.
enum FuzzFormat {
    static func run(_ input: inout FuzzInput) {
        let locale = input.choice(FuzzValues.locales)
        let control = input.byte()
        let firstArgumentIndex = Int(control % 4)
        let options = StringFormatter.Options(
            reproducesAppleUnsignedBug: control & 4 != 0, numberData: control & 8 != 0 ? .apple : .system)
        let format = String(decoding: input.part(until: 0), as: UTF8.self)
        let arguments = FuzzValues.arguments(from: &input)
        let formatter = StringFormatter(locale: locale, options: options)
        let general = Result { () throws(FormatError) in
            try formatter.format(format, arguments, firstArgumentIndex: firstArgumentIndex)
        }
        // Prepared (as the Localizer formats its entries): the same text or the same error.
        if firstArgumentIndex == 0 {
            let prepared = Result { () throws(FormatError) in try formatter.formattedByPreparedForm(format, arguments) }
            if prepared != general { fatalError("prepared \(prepared) but general \(general) for \(format.debugDescription)") }
        }
        // The Localizer's prepared form of the same format (as a plain-text entry) must agree.
        if firstArgumentIndex == 0, let rules = try? PluralRules(locale: LocaleIdentifier("en")) {
            FuzzTables.formatBothWays(.text(format), arguments, locale: locale, pluralRules: rules, key: "fuzz")
        }
        if locale != nil {
            _ = try? StringFormatter(locale: nil).format(format, arguments, firstArgumentIndex: firstArgumentIndex)
        }
        // Pseudo-localization disguises the text and never a specifier: the pseudo-localized
        // format takes the same arguments, so it formats exactly when the format does.
        for pseudo in [PseudoLocalization.accented, .rightToLeft] {
            let transformed = pseudo.transform(format)
            let pseudoResult = Result { () throws(FormatError) in
                try formatter.format(transformed, arguments, firstArgumentIndex: firstArgumentIndex)
            }
            if (try? pseudoResult.get()) == nil, (try? general.get()) != nil {
                fatalError(
                    "\(format.debugDescription) formats but its pseudo-localization \(transformed.debugDescription) does not: \(pseudoResult)"
                )
            }
            if (try? pseudoResult.get()) != nil, (try? general.get()) == nil {
                fatalError(
                    "\(transformed.debugDescription) formats but the format \(format.debugDescription) it pseudo-localizes does not: \(general)"
                )
            }
        }
    }
}
