import Benchmark
import Foundation
import L10n
@_spi(Benchmarks) import L10nICU

/// Number formatting against raw ICU, and `String(format:locale:)` against Foundation's.
enum NumberBenchmarks {
    static let integers: [Int64] = (0..<64).map { 1_000 + $0 * 1_234_567 }
    static let doubles: [Double] = (0..<64).map { 1.5 + Double($0) * 12_345.678 }

    /// Spellings a service is handed (headers, query parameters), each seen again and again.
    static let localeSpellings = [
        "de-CH", "en_US", "fr-CA", "ru", "pt-BR", "zh-Hant-TW", "ar-EG", "ja_JP", "es-419", "sr_Latn_RS", "en-GB", "hi_IN",
        "pl", "nl-BE", "ko-KR", "it_IT",
    ]

    static func register() {
        // Creating an identifier from a spelling seen before: a cache lookup, against ICU's
        // canonicalization alone (which `init` does on a first sighting, with validation).
        Benchmark("locale.identifier.project") { benchmark in
            for iteration in benchmark.scaledIterations {
                blackHole(try LocaleIdentifier(localeSpellings[iteration & 15]))
            }
        }
        Benchmark("locale.identifier.icu") { benchmark in
            var buffer = [CChar](repeating: 0, count: 160)
            for iteration in benchmark.scaledIterations {
                blackHole(ICUBaseline.canonicalize(localeSpellings[iteration & 15], into: &buffer, capacity: 160))
            }
        }
        Benchmark("number.integer.project") { benchmark in
            let formatter = try ICUNumberFormatter(locale: LocaleIdentifier("de_DE"))
            for iteration in benchmark.scaledIterations {
                blackHole(try formatter.string(for: integers[iteration & 63]))
            }
        }
        Benchmark("number.integer.icu") { benchmark in
            let format = try ICUBaseline.NumberFormat(locale: "de_DE")
            var buffer = [UInt16](repeating: 0, count: 64)
            for iteration in benchmark.scaledIterations {
                blackHole(format.format(integers[iteration & 63], into: &buffer, capacity: 64))
            }
        }
        Benchmark("number.double.project") { benchmark in
            let formatter = try ICUNumberFormatter(locale: LocaleIdentifier("de_DE"))
            for iteration in benchmark.scaledIterations {
                blackHole(try formatter.string(for: doubles[iteration & 63]))
            }
        }
        Benchmark("number.double.icu") { benchmark in
            let format = try ICUBaseline.NumberFormat(locale: "de_DE")
            var buffer = [UInt16](repeating: 0, count: 64)
            for iteration in benchmark.scaledIterations {
                blackHole(format.format(doubles[iteration & 63], into: &buffer, capacity: 64))
            }
        }
        // `String(format:locale:)` of a format with an integer and a fixed-point number.
        Benchmark("format.itemsAt.project") { benchmark in
            let formatter = StringFormatter(locale: try LocaleIdentifier("de_DE"))
            for iteration in benchmark.scaledIterations {
                let arguments: [FormatArgument] = [.int(integers[iteration & 63]), .double(doubles[iteration & 63])]
                blackHole(try formatter.format("%d items at %.2f", arguments))
            }
        }
        Benchmark("format.itemsAt.foundation") { benchmark in
            let locale = Locale(identifier: "de_DE")
            for iteration in benchmark.scaledIterations {
                blackHole(
                    String(
                        format: "%d items at %.2f", locale: locale,
                        Int(integers[iteration & 63]), doubles[iteration & 63]))
            }
        }
    }
}
