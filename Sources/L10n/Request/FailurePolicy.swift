/// What a call does when the localization chosen for it cannot produce the entry: a key its
/// table lacks, a table file that cannot be read, an entry that validation found broken, or a
/// format that does not fit the call's arguments.
///
/// ```swift
/// // A service: a translator's mistake costs one language one string, never a response.
/// let strings = try ReloadingLocalizer(path: "Resources", developmentRegion: "en")   // .degrade
/// // A comparison test against Apple's output: exactly what Apple's Bundle gives.
/// let apple = try Localizer(path: "Resources", failurePolicy: .apple)
/// // CI: any answer that is not the chosen localization's own entry fails the test.
/// let strict = try Localizer(path: "Resources", failurePolicy: .strict)
/// ```
public enum FailurePolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Apple's behaviour, exactly: a failure throws, and a key missing from the chosen table
    /// gives the default value or the key (``LocalizationFallback`` decides where else a key
    /// is looked for). What a ``Localizer`` does unless told otherwise, so that its answers
    /// compare with Apple's.
    case apple
    /// Degrade instead of failing: the answer comes from the next localization of the request's
    /// search list that can produce the entry, then the development region (then `Base`). The
    /// result's ``LocalizedString/degradation`` says which localization could not answer and
    /// why, and ``LocalizationEvent/degraded(_:)`` is reported. A call throws only when no
    /// localization can answer; a key no localization has gives the default value or the key,
    /// as Apple's does. The policy of the service entry points (``ReloadingLocalizer``, both
    /// middlewares).
    case degrade
    /// Every answer that is not the chosen localization's own, valid entry is a failure: a
    /// missing key (``LocalizationError/Reason/missingKey``), an entry validation found broken,
    /// an unreadable file, a format that does not fit. For test suites and CI.
    case strict
}
