import Foundation

/// The report as a table for people or as JSON for scripts.
enum ReportOutput {
    static func table(_ figures: Figures, _ ratios: [(Ratio, Double?)]) -> String {
        var lines = [pad("benchmark", 30) + pad("ns/op (median)", 16, right: true) + pad("allocs/op", 12, right: true)]
        for (name, metrics) in figures.values.sorted(by: { $0.key < $1.key }) {
            var line =
                pad(name, 30) + pad(number(metrics["nsPerOp"]), 16, right: true)
                + pad(number(metrics["allocsPerOp"]), 12, right: true)
            for (key, value) in metrics.sorted(by: { $0.key < $1.key }) where key != "nsPerOp" && key != "allocsPerOp" {
                line += "  \(key) \(number(value))"
            }
            lines.append(line)
        }
        lines.append("")
        lines.append(pad("ratio", 38) + pad("value", 10, right: true) + "  " + pad("target", 8) + "  definition")
        for (ratio, value) in ratios {
            let verdict: String
            if let target = ratio.target, let value, !value.isNaN {
                verdict = target.description + (target.isMet(by: value) ? " ok" : " MISSED")
            } else {
                verdict = ratio.target?.description ?? "-"
            }
            lines.append(
                pad(ratio.key, 38) + pad(number(value), 10, right: true) + "  " + pad(verdict, 8) + "  "
                    + ratio.meaning)
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ figures: Figures, _ ratios: [(Ratio, Double?)]) -> String {
        var benchmarks: [String: Any] = [:]
        for (name, metrics) in figures.values {
            benchmarks[name] = metrics.mapValues(jsonNumber)
        }
        var ratioValues: [String: Any] = [:]
        var targets: [String: Any] = [:]
        for (ratio, value) in ratios {
            ratioValues[ratio.key] = value.map(jsonNumber) ?? NSNull()
            if let target = ratio.target { targets[ratio.key] = target.description }
        }
        let object: [String: Any] = ["benchmarks": benchmarks, "ratios": ratioValues, "targets": targets]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]) else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Four significant digits (more than the noise allows) below 1000, whole numbers above;
    /// NaN (a benchmark that did not run) is JSON `null`.
    private static func jsonNumber(_ value: Double) -> Any {
        guard value.isFinite else { return NSNull() }
        return value.magnitude >= 1000 ? value.rounded() : (Double(String(format: "%.4g", value)) ?? value)
    }

    private static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "-" }
        return value >= 100 ? String(format: "%.0f", value) : String(format: "%.3g", value)
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(width - text.count, 0))
        return right ? padding + text : text + padding
    }
}
