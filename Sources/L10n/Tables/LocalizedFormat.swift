import L10nICU

/// A format string whose `%#@name@` placeholders are variables: a `.stringsdict` entry
/// (`NSStringLocalizedFormatKey` and its variable dictionaries) or a String Catalog string
/// with `substitutions`.
public struct LocalizedFormat: Sendable, Hashable {
    /// The format, `NSStringLocalizedFormatKey` or the catalog string's value.
    public var format: String
    /// The variables by name, exactly as spelled (catalog names may contain dots).
    public var variables: [String: FormatVariable]

    public init(format: String, variables: [String: FormatVariable] = [:]) {
        self.format = format
        self.variables = variables
    }

    /// The format and every variant of every variable, in a stable order.
    public var allStrings: [String] {
        [format] + variables.sorted { $0.key < $1.key }.flatMap(\.value.allStrings)
    }
}

/// One variable of a ``LocalizedFormat``: which argument it reads, how, and its variants.
public struct FormatVariable: Sendable, Hashable {
    /// How a variable chooses among its variants.
    public enum Rule: Sendable, Hashable {
        /// `NSStringPluralRuleType`: by the argument's CLDR plural category; `zero` also
        /// matches the value 0 in every language. Variants are formats themselves.
        case plural([PluralCategory: String])
        /// A rule type this runtime does not know, kept as read (type name and string values) so
        /// that nothing is lost; readers report it as `ResourceError/Reason/unknownRuleType`.
        case unknown(type: String, values: [String: String])
    }

    public var rule: Rule
    /// The argument's printf conversion without `%` (`NSStringFormatValueTypeKey` or the
    /// catalog's `formatSpecifier`: `d`, `lld`, `f`, `@`…), when the file gives one.
    public var valueType: String?
    /// The 1-based argument the variable reads (a catalog substitution's `argNum`); `nil` means
    /// the argument position of the `%#@name@` placeholder itself.
    public var argumentNumber: Int?
    /// Whether variants write the argument as `%arg` (String Catalogs), to be formatted with
    /// ``valueType``, rather than with ordinary specifiers (`.stringsdict`).
    public var usesArgPlaceholder: Bool

    public init(rule: Rule, valueType: String? = nil, argumentNumber: Int? = nil, usesArgPlaceholder: Bool = false) {
        self.rule = rule
        self.valueType = valueType
        self.argumentNumber = argumentNumber
        self.usesArgPlaceholder = usesArgPlaceholder
    }

    /// Every variant, in CLDR order for plural rules.
    public var allStrings: [String] {
        switch rule {
        case .plural(let cases): cases.sorted { $0.key < $1.key }.map(\.value)
        case .unknown(_, let values): values.sorted { $0.key < $1.key }.map(\.value)
        }
    }
}
