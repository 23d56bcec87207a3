/// The checks `l10n lint` runs, each with a stable id so it can be named on the command line,
/// disabled, and matched by tools that read the output.
public enum LintRule: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A plural rule lacks a category its language uses.
    case pluralMissingCategory = "plural-missing-category"
    /// A plural rule lacks a category its language uses only for exact millions and compact
    /// forms (`many` in French, Spanish, Italian, Portuguese, Catalan).
    case pluralMissingMillions = "plural-missing-millions"
    /// A plural rule has a category its language never uses.
    case pluralUnusedCategory = "plural-unused-category"
    /// A plural rule has no `other`.
    case pluralMissingOther = "plural-missing-other"
    /// A format refers to a variable the entry does not define.
    case variableUndefined = "variable-undefined"
    /// A variable no format refers to.
    case variableUnused = "variable-unused"
    /// A translation's specifiers differ from the development language's.
    case formatMismatch = "format-mismatch"
    /// A development-language key missing from a translation.
    case keyMissingTranslation = "key-missing-translation"
    /// A key defined twice.
    case duplicateKey = "duplicate-key"
    /// A file that cannot be read or parsed.
    case unreadableFile = "unreadable-file"
    /// A variable's value type disagrees with its variants' specifiers.
    case valueTypeMismatch = "value-type-mismatch"
    /// `%d` in a translation where the development language has `%lld`.
    case intVersusLongLong = "int-vs-long-long"
    /// A catalog string whose state is not `translated`.
    case catalogState = "catalog-state"
    /// A catalog language whose table an `.lproj` folder also has as `.strings`/`.stringsdict`.
    case catalogShadowed = "catalog-shadowed"
    /// A stringsdict rule type or device the runtime does not know.
    case unknownRuleType = "unknown-rule-type"
    /// Any other reader warning.
    case resourceWarning = "resource-warning"
    /// A markup-carrying translation (`terms_html`) whose tags differ from the development
    /// language's.
    case markupMismatch = "markup-mismatch"
    /// A key a template uses that its table has in no localization.
    case templateKeyMissing = "template-key-missing"
    /// A key no template or Swift source uses (checked when lint is given where they are).
    case keyUnused = "key-unused"
    /// A key the Swift code passes where Apple's API takes a localizable string (as `l10n
    /// extract` reads it) that its table has in no localization.
    case swiftKeyMissing = "swift-key-missing"

    /// The rule's id, as printed in brackets after each finding.
    public var id: String { rawValue }

    /// How serious a finding of this rule is: errors show wrong text or crash-prone formats at
    /// run time, warnings are probably unintended but harmless.
    public var severity: LintSeverity {
        switch self {
        case .pluralMissingCategory, .pluralMissingOther, .variableUndefined, .formatMismatch,
            .unreadableFile, .valueTypeMismatch, .intVersusLongLong, .markupMismatch, .templateKeyMissing, .swiftKeyMissing:
            .error
        case .pluralMissingMillions, .pluralUnusedCategory, .variableUnused, .keyMissingTranslation, .duplicateKey,
            .catalogState, .catalogShadowed, .unknownRuleType, .resourceWarning, .keyUnused:
            .warning
        }
    }

    /// A one-line description for `l10n lint --list-rules`.
    public var summary: String {
        switch self {
        case .pluralMissingCategory: "a plural rule lacks a category the language's CLDR rules use (those numbers fall back to 'other')"
        case .pluralMissingMillions:
            "a plural rule lacks a category the language uses only for exact millions (1000000) and compact forms (1M, 1e6); those numbers fall back to 'other', which usually reads right"
        case .pluralUnusedCategory:
            "a plural rule has a category the language never uses ('zero' excepted: Apple matches it for 0); it is ignored at run time"
        case .pluralMissingOther: "a plural rule has no 'other' category, the fallback for every number"
        case .variableUndefined: "a format uses %#@name@ but the entry defines no variable 'name'"
        case .variableUnused: "a stringsdict or catalog variable is defined but no format refers to it"
        case .formatMismatch:
            "a translation's format specifiers differ from the development language's (count, argument types or positions), or one argument is read as two types"
        case .keyMissingTranslation: "a key of the development language is missing from a translation that has the table"
        case .duplicateKey: "a key (or a table's catalog) appears twice; only one of them is used"
        case .unreadableFile: "a file cannot be read or parsed"
        case .valueTypeMismatch:
            "a variable's NSStringFormatValueTypeKey (or catalog formatSpecifier) disagrees with the specifiers its variants use for that argument"
        case .intVersusLongLong:
            "a translation uses a 32-bit integer specifier (%d, %i) where the development language uses a 64-bit one (%lld, %ld)"
        case .catalogState: "a String Catalog string's state is not 'translated' (new, needs_review, stale)"
        case .catalogShadowed:
            "a String Catalog language's table is also in that language's .lproj folder as .strings/.stringsdict (SwiftPM copies both, Xcode refuses); the folder's files are used and the catalog's strings for that language are not"
        case .unknownRuleType: "a stringsdict variable has a rule type or device this runtime does not know"
        case .resourceWarning: "a reader's other finding that does not stop the file from loading"
        case .markupMismatch:
            "a translation that carries markup (a key ending in _html or .html) has other HTML tags than the development language's (a lost closing tag breaks the page)"
        case .templateKeyMissing:
            "a Mustache or Leaf template (given with --usage) uses a key its table has in no localization; the page shows the key"
        case .keyUnused:
            "a key of the development language that no template or Swift string literal under --usage uses (keys built at run time are not seen)"
        case .swiftKeyMissing:
            "a Swift source under --usage passes a key to a localizable API (String(localized:), Text, …) that its table has in no localization; the app shows the key (needs the Extract trait)"
        }
    }

    /// Orders rules by id.
    public static func < (lhs: LintRule, rhs: LintRule) -> Bool { lhs.rawValue < rhs.rawValue }
}
