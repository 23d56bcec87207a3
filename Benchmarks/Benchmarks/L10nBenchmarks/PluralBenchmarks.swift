import Benchmark
@_spi(Benchmarks) import L10nICU

/// Plural categories: the project's `PluralRules` against ICU's `uplrules_select` on the
/// same numbers, in Russian (four categories, rules on `n % 10` and `n % 100`).
enum PluralBenchmarks {
    /// Counts a service formats: cycling through 0…199, within the small-integer table.
    static let integers: [Int] = Array(0..<200)
    /// Decimals with one or two fraction digits.
    static let decimals: [Double] = (0..<200).map { Double($0) / 10 + 0.05 * Double($0 % 2) }

    static func register() {
        Benchmark("plural.integer.project") { benchmark in
            let rules = try PluralRules(locale: LocaleIdentifier("ru"))
            var index = 0
            for _ in benchmark.scaledIterations {
                blackHole(try rules.category(for: integers[index]))
                index = index == integers.count - 1 ? 0 : index + 1
            }
        }
        Benchmark("plural.integer.icu") { benchmark in
            let rules = try ICUBaseline.PluralRules(locale: "ru")
            var buffer = [UInt16](repeating: 0, count: 32)
            var index = 0
            for _ in benchmark.scaledIterations {
                blackHole(rules.select(Double(integers[index]), into: &buffer, capacity: 32))
                index = index == integers.count - 1 ? 0 : index + 1
            }
        }
        Benchmark("plural.decimal.project") { benchmark in
            let rules = try PluralRules(locale: LocaleIdentifier("ru"))
            var index = 0
            for _ in benchmark.scaledIterations {
                blackHole(try rules.category(for: decimals[index]))
                index = index == decimals.count - 1 ? 0 : index + 1
            }
        }
        Benchmark("plural.decimal.icu") { benchmark in
            let rules = try ICUBaseline.PluralRules(locale: "ru")
            var buffer = [UInt16](repeating: 0, count: 32)
            var index = 0
            for _ in benchmark.scaledIterations {
                blackHole(rules.select(decimals[index], into: &buffer, capacity: 32))
                index = index == decimals.count - 1 ? 0 : index + 1
            }
        }
    }
}
