import ArgumentParser
import L10nICU

struct NumberCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "number",
        abstract: "Format a number for a locale with ICU.",
        discussion: """
            VALUE is a decimal number as written (formatted exactly, however large), or nan, inf, -inf. \
            Locale keywords apply: ar@numbers=latn, en_US@numbers=arab.
            """
    )

    enum Style: String, ExpressibleByArgument, CaseIterable {
        case decimal, percent, scientific, currency, spellout, ordinal
    }

    @Option(help: "The locale (ICU ID or BCP 47 tag).")
    var locale: String

    @Option(help: "decimal, percent, scientific, currency, spellout or ordinal.")
    var style: Style = .decimal

    @Option(help: "ISO 4217 currency code for --style currency (default: the locale's currency).")
    var currency: String?

    @Flag(inversion: .prefixedNo, help: "Group digits (1,234).")
    var grouping = true

    @Option(help: "At least this many fraction digits.")
    var minFractionDigits: Int?

    @Option(help: "At most this many fraction digits.")
    var maxFractionDigits: Int?

    @Option(help: "At least this many integer digits.")
    var minIntegerDigits: Int?

    @Option(help: "Significant digits, as N or MIN-MAX.")
    var significantDigits: String?

    @Argument(help: "The number.")
    var value: String

    func validate() throws {
        if currency != nil, style != .currency {
            throw ValidationError("--currency applies only to --style currency")
        }
    }

    func run() throws {
        try CommandFailure.reporting {
            let formatter = try ICUNumberFormatter(locale: LocaleIdentifier(locale), options: options())
            print(try format(value, with: formatter))
        }
    }

    private func options() throws -> NumberFormatOptions {
        let formatStyle: NumberFormatOptions.Style =
            switch style {
            case .decimal: .decimal
            case .percent: .percent
            case .scientific: .scientific
            case .currency: .currency(code: currency)
            case .spellout: .spellOut
            case .ordinal: .ordinal
            }
        return NumberFormatOptions(
            style: formatStyle, usesGrouping: grouping, minimumFractionDigits: minFractionDigits,
            maximumFractionDigits: maxFractionDigits, minimumIntegerDigits: minIntegerDigits,
            significantDigits: try significantDigits.map(parseSignificantDigits))
    }

    private func format(_ value: String, with formatter: ICUNumberFormatter) throws -> String {
        switch value.lowercased() {
        case "nan": return try formatter.string(for: Double.nan)
        case "inf", "+inf", "infinity": return try formatter.string(for: Double.infinity)
        case "-inf", "-infinity": return try formatter.string(for: -Double.infinity)
        default: return try formatter.string(forDecimal: value)
        }
    }

    private func parseSignificantDigits(_ text: String) throws -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let low = Int(parts[0]), let high = Int(parts.last!), low <= high else {
            throw RequestError("--significant-digits takes N or MIN-MAX with MIN <= MAX, not '\(text)'")
        }
        return low...high
    }
}
