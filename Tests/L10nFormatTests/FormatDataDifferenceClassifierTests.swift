import Foundation
import L10nFormat
import L10nTestSupport
import Testing

/// The classifier explains a difference only by data that differs and accounts for every
/// differing character; anything else stays unexplained (and fails the all-locales test).
@Suite struct FormatDataDifferenceClassifierTests {
    static func classifier(_ locale: String) throws -> FormatDataDifferenceClassifier {
        FormatDataDifferenceClassifier(system: try NumberSymbols.system(locale), foundation: NumberSymbols.foundation(locale))
    }

    @Test func arabicDigitsAndSeparatorsAreData() throws {
        let arabic = try Self.classifier("ar")
        try #require(arabic.system.digits != arabic.foundation.digits, "CLDR 42 gives ar Arabic-Indic digits")
        let ours = try StringFormatter(locale: "ar").format("%8.1f", [.double(-1234.5)])
        let theirs = String(format: "%8.1f", locale: Locale(identifier: "ar"), -1234.5)
        let items = arabic.explain(ours: ours, theirs: theirs, width: 8, leftJustified: false, zeroPadded: false)
        #expect(items == ["digits", "decimal separator", "grouping separator", "minus sign"])
    }

    @Test func otherDifferencesAreNotData() throws {
        let arabic = try Self.classifier("ar")
        // Right symbols, wrong grouping or padding: not explained.
        #expect(arabic.explain(ours: "١٢٣٤", theirs: "1,234", width: nil, leftJustified: false, zeroPadded: false) == nil)
        #expect(arabic.explain(ours: "  ١٬٢٣٤", theirs: "1,234", width: nil, leftJustified: false, zeroPadded: false) == nil)
        #expect(arabic.explain(ours: "١٬٢٣٥", theirs: "1,234", width: nil, leftJustified: false, zeroPadded: false) == nil)
        // Same data on both sides: nothing can be explained.
        let english = try Self.classifier("en_US")
        #expect(english.explain(ours: "1000", theirs: "1,000", width: nil, leftJustified: false, zeroPadded: false) == nil)
        #expect(english.explain(ours: "1,000", theirs: "1,000", width: nil, leftJustified: false, zeroPadded: false) == [])
    }

    @Test func minimumGroupingIsDataOnlyWhereItDiffers() throws {
        let italian = try Self.classifier("it")
        try #require(italian.system.minimumGroupingDigits != italian.foundation.minimumGroupingDigits)
        let ours = try StringFormatter(locale: "it").format("%6d", [.int(1000)])
        let theirs = String(format: "%6d", locale: Locale(identifier: "it"), Int64(1000))
        #expect(
            italian.explain(ours: ours, theirs: theirs, width: 6, leftJustified: false, zeroPadded: false)
                == ["minimum grouping digits"])
        // Grouped where the system's minimum would not group: not data.
        #expect(italian.explain(ours: "1.00", theirs: "100", width: nil, leftJustified: false, zeroPadded: false) == nil)
        // Polish has the same minimum on both sides: its grouping is never data.
        let polish = try Self.classifier("pl")
        #expect(polish.explain(ours: "1 000", theirs: "1000", width: nil, leftJustified: false, zeroPadded: false) == nil)
    }
}
