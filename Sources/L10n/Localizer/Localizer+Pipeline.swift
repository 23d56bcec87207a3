import L10nFormat
import L10nICU
import L10nResources
import L10nSupport

// The one path from a request to an answer, which every entry point takes — a `Localizer`'s
// calls, a `ReloadingLocalizer`'s (through its serving snapshot), a `ResolvedLocalization`'s,
// deferred values and the CLI:
//
//   request (languages and options) → resolved languages (remembered) → plan (remembered per
//   lane, and per thread in front) → answer
//
// Each step's memo is declared in `Caches.swift`.

/// Where a plan miss finds its localizer: a ``Localizer`` is its own; a ``ReloadingLocalizer``'s
/// is its serving snapshot's, reached only on a miss. A type rather than a closure, so the hit
/// path captures (and retains) nothing.
protocol LocalizerSource: AnyObject {
    var localizer: Localizer { get }
}

extension Localizer: LocalizerSource {
    var localizer: Localizer { self }
}

extension ReloadingLocalizer: LocalizerSource {}

extension Localizer {
    // MARK: The answer

    /// The answer for `key` under `query`: the plan the current thread remembers, else the one
    /// `source`'s localizer finds or makes (then remembered), answering with `arguments`.
    ///
    /// `owner` names the localizer whose remembered plans answer (its serial number); `source`
    /// is only asked for its localizer on a miss, so a ``ReloadingLocalizer`` passes its
    /// serving snapshot's number and reaches the snapshot itself only then. Plans hold
    /// everything they use, so each call answers wholly from one snapshot, even as a reload
    /// installs another. A missing key and a failure are reported to `reporter` (every
    /// snapshot's) with `metadata` (`nil`: none; a call without metadata builds no dictionary).
    @inline(__always)
    static func answer<Query: PlanQuery>(
        _ key: String, _ arguments: [FormatArgument], _ query: Query, owner: UInt64, reporter: (any LocalizationReporter)?,
        metadata: [String: String]?, source: some LocalizerSource
    ) throws(LocalizationError) -> LocalizedString {
        // The hit answers here; the miss is a call of its own, so what every entry point
        // inlines is only the hit (and its plan is retained once, not once per branch).
        if let plan = ThreadPlanCache.plan(owner: owner, key: key, query: query) {
            do {
                return try plan.answer(key, arguments, table: query.table, reporter: reporter, metadata: metadata)
            } catch {
                return try recover(from: error, of: plan, key, arguments, query, reporter: reporter, metadata: metadata, source: source)
            }
        }
        return try answerOnMiss(key, arguments, query, reporter: reporter, metadata: metadata, source: source)
    }

    /// ``answer(_:_:_:owner:reporter:metadata:source:)`` when the thread remembers no plan:
    /// the lane's (found or made), remembered by the thread.
    @inline(never)
    private static func answerOnMiss<Query: PlanQuery>(
        _ key: String, _ arguments: [FormatArgument], _ query: Query, reporter: (any LocalizationReporter)?,
        metadata: [String: String]?, source: some LocalizerSource
    ) throws(LocalizationError) -> LocalizedString {
        let localizer = source.localizer
        let plan: LocalizationPlan
        do throws(LocalizationError) {
            plan = try localizer.plan(key, for: query)
        } catch {
            reporter?.report(.failed(error), metadata: metadata ?? [:])
            throw error
        }
        // Remembered under the localizer that made it, not `owner`: a reload installed between
        // reading `owner` and asking `source` makes them differ, and a plan remembered under
        // a newer owner than its maker's would answer from the older snapshot for good.
        ThreadPlanCache.remember(plan, owner: localizer.serialNumber, key: key, query: query)
        do {
            return try plan.answer(key, arguments, table: query.table, reporter: reporter, metadata: metadata)
        } catch {
            return try recover(from: error, of: plan, key, arguments, query, reporter: reporter, metadata: metadata, source: source)
        }
    }

    /// A plan's answer that failed for these arguments (a format that does not fit them, a
    /// plural variant they choose that is missing, plural rules that cannot be opened): under
    /// ``FailurePolicy/degrade``, the answer of the next localization whose entry can give one,
    /// reported as degraded; otherwise, or when none can, the failure, reported and thrown.
    @inline(never)
    private static func recover<Query: PlanQuery>(
        from error: LocalizationError, of failed: LocalizationPlan, _ key: String, _ arguments: [FormatArgument], _ query: Query,
        reporter: (any LocalizationReporter)?, metadata: [String: String]?, source: some LocalizerSource
    ) throws(LocalizationError) -> LocalizedString {
        let localizer = source.localizer
        let (resolved, options, purpose) = query.resolved(by: localizer)
        if options.failurePolicy == .degrade, let failing = failed.origin.localization {
            // Each candidate's own entry, planned as Apple's lookup of that localization alone.
            let exact = options.with(failurePolicy: .apple)
            for candidate in localizer.degradationCandidates(resolved.searchList, excluding: failing) {
                guard let entry = localizer.usableEntry(key, table: options.table, localization: candidate) else { continue }
                let alone = localizer.resolution(answeringFrom: entry.localization, for: resolved)
                let query = ResolvedQuery(resolved: alone, options: exact, purpose: purpose)
                guard let plan = try? localizer.plan(key, for: query),
                    let answer = try? plan.answer(key, arguments, table: options.table, reporter: nil, metadata: nil)
                else { continue }
                let degradation = Degradation(
                    key: key, table: options.table, localization: failing, answeredBy: entry.localization, reason: .failed(error))
                reporter?.report(.degraded(degradation), metadata: metadata ?? [:])
                return answer.degraded(degradation)
            }
        }
        reporter?.report(.failed(error), metadata: metadata ?? [:])
        throw error
    }

    /// The value stored for `key` under a resolution and options (a raw lookup): from the
    /// resolution's table of raw answers when the options are the default ones, else through
    /// ``answer(_:_:_:owner:reporter:metadata:source:)``.
    ///
    /// Inlined into its callers, like `answer`'s hit path: the common case is one dictionary
    /// lookup, and a call frame around it costs about as much as the lookup.
    @inline(__always)
    func storedString(
        _ key: String, _ resolved: ResolvedLanguages, _ options: ResolvedOptions, metadata: [String: String]?
    ) throws(LocalizationError) -> LocalizedString {
        if options === defaultOptions, let answer = rawAnswers(resolved).answers[key] { return answer }
        return try storedStringThroughPlan(key, resolved, options, metadata: metadata)
    }

    @inline(never)
    private func storedStringThroughPlan(
        _ key: String, _ resolved: ResolvedLanguages, _ options: ResolvedOptions, metadata: [String: String]?
    ) throws(LocalizationError) -> LocalizedString {
        let query = ResolvedQuery(resolved: resolved, options: options, purpose: .rawLookup)
        return try Self.answer(key, [], query, owner: serialNumber, reporter: reporter, metadata: metadata, source: self)
    }

    /// The raw answers of the default table under the default options for a resolution: every
    /// key the chosen table has, each as ``localizedString(forKey:_:)`` answers it. Made once
    /// per resolution on its first raw lookup (resolutions are one object per outcome, so a
    /// client inventing headers cannot make it again and again), so that a raw lookup is one
    /// dictionary lookup. Keys it lacks (missing, whose stored text fails, or — unless the
    /// localizer's policy is Apple's — whose entry validation found wrong) take the plan's way,
    /// which degrades, reports or throws.
    func rawAnswers(_ resolved: ResolvedLanguages) -> RawAnswers {
        resolved.rawAnswers.value {
            let options = defaultOptions.options
            guard !resolved.searchList.isEmpty, let table = try? bundle.table(options.table, searchList: resolved.searchList)
            else { return RawAnswers([:]) }
            var answers: [String: LocalizedString] = [:]
            answers.reserveCapacity(table.count)
            // A localizer that degrades or is strict leaves out the entries its validation found
            // wrong: their raw lookups take the plan's way, as their formatting does.
            let skipsProblems = failurePolicy != .apple
            for (key, entry) in table.entries {
                if skipsProblems, problem(with: entry) != nil { continue }
                guard let text = try? entry.value.storedText(device: options.device, width: options.width, key: key, source: entry.location)
                else { continue }
                let origin = LocalizedString.Origin(localization: entry.localization, source: entry.location, locale: nil, isMissing: false)
                answers[key] = LocalizedString(string: text, origin: origin)
            }
            return RawAnswers(answers)
        }
    }

    // MARK: Plans

    /// The plan for `key` under `query`, from the current lane.
    func plan<Query: PlanQuery>(_ key: String, for query: Query) throws(LocalizationError) -> LocalizationPlan {
        let (resolved, options, purpose) = query.resolved(by: self)
        let lane = caches.lanes[ThreadLane.current]
        return try lane.plans.value(for: PlanKey(key: key, resolved: resolved, options: options, purpose: purpose)) {
            () throws(LocalizationError) in
            // A locale that only adds a region without data of its own formats as its data's
            // locale does: the plan made for that locale is shared, unless it degraded (a
            // degraded answer's locale is derived from the request's).
            if let data = dataResolution(of: resolved) {
                let shared = try lane.plans.value(for: PlanKey(key: key, resolved: data, options: options, purpose: purpose)) {
                    () throws(LocalizationError) in
                    try makePlan(key, data, options, purpose, formats: lane.formats)
                }
                if !shared.isDegraded { return LocalizationPlan(relocating: shared, to: resolved.locale) }
            }
            return try makePlan(key, resolved, options, purpose, formats: lane.formats)
        }
    }

    /// The resolution whose plans `resolved`'s share: the same search list with the locale
    /// formatting objects are opened for (`en` for `en_KM`); `nil` when that is `resolved`'s
    /// own locale.
    private func dataResolution(of resolved: ResolvedLanguages) -> ResolvedLanguages? {
        guard resolved.formattingData != resolved.locale else { return nil }
        let data = DerivedLocale(resolved.formattingData)
        // The data locale is its own (an available locale); checked, so that a resolution a
        // request could also reach is never made with other formatting data than its own.
        guard data.formattingData == resolved.formattingData else { return nil }
        let made = ResolvedLanguages(
            searchList: resolved.searchList, locale: data, contentLanguage: resolved.contentLanguage,
            localeIsExplicit: resolved.localeIsExplicit)
        return caches.outcomes.value(for: made) { made }
    }

    private func makePlan(
        _ key: String, _ resolved: ResolvedLanguages, _ resolvedOptions: ResolvedOptions, _ purpose: LocalizationPlan.Purpose,
        formats: PrintfFormatSet
    ) throws(LocalizationError) -> LocalizationPlan {
        let options = resolvedOptions.options
        let searchList = try searchList(resolved, key: key)
        let entry: TableEntry?
        var degradation: Degradation?
        switch resolvedOptions.failurePolicy {
        case .apple:
            entry = try lookUp(key, table: options.table, searchList: searchList, fallback: resolvedOptions.fallback)
        case .degrade, .strict:
            let found = try lookUpDegrading(key, table: options.table, searchList: searchList, fallback: resolvedOptions.fallback)
            (entry, degradation) = (found.entry, found.degradation)
            let strictFailure =
                degradation.map(\.error) ?? found.problem ?? (entry == nil ? missing(key, options.table, searchList) : nil)
            if resolvedOptions.failurePolicy == .strict, let failure = strictFailure {
                return LocalizationPlan(failing: failure, searchList: searchList, locale: resolved.locale)
            }
        }
        // A degraded answer is formatted as its own localization's text would be. Formatting
        // objects are opened for the locale whose data formats it (`en` for `en_XY`).
        let formattedAs = degradation.map { resolution(answeringFrom: $0.answeredBy, for: resolved) } ?? resolved
        let locale = formattedAs.locale
        let value = entry?.value ?? .text(options.missingKeyText(key))
        var selection = VariantSelection(
            pluralRules: nil, device: options.device, width: options.width, selectsOnDisplayedDigits: options.selectsPluralOnDisplayedDigits
        )
        switch purpose {
        case .rawLookup:
            // Nothing is formatted, so no plural rules are opened.
            var stored = Result<String, LocalizationError>.success(options.missingKeyText(key))
            if let entry {
                stored = Result { () throws(LocalizationError) in
                    try entry.value.storedText(device: options.device, width: options.width, key: key, source: entry.location)
                }
            }
            return LocalizationPlan(
                searchList: searchList, locale: locale, selection: selection, value: value, stored: stored, entry: entry,
                degradation: degradation)
        case .formatting:
            // Rules that cannot be opened fail only the calls that choose a plural variant by a number.
            let localization = entry?.localization ?? searchList[0]
            do throws(LocalizationError) {
                selection.pluralRules = try pluralRules(
                    options.pluralRules, localization: localization, locale: formattedAs.formattingData)
            } catch {
                var missing = error
                missing.key = key
                missing.message += " (localization '\(localization)', table '\(options.table)')"
                missing.source = entry?.location
                selection.missingRules = missing
            }
            let compiled = CompiledValue(
                value, selection: selection,
                formatter: StringFormatter(locale: formattedAs.formattingData, options: .init(numberData: resolvedOptions.numberData)),
                formatSet: formats,
                key: key)
            return LocalizationPlan(
                searchList: searchList, locale: locale, selection: selection, value: value, compiled: compiled, entry: entry,
                degradation: degradation)
        }
    }

    /// The search list of a resolution, never empty.
    ///
    /// - Throws: ``LocalizationError/Reason/noLocalization`` when the bundle has no localizations.
    func searchList(_ resolved: ResolvedLanguages, key: String?) throws(LocalizationError) -> [Localization] {
        guard !resolved.searchList.isEmpty else {
            throw LocalizationError(.noLocalization, key: key, message: "the bundle at \(bundle.path) has no localizations")
        }
        return resolved.searchList
    }

    /// The entry for `key` in the table of the first localization that has it, and with
    /// per-key fallback in the rest of the search list.
    func lookUp(
        _ key: String, table name: String, searchList: [Localization], fallback: LocalizationFallback
    ) throws(LocalizationError) -> TableEntry? {
        do {
            if let entry = try bundle.table(name, searchList: searchList)[key] { return entry }
            guard fallback == .perKey else { return nil }
            for localization in searchList.dropFirst() {
                if let entry = try bundle.table(name, localization: localization)?[key] { return entry }
            }
            return nil
        } catch {
            throw LocalizationError(.resource(error), key: key, message: error.message)
        }
    }

    /// The entry that answers `key` under ``FailurePolicy/degrade`` (and ``FailurePolicy/strict``,
    /// which refuses any answer that comes with a degradation): Apple's lookup's entry when it
    /// is usable; else the first usable entry of the next localizations (the rest of the
    /// search list, the development region, `Base`), with why the first could not answer.
    ///
    /// A key no localization has gives no entry and no degradation (the default value or the
    /// key answers, as Apple's would); an entry validation found broken answers when no other
    /// can (it may still fit the call's arguments), with its `problem` (which strict refuses).
    ///
    /// - Throws: The table's reading error when its file cannot be read and no other
    ///   localization has the key.
    func lookUpDegrading(
        _ key: String, table name: String, searchList: [Localization], fallback: LocalizationFallback
    ) throws(LocalizationError) -> (entry: TableEntry?, degradation: Degradation?, problem: LocalizationError?) {
        var failing = searchList[0]
        var reason = Degradation.Reason.missingKey
        var broken: TableEntry?
        var unreadable: LocalizationError?
        // The localization that cannot answer is not asked again, unless it was a file that
        // could not be read: the localization's other files may have the key.
        var excluded: Localization? = failing
        do throws(LocalizationError) {
            if let entry = try lookUp(key, table: name, searchList: searchList, fallback: fallback) {
                guard let problem = problem(with: entry) else { return (entry, nil, nil) }
                (failing, reason, broken, excluded) = (entry.localization, .failed(problem), entry, entry.localization)
            }
        } catch {
            (reason, unreadable, excluded) = (.failed(error), error, nil)
        }
        for candidate in degradationCandidates(searchList, excluding: excluded) {
            guard let entry = usableEntry(key, table: name, localization: candidate) else { continue }
            let degradation = Degradation(key: key, table: name, localization: failing, answeredBy: entry.localization, reason: reason)
            return (entry, degradation, nil)
        }
        if let unreadable { throw unreadable }
        guard case .failed(let problem) = reason else { return (nil, nil, nil) }
        return (broken, nil, problem)
    }

    /// The localizations a degraded answer is looked for in, in order: the search list, the
    /// development region, `Base` — each once, `excluding` the one that could not answer.
    func degradationCandidates(_ searchList: [Localization], excluding failing: Localization?) -> [Localization] {
        var candidates: [Localization] = []
        var all = searchList
        if let region = bundle.developmentRegion { all.append(region) }
        if bundle.localizations.contains(.base) { all.append(.base) }
        for localization in all where localization != failing && !candidates.contains(localization) {
            candidates.append(localization)
        }
        return candidates
    }

    /// `localization`'s own entry for `key` in table `name`, when one of its files that can
    /// be read has one that validates.
    func usableEntry(_ key: String, table name: String, localization: Localization) -> TableEntry? {
        guard let entry = bundle.readableEntry(key, table: name, localization: localization), problem(with: entry) == nil
        else { return nil }
        return entry
    }

    /// What validation found wrong with `entry` (its first error), or `nil`: the localizer's
    /// validation when it ran one, else the entry's own checks, made now.
    func problem(with entry: TableEntry) -> LocalizationError? {
        if let quarantine { return quarantine[EntryAddress(entry)] }
        guard var error = EntryValidation(entry: entry).errors().first else { return nil }
        error.localization = error.localization ?? entry.localization
        return error
    }

    /// The error ``FailurePolicy/strict`` throws for a key no localization has.
    private func missing(_ key: String, _ table: String, _ searchList: [Localization]) -> LocalizationError {
        LocalizationError(
            .missingKey, key: key, message: "no localization has the key in table '\(table)' (looked in \(searchList.map(\.name)))",
            localization: searchList.first)
    }

    /// The resolution a degraded answer from `localization` is formatted under: `localization`
    /// alone, with the request's formatting locale when it named one, else Apple's derivation
    /// for that localization with the request's locale as the user's (an English answer to a
    /// `de-CH` user is formatted as `en_CH`, one to an `ar` user as `en`, in Latin digits, as
    /// English text is). One object per outcome like every other, so plans made for it are
    /// found again.
    func resolution(answeringFrom localization: Localization, for original: ResolvedLanguages) -> ResolvedLanguages {
        let language = bundle.resolver.language(of: localization)
        let locale =
            original.localeIsExplicit
            ? DerivedLocale(locale: original.locale, formattingData: original.formattingData)
            : formattingLocale(chosen: language, user: .preference(original.locale.canonical))
        // Tagged as the localization's own resolution would be: resolutions are shared by
        // search list and locale, so a request that chooses `localization` may be given this one.
        let made = ResolvedLanguages(
            searchList: [localization], locale: locale, contentLanguage: contentLanguage(of: language),
            localeIsExplicit: original.localeIsExplicit)
        return caches.outcomes.value(for: made) { made }
    }

    /// The plural rules `source` names for an entry of `localization` formatted for `locale`.
    func pluralRules(
        _ source: PluralRuleSource, localization: Localization, locale: LocaleIdentifier
    ) throws(LocalizationError) -> PluralRules {
        // Only a localization's language is text still to validate; the other sources are
        // identifiers already.
        let name: String
        do throws(ICUError) {
            switch source {
            case .localization:
                // Base.lproj holds the development language's strings.
                name = bundle.resolver.language(of: localization).name
                return try PluralRules(locale: LocaleIdentifier(name), allowingRootFallback: true)
            case .formattingLocale:
                name = locale.canonical
                return try PluralRules(locale: locale)
            case .identifier(let explicit):
                name = explicit.canonical
                return try PluralRules(locale: explicit)
            }
        } catch {
            throw LocalizationError(.pluralRules(error), message: "no plural rules for '\(name)': \(error)")
        }
    }

    /// A request's options with the fallback decided: the localizer's one default object when
    /// the request sets none (but perhaps its locale, which the resolution holds).
    func resolvedOptions(_ options: LocalizationOptions) -> ResolvedOptions {
        options.hasDefaultLookupOptions
            ? defaultOptions
            : ResolvedOptions(
                options, localizerFallback: fallback, localizerPolicy: failurePolicy, localizerNumberData: numberData)
    }

    /// `options` under `policy`: for the default options, one object per policy.
    func resolvedOptions(_ options: ResolvedOptions, under policy: FailurePolicy) -> ResolvedOptions {
        guard options === defaultOptions, let index = FailurePolicy.allCases.firstIndex(of: policy) else {
            return options.with(failurePolicy: policy)
        }
        return defaultOptionsByPolicy[index]
    }

    // MARK: Resolution

    /// The resolution of a request's languages and explicit locale (remembered).
    func resolution(_ request: LocalizationRequest) -> ResolutionEntry {
        resolution(request.languages, locale: request.options.locale)
    }

    /// The search list and formatting locale for languages and an explicit locale, remembered
    /// at two levels: by the languages as written, and by what parsing produced.
    func resolution(_ languages: LocalizationRequest.Languages, locale: LocaleIdentifier?) -> ResolutionEntry {
        caches.writtenLanguages.value(for: WrittenLanguages(languages: languages, locale: locale)) {
            parsedResolution(languages, locale: locale)
        }
    }

    /// ``resolution(_:locale:)`` for languages not remembered as written: parsed, screened,
    /// and resolved or found by what parsing produced.
    private func parsedResolution(_ languages: LocalizationRequest.Languages, locale: LocaleIdentifier?) -> ResolutionEntry {
        let parsed: ParsedLanguages.Languages
        var isTruncated = false
        var headerLength = 0
        switch languages {
        case .preferred(let preferences):
            parsed = screened(preferences)
        case .acceptLanguage(let header):
            let acceptLanguage = AcceptLanguage.preferredLanguages(of: header)
            parsed = screened(acceptLanguage.languages)
            isTruncated = acceptLanguage.isTruncated
            headerLength = header.utf8.count
        case .localization(let localization):
            parsed = .localization(localization)
        }
        let resolution = caches.parsedLanguages.value(for: ParsedLanguages(languages: parsed, locale: locale)) {
            let made = resolve(parsed, locale: locale)
            let outcome = caches.outcomes.value(for: made.outcome) { made.outcome }
            return Resolution(outcome: outcome, isBackstop: made.isBackstop)
        }
        return ResolutionEntry(
            resolved: resolution.outcome, isTruncated: isTruncated, headerLength: headerLength, isBackstop: resolution.isBackstop)
    }

    /// A preference list with what cannot change its answer left out: the preferences of
    /// languages no localization can match (``LanguageScreen``; they cost no normalization),
    /// and of the first preference, when it is one of them, all but its region (read from the
    /// text, else as ICU reads it; the whole preference when that reading has keywords).
    ///
    /// Sound only while the bundle has a localization to match: the chosen one then is one of
    /// them, so a screened-out first preference cannot speak its language.
    private func screened(_ preferences: [String]) -> ParsedLanguages.Languages {
        let matchable = bundle.resolver.matchable
        guard let first = preferences.first else { return .preferences([], user: .none) }
        guard !matchable.identifiers.isEmpty else { return .preferences(preferences, user: .preference(first)) }
        let screen = matchable.screen
        // One pass; a list the screen keeps whole is kept as it is, with no copy.
        var admitted: [String]?
        for (index, preference) in preferences.enumerated() {
            if screen.mayMatch(preference) {
                admitted?.append(preference)
            } else if admitted == nil {
                // Room for every later preference at once (growing by appends reallocates),
                // but none while nothing is admitted: a header of invented languages allocates
                // no list.
                var list: [String] = []
                if index > 0 {
                    list.reserveCapacity(preferences.count - 1)
                    list.append(contentsOf: preferences[..<index])
                }
                admitted = list
            }
        }
        guard let admitted else { return .preferences(preferences, user: .preference(first)) }
        let user: FormattingLocaleKey.User =
            if admitted.first == first {
                .preference(first)
            } else if LanguageScreen.isPrivateUse(first) {
                .none
            } else if let region = FormattingLocale.plainRegion(of: first) ?? FormattingLocale.canonicalRegion(of: first) {
                .region(region)
            } else {
                .preference(first)
            }
        return .preferences(admitted, user: user)
    }

    /// Apple's matching for parsed languages: the search list, the formatting locale (the
    /// explicit one, else Apple's derivation) and the `Content-Language` tag.
    private func resolve(_ parsed: ParsedLanguages.Languages, locale: LocaleIdentifier?) -> Resolution {
        let searchList: [Localization]
        let user: FormattingLocaleKey.User
        let isMatch: Bool
        switch parsed {
        case .preferences(let list, let userPart):
            (searchList, isMatch) = bundle.resolver.searchListAndMatch(for: list)
            user = userPart
        case .localization(let localization) where !bundle.localizations.contains(localization):
            // Not one of the bundle's spellings (`ru-RU` for `ru.lproj`): match it like a preference.
            (searchList, isMatch) = bundle.resolver.searchListAndMatch(for: [localization.name])
            user = .preference(localization.name)
        case .localization(let localization):
            var list = [localization]
            if let region = bundle.developmentRegion, region != localization { list.append(region) }
            (searchList, isMatch) = (list, true)
            user = .preference(bundle.resolver.language(of: localization).name)
        }
        // `Base` is no locale: its strings are the development region's.
        let chosenLanguage = searchList.first.map { bundle.resolver.language(of: $0) }
        let derivedLocale = locale.map(DerivedLocale.init) ?? chosenLanguage.map { formattingLocale(chosen: $0, user: user) } ?? .root
        let outcome = ResolvedLanguages(
            searchList: searchList, locale: derivedLocale, contentLanguage: chosenLanguage.map(contentLanguage(of:)) ?? "",
            localeIsExplicit: locale != nil)
        return Resolution(outcome: outcome, isBackstop: !isMatch)
    }

    /// Apple's formatting locale: the user's first preference as a locale when it speaks the
    /// chosen localization's language, else that language in the user's region.
    ///
    /// A derivation that spells no locale (a localization such as `x0.lproj`, which is not one)
    /// formats with root data, as Apple's ICU does for an identifier it has no data for.
    private func formattingLocale(chosen: Localization, user: FormattingLocaleKey.User) -> DerivedLocale {
        caches.formattingLocales.value(for: FormattingLocaleKey(chosen: chosen, user: user)) {
            let derived: String
            switch user {
            case .none:
                derived = FormattingLocale.identifier(chosenLocalization: chosen.name, preferredLocaleID: chosen.name)
            case .preference(let first):
                let userLocale = (try? LocaleIdentifier(first).canonical) ?? chosen.name
                derived = FormattingLocale.identifier(chosenLocalization: chosen.name, preferredLocaleID: userLocale)
            case .region(let region):
                derived = FormattingLocale.identifier(chosenLocalization: chosen.name, userRegion: region)
            }
            return DerivedLocale((try? LocaleIdentifier(derived)) ?? .root)
        }
    }

    /// A localization's language as a BCP 47 tag for `Content-Language` (`zh_TW` → `zh-Hant-TW`).
    package func contentLanguage(of language: Localization) -> String {
        caches.contentLanguages.value(for: language) {
            let normalized = MatchingKey(language.name, penalizingNonDefaultCountry: false).normalized
            return (try? LocaleIdentifier(normalized).languageTag()) ?? String(normalized.map { $0 == "_" ? "-" : $0 })
        }
    }

    // MARK: Resolved localizations

    /// A request's localization, with a failure reported but not the outcome: a caller that
    /// tries several sources (``localization(selecting:from:metadata:)``) reports the one it keeps.
    package func unreportedLocalization(
        for request: LocalizationRequest, source: LanguageSource?, metadata: [String: String]
    ) throws(LocalizationError) -> ResolvedLocalization {
        let entry = resolution(request)
        do throws(LocalizationError) {
            _ = try searchList(entry.resolved, key: nil)
        } catch {
            reporter?.report(.failed(error), metadata: metadata)
            throw error
        }
        return ResolvedLocalization(
            localizer: self, resolved: entry.resolved, options: resolvedOptions(request.options), isHeaderTruncated: entry.isTruncated,
            headerLength: entry.headerLength, isBackstop: entry.isBackstop, languageSource: source,
            languages: request.languages, metadata: metadata)
    }

    /// Reports a localization a request is served with, and its truncated header if it had one.
    func report(served localization: ResolvedLocalization) {
        guard let reporter else { return }
        if localization.isHeaderTruncated {
            reporter.report(.truncatedHeader(byteCount: localization.headerLength), metadata: localization.metadata)
        }
        reporter.report(
            .served(localization: localization.localization, contentLanguage: localization.contentLanguage), metadata: localization.metadata
        )
    }
}

extension LocalizationRequest {
    /// A request as written resolves through the localizer's memos, for formatting.
    func resolved(by localizer: Localizer) -> (ResolvedLanguages, ResolvedOptions, LocalizationPlan.Purpose) {
        (localizer.resolution(self).resolved, localizer.resolvedOptions(options), .formatting)
    }
}

extension ResolvedQuery {
    func resolved(by localizer: Localizer) -> (ResolvedLanguages, ResolvedOptions, LocalizationPlan.Purpose) {
        (resolved, options, purpose)
    }
}
