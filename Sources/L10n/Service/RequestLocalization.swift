import L10nFormat
import L10nICU

/// One request's localization, resolved once: the localization chosen for the request's
/// languages, its `Content-Language` tag, the formatting locale, the search list and the
/// plural rules — and the calls that localize keys for it without resolving anything again.
///
/// ```swift
/// let localization = try localizer.localization(for: .acceptLanguage(header))
/// response.headers["Content-Language"] = localization.contentLanguage
/// let text = try localization.localize("files.remaining", arguments: [21]).string
/// ```
///
/// Make one per request (``Localizer/localization(for:metadata:)-(LocalizationRequest.Languages,_)``) and pass it
/// where the request goes: it is a small value, `Sendable`, and holds the ``Localizer``.
/// Resolving a header seen before costs one cache lookup; a header not seen before costs a
/// parse, and Apple's matching only when its preference list is new too. What the request's
/// calls then remember (their plans) is keyed by what negotiation produced — the search list
/// and the formatting locale — so headers that mean the same share it.
public struct RequestLocalization: Sendable {
    /// The localizer whose tables answer.
    public let localizer: Localizer
    let resolved: ResolvedLanguages
    let options: LookupOptions
    /// Whether the request's `Accept-Language` header went past ``AcceptLanguage/maximumLength``
    /// or ``AcceptLanguage/maximumItems``, so its later items were ignored (and reported).
    public let isHeaderTruncated: Bool
    /// The header's length in bytes, for reporting a truncated one.
    let headerLength: Int
    /// Whether none of the request's languages matched a localization, so the bundle's
    /// backstop answers: its development region, else `en_US`, else its first localization.
    public let isBackstop: Bool
    /// What reports about this request's calls carry (`["request-id": "…"]`).
    public var metadata: [String: String]

    init(
        localizer: Localizer, resolved: ResolvedLanguages, options: LookupOptions, isHeaderTruncated: Bool,
        headerLength: Int, isBackstop: Bool, metadata: [String: String]
    ) {
        self.headerLength = headerLength
        self.localizer = localizer
        self.resolved = resolved
        self.options = options
        self.isHeaderTruncated = isHeaderTruncated
        self.isBackstop = isBackstop
        self.metadata = metadata
    }

    /// The localization chosen, in the bundle's spelling (`zh_TW`, `English`, `de-CH`).
    public var localization: String { resolved.searchList[0] }

    /// The chosen localization as a BCP 47 tag, for the response's `Content-Language` header
    /// (`zh-Hant-TW`, `en`, `de-CH`). `Base` is tagged as the development region.
    public var contentLanguage: String { resolved.contentLanguage }

    /// The locale numbers are formatted with: the request's own, or Apple's derivation from
    /// the chosen localization and the user's first preference (`de-CH` user, `de.lproj` →
    /// `de_CH`).
    public var locale: LocaleIdentifier { resolved.locale }

    /// The localizations tables are looked up in, best first (the development region last).
    public var searchList: [String] { resolved.searchList }

    /// The table keys are looked up in unless a call names another.
    public var table: String { options.table }

    /// The plural rules the chosen localization's strings select variants with (the
    /// request's ``LocalizationRequest/pluralRules`` source). An entry found in another
    /// localization by per-key fallback uses that localization's language instead.
    ///
    /// - Throws: ``LocalizationError/Kind/pluralRules`` when ICU has no rules for them.
    public var pluralRules: PluralRules {
        get throws(LocalizationError) {
            try localizer.pluralRules(options.pluralRules, localization: localization, locale: resolved.locale)
        }
    }

    /// The string for `key` in `table` (the request's table by default), formatted with
    /// `arguments`; see ``Localizer/localize(_:arguments:_:)``.
    public func localize(_ key: String, arguments: [FormatArgument] = [], table: String? = nil) throws(LocalizationError) -> LocalizedString
    {
        let options = self.options(table)
        do {
            let plan: LocalizationPlan
            if let remembered = ThreadPlanCache.plan(owner: localizer.serialNumber, key: key, resolved: resolved, options: options) {
                plan = remembered
            } else {
                plan = try localizer.plan(key, resolved, options)
                ThreadPlanCache.remember(plan, owner: localizer.serialNumber, key: key, resolved: resolved, options: options)
            }
            return try localizer.format(plan, key, arguments, table: options.table, metadata: metadata)
        } catch {
            localizer.reporter?.report(LocalizationEvent(.failed(error), metadata: metadata))
            throw error
        }
    }

    /// The value stored for `key` in `table`, with no format pass; see
    /// ``Localizer/localizedString(forKey:_:)``.
    public func localizedString(forKey key: String, table: String? = nil) throws(LocalizationError) -> LocalizedString {
        if options === localizer.defaultOptions, table == nil || table == options.table,
            let answer = localizer.defaultAnswers(resolved).answers[key]
        {
            return answer
        }
        do {
            return try localizer.storedString(key, resolved, options(table), metadata: metadata)
        } catch {
            localizer.reporter?.report(LocalizationEvent(.failed(error), metadata: metadata))
            throw error
        }
    }

    /// The options for a call that names `table` (`nil`: the request's).
    private func options(_ table: String?) -> LookupOptions {
        guard let table, table != options.table else { return options }
        return options.with(table: table)
    }
}

extension Localizer {
    /// Resolves a request's languages once, for every call the request makes.
    ///
    /// - Parameters:
    ///   - languages: The request's `Accept-Language` header, the user's preferences, or a
    ///     localization chosen already.
    ///   - metadata: Attached to every report about this request's calls (a request id).
    /// - Throws: ``LocalizationError/Kind/noLocalization`` when the bundle has no localizations.
    public func localization(
        for languages: LocalizationRequest.Languages, metadata: [String: String] = [:]
    ) throws(LocalizationError) -> RequestLocalization {
        try localization(for: LocalizationRequest(languages), metadata: metadata)
    }

    /// Resolves a request once, for every call it makes: its languages, and the options its
    /// calls share (table, formatting locale, plural rules, variants, fallback, default value).
    ///
    /// A request whose `Accept-Language` header was truncated is reported
    /// (``LocalizationEvent/Kind/truncatedHeader(byteCount:)``), and every request as
    /// ``LocalizationEvent/Kind/served(localization:contentLanguage:)``.
    ///
    /// - Throws: ``LocalizationError/Kind/noLocalization`` when the bundle has no localizations.
    public func localization(
        for request: LocalizationRequest, metadata: [String: String] = [:]
    ) throws(LocalizationError) -> RequestLocalization {
        let localization = try unreportedLocalization(for: request, metadata: metadata)
        report(served: localization)
        return localization
    }

    /// A request's localization, with a failure reported but not the outcome: a caller that
    /// tries several sources (``localization(selecting:from:metadata:)``) reports the one it keeps.
    func unreportedLocalization(
        for request: LocalizationRequest, metadata: [String: String]
    ) throws(LocalizationError) -> RequestLocalization {
        let entry = resolution(request.languages, locale: request.locale)
        do {
            _ = try searchList(entry.resolved, key: nil)
        } catch {
            reporter?.report(LocalizationEvent(.failed(error), metadata: metadata))
            throw error
        }
        // The options of a request that sets none are the localizer's one default object, so
        // requests made apart compare equal by identity in the per-thread caches.
        let options = request.hasDefaultOptions ? defaultOptions : request.options(localizerFallback: fallback)
        return RequestLocalization(
            localizer: self, resolved: entry.resolved, options: options,
            isHeaderTruncated: entry.isTruncated, headerLength: entry.headerLength,
            isBackstop: entry.isBackstop, metadata: metadata)
    }

    /// Reports a localization a request is served with, and its truncated header if it had one.
    func report(served localization: RequestLocalization) {
        guard let reporter else { return }
        if localization.isHeaderTruncated {
            reporter.report(
                LocalizationEvent(.truncatedHeader(byteCount: localization.headerLength), metadata: localization.metadata))
        }
        reporter.report(
            LocalizationEvent(
                .served(localization: localization.localization, contentLanguage: localization.contentLanguage),
                metadata: localization.metadata))
    }
}
