import FuzzSupport
import L10n
import L10nICU

/// Format-engine target. Input: a locale byte, a first-argument-index byte, the format string
/// up to a NUL byte, then typed arguments (see ``FuzzValues/arguments(from:limit:)``).
///
/// The tokenizer and the formatter run on the same format; errors (missing or mismatched
/// arguments, huge widths) are expected, crashes and hangs are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let locale = input.choice(FuzzValues.locales)
    let firstArgumentIndex = Int(input.byte() % 4)
    let format = String(decoding: input.part(until: 0), as: UTF8.self)
    let arguments = FuzzValues.arguments(from: &input)
    _ = FormatTokenizer.tokenize(format, firstArgumentIndex: firstArgumentIndex)
    _ = try? StringFormatter(locale: locale).format(format, arguments, firstArgumentIndex: firstArgumentIndex)
    // The Localizer's prepared form of the same format (as a plain-text entry) must agree.
    if firstArgumentIndex == 0, let rules = try? PluralRules.forLocale("en") {
        FuzzTables.formatBothWays(.text(format), arguments, locale: locale, pluralRules: rules, key: "fuzz")
    }
    if locale != nil {
        _ = try? StringFormatter(locale: nil).format(format, arguments, firstArgumentIndex: firstArgumentIndex)
    }
    return 0
}
