@_spi(Testing) import L10nFormat
import L10nTestSupport
import Testing

/// The `Localizer` formats its entries from prepared formats: literal text, localized integers
/// and `%@` of strings rendered as steps into a stack buffer, every other token by the
/// general renderer. Both ways must give the same text, or the same error, for every format:
/// here the cases where they could part — tokens mixed in one buffer, output larger than the
/// stack buffer, integer lengths and signs, the unsigned switch, counts, errors.
@Suite struct PreparedFormatTests {
    static let locales: [String?] = [nil, "ru_RU", "ar_EG", "hi_IN", "de_CH", "en_US_POSIX"]

    static let cases: [(format: String, arguments: [FormatArgument])] = [
        // `%c` (a Latin-1 character) next to steps and to each other.
        ("%c%c", [.int(0xC3), .int(0xA9)]),
        ("%c|%c", [.int(0xC3), .int(0xA9)]),
        ("x%cй%c", [.int(0xE2), .int(0x82)]),
        // Larger than the 512-byte stack buffer, before and after a number.
        (String(repeating: "ж", count: 400) + " %d " + String(repeating: "ы", count: 300), [.int(-1_234_567)]),
        (String(repeating: "%d ", count: 200), Array(repeating: .int(1_000_000), count: 200)),
        ("%lld", [.int(5)]),
        ("%5d|%-5d|%05d|%+d|% d", [.int(-42), .int(42), .int(-7), .int(7), .int(7)]),
        ("%hhd %hd %d %ld", [.int(300), .int(70_000), .int(.max), .int(.min)]),
        ("%hhu %hu %u %lu %llu", [.int(-1), .int(-1), .int(-1), .int(-1), .uint(.max)]),
        ("%i %D %U", [.character(0x416), .uint(5), .int(-3)]),
        ("%10000d", [.int(1)]),
        ("%.3d %.d %*d", [.int(5), .int(5), .int(4), .int(5)]),
        ("%@ %@ %@ %@ %@", ["строка", .null, .int(5), .double(2.5), .uint(.max)]),
        ("%2$@ %1$@ %2$@", ["a", "б"]),
        ("%5@|%.1@", ["текст", "текст"]),
        ("%1$#@files@ %d%%", ["x", .int(21)]),
        ("%d", []),
        ("%d", ["text"]),
        ("%@", [.character(0x41)]),
        ("%1$d %3$d", [.int(1), .int(2)]),
        ("%", []),
        ("%k %5", [.int(1)]),
    ]

    @Test(arguments: locales)
    func stepsAnswerAsTheGeneralRenderer(locale: String?) {
        for reproducesBug in [false, true] {
            let formatter = StringFormatter(
                locale: testLocale(locale), options: .init(reproducesAppleUnsignedBug: reproducesBug))
            for (format, arguments) in Self.cases {
                let general = Result { () throws(FormatError) in try formatter.format(format, arguments) }
                let prepared = Result { () throws(FormatError) in try formatter.formattedByPreparedForm(format, arguments) }
                #expect(prepared == general, "\(format.prefix(40)) \(arguments.prefix(5)) [\(locale ?? "nil"), bug \(reproducesBug)]")
            }
        }
    }

    /// A format prepared with one set of switches, formatted by a formatter with another,
    /// formats as the latter (the steps are not used).
    @Test func aFormatterWithOtherSwitchesDoesNotUseTheSteps() throws {
        let correct = StringFormatter(locale: "en_US")
        let buggy = StringFormatter(locale: "en_US", options: .init(reproducesAppleUnsignedBug: true))
        #expect(try correct.formattedByPreparedForm("%u", [.int(-1)]) == "4,294,967,295")
        #expect(try buggy.formattedByPreparedForm("%u", [.int(-1)]) == "-1")
    }
}
