import L10nICU

/// A pseudo-localization: the development language's strings disguised as a translation, so
/// that screens and responses can be checked for hard-coded text, truncation, concatenation and
/// right-to-left layout before any translator is involved.
///
/// ```swift
/// PseudoLocalization.accented.transform("Hello, %@!")      // "[Ĥéļļö, %@! öñ]"
/// PseudoLocalization.rightToLeft.transform("%d files")    // "%d \u{200F}\u{202E}files\u{202C}\u{200F}"
/// ```
///
/// The transformation keeps every format specifier exactly as the format engine reads it —
/// positional (`%1$@`), with flags, width, precision and length (`%-08.2lf`), `%%`, stringsdict
/// variables (`%#@files@`), String Catalog `%arg` placeholders and specifiers the engine cannot
/// parse — so the pseudo string takes the same arguments as the original. Only the text between
/// specifiers changes:
/// - ``Style/accented`` replaces each ASCII letter by an accented look-alike (`a` → `å`);
/// - ``Style/rightToLeft`` wraps each word in a right-to-left override (U+200F U+202E … U+202C
///   U+200F), so it displays mirrored as a right-to-left language would lay it out.
///
/// Elongation: a text of *n* characters (specifiers not counted) gets ⌈*n* × (``elongation`` − 1)⌉
/// more, taken from the words `one two three …` and transformed like the text, appended at its
/// end — translations are often a third longer than English. Brackets (`[…]`) around a whole
/// string show where it was cut off or glued to another.
///
/// Plural variants follow the pseudo language's own categories (``localization``'s CLDR rules,
/// so `ar-XB` has `zero one two few many other`): each takes the development language's variant
/// of the same category, or its `other`; a `zero` variant is kept, since it applies to 0 in
/// every language.
public struct PseudoLocalization: Sendable, Hashable {
    /// How the letters of a string are disguised.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// ASCII letters become accented look-alikes: the text stays readable and every string
        /// that did not go through the localization stands out.
        case accented
        /// Words are forced right to left, to check layouts that right-to-left languages mirror.
        case rightToLeft = "rtl"
    }

    /// How letters are disguised.
    public let style: Style
    /// How many times longer than the original the text becomes, from 1 to ``maximumElongation``.
    public let elongation: Double
    /// Whether each whole string is put in `[` `]`.
    public let isBracketed: Bool
    /// The localization name requests use (`en-XA`, `ar-XB`): its language gives the plural rules.
    public let localization: Localization

    /// The largest ``elongation``: longer strings show nothing more and cost memory.
    public static let maximumElongation = 10.0

    /// `en-XA`: accented, 30 % longer, bracketed (the name Android gives its accented pseudo-locale).
    public static let accented = PseudoLocalization(style: .accented)
    /// `ar-XB`: words right to left, not elongated, not bracketed (Android's right-to-left
    /// pseudo-locale; its Arabic language gives it Arabic plural categories).
    public static let rightToLeft = PseudoLocalization(style: .rightToLeft)

    /// Creates a pseudo-localization.
    ///
    /// - Parameters:
    ///   - style: How letters are disguised.
    ///   - elongation: The length factor; `nil` for the style's default (1.3 accented, 1 right
    ///     to left). Values below 1 (and NaN) are read as 1, above ``maximumElongation`` as it.
    ///   - isBracketed: Whether strings are put in brackets; `nil` for the style's default
    ///     (accented yes, right to left no).
    ///   - localization: The localization name; `nil` for `en-XA` (accented) or `ar-XB`.
    public init(style: Style, elongation: Double? = nil, isBracketed: Bool? = nil, localization: Localization? = nil) {
        self.style = style
        let factor = elongation ?? (style == .accented ? 1.3 : 1)
        self.elongation = factor >= 1 ? min(factor, Self.maximumElongation) : 1
        self.isBracketed = isBracketed ?? (style == .accented)
        self.localization = localization ?? (style == .accented ? "en-XA" : "ar-XB")
    }

    /// `text` pseudo-localized, its format specifiers unchanged.
    public func transform(_ text: String) -> String {
        transform(text, bracketed: isBracketed)
    }

    /// A table value pseudo-localized: every string of it, plural variants remapped to the
    /// pseudo language's categories. A whole string is bracketed, a variable's variant (part of
    /// one) is not.
    public func transform(_ value: LocalizedValue) -> LocalizedValue {
        transform(value, categories: pluralCategories)
    }

    private func transform(_ value: LocalizedValue, categories: [PluralCategory]?) -> LocalizedValue {
        switch value {
        case .text(let text):
            return .text(transform(text))
        case .format(let format):
            let variables = format.variables.mapValues { variable in
                var variable = variable
                switch variable.rule {
                case .plural(let cases):
                    variable.rule = .plural(pluralVariants(cases, categories: categories).mapValues { transform($0, bracketed: false) })
                case .unknown(let type, let values):
                    variable.rule = .unknown(type: type, values: values.mapValues { transform($0, bracketed: false) })
                }
                return variable
            }
            return .format(LocalizedFormat(format: transform(format.format), variables: variables))
        case .plural(let cases):
            return .plural(pluralVariants(cases, categories: categories).mapValues { transform($0, categories: categories) })
        case .device(let cases):
            return .device(cases.mapValues { transform($0, categories: categories) })
        case .width(let variants):
            return .width(variants.map { WidthVariant(width: $0.width, value: transform($0.value, categories: categories)) })
        }
    }

    /// `table` pseudo-localized, its entries belonging to ``localization`` (whose language then
    /// chooses plural variants) and still naming the development language's file and line.
    package func transform(_ table: StringTable) -> StringTable {
        let categories = pluralCategories
        let entries = table.entries.values.map { entry in
            var entry = entry
            entry.value = transform(entry.value, categories: categories)
            entry.localization = localization
            return entry
        }
        return StringTable(name: table.name, entries: entries, warnings: table.warnings)
    }

    /// The categories ``localization``'s language uses; `nil` when ICU has no rules for it.
    package var pluralCategories: [PluralCategory]? {
        try? PluralRules(locale: LocaleIdentifier(localization.name)).categories
    }

    /// The development language's plural `variants` for the pseudo language's `categories`:
    /// each category's own variant, else `other`; `zero` kept where written (it applies to 0 in
    /// every language). Without `other` or known categories, `variants` as they are.
    package func pluralVariants<Variant>(
        _ variants: [PluralCategory: Variant], categories: [PluralCategory]?
    ) -> [PluralCategory: Variant] {
        guard let categories, let other = variants[.other] else { return variants }
        var result: [PluralCategory: Variant] = [:]
        for category in categories { result[category] = variants[category] ?? other }
        if let zero = variants[.zero] { result[.zero] = zero }
        return result
    }

    /// `text` pseudo-localized, in brackets when `bracketed`.
    package func transform(_ text: String, bracketed: Bool) -> String {
        let utf8 = Array(text.utf8)
        var pieces = PseudoText.pieces(of: utf8)
        // A format ending in a specifier the engine cannot parse (`50%`, `%1$`) would take the
        // padding and the bracket into it: they go before it, and it stays last.
        let unfinished = pieces.last.flatMap { $0.treatment == .malformed ? $0 : nil }
        if unfinished != nil { pieces.removeLast() }
        var output = ""
        var length = 0
        for piece in pieces {
            let part = String(decoding: utf8[piece.range], as: UTF8.self)
            if piece.treatment == .text {
                length += part.count
                output += disguise(part)
            } else {
                output += part
            }
        }
        output += disguise(PseudoText.padding(count: paddingLength(for: length)))
        if bracketed { output = "[" + output + "]" }
        if let unfinished { output += String(decoding: utf8[unfinished.range], as: UTF8.self) }
        return output
    }

    /// How many characters elongation adds to a text of `length`: up to ⌈`length` × ``elongation``⌉
    /// (less a rounding error of the factor, so that 20 × 1.3 is 26).
    package func paddingLength(for length: Int) -> Int {
        max(Int((Double(length) * elongation - 1e-9).rounded(.up)) - length, 0)
    }

    private func disguise(_ text: String) -> String {
        switch style {
        case .accented: PseudoText.accented(text)
        case .rightToLeft: PseudoText.rightToLeft(text)
        }
    }
}
