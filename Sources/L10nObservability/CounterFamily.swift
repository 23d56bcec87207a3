import CoreMetrics
import L10nSupport

/// The counters of one label, one per value of one dimension (`l10n_served_total` by
/// `language`), made once and kept, so that counting is a dictionary lookup rather than a call
/// to the metrics factory.
///
/// Bounded: past ``capacity`` distinct values, further values are counted under
/// ``overflowValue``, so no input can make a backend keep unboundedly many series.
final class CounterFamily: Sendable {
    /// The dimension value that stands for every value past ``capacity``.
    static let overflowValue = "other"

    let label: String
    /// The dimension the values are of; `nil` for a family of one counter.
    let dimension: String?
    let capacity: Int
    /// The dimensions every counter of the reporter carries (the service's own).
    private let dimensions: [(String, String)]
    /// `nil`: `MetricsSystem.factory` when a counter is made, so a reporter built before the
    /// service bootstraps its metrics still counts into the backend.
    private let factory: (any MetricsFactory)?
    private let counters = LockedState<[String: Counter]>([:])

    init(label: String, dimension: String?, dimensions: [(String, String)], factory: (any MetricsFactory)?, capacity: Int = 64) {
        self.label = label
        self.dimension = dimension
        self.dimensions = dimensions
        self.factory = factory
        self.capacity = capacity
    }

    /// The counter for `value` (or for ``overflowValue`` once the family is full).
    func counter(_ value: String) -> Counter {
        enum Found {
            case counter(Counter)
            case missing(String)
        }
        let found = counters.withLock { counters -> Found in
            if let counter = counters[value] { return .counter(counter) }
            let name = counters.count < capacity ? value : Self.overflowValue
            return counters[name].map(Found.counter) ?? .missing(name)
        }
        switch found {
        case .counter(let counter):
            return counter
        case .missing(let name):
            // Made outside the lock: a factory may take locks of its own. Two threads may both
            // make one; the second is dropped unused (a series is named by label and dimensions,
            // so nothing is lost), and concurrent first values may pass the capacity by a few.
            let own = dimension.map { [($0, name)] } ?? []
            let made = Counter(label: label, dimensions: dimensions + own, factory: factory ?? MetricsSystem.factory)
            return counters.withLock { counters in
                if let raced = counters[name] { return raced }
                counters[name] = made
                return made
            }
        }
    }
}

extension CounterFamily {
    /// A family of one counter, with no dimension of its own.
    convenience init(label: String, dimensions: [(String, String)], factory: (any MetricsFactory)?) {
        self.init(label: label, dimension: nil, dimensions: dimensions, factory: factory, capacity: 1)
    }

    /// The one counter of a family without a dimension.
    var single: Counter { counter("") }
}
