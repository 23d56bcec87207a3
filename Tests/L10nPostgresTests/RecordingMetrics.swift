#if Postgres
import CoreMetrics
import L10nSupport

/// A `MetricsFactory` that keeps the last value of every counter and gauge by series, passed to
/// `PostgresOverrideSync` explicitly so no test touches the global `MetricsSystem`.
final class RecordingMetrics: MetricsFactory {
    private let values = LockedState<[String: Double]>([:])

    /// The value of `label` with `dimensions` (any order), or `nil` when never recorded.
    func value(_ label: String, _ dimensions: [(String, String)] = []) -> Double? {
        values.withLock { $0[Self.series(label, dimensions)] }
    }

    static func series(_ label: String, _ dimensions: [(String, String)]) -> String {
        label + "{" + dimensions.sorted { $0.0 < $1.0 }.map { "\($0.0)=\($0.1)" }.joined(separator: ",") + "}"
    }

    final class Handler: CounterHandler, RecorderHandler, TimerHandler {
        let series: String
        let values: LockedState<[String: Double]>
        init(series: String, values: LockedState<[String: Double]>) {
            self.series = series
            self.values = values
        }
        func increment(by amount: Int64) { values.withLock { $0[series, default: 0] += Double(amount) } }
        func reset() { values.withLock { $0[series] = 0 } }
        func record(_ value: Int64) { values.withLock { $0[series] = Double(value) } }
        func record(_ value: Double) { values.withLock { $0[series] = value } }
        func recordNanoseconds(_ duration: Int64) { values.withLock { $0[series] = Double(duration) } }
    }

    private func handler(_ label: String, _ dimensions: [(String, String)]) -> Handler {
        Handler(series: Self.series(label, dimensions), values: values)
    }

    func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler { handler(label, dimensions) }
    func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool) -> any RecorderHandler { handler(label, dimensions) }
    func makeTimer(label: String, dimensions: [(String, String)]) -> any TimerHandler { handler(label, dimensions) }
    func destroyCounter(_ handler: any CounterHandler) {}
    func destroyRecorder(_ handler: any RecorderHandler) {}
    func destroyTimer(_ handler: any TimerHandler) {}
}
#endif
