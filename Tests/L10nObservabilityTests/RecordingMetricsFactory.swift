import CoreMetrics
import L10nSupport

/// A `MetricsFactory` that keeps every counter it makes, by label and dimensions, for tests
/// to read back: passed to a `LoggingReporter` explicitly, so no test touches the global
/// `MetricsSystem`.
final class RecordingMetricsFactory: MetricsFactory {
    /// A counter's identity: its label and its dimensions, sorted by name.
    struct Series: Hashable, Sendable, CustomStringConvertible {
        let label: String
        let dimensions: [String]

        init(_ label: String, _ dimensions: [(String, String)]) {
            self.label = label
            self.dimensions = dimensions.sorted { $0.0 < $1.0 }.map { "\($0.0)=\($0.1)" }
        }

        var description: String { "\(label){\(dimensions.joined(separator: ","))}" }
    }

    final class RecordingCounter: CounterHandler {
        private let total = LockedState<Int64>(0)
        var value: Int64 { total.withLock { $0 } }
        func increment(by amount: Int64) { total.withLock { $0 += amount } }
        func reset() { total.withLock { $0 = 0 } }
    }

    private let counters = LockedState<[Series: RecordingCounter]>([:])
    /// Metrics of other kinds asked for (the reporter asks for counters only).
    private let others = LockedState<[String]>([])

    /// Every counter's value by series.
    var values: [Series: Int64] { counters.withLock { $0 }.mapValues(\.value) }

    /// The value of one series (0 when it was never made).
    func value(_ label: String, _ dimensions: [(String, String)] = []) -> Int64 {
        counters.withLock { $0[Series(label, dimensions)] }?.value ?? 0
    }

    /// The sum over every series of `label`.
    func total(_ label: String) -> Int64 {
        values.filter { $0.key.label == label }.values.reduce(0, +)
    }

    var otherMetrics: [String] { others.withLock { $0 } }

    func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler {
        counters.withLock { counters in
            let series = Series(label, dimensions)
            if let existing = counters[series] { return existing }
            let made = RecordingCounter()
            counters[series] = made
            return made
        }
    }

    func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool) -> any RecorderHandler {
        others.withLock { $0.append(label) }
        return NOOPMetricsHandler.instance
    }

    func makeTimer(label: String, dimensions: [(String, String)]) -> any TimerHandler {
        others.withLock { $0.append(label) }
        return NOOPMetricsHandler.instance
    }

    func destroyCounter(_ handler: any CounterHandler) {}
    func destroyRecorder(_ handler: any RecorderHandler) {}
    func destroyTimer(_ handler: any TimerHandler) {}
}
