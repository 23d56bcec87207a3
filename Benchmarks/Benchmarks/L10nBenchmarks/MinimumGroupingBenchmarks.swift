import Benchmark
import Foundation
import L10n

/// What following CLDR's minimum grouping digits costs (issue 16 §1). Polish has a minimum of
/// 2, so its printf formats set `UNUM_MINIMUM_GROUPING_DIGITS`, which turns off ICU's integer
/// fast path; Russian (minimum 1, the same kind of separators) keeps it. The ratio
/// `minimumGroupingCost` is the price of the attribute per `%d`.
enum MinimumGroupingBenchmarks {
    /// Both sides of the threshold: 1000…9999 print ungrouped in Polish, the rest grouped.
    static let integers: [Int64] = (0..<64).map { $0.isMultiple(of: 2) ? 1_000 + $0 * 137 : 10_000 + $0 * 1_234_567 }

    static func register() {
        Benchmark("format.minimumGrouping.project") { benchmark in
            let formatter = StringFormatter(locale: try LocaleIdentifier("pl_PL"))
            for iteration in benchmark.scaledIterations {
                blackHole(try formatter.format("%d plików", [.int(integers[iteration & 63])]))
            }
        }
        Benchmark("format.minimumGrouping.baseline") { benchmark in
            let formatter = StringFormatter(locale: try LocaleIdentifier("ru_RU"))
            for iteration in benchmark.scaledIterations {
                blackHole(try formatter.format("%d файлов", [.int(integers[iteration & 63])]))
            }
        }
        Benchmark("format.minimumGrouping.foundation") { benchmark in
            let locale = Locale(identifier: "pl_PL")
            for iteration in benchmark.scaledIterations {
                blackHole(String(format: "%d plików", locale: locale, Int(integers[iteration & 63])))
            }
        }
    }
}
