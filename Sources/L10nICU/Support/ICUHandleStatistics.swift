import L10nSupport

/// Counts of ICU handles opened and closed, per kind, while a piece of code ran.
///
/// Tests use these to prove that caches are reused in steady state (no new openings) and that
/// every handle a wrapper opens is closed by its `deinit`. Recording is scoped to a task (and
/// its child tasks) through a task-local value, so tests running in parallel do not see each
/// other's handles. Outside the `record(_:)` methods counting costs one task-local read per
/// open or close; per-call result objects (`UFormattedNumber`) are not counted.
package struct ICUHandleStatistics: Sendable, Hashable {
    /// Handles opened, per kind.
    package var opened: [ICUHandleKind: Int] = [:]
    /// Handles closed, per kind.
    package var closed: [ICUHandleKind: Int] = [:]

    /// All handles opened, whatever their kind.
    package var totalOpened: Int { opened.values.reduce(0, +) }
    /// All handles closed, whatever their kind.
    package var totalClosed: Int { closed.values.reduce(0, +) }

    /// Runs `body` and returns its result with the ICU handles opened and closed by this task
    /// (and its child tasks) meanwhile.
    package static func record<Result>(
        _ body: () throws -> Result
    ) rethrows -> (result: Result, statistics: ICUHandleStatistics) {
        let recorder = Recorder()
        let result = try Recorder.$current.withValue(recorder) { try body() }
        return (result, recorder.statistics.withLock { $0 })
    }

    /// The asynchronous form of ``record(_:)``.
    package static func record<Result: Sendable>(
        _ body: () async throws -> Result
    ) async rethrows -> (result: Result, statistics: ICUHandleStatistics) {
        let recorder = Recorder()
        let result = try await Recorder.$current.withValue(recorder) { try await body() }
        return (result, recorder.statistics.withLock { $0 })
    }

    final class Recorder: Sendable {
        @TaskLocal static var current: Recorder?
        let statistics = LockedState(ICUHandleStatistics())
    }
}

/// The kinds of long-lived ICU handles the wrappers own.
package enum ICUHandleKind: String, Sendable, Hashable, CaseIterable {
    /// `UPluralRules`, opened by `uplrules_openForType`.
    case pluralRules
    /// `UNumberFormatter`, opened by `unumf_openForSkeletonAndLocale`.
    case numberFormatter
    /// `UNumberRangeFormatter`, opened by `unumrf_openForSkeletonWithCollapseAndIdentityFallback`.
    case numberRangeFormatter
    /// `UNumberFormat` for rule-based styles, opened by `unum_open`.
    case ruleBasedNumberFormat
    /// `UNumberFormat` configured like CoreFoundation's printf, opened by `unum_open`.
    case printfNumberFormat

    func didOpen() {
        ICUHandleStatistics.Recorder.current?.statistics.withLock { $0.opened[self, default: 0] += 1 }
    }

    func didClose() {
        ICUHandleStatistics.Recorder.current?.statistics.withLock { $0.closed[self, default: 0] += 1 }
    }
}
