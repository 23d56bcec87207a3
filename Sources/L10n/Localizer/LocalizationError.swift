import L10nFormat
import L10nResources

/// Why a localized string could not be produced.
public struct LocalizationError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// A table file could not be read (``resource`` says where and why).
        case resource
        /// The format and the arguments do not fit (``format`` says which specifier).
        case format
        /// A plural variable reads an argument that was not given.
        case missingArgument
        /// Variables or variants nest deeper than the limit (a cycle, most likely).
        case expansionDepth
        /// The format names a `%#@variable@` the entry does not define.
        case undefinedVariable
        /// A variable's rule type cannot be evaluated (it was kept when the file was read).
        case unknownRule
        /// No plural rules for the language or locale asked for.
        case pluralRules
        /// The bundle has no localizations at all.
        case noLocalization
        /// The variant a call needs does not exist and there is no `other` to fall back on: a
        /// Russian plural with `one`, `few` and `many` asked about `1.5` (``category`` names
        /// what was chosen, ``variable`` whose variants were searched). Never an empty string.
        case missingVariant
    }

    public var kind: Kind
    /// The key being localized, when known.
    public var key: String?
    public var message: String
    /// The underlying reading error, for ``Kind/resource``.
    public var resource: ResourceError?
    /// The underlying format error, for ``Kind/format``, as the translator wrote it: its
    /// ``FormatError/specifier`` is the specifier as written in ``formatText`` (`%lld`, a
    /// catalog's `%arg`), and its ``FormatError/range`` is where in ``formatText`` — not the
    /// positional rewrite (`%1$lld`) the entry was expanded into.
    public var format: FormatError?
    /// The `%#@variable@` whose variants were searched, for ``Kind/missingVariant`` (`nil` for a
    /// catalog's plural or device variation, which has no variable); for ``Kind/format``, the
    /// variable whose variant holds the specifier (`nil` when no variable's variant does).
    public var variable: String?
    /// The plural category (`many`) or device (`ipad`) whose variant was missing, for
    /// ``Kind/missingVariant``; for ``Kind/format``, the variant that holds the specifier: a
    /// plural category, a device or a width (`nil` when the specifier is in no variant).
    public var category: String?
    /// For ``Kind/format``, the text that holds the specifier as the translator wrote it: the
    /// variant (`%lld file`), or the entry's format or string when the specifier is in no
    /// variant. ``format``'s range is a byte range of this text.
    public var formatText: String?
    /// The localization whose entry or file failed, when the error says (``LocalizationBundle/validate()``
    /// names it for every error: a catalog's languages share one file and line).
    public var localization: String?
    /// The file and line of the entry being formatted, when known (the ``Localizer`` knows it;
    /// ``LocalizedValue/formatted(_:locale:pluralRules:device:width:selectsPluralOnDisplayedDigits:key:source:)``
    /// knows it when given one).
    public var source: SourceLocation?

    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - key: The key being localized.
    ///   - message: One line saying what went wrong, without the key or file (the description
    ///     adds them).
    ///   - resource: The resource error underneath, if any.
    ///   - format: The format error underneath, if any.
    ///   - variable: For ``Kind/missingVariant``, the variable whose variant was missing.
    ///   - category: For ``Kind/missingVariant``, the category or device that had no variant.
    ///   - source: Where the entry was read.
    ///   - formatText: For ``Kind/format``, the text `format`'s range refers to.
    ///   - localization: The localization whose entry or file failed.
    public init(
        _ kind: Kind, key: String? = nil, message: String, resource: ResourceError? = nil, format: FormatError? = nil,
        variable: String? = nil, category: String? = nil, source: SourceLocation? = nil, formatText: String? = nil,
        localization: String? = nil
    ) {
        self.kind = kind
        self.key = key
        self.message = message
        self.resource = resource
        self.format = format
        self.variable = variable
        self.category = category
        self.source = source
        self.formatText = formatText
        self.localization = localization
    }

    /// `file:line: message (key "…")` (the file when known), or the resource error's own
    /// description, which names its file, line and key; then the localization, when the error
    /// names one (`[de]`).
    public var description: String {
        let localization = localization.map { " [\($0)]" } ?? ""
        if let resource { return resource.description + localization }
        var text = source.map { "\($0): " } ?? ""
        text += message
        if let key { text += " (key \"\(key)\")" }
        return text + localization
    }

    /// The same error, naming `source` as the entry's file unless it names one already.
    func locating(_ source: SourceLocation?) -> LocalizationError {
        guard self.source == nil, let source else { return self }
        var located = self
        located.source = source
        return located
    }
}

extension LocalizationError {
    /// What failed, for a client to read (an HTTP response's body): the key, without the file
    /// paths and translations ``description`` carries for the service's log.
    public var publicDescription: String {
        let subject = key.map { "the text for key '\($0)'" } ?? "the request's localization"
        return "\(subject) could not be localized"
    }
}
