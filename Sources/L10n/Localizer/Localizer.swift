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
///
/// Every call takes one path (see the Architecture article): the request's languages are
/// resolved (remembered), the key's plan under that resolution and the request's options is
/// found (remembered), and the plan answers. ``localization(for:metadata:)-(LocalizationRequest,_)``
/// stops after the first step and hands back a ``ResolvedLocalization`` whose calls start at the
/// second; a ``ReloadingLocalizer`` serves snapshots, each a `Localizer`.
public final class Localizer: Sendable {
    /// The bundle strings come from.
    public let bundle: LocalizationBundle
    /// Where a key missing from the chosen table is looked for next, unless a request says.
    public let fallback: LocalizationFallback
    /// What a call does when the chosen localization cannot produce the entry, unless a
    /// request says: ``FailurePolicy/apple`` (the default) throws as Apple's API would,
    /// ``FailurePolicy/degrade`` answers from the next localization that can.
    public let failurePolicy: FailurePolicy
    /// Whose locale data formats numbers, unless a request says: the system ICU's (the
    /// default) or current Apple platforms' (`NumberData.apple`).
    public let numberData: NumberData
    /// The entries validation found broken (by file, localization and key), which
    /// ``FailurePolicy/degrade`` serves from another localization from the start: the
    /// bundle's validation when the localizer's own policy degrades or is strict (a
    /// ``ReloadingLocalizer``'s snapshots pass theirs); `nil` when no validation ran, and a
    /// request that degrades checks each entry it finds alone.
    let quarantine: [EntryAddress: LocalizationError]?
    /// Told about missing keys, failed calls, served localizations and the bundle's warnings;
    /// `nil` reports nothing.
    public let reporter: (any LocalizationReporter)?
    /// The options of a request that sets none, with this localizer's fallback: one object,
    /// so requests made apart compare equal by identity in the per-thread fronts.
    let defaultOptions: ResolvedOptions
    /// The same under each failure policy, in `FailurePolicy.allCases` order (the localizer's
    /// own is `defaultOptions`): a middleware that applies another policy than the localizer's
    /// to every request passes one of these rather than a new object per request.
    let defaultOptionsByPolicy: [ResolvedOptions]
    /// What this localizer remembers (see `Caches.swift`).
    let caches: LocalizerCaches
    /// Tells this localizer's plans apart in ``ThreadPlanCache``, which each thread keeps in
    /// front of the lanes.
    let serialNumber = ThreadPlanCache.nextOwner()

    /// - Parameters:
    ///   - bundle: The bundle whose tables answer.
    ///   - fallback: Where a key missing from the chosen table is looked for next: nowhere
    ///     (``LocalizationFallback/table``, Apple's rule, the default) or along the search list
    ///     (``LocalizationFallback/perKey``). A request can choose otherwise.
    ///   - reporter: Told about each missing key and failed call, and now about the bundle's
    ///     ``LocalizationBundle/warnings``; `nil` reports nothing (nothing is printed).
    ///   - failurePolicy: What a call does when the chosen localization cannot produce the
    ///     entry: ``FailurePolicy/apple`` (the default), ``FailurePolicy/degrade`` or
    ///     ``FailurePolicy/strict``. A request can choose otherwise. With either of the last
    ///     two the bundle is validated now (every file read, as ``validate()`` does), so that
    ///     the entries validation finds wrong answer from another localization from the start.
    ///   - numberData: Whose locale data formats numbers: the system ICU's (the default), or
    ///     `NumberData.apple` for a service whose text must match its iOS app's where the
    ///     system's data is older. A request can choose otherwise.
    public convenience init(
        bundle: LocalizationBundle, fallback: LocalizationFallback = .table, failurePolicy: FailurePolicy = .apple,
        reporter: (any LocalizationReporter)? = nil, numberData: NumberData = .system
    ) {
        self.init(
            bundle: bundle, fallback: fallback, failurePolicy: failurePolicy, reporter: reporter, numberData: numberData,
            reportingWarnings: true, quarantine: failurePolicy == .apple ? nil : Self.quarantine(of: bundle.validate()))
    }

    /// The entries a validation's errors name, each with its first error.
    static func quarantine(of validation: ValidationReport) -> [EntryAddress: LocalizationError] {
        var quarantine: [EntryAddress: LocalizationError] = [:]
        for error in validation.errors {
            guard let address = EntryAddress(error), quarantine[address] == nil else { continue }
            quarantine[address] = error
        }
        return quarantine
    }

    /// - Parameter reportingWarnings: Whether to report the bundle's warnings now (a reload's
    ///   candidate reports them in its outcome instead, installed or not).
    ///   - quarantine: The entries a validation found broken.
    init(
        bundle: LocalizationBundle, fallback: LocalizationFallback, failurePolicy: FailurePolicy, reporter: (any LocalizationReporter)?,
        numberData: NumberData, reportingWarnings: Bool, quarantine: [EntryAddress: LocalizationError]? = nil
    ) {
        self.bundle = bundle
        self.fallback = fallback
        self.failurePolicy = failurePolicy
        self.numberData = numberData
        self.quarantine = quarantine
        self.reporter = reporter
        let defaultOptions = ResolvedOptions(
            LocalizationOptions(), localizerFallback: fallback, localizerPolicy: failurePolicy, localizerNumberData: numberData)
        self.defaultOptions = defaultOptions
        defaultOptionsByPolicy = FailurePolicy.allCases.map { defaultOptions.with(failurePolicy: $0) }
        caches = LocalizerCaches(localizations: bundle.localizations.count + 1)
        if let reporter, reportingWarnings {
            for warning in bundle.warnings { reporter.report(.bundleWarning(warning), metadata: [:]) }
        }
    }

    /// A localizer answering from `bundle` (`base`'s bundle with overrides laid over it) as
    /// `base` answers: its fallback, policies, reporter and number data, and the entries its
    /// validation found wrong (an override was checked when it was set).
    convenience init(overlaying base: Localizer, bundle: LocalizationBundle) {
        self.init(
            bundle: bundle, fallback: base.fallback, failurePolicy: base.failurePolicy, reporter: base.reporter,
            numberData: base.numberData, reportingWarnings: false, quarantine: base.quarantine)
    }

    /// Opens the bundle folder at `path`; see
    /// ``LocalizationBundle/init(path:developmentRegion:pseudoLocalizations:)``, which also
    /// says what `pseudoLocalizations` (`[.accented]` serves `en-XA`) adds.
    public convenience init(
        path: String, developmentRegion: Localization? = nil, fallback: LocalizationFallback = .table,
        failurePolicy: FailurePolicy = .apple, reporter: (any LocalizationReporter)? = nil, pseudoLocalizations: [PseudoLocalization] = [],
        numberData: NumberData = .system
    ) throws(ResourceError) {
        self.init(
            bundle: try LocalizationBundle(path: path, developmentRegion: developmentRegion, pseudoLocalizations: pseudoLocalizations),
            fallback: fallback, failurePolicy: failurePolicy, reporter: reporter, numberData: numberData)
    }

    /// The string for `key`, formatted with `arguments`.
    ///
    /// A service answering HTTP requests resolves each request once with
    /// ``localization(for:metadata:)-(LocalizationRequest.Languages,_)`` and localizes through
    /// the result; this form resolves the request's languages on each call (from a cache).
    ///
    /// - Throws: ``LocalizationError`` when a table cannot be read, the arguments do not fit
    ///   the format, variables cannot be expanded, or the variant the arguments choose is
    ///   missing and there is no `other` (``LocalizationError/Reason/missingVariant(variable:variant:)``,
    ///   naming the file, key, variable and category). A missing key is not an error: the
    ///   request's default value, or else the key, is formatted instead and reported.
    public func localize(
        _ key: String, arguments: [FormatArgument] = [], _ request: LocalizationRequest
    ) throws(LocalizationError) -> LocalizedString {
        try Self.answer(key, arguments, request, owner: serialNumber, reporter: reporter, metadata: nil, source: self)
    }

    /// ``localize(_:arguments:_:)-(_,[FormatArgument],_)`` with arguments as they are (`[count, name]`).
    ///
    /// Disfavored, so that literals (`[21, "Ada"]`) still build `FormatArgument`s directly.
    @_disfavoredOverload
    public func localize(
        _ key: String, arguments: [any FormatArgumentConvertible], _ request: LocalizationRequest
    ) throws(LocalizationError) -> LocalizedString {
        try localize(key, arguments: arguments.formatArguments, request)
    }

    /// The value stored for `key`, with no format pass: `Bundle.localizedString(forKey:value:table:)`,
    /// what `NSLocalizedString` returns before `String(format:)` sees it.
    ///
    /// Apps keep many values that are not format strings (`"50% off"`, `"Battery at 100%"`);
    /// ``localize(_:arguments:_:)-(_,[FormatArgument],_)`` would read their `%` as specifiers. This returns them as
    /// written, looked up exactly as ``localize(_:arguments:_:)-(_,[FormatArgument],_)`` looks them up (the request's
    /// languages, table, per-key fallback and default value):
    ///
    /// ```swift
    /// let sale = try localizer.localizedString(forKey: "sale.banner", LocalizationRequest(.preferred(["de"])))
    /// sale.string   // "50% Rabatt"
    /// ```
    ///
    /// A `.stringsdict` entry gives its `NSStringLocalizedFormatKey` text and a catalog entry
    /// its string unit, or for a plural variation the format it compiles to; device and width
    /// variants follow the request (see ``LocalizedValue/storedText(device:width:key:source:)``).
    /// Such a format key (`%#@files@`) is only expanded by ``localize(_:arguments:_:)-(_,[FormatArgument],_)``: on
    /// Apple's platforms the string returned carries the entry's variables out of sight, for
    /// `localizedStringWithFormat` to use; here the text is all there is.
    ///
    /// A missing key gives the request's default value, or else the key, and is reported to
    /// the reporter. The result's ``LocalizedString/locale`` is `nil`: nothing was
    /// formatted.
    ///
    /// Cheap: no plural rules are opened and nothing is formatted; the answer for a key and
    /// request is remembered, so a repeat costs one memo lookup.
    ///
    /// - Throws: ``LocalizationError`` when a table cannot be read, the bundle has no
    ///   localizations, or a device variation has neither the request's device nor `other`.
    public func localizedString(forKey key: String, _ request: LocalizationRequest) throws(LocalizationError) -> LocalizedString {
        let resolved = resolution(request).resolved
        return try storedString(key, resolved, resolvedOptions(request.options), metadata: nil)
    }

    /// Resolves a ``DeferredLocalization`` for a recipient's languages: the same as
    /// ``localize(_:arguments:_:)-(_,[FormatArgument],_)`` with the value's key and arguments and the request
    /// ``DeferredLocalization/request(for:)`` makes, or, for a raw value
    /// (``DeferredLocalization/isRaw``), ``localizedString(forKey:_:)`` with that request. A
    /// value that crossed a queue as JSON gives what the call would have given where it was
    /// made, had the recipient's languages been known there.
    ///
    /// ```swift
    /// let deferred = try JSONDecoder().decode(DeferredLocalization.self, from: job.payload)
    /// let subject = try localizer.localize(deferred, for: .acceptLanguage(user.acceptLanguage))
    /// ```
    ///
    /// - Throws: ``LocalizationError``, as the call it stands for throws.
    public func localize(
        _ deferred: DeferredLocalization, for languages: LocalizationRequest.Languages
    ) throws(LocalizationError) -> LocalizedString {
        let request = deferred.request(for: languages)
        if deferred.isRaw { return try localizedString(forKey: deferred.key, request) }
        return try localize(deferred.key, arguments: deferred.arguments, request)
    }

    /// Resolves a request's languages once, for every call the request makes.
    ///
    /// - Parameters:
    ///   - languages: The request's `Accept-Language` header, the user's preferences, or a
    ///     localization chosen already.
    ///   - metadata: Attached to every report about this request's calls (a request id).
    /// - Throws: ``LocalizationError/Reason/noLocalization`` when the bundle has no localizations.
    public func localization(
        for languages: LocalizationRequest.Languages, metadata: [String: String] = [:]
    ) throws(LocalizationError) -> ResolvedLocalization {
        try localization(for: LocalizationRequest(languages), metadata: metadata)
    }

    /// Resolves a request once, for every call it makes: its languages, and the options its
    /// calls share (table, formatting locale, plural rules, variants, fallback, default value).
    ///
    /// A request whose `Accept-Language` header was truncated is reported
    /// (``LocalizationEvent/truncatedHeader(byteCount:)``), and every request as
    /// ``LocalizationEvent/served(localization:contentLanguage:)``.
    ///
    /// - Throws: ``LocalizationError/Reason/noLocalization`` when the bundle has no localizations.
    public func localization(
        for request: LocalizationRequest, metadata: [String: String] = [:]
    ) throws(LocalizationError) -> ResolvedLocalization {
        let localization = try unreportedLocalization(for: request, source: nil, metadata: metadata)
        report(served: localization)
        return localization
    }

    /// Reads every table of the bundle and checks every entry: ``LocalizationBundle/validate()``.
    ///
    /// ```swift
    /// let localizer = try Localizer(path: "Resources", reporter: reporter)
    /// let report = localizer.validate()
    /// for error in report.errors { log.error("\(error)") }   // Localizable.stringsdict:12: …
    /// guard report.isValid else { exit(1) }                    // or log and go on
    /// ```
    ///
    /// The files are read into the bundle's cache, so the first requests read nothing. Nothing
    /// is reported to the ``reporter``: the caller decides what to log.
    public func validate() -> ValidationReport {
        bundle.validate()
    }
}
