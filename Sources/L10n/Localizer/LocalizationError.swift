import L10nFormat
import L10nICU
import L10nResources

/// Why a localized string could not be produced, and where.
///
/// What went wrong is the ``reason``, with what is particular to it; what every failure may
/// know — the key, the entry's file and line, the localization — are fields of their own, each
/// `nil` only when it is not known.
public struct LocalizationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, with what is particular to it.
    public enum Reason: Sendable, Hashable {
        /// A table file could not be read: the reading error names the file, line and column
        /// (or byte offset) and key.
        case resource(ResourceError)
        /// The format and the arguments do not fit, named as the translator wrote it: the
        /// format error's specifier (`%lld`, a catalog's `%arg`) and byte range are those of
        /// `text` — the variant that holds the specifier (`%lld file`), or the entry's format
        /// or string when no variant does, not the positional rewrite (`%1$lld`) formatted;
        /// `variant` names that variant (a plural category, a device, a width) and `variable`
        /// its plural variable (`nil` for a catalog's or Smartling's whole-value plural, and
        /// when no variant holds the specifier).
        case format(FormatError, text: String, variable: String?, variant: String?)
        /// The plural variable `variable` reads an argument that was not given (or a catalog
        /// `argNum` of 0, which no call can give).
        case missingArgument(variable: String)
        /// Variables or variants nest deeper than the limit (a cycle, most likely).
        case expansionDepth
        /// The format names the `%#@variable@` `variable`, which the entry does not define.
        case undefinedVariable(String)
        /// The variable's rule type (`type`) cannot be evaluated (it was kept when the file was read).
        case unknownRule(variable: String, type: String)
        /// No plural rules for the language or locale asked for (ICU's error says which).
        case pluralRules(ICUError)
        /// The bundle has no localizations at all.
        case noLocalization
        /// The variant a call needs does not exist and there is no `other` to fall back on:
        /// a Russian plural with `one`, `few` and `many` asked about `1.5`. `variant` is the
        /// plural category or device chosen (`nil` when the variation has no variants at
        /// all), `variable` the `%#@variable@` whose variants were searched (`nil` for a
        /// catalog's plural or device variation, which has no variable). Never an empty string.
        case missingVariant(variable: String?, variant: String?)
        /// Validation's run of lint found the entry wrong against the development language or its
        /// own language's plural rules (``LocalizationBundle/servingLintRules``): a specifier
        /// whose type or position differs, a plural category the language uses missing. It may
        /// still format; ``FailurePolicy/degrade`` serves it from another localization.
        case lint(LintRule)
        /// No localization has the key (``FailurePolicy/strict`` only; otherwise a missing key
        /// gives the default value or the key, and is reported).
        case missingKey

        /// The reason's name, as logs and metrics label it (`format`, `missingVariant`).
        public var name: String {
            switch self {
            case .resource: "resource"
            case .format: "format"
            case .missingArgument: "missingArgument"
            case .expansionDepth: "expansionDepth"
            case .undefinedVariable: "undefinedVariable"
            case .unknownRule: "unknownRule"
            case .pluralRules: "pluralRules"
            case .noLocalization: "noLocalization"
            case .missingVariant: "missingVariant"
            case .missingKey: "missingKey"
            case .lint: "lint"
            }
        }
    }

    /// What went wrong.
    public var reason: Reason
    /// The key being localized, when known.
    public var key: String?
    /// One line saying what went wrong, without the key or file (``description`` adds them).
    public var message: String
    /// The file and line of the entry being formatted, when known (the ``Localizer`` knows it;
    /// ``LocalizedValue/formatted(_:locale:pluralRules:device:width:selectsPluralOnDisplayedDigits:key:source:)``
    /// knows it when given one).
    public var source: SourceLocation?
    /// The localization whose entry or file failed, when the error says (``LocalizationBundle/validate()``
    /// names it for every error: a catalog's languages share one file and line).
    public var localization: Localization?

    /// - Parameters:
    ///   - reason: What went wrong.
    ///   - key: The key being localized.
    ///   - message: One line saying what went wrong, without the key or file (the description
    ///     adds them).
    ///   - source: Where the entry was read.
    ///   - localization: The localization whose entry or file failed.
    public init(
        _ reason: Reason, key: String? = nil, message: String, source: SourceLocation? = nil, localization: Localization? = nil
    ) {
        self.reason = reason
        self.key = key
        self.message = message
        self.source = source
        self.localization = localization
    }

    /// `file:line: message (key "…")` (the file when known), or the resource error's own
    /// description, which names its file, line and key; then the localization, when the error
    /// names one (`[de]`).
    public var description: String {
        let localization = localization.map { " [\($0)]" } ?? ""
        if case .resource(let resource) = reason { return resource.description + localization }
        var text = source.map { "\($0): " } ?? ""
        text += message
        if let key { text += " (key \"\(key)\")" }
        return text + localization
    }

    /// What failed, for a client to read (an HTTP response's body), without the file paths
    /// and translations ``description`` carries for the service's log: the key only when
    /// `namingKey` (a service that does not mind clients learning its keys).
    public func publicDescription(namingKey: Bool = false) -> String {
        guard let key else { return "the request's localization could not be resolved" }
        return namingKey ? "the text for key '\(key)' could not be localized" : "a text could not be localized"
    }

    /// The file the error names: the unreadable file's, else the entry's.
    public var file: String? {
        if case .resource(let resource) = reason { return resource.file }
        return source?.file
    }

    /// The same error, naming `source` as the entry's file unless it names one already.
    func locating(_ source: SourceLocation?) -> LocalizationError {
        guard self.source == nil, let source else { return self }
        var located = self
        located.source = source
        return located
    }
}
