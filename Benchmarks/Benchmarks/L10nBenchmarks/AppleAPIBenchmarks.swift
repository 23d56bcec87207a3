import Benchmark
import Foundation
import L10n
import L10nFoundation

/// Apple's `String(localized:)` (L10nFoundation) inside a request the middleware bound, against
/// the per-request call it stands for: `ResolvedLocalization.localize` with the same key and
/// arguments, for the same request (`ru-RU`, Examples/App's stringsdict plural).
///
/// - `appleAPI.stringLocalized.project`: `String(localized: "files.remaining", defaultValue:
///   "\(count) files remaining", bundle:)` for the bundle the request's localizer serves —
///   building the interpolation, reading the task-local, finding the bundle, formatting;
/// - `appleAPI.stringLocalized.baseline`: `localization.localize("files.remaining",
///   arguments: [count]).string`;
/// - `appleAPI.stringLocalized.paired`: the two in alternation, the ratio the report holds to
///   its target;
/// - `appleAPI.value.paired`: the `String.LocalizationValue` of that call alone (`"\(count) files
///   remaining"`, built and destroyed, as the compiler emits it at the call site) against the
///   baseline, in alternation: a part of the call's cost that comes before any lookup;
/// - `appleAPI.otherBundle.project`: the same call for a bundle another localizer serves, which
///   matches the request's languages against its own localizations once per request (and
///   thread), as a shared package's strings are.
enum AppleAPIBenchmarks {
    static let counts = LocalizerBenchmarks.counts
    static let header = "ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7"
    /// The example's folder spelled apart: a localizer the lookup does not take for the bundle's,
    /// opened once, as a service opens its own.
    static let other: Localizer? = try? Localizer(path: Repository.exampleBundle + "/.")
    /// The example's bundle, opened once as a service's `Bundle.module` is: Foundation on Linux
    /// makes a new object for each `Bundle(path:)`, whose first lookup finds its localizer.
    static let bundle = Bundle(path: Repository.exampleBundle)

    static func register() {
        Benchmark("appleAPI.stringLocalized.project") { benchmark in
            let localizer = try LocalizerBenchmarks.openLocalizer()
            guard let bundle else { throw BenchmarkSetupError("no bundle") }
            let localization = try localizer.localization(for: .acceptLanguage(header))
            ResolvedLocalization.withCurrent(localization) {
                for iteration in benchmark.scaledIterations {
                    let count = Int(counts[iteration & 255])
                    blackHole(String(localized: "files.remaining", defaultValue: "\(count) files remaining", bundle: bundle))
                }
            }
        }
        Benchmark("appleAPI.stringLocalized.baseline") { benchmark in
            let localizer = try LocalizerBenchmarks.openLocalizer()
            let localization = try localizer.localization(for: .acceptLanguage(header))
            for iteration in benchmark.scaledIterations {
                blackHole(try localization.localize("files.remaining", arguments: [.int(counts[iteration & 255])]).string)
            }
        }
        // The two in alternation, batch by batch on one thread: on this two-processor machine a
        // benchmark's thread runs at one speed or at about 1.7 times slower by where it lands,
        // and the ratio of separate medians moved between 1.18 and 2.11 in three runs where the
        // paired one read 2.14–2.28.
        pairedWithLocalize("appleAPI.stringLocalized.paired") { bundle, batch in
            for iteration in 0..<batch {
                let count = Int(counts[iteration & 255])
                blackHole(String(localized: "files.remaining", defaultValue: "\(count) files remaining", bundle: bundle))
            }
        }
        pairedWithLocalize("appleAPI.value.paired") { _, batch in
            for iteration in 0..<batch {
                let count = Int(counts[iteration & 255])
                let value: String.LocalizationValue = "\(count) files remaining"
                blackHole(value)
            }
        }
        Benchmark("appleAPI.otherBundle.project") { benchmark in
            guard let other else { throw BenchmarkSetupError("cannot open \(Repository.exampleBundle)") }
            guard let bundle else { throw BenchmarkSetupError("no bundle") }
            let localization = try other.localization(for: .acceptLanguage(header))
            ResolvedLocalization.withCurrent(localization) {
                for iteration in benchmark.scaledIterations {
                    let count = Int(counts[iteration & 255])
                    blackHole(String(localized: "files.remaining", defaultValue: "\(count) files remaining", bundle: bundle))
                }
            }
        }
    }

    /// `project` (a batch of calls, given the bundle and the batch's size) against as many of
    /// the baseline's `localize` calls, in alternation batch by batch on one thread, inside the
    /// request the baseline's localization stands for; the ratio in thousandths.
    static func pairedWithLocalize(_ name: String, _ project: @escaping (Bundle, Int) throws -> Void) {
        Benchmark(
            name,
            configuration: .init(
                metrics: [PairedLocalizerBenchmarks.ratio], scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 101)
        ) { benchmark in
            let localizer = try LocalizerBenchmarks.openLocalizer()
            guard let bundle else { throw BenchmarkSetupError("no bundle") }
            let localization = try localizer.localization(for: .acceptLanguage(header))
            let batch = PairedLocalizerBenchmarks.batch
            try ResolvedLocalization.withCurrent(localization) { () throws -> Void in
                let projectStart = DispatchTime.now().uptimeNanoseconds
                try project(bundle, batch)
                let baselineStart = DispatchTime.now().uptimeNanoseconds
                for iteration in 0..<batch {
                    blackHole(try localization.localize("files.remaining", arguments: [.int(counts[iteration & 255])]).string)
                }
                let end = DispatchTime.now().uptimeNanoseconds
                benchmark.measurement(
                    PairedLocalizerBenchmarks.ratio,
                    Int((1000 * Double(baselineStart - projectStart) / Double(end - baselineStart)).rounded()))
            }
        }
    }
}
