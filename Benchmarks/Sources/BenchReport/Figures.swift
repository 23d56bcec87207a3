import Benchmark

/// The medians of one run, per benchmark and metric, per operation (divided by the
/// benchmark's scaling factor).
struct Figures: Sendable {
    /// Benchmark name → metric name → median per operation.
    private(set) var values: [String: [String: Double]] = [:]

    mutating func add(_ name: String, _ results: [BenchmarkResult]) {
        for result in results {
            let median = Double(result.statistics.histogram.valueAtPercentile(50.0))
            let perOperation = median / Double(result.scalingFactor.rawValue)
            values[name, default: [:]][Self.key(result.metric)] = perOperation
        }
    }

    static func key(_ metric: BenchmarkMetric) -> String {
        switch metric {
        case .wallClock: "nsPerOp"
        case .mallocCountTotal: "allocsPerOp"
        case .memoryLeakedBytes: "memoryLeakedBytes"
        case .custom(let name, _, _): name
        default: metric.description
        }
    }

    /// A metric's median; NaN when the benchmark did not run, so every ratio from it is NaN too.
    func value(_ name: String, _ metric: String) -> Double {
        values[name]?[metric] ?? .nan
    }

    func time(_ name: String) -> Double { value(name, "nsPerOp") }
}
