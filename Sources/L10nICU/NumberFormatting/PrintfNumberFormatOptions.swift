/// How CoreFoundation configures its ICU number format for one localized printf conversion.
///
/// `String(format:locale:)` formats `%d %u %f %e %g` through a classic ICU `UNumberFormat` whose
/// attributes it sets, in a fixed order, from the specifier (`__CFStringFormatLocalizedNumber`).
/// These options carry exactly those settings, so ``ICUPrintfNumberFormatter`` can reproduce the
/// output, padding quirks included.
package struct PrintfNumberFormatOptions: Hashable, Sendable {
    /// The three ICU formats CF keeps per locale.
    package enum Style: Hashable, Sendable {
        /// The locale's decimal pattern (`%d %u %f`).
        case decimal
        /// The pattern `#E+00` with significant digits (`%e`).
        case scientific
        /// `%g`: a significant-digit pattern `@##…` of `digits` digits, grouped when it is
        /// longer than the locale's grouping, or with `E+00` when `scientific`.
        case significant(digits: Int, scientific: Bool)
    }

    /// Where ICU inserts padding.
    package enum PaddingPosition: Int32, Hashable, Sendable {
        /// Before the sign and prefix (right-justified, the default).
        case beforePrefix = 0
        /// Between the prefix (sign) and the digits.
        case afterPrefix = 1
        /// Before the suffix.
        case beforeSuffix = 2
        /// After everything (left-justified).
        case afterSuffix = 3
    }

    /// The format.
    package var style: Style
    /// Whether a `+` is prepended to the pattern (the `+` flag on a non-negative value).
    package var plusSign: Bool
    /// Maximum fraction digits (the precision).
    package var maximumFractionDigits: Int
    /// Minimum fraction digits (the precision for floating point, 0 for integers).
    package var minimumFractionDigits: Int
    /// ICU's format width: padded up to this many code points.
    package var formatWidth: Int
    /// Minimum integer digits, when CF sets them (zero padding of integers).
    package var minimumIntegerDigits: Int?
    /// Where padding goes.
    package var paddingPosition: PaddingPosition
    /// The padding character CF sets, if any (`" "`, or `"0"` for `%0g`).
    package var paddingCharacter: Unicode.Scalar?
    /// Exactly this many significant digits (`%e`: precision + 1).
    package var significantDigits: Int?
    /// Whose locale data the format uses.
    package var numberData: NumberData

    /// Creates options; every count lies within -1 (CF's negative precision) and
    /// ``ICUPrintfNumberFormatter/maximumCount``.
    package init(
        style: Style, plusSign: Bool = false, maximumFractionDigits: Int = 0, minimumFractionDigits: Int = 0,
        formatWidth: Int = 0, minimumIntegerDigits: Int? = nil, paddingPosition: PaddingPosition = .beforePrefix,
        paddingCharacter: Unicode.Scalar? = " ", significantDigits: Int? = nil, numberData: NumberData = .system
    ) {
        self.style = style
        self.plusSign = plusSign
        self.maximumFractionDigits = maximumFractionDigits
        self.minimumFractionDigits = minimumFractionDigits
        self.formatWidth = formatWidth
        self.minimumIntegerDigits = minimumIntegerDigits
        self.paddingPosition = paddingPosition
        self.paddingCharacter = paddingCharacter
        self.significantDigits = significantDigits
        self.numberData = numberData
    }
}
