import L10nICU
import L10nSupport

extension Localizer {
    /// The value stored for `key`, with no format pass: `Bundle.localizedString(forKey:value:table:)`,
    /// what `NSLocalizedString` returns before `String(format:)` sees it.
    ///
    /// Apps keep many values that are not format strings (`"50% off"`, `"Battery at 100%"`);
    /// ``localize(_:arguments:_:)`` would read their `%` as specifiers. This returns them as
    /// written, looked up exactly as ``localize(_:arguments:_:)`` looks them up (the request's
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
    /// Such a format key (`%#@files@`) is only expanded by ``localize(_:arguments:_:)``: on
    /// Apple's platforms the string returned carries the entry's variables out of sight, for
    /// `localizedStringWithFormat` to use; here the text is all there is.
    ///
    /// A missing key gives the request's default value, or else the key, and is reported to
    /// the reporter. The result's ``LocalizedString/locale`` is `nil`: nothing was
    /// formatted.
    ///
    /// Cheap: no plural rules are opened and nothing is formatted; the answer for a key and
    /// request is remembered (per lane, like ``localize(_:arguments:_:)``'s plans), so a repeat
    /// costs one memo lookup.
    ///
    /// - Throws: ``LocalizationError`` when a table cannot be read, the bundle has no
    ///   localizations, or a device variation has neither the request's device nor `other`.
    public func localizedString(forKey key: String, _ request: LocalizationRequest) throws(LocalizationError) -> LocalizedString {
        do {
            let resolved = resolution(request.languages, locale: request.locale).resolved
            return try storedString(key, resolved, request.options(localizerFallback: fallback), metadata: nil)
        } catch {
            reporter?.report(LocalizationEvent(.failed(error)))
            throw error
        }
    }

    /// The stored answer for `key` under a resolution and options, from the current lane; a
    /// missing key is reported.
    func storedString(
        _ key: String, _ resolved: ResolvedLanguages, _ options: LookupOptions, metadata: [String: String]?
    ) throws(LocalizationError) -> LocalizedString {
        let answer: StoredAnswer
        if let remembered = ThreadPlanCache.storedAnswer(owner: serialNumber, key: key, resolved: resolved, options: options) {
            answer = remembered
        } else {
            answer = try lanes[ThreadLane.current].storedAnswers.value(for: PlanKey(key: key, resolved: resolved, options: options)) {
                () throws(LocalizationError) in
                try storedAnswer(key, resolved, options)
            }
            ThreadPlanCache.remember(answer, owner: serialNumber, key: key, resolved: resolved, options: options)
        }
        if answer.string.isMissing, let reporter {
            let missing = MissingKey(key: key, table: options.table, searchList: answer.searchList)
            reporter.report(LocalizationEvent(.missingKey(missing), metadata: metadata ?? [:]))
        }
        return answer.string
    }

    private func storedAnswer(
        _ key: String, _ resolved: ResolvedLanguages, _ options: LookupOptions
    ) throws(LocalizationError) -> StoredAnswer {
        let searchList = try searchList(resolved, key: key)
        let entry = try lookUp(key, table: options.table, searchList: searchList, fallback: options.fallback)
        let text: String
        if let entry {
            text = try entry.value.storedText(device: options.device, width: options.width, key: key, source: entry.location)
        } else {
            text = options.missingKeyText(key)
        }
        let origin = LocalizedString.Origin(
            localization: entry?.localization, source: entry?.location, locale: nil, isMissing: entry == nil)
        return StoredAnswer(string: LocalizedString(string: text, origin: origin), searchList: searchList)
    }
}

extension Localizer {
    /// The raw answers of the default table under the default options for a resolution: every
    /// key the chosen table has, each as ``localizedString(forKey:_:)`` answers it. Made once
    /// per resolution on its first raw lookup (resolutions are one object per outcome, so a
    /// client inventing headers cannot make it again and again), so that a
    /// ``RequestLocalization``'s raw lookup is one dictionary lookup. Keys it lacks (missing,
    /// or whose stored text fails) take the ordinary path, which reports or throws.
    func defaultAnswers(_ resolved: ResolvedLanguages) -> StoredAnswers {
        resolved.defaultAnswers.value {
            var answers: [String: LocalizedString] = [:]
            guard !resolved.searchList.isEmpty,
                let table = try? bundle.table(defaultOptions.table, searchList: resolved.searchList)
            else { return StoredAnswers(answers) }
            answers.reserveCapacity(table.count)
            for (key, entry) in table.entries {
                guard
                    let text = try? entry.value.storedText(
                        device: defaultOptions.device, width: defaultOptions.width, key: key, source: entry.location)
                else { continue }
                let origin = LocalizedString.Origin(localization: entry.localization, source: entry.location, locale: nil, isMissing: false)
                answers[key] = LocalizedString(string: text, origin: origin)
            }
            return StoredAnswers(answers)
        }
    }
}

/// A table's raw answers by key, for ``Localizer/defaultAnswers(_:)``.
final class StoredAnswers: Sendable {
    let answers: [String: LocalizedString]

    init(_ answers: [String: LocalizedString]) {
        self.answers = answers
    }
}

/// A raw lookup's answer, remembered per key and request: it does not depend on arguments.
/// A class, so a remembered answer is one reference to retain.
final class StoredAnswer: Sendable {
    let string: LocalizedString
    /// The localizations looked in, for the reporter.
    let searchList: [String]

    init(string: LocalizedString, searchList: [String]) {
        self.string = string
        self.searchList = searchList
    }
}

extension LookupOptions {
    /// What a missing key gives: the default value when it is not empty, else the key (Apple's rule).
    func missingKeyText(_ key: String) -> String {
        defaultValue.flatMap { $0.isEmpty ? nil : $0 } ?? key
    }
}
