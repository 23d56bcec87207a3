import Foundation
import L10nFormat
import L10nTestSupport
import Testing

/// Where we print something other than Foundation on Linux, on purpose. Each test shows both
/// outputs, so a change on either side is noticed.
///
/// 1. Localized unsigned values: Apple formats them as signed (`%llu` of `UInt64.max` is `-1`);
///    we print the value unless `reproducesAppleUnsignedBug` is set (DESIGN §4.3).
/// 2. `%D %U %O` without a locale: Linux CF hands them to glibc, which does not know them and
///    prints the specifier; Apple's libc reads them as `%ld %lu %lo`, and so do we. `%O` with a
///    locale: the same glibc artefact.
/// 3. `%Lf`: Linux CF reads a `long double` where Swift passed a `Double` (garbage, `nan`); we
///    have no `long double`, so `L` reads the `Double`.
/// 4. CLDR data: Foundation bundles ICU 76 (CLDR 46), we use the system ICU 72 (CLDR 42); see
///    `FormatCLDRDifferences` (Arabic exponent and NaN symbols).
/// 5. Inputs that crash CF: a negative `*` precision for a localized `%e`/`%g`, and some `%#@`
///    not closed by a second `@`. We format them.
/// 6. Stringsdict variable names may contain dots (catalogs use them); CF stops a name at a dot.
/// 7. `%s` precision and width count Unicode scalars (never splitting one); `%C` of a lone
///    surrogate prints U+FFFD; a null `%p` prints glibc's `(nil)`.
/// 8. A localized `%g` with a precision in the thousands: Foundation's ICU 76 rejects CF's
///    significant-digit pattern and CF falls back to that many fraction digits (`%.10000g` of
///    1.5 prints `1.5000…`); ICU 72 accepts and clamps it, so we print `1.5`.
/// 9. Widths and precisions above ``StringFormatter/maximumCount`` (10,000) throw instead of
///    printing (CF allocates whatever is asked).
@Suite struct FormatKnownDifferencesTests {
    static let english = Locale(identifier: "en_US")

    @Test func unsignedValuesAreCorrectByDefault() throws {
        #expect(String(format: "%llu", locale: Self.english, UInt64.max) == "-1")
        #expect(try StringFormatter(locale: "en_US").format("%llu", [.uint(.max)]) == "18,446,744,073,709,551,615")
        let apple = StringFormatter(locale: "en_US", options: .init(reproducesAppleUnsignedBug: true))
        #expect(try apple.format("%llu", [.uint(.max)]) == "-1")
    }

    @Test func bsdConversionsWithoutLocale() throws {
        #expect(String(format: "%D|%U|%O", 5, 6, 8) == "%D|%U|%O")
        #expect(try StringFormatter(locale: nil).format("%D|%U|%O", [5, 6, 8]) == "5|6|10")
        #expect(String(format: "%O", locale: Self.english, 8) == "%O")
        #expect(try StringFormatter(locale: "en_US").format("%O", [8]) == "10")
    }

    @Test func longDoubleReadsTheDouble() throws {
        #expect(String(format: "%Lf", 1.5) != "1.500000")
        #expect(try StringFormatter(locale: nil).format("%Lf", [1.5]) == "1.500000")
    }

    @Test func inputsThatCrashCoreFoundation() throws {
        // Not run through Foundation: each of these crashes the process there.
        let formatter = StringFormatter(locale: "hi_IN")
        #expect(try formatter.format("%.*g|%.*e", [-2, 1e300, -3, 2.5]).isEmpty == false)
        #expect(try formatter.format("%#@ – %d", ["a", 5]) == "a – 5")
    }

    @Test func variableNamesMayContainDots() throws {
        let tokens = FormatTokenizer.tokenize("%#@sites.count@")
        guard case .variable(let name, _, _)? = tokens.first?.content else {
            Issue.record("not a variable")
            return
        }
        #expect(name == "sites.count")
        #expect(tokens.count == 1)
    }

    /// `%@` of a number prints what `NSNumber.description(withLocale:)` prints (CF asks the
    /// object for its description with the locale): `%.16g` localized for doubles, `%lld`
    /// localized for integers, values above `Int64.max` plainly; without a locale, Swift's own
    /// descriptions.
    @Test(arguments: [nil, "en_US", "de_DE", "fr_FR", "ar_EG", "hi_IN", "ja_JP"] as [String?])
    func objectNumbersMatchNSNumberDescriptions(locale: String?) throws {
        let foundationLocale = locale.map { Locale(identifier: $0) }
        let formatter = StringFormatter(locale: testLocale(locale))
        let doubles: [Double] = [0, -0.0, 1, 1.0 / 3, 0.1 + 0.2, 1e20, 1.5e-7, 12345678.9, 1234567890123.25, .infinity]
        for value in doubles {
            let expected = FormatCLDRDifferences.normalize(NSNumber(value: value).description(withLocale: foundationLocale))
            #expect(try formatter.format("%@", [.double(value)]) == expected, "\(value)")
        }
        let integers: [Int64] = [0, -1, 1234567, .min, .max]
        for value in integers {
            let expected = NSNumber(value: value).description(withLocale: foundationLocale)
            #expect(try formatter.format("%@", [.int(value)]) == expected, "\(value)")
        }
        let unsigned: [UInt64] = [0, 1234567, .max]
        for value in unsigned {
            let expected = NSNumber(value: value).description(withLocale: foundationLocale)
            #expect(try formatter.format("%@", [.uint(value)]) == expected, "\(value)")
        }
    }
}
