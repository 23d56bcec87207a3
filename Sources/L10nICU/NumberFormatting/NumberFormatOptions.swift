/// What an ``ICUNumberFormatter`` does, beyond its locale.
///
/// For the skeleton-based styles (decimal, percent, scientific, currency) each option maps to a
/// part of an ICU number skeleton; the rule-based styles (spell-out, ordinal) take no options.
public struct NumberFormatOptions: Hashable, Sendable {
    /// ICU's limit on digit counts in a skeleton.
    public static let maximumDigitCount = 999

    /// The presentation.
    public var style: NumberFormatOptions.Style
    /// Whether to group digits (`1,234`); on by default, as in `String(format:locale:)`.
    public var usesGrouping: Bool
    /// At least this many fraction digits (zeros appended).
    public var minimumFractionDigits: Int?
    /// At most this many fraction digits (rounded half-even).
    public var maximumFractionDigits: Int?
    /// At least this many integer digits (zeros prepended).
    public var minimumIntegerDigits: Int?
    /// A number of significant digits; exclusive with fraction digits.
    public var significantDigits: ClosedRange<Int>?

    /// Creates options; the defaults give ICU's decimal format for the locale with grouping on.
    public init(
        style: NumberFormatOptions.Style = .decimal,
        usesGrouping: Bool = true,
        minimumFractionDigits: Int? = nil,
        maximumFractionDigits: Int? = nil,
        minimumIntegerDigits: Int? = nil,
        significantDigits: ClosedRange<Int>? = nil
    ) {
        self.style = style
        self.usesGrouping = usesGrouping
        self.minimumFractionDigits = minimumFractionDigits
        self.maximumFractionDigits = maximumFractionDigits
        self.minimumIntegerDigits = minimumIntegerDigits
        self.significantDigits = significantDigits
    }

    /// The ICU number skeleton for the skeleton-based styles.
    ///
    /// - Parameter currency: The resolved ISO 4217 code, for the currency style.
    /// - Throws: ``ICUError`` (``ICUError/Reason/invalidOptions``) for contradictory or out-of-range options.
    func skeleton(currency: String?) throws(ICUError) -> String {
        var stems: [String] = []
        switch style {
        case .decimal: break
        case .percent: stems.append("percent scale/100")
        case .scientific: stems.append("scientific")
        case .currency: stems.append("currency/\(currency ?? "XXX")")
        case .spellOut, .ordinal:
            throw ICUError(.invalidOptions, input: "", message: "the \(style) style is rule-based and has no skeleton")
        }
        for (name, count) in [
            ("minimum fraction", minimumFractionDigits), ("maximum fraction", maximumFractionDigits),
            ("minimum integer", minimumIntegerDigits),
        ] {
            if let count, !(0...Self.maximumDigitCount).contains(count) {
                throw ICUError(
                    .invalidOptions, input: "", message: "\(name) digits must be between 0 and \(Self.maximumDigitCount), not \(count)")
            }
        }
        if let significantDigits {
            guard minimumFractionDigits == nil, maximumFractionDigits == nil else {
                throw ICUError(.invalidOptions, input: "", message: "choose significant digits or fraction digits, not both")
            }
            guard significantDigits.lowerBound >= 1, significantDigits.upperBound <= Self.maximumDigitCount else {
                throw ICUError(.invalidOptions, input: "", message: "significant digits must lie within 1...\(Self.maximumDigitCount)")
            }
            stems.append(
                String(repeating: "@", count: significantDigits.lowerBound)
                    + String(repeating: "#", count: significantDigits.count - 1))
        } else if minimumFractionDigits != nil || maximumFractionDigits != nil {
            let minimum = minimumFractionDigits ?? 0
            if let maximum = maximumFractionDigits {
                guard maximum >= minimum else {
                    throw ICUError(
                        .invalidOptions, input: "", message: "maximum fraction digits (\(maximum)) is below the minimum (\(minimum))")
                }
                stems.append(
                    maximum == 0
                        ? "precision-integer"
                        : "." + String(repeating: "0", count: minimum) + String(repeating: "#", count: maximum - minimum))
            } else {
                stems.append("." + String(repeating: "0", count: minimum) + "*")
            }
        }
        if let minimumIntegerDigits {
            stems.append("integer-width/*" + String(repeating: "0", count: minimumIntegerDigits))
        }
        if !usesGrouping {
            stems.append("group-off")
        }
        return stems.joined(separator: " ")
    }
}
