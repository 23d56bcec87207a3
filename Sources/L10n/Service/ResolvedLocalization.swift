import L10nFormat
import L10nICU

/// One request's localization, resolved once: the localization chosen for the request's
/// languages, its `Content-Language` tag, the formatting locale, the search list, the options
/// its calls share — and the calls that localize keys for it without resolving anything again.
///
/// ```swift
/// let localization = try localizer.localization(for: .acceptLanguage(header))
/// response.headers["Content-Language"] = localization.contentLanguage
/// let text = try localization.localize("files.remaining", arguments: [21]).string
/// ```
///
/// Make one per request (``Localizer/localization(for:metadata:)-(LocalizationRequest.Languages,_)``,
/// or ``Localizer/localization(selecting:from:metadata:)`` from an HTTP request's sources) and
/// pass it where the request goes: it is a small value, `Sendable`, and holds the ``Localizer``.
/// Resolving a header seen before costs one cache lookup; a header not seen before costs a
/// parse, and Apple's matching only when its preference list is new too. Its calls take the
/// ``Localizer``'s one path from the plan on: what they remember is keyed by what negotiation
/// produced — the search list and the formatting locale — so headers that mean the same share it.
public struct ResolvedLocalization: Sendable {
    /// The localizer whose tables answer.
    public let localizer: Localizer
    let resolved: ResolvedLanguages
    let resolvedOptions: ResolvedOptions
    /// Whether the request's `Accept-Language` header went past ``AcceptLanguage/maximumLength``
    /// or ``AcceptLanguage/maximumItems``, so its later items were ignored (and reported).
    public let isHeaderTruncated: Bool
    /// The header's length in bytes, for reporting a truncated one.
    let headerLength: Int
    /// Whether none of the request's languages matched a localization, so the bundle's
    /// backstop answers: its development region, else `en_US`, else its first localization.
    public let isBackstop: Bool
    /// The source that chose the localization, when a ``LanguageSelection`` chose it
    /// (``Localizer/localization(selecting:from:metadata:)``); `nil` when the languages were
    /// given directly.
    public let languageSource: LanguageSource?
    /// The languages that chose the localization: the request's `Accept-Language` header, or
    /// the one language its path, query or cookie named (an empty list when the development
    /// region answered for want of any). Another bundle answering for the same request
    /// matches them against its own localizations, as each of Apple's bundles matches the
    /// user's languages.
    public let languages: LocalizationRequest.Languages
    /// What reports about this request's calls carry (`["request-id": "…"]`).
    public var metadata: [String: String]

    init(
        localizer: Localizer, resolved: ResolvedLanguages, options: ResolvedOptions, isHeaderTruncated: Bool, headerLength: Int,
        isBackstop: Bool, languageSource: LanguageSource?, languages: LocalizationRequest.Languages, metadata: [String: String]
    ) {
        self.localizer = localizer
        self.resolved = resolved
        self.resolvedOptions = options
        self.isHeaderTruncated = isHeaderTruncated
        self.headerLength = headerLength
        self.isBackstop = isBackstop
        self.languageSource = languageSource
        self.languages = languages
        self.metadata = metadata
    }

    /// The localization chosen, in the bundle's spelling (`zh_TW`, `English`, `de-CH`).
    public var localization: Localization { resolved.searchList[0] }

    /// The chosen localization as a BCP 47 tag, for the response's `Content-Language` header
    /// (`zh-Hant-TW`, `en`, `de-CH`). `Base` is tagged as the development region.
    public var contentLanguage: String { resolved.contentLanguage }

    /// The locale numbers are formatted with: the request's own, or Apple's derivation from
    /// the chosen localization and the user's first preference (`de-CH` user, `de.lproj` →
    /// `de_CH`).
    public var locale: LocaleIdentifier { resolved.locale }

    /// The localizations tables are looked up in, best first (the development region last).
    public var searchList: [Localization] { resolved.searchList }

    /// The options the request's calls share, their locale the one numbers are formatted with
    /// (``locale``); a call may name another table.
    public var options: LocalizationOptions {
        var options = resolvedOptions.options
        options.locale = resolved.locale
        return options
    }

    /// The plural rules the chosen localization's strings select variants with (the
    /// request's ``LocalizationOptions/pluralRules`` source). An entry found in another
    /// localization by per-key fallback uses that localization's language instead.
    ///
    /// - Throws: ``LocalizationError/Reason/pluralRules(_:)`` when ICU has no rules for them.
    public var pluralRules: PluralRules {
        get throws(LocalizationError) {
            try localizer.pluralRules(resolvedOptions.options.pluralRules, localization: localization, locale: resolved.formattingData)
        }
    }

    /// The same localization, its calls following `policy` when the chosen localization cannot
    /// answer (what the middlewares apply: ``FailurePolicy/degrade``).
    public func with(failurePolicy policy: FailurePolicy) -> ResolvedLocalization {
        guard policy != resolvedOptions.failurePolicy else { return self }
        return ResolvedLocalization(
            localizer: localizer, resolved: resolved, options: localizer.resolvedOptions(resolvedOptions, under: policy),
            isHeaderTruncated: isHeaderTruncated, headerLength: headerLength, isBackstop: isBackstop, languageSource: languageSource,
            languages: languages, metadata: metadata)
    }

    /// The string for `key` in `table` (the request's table by default), formatted with
    /// `arguments`; see ``Localizer/localize(_:arguments:_:)-(_,[FormatArgument],_)``.
    public func localize(_ key: String, arguments: [FormatArgument] = [], table: String? = nil) throws(LocalizationError) -> LocalizedString
    {
        let query = ResolvedQuery(resolved: resolved, options: options(table), purpose: .formatting)
        let localizer = self.localizer
        return try Localizer.answer(
            key, arguments, query, owner: localizer.serialNumber, reporter: localizer.reporter, metadata: metadata, source: localizer)
    }

    /// ``localize(_:arguments:table:)-(_,[FormatArgument],_)`` with arguments as they are (`[count, name]`).
    ///
    /// Disfavored, so that literals (`[21, "Ada"]`) still build `FormatArgument`s directly.
    @_disfavoredOverload
    public func localize(
        _ key: String, arguments: [any FormatArgumentConvertible], table: String? = nil
    ) throws(LocalizationError) -> LocalizedString {
        try localize(key, arguments: arguments.formatArguments, table: table)
    }

    /// The value stored for `key` in `table`, with no format pass; see
    /// ``Localizer/localizedString(forKey:_:)``.
    public func localizedString(forKey key: String, table: String? = nil) throws(LocalizationError) -> LocalizedString {
        try localizer.storedString(key, resolved, options(table), metadata: metadata)
    }

    /// The options for a call that names `table` (`nil`: the request's).
    private func options(_ table: String?) -> ResolvedOptions {
        guard let table, table != resolvedOptions.table else { return resolvedOptions }
        return resolvedOptions.with(table: table)
    }
}
