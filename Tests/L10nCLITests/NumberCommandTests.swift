import Foundation
import L10nTestSupport
import Testing

@Suite struct NumberCommandTests {
    let l10n: ExecutableRunner

    init() throws {
        l10n = try ExecutableRunner.l10n()
    }

    @Test(arguments: [
        (["--locale", "de_DE", "1234567.891"], "1.234.567,891"),
        (["--locale", "en", "18446744073709551615"], "18,446,744,073,709,551,615"),
        (["--locale", "en", "--", "-9223372036854775808"], "-9,223,372,036,854,775,808"),
        (["--locale", "ar@numbers=latn", "1234"], "1,234"),
        (["--locale", "en_US@numbers=arab", "1234"], "١٬٢٣٤"),
        (["--locale", "en", "--style", "spellout", "42"], "forty-two"),
        (["--locale", "en", "--style", "ordinal", "2"], "2nd"),
        (["--locale", "en", "--style", "percent", "0.25"], "25%"),
        (["--locale", "en", "--style", "scientific", "12345"], "1.2345E4"),
        (["--locale", "en", "--style", "currency", "--currency", "EUR", "3.5"], "€3.50"),
        (["--locale", "en_US", "--style", "currency", "3.5"], "$3.50"),
        (["--locale", "en", "--no-grouping", "--min-integer-digits", "6", "12345"], "012345"),
        (["--locale", "en", "--max-fraction-digits", "2", "3.14159"], "3.14"),
        (["--locale", "en", "--significant-digits", "2", "3.14159"], "3.1"),
        (["--locale", "en", "nan"], "NaN"),
        (["--locale", "en", "inf"], "∞"),
    ])
    func formats(arguments: [String], expected: String) throws {
        let result = try l10n.run(["number"] + arguments)
        #expect(result.exitCode == 0)
        #expect(result.stdoutLines == [expected])
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [
        ["--locale", "xx", "1"],
        ["--locale", "en", "1.2.3"],
        ["--locale", "en", "1e99999"],
        ["--locale", "en", ""],
        ["--locale", "en", "--style", "currency", "--currency", "EURO", "1"],
        ["--locale", "en", "--min-fraction-digits", "5", "--max-fraction-digits", "2", "1"],
        ["--locale", "en", "--significant-digits", "3-1", "1"],
    ])
    func badInputIsOneErrorLineAndExitTwo(arguments: [String]) throws {
        let result = try l10n.run(["number"] + arguments)
        #expect(result.exitCode == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.hasPrefix("l10n: error: "))
    }

    /// Issue 16 §1: `number` already follows CLDR's minimum grouping digits, as Foundation's
    /// `NumberFormatter` does (Polish `1000`, `10 000`).
    @Test func followsMinimumGroupingLikeFoundation() throws {
        let foundation = NumberFormatter()
        foundation.locale = Locale(identifier: "pl")
        foundation.numberStyle = .decimal
        for value in [1000, 10000] {
            let result = try l10n.run(["number", "--locale", "pl", String(value)])
            #expect(result.exitCode == 0)
            #expect(result.stdoutLines == [foundation.string(from: NSNumber(value: value)) ?? "?"])
        }
    }
}
