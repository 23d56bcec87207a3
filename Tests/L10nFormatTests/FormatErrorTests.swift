import L10nFormat
import L10nICU
import L10nTestSupport
import Testing

/// What C would leave undefined, and what would make CoreFoundation crash or allocate without
/// bound, is a ``FormatError`` naming the specifier, its position and the argument.
@Suite struct FormatErrorTests {
    static func error(_ format: String, _ arguments: [FormatArgument], locale: String? = nil) -> FormatError? {
        do {
            _ = try StringFormatter(locale: testLocale(locale)).format(format, arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func missingArgument() throws {
        let error = try #require(Self.error("ab %d", []))
        #expect(error.reason == .missingArgument)
        #expect(error.specifier == "%d")
        #expect(error.range == 3..<5)
        #expect(error.argumentIndex == 0)
        #expect(error.description == "format specifier %d at byte 3 (argument 1) has no argument")
        #expect(Self.error("%2$d", [1])?.argumentIndex == 1)
        #expect(Self.error("%*d", [5])?.reason == .missingArgument)
    }

    static let mismatches: [(String, [FormatArgument], String)] = [
        ("%d", ["text"], "an integer"),
        ("%d", [1.5], "an integer"),
        ("%f", ["text"], "a floating-point value"),
        ("%s", [1], "a string"),
        ("%@", [.character(65)], "an object"),
        ("%*d", ["5", 1], "an integer width or precision"),
        ("%C", [.null], "an integer"),
    ]

    @Test(arguments: mismatches) func typeMismatch(format: String, arguments: [FormatArgument], expected: String) {
        for locale in [nil, "de_DE"] {
            guard case .typeMismatch(let wanted, _)? = Self.error(format, arguments, locale: locale)?.reason else {
                Issue.record("\(format) did not report a type mismatch")
                continue
            }
            #expect(wanted == expected)
        }
    }

    @Test func countsAreBounded() throws {
        #expect(Self.error("%999999999d", [1])?.reason == .countTooLarge(999_999_999))
        #expect(Self.error("%99999999999999999999d", [1])?.reason == .countTooLarge(1 << 30))
        #expect(Self.error("%.20000f", [1.0], locale: "en_US")?.reason == .countTooLarge(20000))
        #expect(Self.error("%*d", [-1_000_000, 1])?.reason == .countTooLarge(-1_000_000))
        let widest = try StringFormatter(locale: "en_US").format("%10000d", [1])
        #expect(widest.utf8.count == 10000)
    }

    /// A malformed locale never reaches the formatter: the identifier is refused where it is made.
    @Test func malformedLocaleIsAnError() {
        let malformed = "!!not a locale!!"  // a variable: with a literal, the tests' literal conversion would run
        let error = #expect(throws: ICUError.self) { try LocaleIdentifier(malformed) }
        #expect(error?.reason == .invalidLocale)
    }
}
