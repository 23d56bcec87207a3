import L10n
import L10nICU
import L10nTestSupport
import Testing

/// Random entries — formats with variables that nest, refer to themselves or to nothing, with
/// `%arg`, `*` widths, `%%` and junk — formatted with random arguments: a string or a
/// `LocalizationError`, never a crash or a hang.
@Suite struct FormatExpansionPropertyTests {
    static let pieces = [
        "%d", "%@", "%1$d", "%2$@", "%*d", "%.*f", "%3$*1$d", "%%", "%", "%#@a@", "%#@b@", "%1$#@a@", "%2#@b@",
        "%#@missing@", "%arg", "%argument", "%# @a @", "text ", "é", "%lld", "%5.2f", "%s", "%c", "%x", "%999999999d",
    ]
    static let names = ["a", "b"]

    static func text(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    static func value(_ generator: inout SeededGenerator) -> LocalizedValue {
        var variables: [String: FormatVariable] = [:]
        for name in names where Bool.random(using: &generator) {
            var cases: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases where Bool.random(using: &generator) {
                cases[category] = text(&generator)
            }
            variables[name] = FormatVariable(
                rule: .plural(cases), valueType: ["d", "lld", "f", ".1f", nil].randomElement(using: &generator)!,
                argumentNumber: [nil, 1, 2, 3, 0, 99].randomElement(using: &generator)!,
                usesArgPlaceholder: Bool.random(using: &generator))
        }
        let format = LocalizedValue.format(LocalizedFormat(format: text(&generator), variables: variables))
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return .plural([.one: format, .other: .text(text(&generator))])
        case 1: return .device(["iphone": format, "other": .text(text(&generator))])
        case 2: return .width([WidthVariant(width: 1, value: format)])
        default: return format
        }
    }

    static func argument(_ generator: inout SeededGenerator) -> FormatArgument {
        [
            .int(0), .int(1), .int(-5), .int(Int64.max), .uint(UInt64.max), .double(1.5), .double(.nan), .double(-0.0),
            .string("x"), .null, .character(65), .int(10_000_000),
        ].randomElement(using: &generator)!
    }

    @Test func randomEntriesNeverCrash() throws {
        var generator = SeededGenerator(seed: 0x5EED_E7A9)
        let rules = try PluralRules(locale: "ru")
        var formatted = 0
        var failed = 0
        for _ in 0..<3000 {
            let value = Self.value(&generator)
            let arguments = (0..<Int.random(in: 0...4, using: &generator)).map { _ in Self.argument(&generator) }
            do {
                _ = try value.formatted(
                    arguments, locale: ["ru_RU", "ar_EG", nil].randomElement(using: &generator)!,
                    pluralRules: rules, device: "iphone", width: 3,
                    selectsPluralOnDisplayedDigits: Bool.random(using: &generator), key: "random")
                formatted += 1
            } catch {
                failed += 1
            }
        }
        // Both outcomes occur, so the generator reaches the error paths and the happy path.
        #expect(formatted > 100)
        #expect(failed > 100)
    }
}
