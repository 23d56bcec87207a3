extension NumberFormatOptions {
    /// How a number is presented: decimal, percent, scientific, currency, or spelled out.
    public enum Style: Hashable, Sendable {
        /// Plain decimal: `1,234.5` in `en`, `1.234,5` in `de`.
        case decimal
        /// The value times 100 with the locale's percent sign: `0.25` → `25%`.
        case percent
        /// Scientific notation: `1.2345E3`.
        case scientific
        /// A currency amount. `code` is an ISO 4217 code (`EUR`); `nil` means the locale's own
        /// currency (`ucurr_forLocale`).
        case currency(code: String?)
        /// Words, from ICU's rule-based spell-out rules: `42` → `forty-two`.
        case spellOut
        /// Ordinal numerals, from ICU's rule-based ordinal rules: `2` → `2nd`.
        case ordinal

        /// Whether ICU implements the style with a rule-based formatter (not thread-safe, locked).
        var isRuleBased: Bool {
            switch self {
            case .spellOut, .ordinal: true
            case .decimal, .percent, .scientific, .currency: false
            }
        }
    }
}
