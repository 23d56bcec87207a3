internal import CICUShim
import L10nSupport

/// The minimum number of grouping digits the system ICU's data gives a locale (CLDR's
/// `minimumGroupingDigits`): with 2, as in Polish or Spanish, 1000 prints ungrouped and 10 000
/// grouped.
///
/// ICU's classic `unum_open` formats ignore the locale's minimum unless the attribute
/// `UNUM_MINIMUM_GROUPING_DIGITS` is set to `UNUM_MINIMUM_GROUPING_DIGITS_AUTO`, while
/// CoreFoundation's printf output follows it. Setting the attribute also turns off
/// DecimalFormat's integer fast path (any property that differs from its default does), so
/// ``ICUPrintfNumberFormatter`` sets it only for the locales whose minimum is above 1, where the
/// fast path would group too early anyway; this type tells which those are.
///
/// ICU offers no call that returns the resolved minimum, so it is measured the way ICU applies
/// it: a plain decimal format with the attribute on formats 10^(g+k-1) (g+k digits, g the
/// primary grouping size) grouped exactly when k reaches the minimum; a format of the same
/// number with an unreachable minimum gives the ungrouped text to compare with.
final class ICUMinimumGrouping: Sendable {
    /// The locale's canonical identifier.
    let locale: String
    /// The locale's minimum grouping digits (1 when every grouping position is used, and for
    /// locales that do not group).
    let digits: Int

    /// One past the largest minimum probed; CLDR's values are 1 to 3.
    private static let probeLimit = 5

    /// Measures the locale's minimum (shared through `ICUCaches.minimumGrouping`).
    ///
    /// - Throws: ``ICUError/Reason/failure`` when ICU fails.
    init(locale: LocaleIdentifier) throws(ICUError) {
        self.locale = locale.canonical
        self.digits = try Self.measure(locale.canonical)
    }

    private static func measure(_ locale: String) throws(ICUError) -> Int {
        let opened = try withICUStatus("unum_open", context: "minimum grouping for \(locale)") { status in
            cicu_unum_open(CICU_UNUM_DECIMAL, locale, &status.rawValue)
        }
        guard let format = opened else {
            throw ICUError(function: "unum_open", status: .memoryAllocation, context: locale)
        }
        ICUHandleKind.printfNumberFormat.didOpen()
        defer {
            cicu_unum_close(format)
            ICUHandleKind.printfNumberFormat.didClose()
        }
        let grouping = Int(cicu_unum_getAttribute(format, CICU_UNUM_GROUPING_SIZE))
        // No grouping (or one too wide to probe in 64 bits): the minimum changes nothing.
        guard (1...12).contains(grouping) else { return 1 }
        func text(_ value: Int64, minimum: Int32) throws(ICUError) -> String {
            cicu_unum_setAttribute(format, CICU_UNUM_MINIMUM_GROUPING_DIGITS, minimum)
            return try ICUBuffer.utf16("unum_formatInt64", context: locale) { buffer, capacity, status in
                cicu_unum_formatInt64(format, value, buffer, capacity, &status.rawValue)
            }
        }
        var value: Int64 = 1
        for _ in 0..<grouping { value *= 10 }
        for minimum in 1..<probeLimit {
            let ungrouped = try text(value, minimum: 64)
            if try text(value, minimum: CICU_UNUM_MINIMUM_GROUPING_DIGITS_AUTO) != ungrouped { return minimum }
            value *= 10
        }
        // Never grouped (grouping turned off in the pattern): the attribute changes nothing.
        return 1
    }
}
