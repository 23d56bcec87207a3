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
    /// Told about missing keys, failed calls and the bundle's warnings; `nil` reports nothing.
    public let reporter: (any LocalizationReporter)?
    /// Search lists and formatting locales by request, so steady-state calls skip matching.
    private let resolutions = ResolutionCache()
    /// One lane per processor (``ThreadLane``), each with its own plans and ICU formats, so
    /// the threads of a server, each in a lane of its own, share nothing they write on the hot
    /// path: no lock, reference count or pool of ICU clones is touched by two lanes. A plan is
    /// made once per lane.
    let lanes: [Lane] = (0..<ThreadLane.count).map { _ in Lane() }
    /// Tells this localizer's plans apart in ``ThreadPlanCache``, which each thread keeps in
    /// front of the lanes.
    private let serialNumber = ThreadPlanCache.nextOwner()

    final class Lane: Sendable {
        /// Plans by key and request: one lookup per call in steady state instead of one per
        /// step. Bounded; a service with more distinct (key, request) pairs recomputes some.
        let plans = BoundedCache<PlanKey, LocalizationPlan>(capacity: max(8192 / ThreadLane.count, 1024))
        /// Raw lookups' answers by key and request (see ``Localizer/localizedString(forKey:_:)``).
        let storedAnswers = BoundedCache<PlanKey, StoredAnswer>(capacity: max(8192 / ThreadLane.count, 1024))
        let formatSet = PrintfFormatSet()
    }

    /// - Parameters:
    ///   - bundle: The bundle whose tables answer.
    ///   - reporter: Told about each missing key and failed call, and now about the bundle's
    ///     ``LocalizationBundle/warnings``; `nil` reports nothing (nothing is printed).
    public init(bundle: LocalizationBundle, reporter: (any LocalizationReporter)? = nil) {
        self.bundle = bundle
        self.reporter = reporter
        if let reporter {
            for warning in bundle.warnings { reporter.report(LocalizationEvent(.bundleWarning(warning))) }
        }
    }

    /// Opens the bundle folder at `path`; see ``LocalizationBundle/init(path:developmentRegion:)``.
    public convenience init(path: String, reporter: (any LocalizationReporter)? = nil) throws(ResourceError) {
        self.init(bundle: try LocalizationBundle(path: path), reporter: reporter)
    }

    /// The string for `key`, formatted with `arguments`.
    ///
    /// - Throws: ``LocalizationError`` when a table cannot be read, the arguments do not fit
    ///   the format, variables cannot be expanded, or the variant the arguments choose is
    ///   missing and there is no `other` (``LocalizationError/Kind/missingVariant``, naming the
    ///   file, key, variable and category). A missing key is not an error: the request's
    ///   default value, or else the key, is formatted instead and reported.
    public func localize(
        _ key: String, arguments: [FormatArgument] = [], _ request: LocalizationRequest
    ) throws(LocalizationError) -> LocalizedString {
        do {
            return try localizeUnreported(key, arguments: arguments, request)
        } catch {
            reporter?.report(LocalizationEvent(.failed(error)))
            throw error
        }
    }

    private func localizeUnreported(
        _ key: String, arguments: [FormatArgument], _ request: LocalizationRequest
    ) throws(LocalizationError) -> LocalizedString {
        let plan: LocalizationPlan
        if let remembered = ThreadPlanCache.plan(owner: serialNumber, key: key, request: request) {
            plan = remembered
        } else {
            let lane = lanes[ThreadLane.current]
            plan = try lane.plans.value(for: PlanKey(key: key, request: request)) { () throws(LocalizationError) in
                try makePlan(key, request, formatSet: lane.formatSet)
            }
            ThreadPlanCache.remember(plan, owner: serialNumber, key: key, request: request)
        }
        if plan.isMissing, let reporter {
            reporter.report(LocalizationEvent(.missingKey(MissingKey(key: key, table: request.table, searchList: plan.searchList))))
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
        _ key: String, _ request: LocalizationRequest, formatSet: PrintfFormatSet
    ) throws(LocalizationError) -> LocalizationPlan {
        let resolution = try resolution(for: request, key: key)
        let searchList = resolution.searchList
        let chosen = searchList[0]
        let entry = try lookUp(key, table: request.table, searchList: searchList, perKeyFallback: request.perKeyFallback)
        let value = entry?.value ?? .text(request.missingKeyText(key))
        var selection = VariantSelection(
            pluralRules: nil, device: request.device, width: request.width,
            selectsOnDisplayedDigits: request.selectsPluralOnDisplayedDigits)
        // Rules that cannot be opened fail only the calls that choose a plural variant by a number.
        do throws(LocalizationError) {
            selection.pluralRules = try pluralRules(
                request.pluralRules, localization: entry?.localization ?? chosen, locale: resolution.locale)
        } catch {
            selection.missingRules = LocalizationError(
                .pluralRules, key: key,
                message: error.message + " (localization '\(entry?.localization ?? chosen)', table '\(request.table)')",
                source: entry?.location)
        }
        let compiled = CompiledValue(
            value, selection: selection, formatter: StringFormatter(locale: resolution.locale), formatSet: formatSet, key: key)
        return LocalizationPlan(
            searchList: searchList, locale: resolution.locale, selection: selection, value: value, compiled: compiled, entry: entry)
    }

    /// The search list and formatting locale for `request` (remembered per languages and locale).
    ///
    /// - Throws: ``LocalizationError/Kind/noLocalization`` when the bundle has no localizations,
    ///   so the search list is never empty.
    func resolution(for request: LocalizationRequest, key: String) throws(LocalizationError) -> ResolutionCache.Resolution {
        let resolution = resolutions.resolution(languages: request.languages, locale: request.locale) {
            let (searchList, preferences) = resolve(request.languages)
            // `Base` is no locale: its strings are the development region's.
            let locale =
                request.locale
                ?? searchList.first.map {
                    formattingLocale(chosen: bundle.resolver.language(of: $0), preferences: preferences)
                }
            return ResolutionCache.Resolution(searchList: searchList, locale: locale ?? .root)
        }
        guard !resolution.searchList.isEmpty else {
            throw LocalizationError(.noLocalization, key: key, message: "the bundle at \(bundle.path) has no localizations")
        }
        return resolution
    }

    /// The search list and the user's languages for a request.
    private func resolve(_ languages: LocalizationRequest.Languages) -> (searchList: [String], preferences: [String]) {
        switch languages {
        case .preferred(let preferences):
            return (bundle.searchList(for: preferences), preferences)
        case .acceptLanguage(let header):
            let preferences = AcceptLanguage(header).preferredLanguages
            return (bundle.searchList(for: preferences), preferences)
        case .localization(let localization):
            // Not one of the bundle's spellings (`ru-RU` for `ru.lproj`): match it like a preference.
            guard bundle.localizations.contains(localization) else {
                return (bundle.searchList(for: [localization]), [localization])
            }
            var searchList = [localization]
            if let region = bundle.developmentRegion, region != localization { searchList.append(region) }
            return (searchList, [bundle.resolver.language(of: localization)])
        }
    }

    /// Apple's formatting locale: the user's first preference as a locale when it speaks the
    /// chosen localization's language, else that language in the user's region.
    ///
    /// A derivation that spells no locale (a localization such as `x0.lproj`, which is not one)
    /// formats with root data, as Apple's ICU does for an identifier it has no data for.
    private func formattingLocale(chosen: String, preferences: [String]) -> LocaleIdentifier {
        let userLocale = preferences.first.flatMap { try? LocaleIdentifier($0).canonical } ?? chosen
        let derived = FormattingLocale.identifier(chosenLocalization: chosen, preferredLocaleID: userLocale)
        return (try? LocaleIdentifier(derived)) ?? .root
    }

    func lookUp(_ key: String, table name: String, searchList: [String], perKeyFallback: Bool) throws(LocalizationError) -> TableEntry? {
        do {
            if let entry = try bundle.table(name, searchList: searchList)[key] { return entry }
            guard perKeyFallback else { return nil }
            for localization in searchList.dropFirst() {
                if let entry = try bundle.table(name, localization: localization)?[key] { return entry }
            }
            return nil
        } catch {
            throw LocalizationError(.resource, key: key, message: error.message, resource: error)
        }
    }

    private func pluralRules(
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
