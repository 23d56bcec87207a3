import L10nFormat
import L10nICU
import L10nResources
import L10nSupport

/// Localized, formatted strings from a bundle folder for services: build once, share across
/// tasks, and pass each request's languages, locale and arguments.
///
/// ```swift
/// let localizer = try Localizer(path: "Resources")
/// let text = try localizer.localize("files.remaining", arguments: [21],
///                                   LocalizationRequest(.acceptLanguage("ru-RU, en;q=0.5")))
/// text.string   // "Остался 21 файл"
/// ```
///
/// The behaviour is `String.localizedStringWithFormat(NSLocalizedString(key, …), args…)` on
/// Apple's platforms: the bundle's localization for the user's languages, the key looked up in
/// one table, `%#@var@` variables expanded, numbers formatted for the locale Apple derives from
/// the localization and the user's region. There is no global state: everything that varies
/// per request is in the ``LocalizationRequest``.
public final class Localizer: Sendable {
    /// The bundle strings come from.
    public let bundle: LocalizationBundle
    /// Where a key missing from the chosen table is looked for next, unless a request says.
    public let fallback: LocalizationFallback
    /// Told about missing keys, failed calls, served localizations and the bundle's warnings;
    /// `nil` reports nothing.
    public let reporter: (any LocalizationReporter)?
    /// The options of a request that sets none, made once.
    let defaultOptions: LookupOptions
    /// Requests' languages resolved (search list, formatting locale), so steady-state calls
    /// skip matching; see ``ResolutionCache``.
    let resolutions = ResolutionCache()
    /// `Content-Language` tags by localization: at most one per localization of the bundle.
    private let contentLanguages = LockedState<[String: String]>([:])
    /// Formatting locales by chosen language and the user's first preference: new headers
    /// mostly combine languages seen before, and deriving one costs microseconds of ICU calls.
    private let formattingLocales = BoundedCache<FormattingLocaleKey, LocaleIdentifier>(capacity: 1024)

    private struct FormattingLocaleKey: Hashable, Sendable {
        let chosen: String
        let preferred: String?
    }
    /// One lane per processor (``ThreadLane``), each with its own plans and ICU formats, so
    /// the threads of a server, each in a lane of its own, share nothing they write on the hot
    /// path: no lock, reference count or pool of ICU clones is touched by two lanes. A plan is
    /// made once per lane.
    let lanes: [Lane] = (0..<ThreadLane.count).map { _ in Lane() }
    /// Tells this localizer's plans apart in ``ThreadPlanCache``, which each thread keeps in
    /// front of the lanes.
    let serialNumber = ThreadPlanCache.nextOwner()

    final class Lane: Sendable {
        /// Plans by key, resolution and options: one lookup per call in steady state instead
        /// of one per step. Bounded; a service with more distinct (key, request) pairs
        /// recomputes some.
        let plans = BoundedCache<PlanKey, LocalizationPlan>(capacity: max(8192 / ThreadLane.count, 1024))
        /// Raw lookups' answers by key, resolution and options (see ``Localizer/localizedString(forKey:_:)``).
        let storedAnswers = BoundedCache<PlanKey, StoredAnswer>(capacity: max(8192 / ThreadLane.count, 1024))
        let formatSet = PrintfFormatSet(capacity: 256)
    }

    /// - Parameters:
    ///   - bundle: The bundle whose tables answer.
    ///   - fallback: Where a key missing from the chosen table is looked for next: nowhere
    ///     (``LocalizationFallback/table``, Apple's rule, the default) or along the search list
    ///     (``LocalizationFallback/perKey``). A request can choose otherwise.
    ///   - reporter: Told about each missing key and failed call, and now about the bundle's
    ///     ``LocalizationBundle/warnings``; `nil` reports nothing (nothing is printed).
    public convenience init(
        bundle: LocalizationBundle, fallback: LocalizationFallback = .table, reporter: (any LocalizationReporter)? = nil
    ) {
        self.init(bundle: bundle, fallback: fallback, reporter: reporter, reportingWarnings: true)
    }

    /// - Parameter reportingWarnings: Whether to report the bundle's warnings now (a reload's
    ///   candidate reports them in its outcome instead, installed or not).
    init(bundle: LocalizationBundle, fallback: LocalizationFallback, reporter: (any LocalizationReporter)?, reportingWarnings: Bool) {
        self.bundle = bundle
        self.fallback = fallback
        self.reporter = reporter
        defaultOptions = LocalizationRequest(.preferred([])).options(localizerFallback: fallback)
        if let reporter, reportingWarnings {
            for warning in bundle.warnings { reporter.report(LocalizationEvent(.bundleWarning(warning))) }
        }
    }

    /// Opens the bundle folder at `path`; see
    /// ``LocalizationBundle/init(path:developmentRegion:pseudoLocalizations:)``, which also
    /// says what `pseudoLocalizations` (`[.accented]` serves `en-XA`) adds.
    public convenience init(
        path: String, fallback: LocalizationFallback = .table, reporter: (any LocalizationReporter)? = nil,
        pseudoLocalizations: [PseudoLocalization] = []
    ) throws(ResourceError) {
        self.init(
            bundle: try LocalizationBundle(path: path, pseudoLocalizations: pseudoLocalizations), fallback: fallback,
            reporter: reporter)
    }

    /// The string for `key`, formatted with `arguments`.
    ///
    /// A service answering HTTP requests resolves each request once with
    /// ``localization(for:metadata:)-(LocalizationRequest.Languages,_)`` and localizes through
    /// the result; this form resolves the request's languages on each call (from a cache).
    ///
    /// - Throws: ``LocalizationError`` when a table cannot be read, the arguments do not fit
    ///   the format, variables cannot be expanded, or the variant the arguments choose is
    ///   missing and there is no `other` (``LocalizationError/Kind/missingVariant``, naming the
    ///   file, key, variable and category). A missing key is not an error: the request's
    ///   default value, or else the key, is formatted instead and reported.
    public func localize(
        _ key: String, arguments: [FormatArgument] = [], _ request: LocalizationRequest
    ) throws(LocalizationError) -> LocalizedString {
        let plan: LocalizationPlan
        if let remembered = ThreadPlanCache.plan(owner: serialNumber, key: key, request: request) {
            plan = remembered
        } else {
            plan = try reportingFailure(nil) { () throws(LocalizationError) in
                let resolved = resolution(request.languages, locale: request.locale).resolved
                return try self.plan(key, resolved, request.options(localizerFallback: fallback))
            }
            ThreadPlanCache.remember(plan, owner: serialNumber, key: key, request: request)
        }
        if plan.isMissing, let reporter {
            reporter.report(LocalizationEvent(.missingKey(MissingKey(key: key, table: request.table, searchList: plan.searchList))))
        }
        // The steady state: the compiled value answers, and cannot fail.
        if let formatted = plan.formatCompiled(arguments) {
            return LocalizedString(string: formatted, origin: plan.origin)
        }
        return try reportingFailure(nil) { () throws(LocalizationError) in
            let string = try plan.value.formatted(
                arguments, locale: plan.locale, selection: plan.selection, key: key, source: plan.origin.source)
            return LocalizedString(string: string, origin: plan.origin)
        }
    }

    /// `body`'s result; an error it throws is reported (with `metadata`) and thrown on.
    func reportingFailure<Result>(
        _ metadata: [String: String]?, _ body: () throws(LocalizationError) -> Result
    ) throws(LocalizationError) -> Result {
        do {
            return try body()
        } catch {
            reporter?.report(LocalizationEvent(.failed(error), metadata: metadata ?? [:]))
            throw error
        }
    }

    /// The plan for `key` under a resolution and options, from the current lane.
    func plan(_ key: String, _ resolved: ResolvedLanguages, _ options: LookupOptions) throws(LocalizationError) -> LocalizationPlan {
        let lane = lanes[ThreadLane.current]
        return try lane.plans.value(for: PlanKey(key: key, resolved: resolved, options: options)) {
            () throws(LocalizationError) in
            try makePlan(key, resolved, options, formatSet: lane.formatSet)
        }
    }

    /// The plan's string for `arguments`; a missing key is reported first.
    func format(
        _ plan: LocalizationPlan, _ key: String, _ arguments: [FormatArgument], table: String, metadata: [String: String]?
    ) throws(LocalizationError) -> LocalizedString {
        try Self.format(plan, key, arguments, table: table, metadata: metadata, reporter: reporter)
    }

    /// The plan's string for `arguments`, a missing key reported to `reporter` first: what a
    /// plan needs besides itself, for callers that found it without the localizer at hand.
    static func format(
        _ plan: LocalizationPlan, _ key: String, _ arguments: [FormatArgument], table: String, metadata: [String: String]?,
        reporter: (any LocalizationReporter)?
    ) throws(LocalizationError) -> LocalizedString {
        if plan.isMissing, let reporter {
            let missing = MissingKey(key: key, table: table, searchList: plan.searchList)
            reporter.report(LocalizationEvent(.missingKey(missing), metadata: metadata ?? [:]))
        }
        let string: String
        if let formatted = plan.formatCompiled(arguments) {
            string = formatted
        } else {
            string = try plan.value.formatted(
                arguments, locale: plan.locale, selection: plan.selection, key: key, source: plan.origin.source)
        }
        return LocalizedString(string: string, origin: plan.origin)
    }

    private func makePlan(
        _ key: String, _ resolved: ResolvedLanguages, _ options: LookupOptions, formatSet: PrintfFormatSet
    ) throws(LocalizationError) -> LocalizationPlan {
        let searchList = try searchList(resolved, key: key)
        let chosen = searchList[0]
        let entry = try lookUp(key, table: options.table, searchList: searchList, fallback: options.fallback)
        let value = entry?.value ?? .text(options.missingKeyText(key))
        var selection = VariantSelection(
            pluralRules: nil, device: options.device, width: options.width,
            selectsOnDisplayedDigits: options.selectsPluralOnDisplayedDigits)
        // Rules that cannot be opened fail only the calls that choose a plural variant by a number.
        do throws(LocalizationError) {
            selection.pluralRules = try pluralRules(
                options.pluralRules, localization: entry?.localization ?? chosen, locale: resolved.locale)
        } catch {
            selection.missingRules = LocalizationError(
                .pluralRules, key: key,
                message: error.message + " (localization '\(entry?.localization ?? chosen)', table '\(options.table)')",
                source: entry?.location)
        }
        let compiled = CompiledValue(
            value, selection: selection, formatter: StringFormatter(locale: resolved.locale), formatSet: formatSet, key: key)
        return LocalizationPlan(
            searchList: searchList, locale: resolved.locale, selection: selection, value: value, compiled: compiled, entry: entry)
    }

    /// The search list of a resolution, never empty.
    ///
    /// - Throws: ``LocalizationError/Kind/noLocalization`` when the bundle has no localizations.
    func searchList(_ resolved: ResolvedLanguages, key: String?) throws(LocalizationError) -> [String] {
        guard !resolved.searchList.isEmpty else {
            throw LocalizationError(.noLocalization, key: key, message: "the bundle at \(bundle.path) has no localizations")
        }
        return resolved.searchList
    }

    /// The search list and formatting locale for a request's languages and locale (remembered).
    func resolution(_ languages: LocalizationRequest.Languages, locale: LocaleIdentifier?) -> ResolutionCache.Entry {
        resolutions.entry(languages: languages, locale: locale) { parsed, locale in
            let (searchList, preferences, isMatch) = resolve(parsed)
            // `Base` is no locale: its strings are the development region's.
            let chosenLanguage = searchList.first.map { bundle.resolver.language(of: $0) }
            let derivedLocale =
                locale ?? chosenLanguage.map { formattingLocale(chosen: $0, preferences: preferences) } ?? .root
            let outcome = ResolvedLanguages(
                searchList: searchList, locale: derivedLocale,
                contentLanguage: chosenLanguage.map(contentLanguage(of:)) ?? "")
            return ResolutionCache.Resolution(outcome: outcome, isBackstop: !isMatch)
        }
    }

    /// The search list and the user's languages for parsed languages, and whether one of the
    /// languages matched a localization.
    private func resolve(_ parsed: ResolutionCache.Parsed) -> (searchList: [String], preferences: [String], isMatch: Bool) {
        switch parsed {
        case .preferences(let preferences):
            let (searchList, isMatch) = bundle.resolver.searchListAndMatch(for: preferences)
            return (searchList, preferences, isMatch)
        case .localization(let localization):
            // Not one of the bundle's spellings (`ru-RU` for `ru.lproj`): match it like a preference.
            guard bundle.localizations.contains(localization) else {
                let (searchList, isMatch) = bundle.resolver.searchListAndMatch(for: [localization])
                return (searchList, [localization], isMatch)
            }
            var searchList = [localization]
            if let region = bundle.developmentRegion, region != localization { searchList.append(region) }
            return (searchList, [bundle.resolver.language(of: localization)], true)
        }
    }

    /// Apple's formatting locale: the user's first preference as a locale when it speaks the
    /// chosen localization's language, else that language in the user's region.
    ///
    /// A derivation that spells no locale (a localization such as `x0.lproj`, which is not one)
    /// formats with root data, as Apple's ICU does for an identifier it has no data for.
    private func formattingLocale(chosen: String, preferences: [String]) -> LocaleIdentifier {
        formattingLocales.value(for: FormattingLocaleKey(chosen: chosen, preferred: preferences.first)) {
            let userLocale = preferences.first.flatMap { try? LocaleIdentifier($0).canonical } ?? chosen
            let derived = FormattingLocale.identifier(chosenLocalization: chosen, preferredLocaleID: userLocale)
            return (try? LocaleIdentifier(derived)) ?? .root
        }
    }

    /// A localization's language as a BCP 47 tag for `Content-Language` (`zh_TW` → `zh-Hant-TW`).
    private func contentLanguage(of language: String) -> String {
        if let known = contentLanguages.withLock({ $0[language] }) { return known }
        let normalized = MatchingKey(language, penalizingNonDefaultCountry: false).normalized
        let tag = (try? LocaleIdentifier(normalized).languageTag()) ?? String(normalized.map { $0 == "_" ? "-" : $0 })
        contentLanguages.withLock { $0[language] = tag }
        return tag
    }

    func lookUp(
        _ key: String, table name: String, searchList: [String], fallback: LocalizationFallback
    ) throws(LocalizationError) -> TableEntry? {
        do {
            if let entry = try bundle.table(name, searchList: searchList)[key] { return entry }
            guard fallback == .perKey else { return nil }
            for localization in searchList.dropFirst() {
                if let entry = try bundle.table(name, localization: localization)?[key] { return entry }
            }
            return nil
        } catch {
            throw LocalizationError(.resource, key: key, message: error.message, resource: error)
        }
    }

    /// The plural rules `source` names for an entry of `localization` formatted for `locale`.
    func pluralRules(
        _ source: PluralRuleSource, localization: String, locale: LocaleIdentifier
    ) throws(LocalizationError) -> PluralRules {
        // Only a localization's language is text still to validate; the other sources are
        // identifiers already.
        let name: String
        do throws(ICUError) {
            switch source {
            case .language:
                // Base.lproj holds the development language's strings.
                name = bundle.resolver.language(of: localization)
                return try PluralRules(locale: LocaleIdentifier(name), allowingRootFallback: true)
            case .formattingLocale:
                name = locale.canonical
                return try PluralRules(locale: locale)
            case .identifier(let explicit):
                name = explicit.canonical
                return try PluralRules(locale: explicit)
            }
        } catch {
            throw LocalizationError(.pluralRules, message: "no plural rules for '\(name)': \(error)")
        }
    }
}
