import Synchronization

/// Counts of ICU handles opened and closed by this module, per kind.
///
/// Tests use these to prove that caches are reused in steady state (no new openings) and that
/// every handle a wrapper opens is closed by its `deinit`. Counting costs one relaxed atomic
/// increment per open or close; per-call result objects are not counted.
public struct ICUHandleStatistics: Sendable, Hashable {
    /// Handles opened so far, per kind.
    public var opened: [ICUHandleKind: Int]
    /// Handles closed so far, per kind.
    public var closed: [ICUHandleKind: Int]

    /// A snapshot of the process-wide counters.
    public static var current: ICUHandleStatistics {
        var opened: [ICUHandleKind: Int] = [:]
        var closed: [ICUHandleKind: Int] = [:]
        for kind in ICUHandleKind.allCases {
            opened[kind] = kind.counter.opened.load(ordering: .relaxed)
            closed[kind] = kind.counter.closed.load(ordering: .relaxed)
        }
        return ICUHandleStatistics(opened: opened, closed: closed)
    }
}

/// The kinds of long-lived ICU handles the wrappers own.
public enum ICUHandleKind: String, Sendable, Hashable, CaseIterable {
    /// `UPluralRules`, opened by `uplrules_openForType`.
    case pluralRules
    /// `UNumberFormatter`, opened by `unumf_openForSkeletonAndLocale`.
    case numberFormatter
    /// `UNumberRangeFormatter`, opened by `unumrf_openForSkeletonWithCollapseAndIdentityFallback`.
    case numberRangeFormatter
    /// `UNumberFormat` for rule-based styles, opened by `unum_open`.
    case ruleBasedNumberFormat

    var counter: HandleCounter {
        switch self {
        case .pluralRules: HandleCounter.pluralRules
        case .numberFormatter: HandleCounter.numberFormatter
        case .numberRangeFormatter: HandleCounter.numberRangeFormatter
        case .ruleBasedNumberFormat: HandleCounter.ruleBasedNumberFormat
        }
    }

    func didOpen() { counter.opened.add(1, ordering: .relaxed) }
    func didClose() { counter.closed.add(1, ordering: .relaxed) }
}

final class HandleCounter: Sendable {
    let opened = Atomic<Int>(0)
    let closed = Atomic<Int>(0)

    static let pluralRules = HandleCounter()
    static let numberFormatter = HandleCounter()
    static let numberRangeFormatter = HandleCounter()
    static let ruleBasedNumberFormat = HandleCounter()
}
