import CoreMetrics
import L10n
import L10nSupport
import Logging

/// A `LocalizationReporter` that logs through swift-log and counts through swift-metrics:
/// what a `Localizer` reports, in the service's own logs and dashboards.
///
/// ```swift
/// import L10n
/// import L10nObservability
/// import Logging
///
/// let reporter = LoggingReporter(logger: Logger(label: "l10n"))
/// let localizer = try Localizer(path: resources, reporter: reporter)
/// ```
///
/// ## Log lines
///
/// Every line carries the caller's metadata (what `report(_:metadata:)` is given, a request id)
/// as string values, and the reporter's own fields under `l10n.` names; on a clash the
/// reporter's field wins. The `Logger`'s own metadata and metadata provider apply as usual.
///
/// | Event | Level | Fields |
/// | --- | --- | --- |
/// | a key's **first** miss | warning | `l10n.key`, `l10n.table`, `l10n.localization`, `l10n.search_list` |
/// | the missing-key table full (once) | warning | `l10n.capacity` |
/// | a failure's **first** report | error | `l10n.error_kind`, `l10n.key`, `l10n.file`, `l10n.variable`, `l10n.category` (those known) |
/// | a degraded answer's **first** report | warning | `l10n.degradation`, `l10n.key`, `l10n.table`, `l10n.localization`, `l10n.answered_by`, and the error's fields |
/// | a bundle warning | warning | `l10n.warning_kind`, `l10n.file`, `l10n.key` |
/// | a truncated `Accept-Language` header: the 1st, 10th, 100th… | notice | `l10n.byte_count`, `l10n.count` |
/// | a reload installed | info; each held file at error, each validation error (served degraded) and warning at warning | `l10n.generation`, `l10n.warning_count`, `l10n.error_count`, `l10n.held_count` |
/// | a reload rejected (the folder could not be opened) | error, with the opening error | `l10n.generation` |
/// | a reload that found nothing changed | trace | `l10n.generation` |
///
/// Served localizations are counted, not logged.
///
/// **Missing keys are deduplicated**: the first miss of a key, table and localization logs one
/// line; later misses of the same three only count (``missingKeys``), so a thousand misses of
/// one key make one line and a count of 1,000. **So are failures and degraded answers**: the
/// first of each kind, key, localization and table (a failure's file) logs one line, the rest
/// only count (``problems``), so a broken translation requested a thousand times makes one
/// line. Each table is bounded
/// (``maximumTrackedMissingKeys``): once full, misses of further keys are counted together
/// (``untrackedMissingKeyMisses``) and the table's filling is logged once, so no client can
/// make it grow without bound by asking for invented keys. A repeated miss costs one lock
/// and one dictionary lookup, then the counter's increment.
///
/// ## Metrics
///
/// Counters, named `<prefix>_…_total` (prefix `l10n` by default), each with the service's
/// ``dimensions`` plus its own:
///
/// | Counter | Dimension | Counts |
/// | --- | --- | --- |
/// | `l10n_served_total` | `language`: the `Content-Language`, else the localization | requests served |
/// | `l10n_missing_keys_total` | `localization` | missing-key lookups, every one |
/// | `l10n_errors_total` | `kind`: the `LocalizationError.Reason`'s name (`format`, `resource`…) | failed calls |
/// | `l10n_degraded_total` | `reason`: `missingKey`, or the error's reason's name | answers another localization gave |
/// | `l10n_reloads_total` | `result`: `installed`, `unchanged`, `rejected` | reloads |
/// | `l10n_truncated_headers_total` | — | `Accept-Language` headers cut at the limit |
/// | `l10n_bundle_warnings_total` | `kind`: the `ResourceError.Reason` | bundle warnings |
///
/// A counter's dimension takes at most 64 values; further values count under `other`, so the
/// number of series stays bounded whatever the input.
public final class LoggingReporter: LocalizationReporter, Sendable {
    /// How often one key of one table was missed in one localization.
    public struct MissingKeyCount: Sendable, Hashable {
        public var key: String
        public var table: String
        /// The localization the request chose (`nil` when none could be chosen).
        public var localization: Localization?
        /// How often it was missed, the first (logged) miss included, since the reporter was
        /// made or since ``LoggingReporter/resetMissingKeys()``.
        public var count: Int

        public init(key: String, table: String, localization: Localization?, count: Int) {
            self.key = key
            self.table = table
            self.localization = localization
            self.count = count
        }
    }

    /// Where the lines go.
    public let logger: Logger
    /// The start of every counter's label (`l10n` gives `l10n_served_total`); empty for none.
    public let metricsLabelPrefix: String
    /// The dimensions every counter carries besides its own (`[("service", "mail")]`).
    public let dimensions: [(String, String)]
    /// How many distinct (key, table, localization) triples are tracked.
    public let maximumTrackedMissingKeys: Int

    private let missing: LockedState<MissingKeyTable>
    /// Failures and degraded answers seen, by kind, key, localization and table or file.
    private let seenProblems: LockedState<MissingKeyTable>
    /// Truncated headers seen, for logging the 1st, 10th, 100th….
    private let truncatedHeaders = LockedState<Int>(0)

    private let served: CounterFamily
    private let missingKeyCounters: CounterFamily
    private let errors: CounterFamily
    private let degraded: CounterFamily
    private let reloads: CounterFamily
    private let truncatedHeaderCounter: CounterFamily
    private let bundleWarnings: CounterFamily

    /// - Parameters:
    ///   - logger: Where the lines go; its level decides which are written.
    ///   - metricsLabelPrefix: The start of every counter's label, joined with `_` (`l10n`
    ///     gives `l10n_served_total`; empty gives `served_total`).
    ///   - dimensions: Dimensions every counter carries besides its own.
    ///   - metricsFactory: The factory counters are made with; `nil` uses
    ///     `MetricsSystem.factory` as it is when each counter is first needed, so a reporter
    ///     built before the service bootstraps its metrics still counts into its backend.
    ///   - maximumTrackedMissingKeys: How many distinct missing keys are deduplicated and
    ///     counted one by one (at least 1).
    public init(
        logger: Logger, metricsLabelPrefix: String = "l10n", dimensions: [(String, String)] = [],
        metricsFactory: (any MetricsFactory)? = nil, maximumTrackedMissingKeys: Int = 10_000
    ) {
        self.logger = logger
        self.metricsLabelPrefix = metricsLabelPrefix
        self.dimensions = dimensions
        self.maximumTrackedMissingKeys = max(maximumTrackedMissingKeys, 1)
        missing = LockedState(MissingKeyTable(capacity: self.maximumTrackedMissingKeys))
        seenProblems = LockedState(MissingKeyTable(capacity: self.maximumTrackedMissingKeys))
        func label(_ name: String) -> String { metricsLabelPrefix.isEmpty ? name : metricsLabelPrefix + "_" + name }
        func family(_ name: String, _ dimension: String) -> CounterFamily {
            CounterFamily(label: label(name), dimension: dimension, dimensions: dimensions, factory: metricsFactory)
        }
        served = family("served_total", "language")
        missingKeyCounters = family("missing_keys_total", "localization")
        errors = family("errors_total", "kind")
        degraded = family("degraded_total", "reason")
        reloads = family("reloads_total", "result")
        bundleWarnings = family("bundle_warnings_total", "kind")
        truncatedHeaderCounter = CounterFamily(label: label("truncated_headers_total"), dimensions: dimensions, factory: metricsFactory)
    }

    public func report(_ event: LocalizationEvent, metadata: [String: String]) {
        // The hot path first, apart: matching it alone copies only the missing key out of the
        // event, not the whole event (a `switch` over every case copied it three times).
        if case .missingKey(let key) = event {
            reportMissing(key, metadata)
            return
        }
        switch event {
        case .missingKey(let key):
            reportMissing(key, metadata)
        case .served(let localization, let contentLanguage):
            served.counter(contentLanguage.isEmpty ? localization.name : contentLanguage).increment()
        case .truncatedHeader(let byteCount):
            reportTruncatedHeader(byteCount, metadata)
        case .bundleWarning(let warning):
            bundleWarnings.counter(warning.reason.rawValue).increment()
            log(.warning, "bundle warning: \(warning.description)", metadata, Self.fields(warning))
        case .failed(let error):
            let counter = errors.counter(error.reason.name)
            counter.increment()
            let id = MissingKeyTable.ID(
                kind: "failed." + error.reason.name, key: error.key ?? "", table: error.file ?? "", localization: error.localization)
            guard isFirst(id, counter) else { return }
            log(.error, "\(error.description)", metadata, Self.fields(error))
        case .degraded(let degradation):
            let counter = degraded.counter(degradation.reason.name)
            counter.increment()
            let id = MissingKeyTable.ID(
                kind: "degraded." + degradation.reason.name, key: degradation.key, table: degradation.table,
                localization: degradation.localization)
            guard isFirst(id, counter) else { return }
            log(.warning, "degraded: \(degradation.description)", metadata, Self.fields(degradation))
        case .reloaded(let outcome):
            reportReload(outcome, metadata)
        }
    }

    // MARK: Missing keys

    /// The keys missed so far, most missed first (then by key, table and localization).
    public var missingKeys: [MissingKeyCount] {
        let entries = missing.withLock { $0.entries }
        return entries.map {
            MissingKeyCount(key: $0.key.key, table: $0.key.table, localization: $0.key.localization, count: $0.value.count)
        }
        .sorted {
            ($1.count, $0.key, $0.table, $0.localization?.name ?? "") < ($0.count, $1.key, $1.table, $1.localization?.name ?? "")
        }
    }

    /// Misses of keys that found the table full (``maximumTrackedMissingKeys`` distinct keys
    /// tracked already): counted together, not one by one.
    public var untrackedMissingKeyMisses: Int {
        missing.withLock { $0.untracked }
    }

    /// Forgets the missing keys seen so far, so that each one's next miss is logged again
    /// (after a reload that should have added them, say). Counters are not reset.
    public func resetMissingKeys() {
        missing.withLock { $0.removeAll() }
    }

    private func reportMissing(_ key: MissingKey, _ metadata: [String: String]) {
        let id = MissingKeyTable.ID(key)
        // The hot path: a key missed before costs this lock and one lookup.
        if let counter = missing.withLock({ $0.repeatMiss(id) }) {
            counter.increment()
            return
        }
        let counter = missingKeyCounters.counter(key.localization?.name ?? "none")
        let miss = missing.withLock { $0.firstMiss(id, counter: counter) }
        counter.increment()
        switch miss {
        case .repeated, .untracked(announce: false):
            return
        case .first:
            let scope = key.localization.map { " for '\($0)'" } ?? ""
            log(.warning, "missing key '\(key.key)' in table '\(key.table)'\(scope)", metadata, Self.fields(key))
        case .untracked(announce: true):
            log(
                .warning,
                "\(maximumTrackedMissingKeys) distinct missing keys tracked: misses of further keys are counted together, not logged",
                metadata, ["l10n.capacity": "\(maximumTrackedMissingKeys)"].merging(Self.fields(key)) { own, _ in own })
        }
    }

    /// How often each failure and degraded answer was reported, by kind (`failed.format`,
    /// `degraded.missingKey`), key, localization and table (a failure's file): most first.
    public var problems: [(kind: String, key: String, table: String, localization: Localization?, count: Int)] {
        seenProblems.withLock { $0.entries }.map { ($0.key.kind, $0.key.key, $0.key.table, $0.key.localization, $0.value.count) }
            .sorted { ($1.count, $0.kind, $0.key) < ($0.count, $1.kind, $1.key) }
    }

    /// Counts a failure or degraded answer, and says whether it is the first of its kind, key,
    /// localization and table: the one to log. Once the table is full, none is logged.
    private func isFirst(_ id: MissingKeyTable.ID, _ counter: Counter) -> Bool {
        if seenProblems.withLock({ $0.repeatMiss(id) }) != nil { return false }
        if case .first = seenProblems.withLock({ $0.firstMiss(id, counter: counter) }) { return true }
        return false
    }

    // MARK: Other events

    private func reportTruncatedHeader(_ byteCount: Int, _ metadata: [String: String]) {
        truncatedHeaderCounter.single.increment()
        let count = truncatedHeaders.withLock { count in
            count += 1
            return count
        }
        // The 1st, 10th, 100th… : a client sending huge headers cannot flood the log.
        guard Self.isPowerOfTen(count) else { return }
        log(
            .notice, "Accept-Language header of \(byteCount) bytes truncated at the limit (\(count) so far)", metadata,
            ["l10n.byte_count": "\(byteCount)", "l10n.count": "\(count)"])
    }

    private func reportReload(_ outcome: ReloadOutcome, _ metadata: [String: String]) {
        reloads.counter(outcome.result.rawValue).increment()
        let generation = outcome.generation
        /// A line with the generation among its fields.
        func line(_ level: Logger.Level, _ message: @autoclosure () -> String, _ fields: @autoclosure () -> Logger.Metadata = [:]) {
            log(level, "\(message())", metadata, fields().merging(["l10n.generation": "\(generation)"]) { own, _ in own })
        }
        switch outcome.result {
        case .unchanged:
            line(.trace, "localizations unchanged; generation \(generation) serving")
            return
        case .installed:
            line(
                .info, "localizations reloaded: generation \(generation) installed",
                [
                    "l10n.warning_count": "\(outcome.validation.warnings.count)", "l10n.error_count": "\(outcome.validation.errors.count)",
                    "l10n.held_count": "\(outcome.heldFiles.count)",
                ])
            for error in outcome.validation.errors {
                line(.warning, "reload: served degraded: \(error.description)", Self.fields(error))
            }
        case .rejected:
            line(.error, "localizations reload rejected: generation \(generation) keeps serving")
            if let opening = outcome.openingError {
                line(.error, "reload: \(opening.description)", Self.fields(opening, kind: "l10n.error_kind"))
            }
        }
        for held in outcome.heldFiles {
            line(.error, "reload: \(held.description)", held.errors.first.map(Self.fields) ?? ["l10n.file": .string(held.path)])
        }
        for warning in outcome.validation.warnings {
            line(.warning, "reload: \(warning.description)", Self.fields(warning))
        }
    }

    // MARK: Lines

    /// Logs with the caller's metadata and the reporter's `fields`, built only when the level is on.
    private func log(
        _ level: Logger.Level, _ message: @autoclosure () -> Logger.Message, _ caller: [String: String],
        _ fields: @autoclosure () -> Logger.Metadata
    ) {
        logger.log(level: level, message(), metadata: Self.metadata(caller, fields()))
    }

    /// The caller's metadata as strings, with the reporter's fields over it.
    static func metadata(_ caller: [String: String], _ fields: Logger.Metadata) -> Logger.Metadata {
        var metadata = Logger.Metadata(minimumCapacity: caller.count + fields.count)
        for (key, value) in caller { metadata[key] = .string(value) }
        for (key, value) in fields { metadata[key] = value }
        return metadata
    }

    static func fields(_ key: MissingKey) -> Logger.Metadata {
        var fields: Logger.Metadata = [
            "l10n.key": .string(key.key), "l10n.table": .string(key.table),
            "l10n.search_list": .array(key.searchList.map { .string($0.name) }),
        ]
        if let localization = key.localization { fields["l10n.localization"] = .string(localization.name) }
        return fields
    }

    static func fields(_ error: LocalizationError) -> Logger.Metadata {
        var fields: Logger.Metadata = ["l10n.error_kind": .string(error.reason.name)]
        if let key = error.key { fields["l10n.key"] = .string(key) }
        var file = error.source?.description
        var variable: String?
        var variant: String?
        switch error.reason {
        case .resource(let resource): file = resource.position
        case .format(_, _, let name, let chosen), .missingVariant(let name, let chosen): (variable, variant) = (name, chosen)
        case .missingArgument(let name), .undefinedVariable(let name), .unknownRule(let name, _): variable = name
        case .expansionDepth, .pluralRules, .noLocalization, .missingKey, .lint: break
        }
        if let file { fields["l10n.file"] = .string(file) }
        if let variable { fields["l10n.variable"] = .string(variable) }
        if let variant { fields["l10n.category"] = .string(variant) }
        return fields
    }

    static func fields(_ degradation: Degradation) -> Logger.Metadata {
        var fields: Logger.Metadata = [:]
        if case .failed(let error) = degradation.reason { fields = Self.fields(error) }
        fields["l10n.degradation"] = .string(degradation.reason.name)
        fields["l10n.key"] = .string(degradation.key)
        fields["l10n.table"] = .string(degradation.table)
        fields["l10n.localization"] = .string(degradation.localization.name)
        fields["l10n.answered_by"] = .string(degradation.answeredBy.name)
        return fields
    }

    /// A resource error's fields, its kind under `kind` (a warning's, or an error's).
    static func fields(_ problem: ResourceError, kind: String = "l10n.warning_kind") -> Logger.Metadata {
        var fields: Logger.Metadata = [kind: .string(problem.reason.rawValue), "l10n.file": .string(problem.position)]
        if let key = problem.key { fields["l10n.key"] = .string(key) }
        return fields
    }

    static func isPowerOfTen(_ number: Int) -> Bool {
        var number = number
        while number >= 10, number % 10 == 0 { number /= 10 }
        return number == 1
    }
}
