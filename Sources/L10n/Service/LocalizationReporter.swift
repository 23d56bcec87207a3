import L10nResources

/// Where a ``Localizer`` tells the service what happened: missing keys, the localizations it
/// served, truncated headers, bundle warnings, failed calls and reloads.
///
/// The core has no logging dependency; a service passes a reporter, typically
/// `L10nObservability`'s `LoggingReporter`, which writes to swift-log and counts with
/// swift-metrics. A localizer given none reports nothing and pays nothing.
///
/// Reporters are called on the thread that made the call, on the hot path for
/// ``LocalizationEvent/missingKey(_:)`` and ``LocalizationEvent/served(localization:contentLanguage:)``:
/// keep ``report(_:metadata:)`` cheap (count, and log only what is new).
public protocol LocalizationReporter: Sendable {
    /// Reports `event`, with what the caller attached (`["request-id": "…"]`; empty when it
    /// attached nothing).
    func report(_ event: LocalizationEvent, metadata: [String: String])
}

/// One thing a ``Localizer`` reports.
public enum LocalizationEvent: Sendable {
    /// A key no table of the search list has; the default value or the key was used.
    case missingKey(MissingKey)
    /// A request's localization was resolved (once per request).
    case served(localization: Localization, contentLanguage: String)
    /// An `Accept-Language` header went past ``AcceptLanguage/maximumLength`` or
    /// ``AcceptLanguage/maximumItems``; the items after the limit were ignored.
    case truncatedHeader(byteCount: Int)
    /// A problem found reading the bundle that does not stop it from working.
    case bundleWarning(ResourceError)
    /// A call threw; the caller got the same error.
    case failed(LocalizationError)
    /// A call was answered by another localization than the one its request chose, because
    /// that one could not produce the entry (``FailurePolicy/degrade``); the caller got the
    /// other's text. Reported on every such call: a reporter logs each distinct one once.
    case degraded(Degradation)
    /// A reload finished: installed, unchanged or rejected.
    case reloaded(ReloadOutcome)
}

/// What a startup or reload validation found: every table of every localization read, every
/// entry checked for what would fail when it is formatted.
///
/// Made by ``LocalizationBundle/validate()`` (and ``Localizer/validate()``), which reads every
/// file on its own, so one that cannot be read hides nothing of the others. A service calls it
/// at startup and refuses to start when it is not ``isValid``, or logs the errors and goes on:
///
/// ```swift
/// let report = localizer.validate()
/// for warning in report.warnings { log.warning("\(warning)") }
/// for error in report.errors { log.error("\(error)") }
/// // fr.lproj/Localizable.stringsdict:12: variable 'files' has no 'other' variant, … (key "files.remaining") [fr]
/// guard report.isValid else { throw StartupError.invalidLocalizations }
/// ```
public struct ValidationReport: Sendable {
    /// Problems that make a table or an entry fail: a file that cannot be read
    /// (``LocalizationError/Reason/resource(_:)``, whose `ResourceError` names the file, line
    /// and column or byte offset, and key), an entry that fails each time it is formatted
    /// whatever the arguments (a `%#@variable@` it does not define, variables nested too deep, a
    /// plural or device variation without `other`, a width written above the limit). Each names
    /// its file, line, key and localization where known; sorted by file, then line.
    public var errors: [LocalizationError]
    /// Findings that do not stop anything: the bundle's own warnings (a second catalog for a
    /// table, a catalog language that `.lproj` files shadow, `Info.plist` findings) and each
    /// table's (a duplicate key, an unknown rule type — the entry is kept as read, and fails only
    /// when it is formatted —, a catalog string left out). Each once, sorted by file, then line.
    public var warnings: [ResourceError]

    public init(errors: [LocalizationError] = [], warnings: [ResourceError] = []) {
        self.errors = errors
        self.warnings = warnings
    }

    /// Whether nothing fails: no errors (warnings allowed).
    public var isValid: Bool { errors.isEmpty }
}

/// How a reload ended.
public struct ReloadOutcome: Sendable {
    public enum Result: String, Sendable, Hashable {
        /// A new snapshot was validated and is now serving (files that would have added
        /// errors held at their serving version: ``ReloadOutcome/heldFiles``).
        case installed
        /// Nothing on disk changed since the serving snapshot was loaded; nothing was read.
        case unchanged
        /// The folder could not be opened (``ReloadOutcome/openingError``); the old snapshot keeps serving.
        case rejected
    }

    public var result: Result
    /// The generation serving after the reload (1 is the snapshot the localizer started with).
    public var generation: Int
    /// What validating the new snapshot found (empty for ``Result/unchanged``). For
    /// ``Result/rejected``, its errors say why.
    public var validation: ValidationReport
    /// The bundle folder that could not be opened, for ``Result/rejected``.
    public var openingError: ResourceError?
    /// The files held at their serving version, each with the errors of its version on disk
    /// (listed on every reload until the file is fixed).
    public var heldFiles: [HeldFile]

    public init(
        result: Result, generation: Int, validation: ValidationReport = ValidationReport(), openingError: ResourceError? = nil,
        heldFiles: [HeldFile] = []
    ) {
        self.result = result
        self.generation = generation
        self.validation = validation
        self.openingError = openingError
        self.heldFiles = heldFiles
    }
}

/// A file a ``ReloadingLocalizer`` keeps serving at an earlier version, because its version on
/// disk cannot be read or adds errors.
public struct HeldFile: Sendable, Hashable, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// What is wrong with its version on disk: each error names the line, key and reason.
    public var errors: [LocalizationError]

    public init(path: String, errors: [LocalizationError]) {
        self.path = path
        self.errors = errors
    }

    /// `path: held at its last good version: <first error> (and N more)`.
    public var description: String {
        let first = errors.first.map { ": \($0)" } ?? ""
        let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
        return "\(path) held at its last good version\(first)\(more)"
    }
}
