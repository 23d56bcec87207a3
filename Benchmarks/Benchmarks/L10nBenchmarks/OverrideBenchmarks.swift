import Benchmark
import Foundation
import L10n

/// Translations overridden per tenant (`OverridingLocalizer`) against the bundle alone, for the
/// example's Russian plural entry (`files.remaining`), each pair timed in alternation on one
/// thread as `entry.one.paired` is:
///
/// - `overrides.entry.notOverridden.paired`: a tenant with global overrides and fifty of its
///   own, none for the key, against the bundle's localizer: what the layers cost an entry they
///   do not change;
/// - `overrides.entry.overridden.paired`: the tenant's own plural for the key (Smartling
///   categories), against the bundle's entry;
/// - `overrides.request.paired`: a request's whole path — the tenant's localizer chosen, the
///   header resolved, the entry localized — against the same request on the bundle's;
/// - `overrides.tenant.memory`: the bytes one more tenant with an override holds once its
///   requests have answered every entry of the Russian table.
enum OverrideBenchmarks {
    static let tenant = Tenant("acme")!
    static let header = "ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7"
    static let pluralForms = [
        "one": "Остался %lld файлик", "few": "Осталось %lld файлика", "many": "Осталось %lld файликов",
        "other": "Осталось %lld файлика",
    ]

    /// Made once, as a service makes its own: a benchmark's iterations time calls, not the
    /// first call's reading and compiling (made anew in each iteration, they cost the first
    /// batch a tenth more).
    static let withoutTheKey = try? overrides(overridingTheKey: false)
    static let withTheKey = try? overrides(overridingTheKey: true)

    /// Global overrides, and fifty of `tenant`'s for other keys (and, when `overridingTheKey`,
    /// its plural for `files.remaining`).
    static func overrides(overridingTheKey: Bool) throws -> OverridingLocalizer {
        let localizer = try Localizer(path: Repository.exampleBundle)
        var overrides = [TranslationOverride(localization: "ru", key: "greeting", value: "Здравствуйте, %@!")]
        overrides += (0..<50).map { TranslationOverride(tenant: tenant, localization: "ru", key: "custom.\($0)", value: "Текст \($0)") }
        if overridingTheKey {
            overrides += pluralForms.map {
                TranslationOverride(tenant: tenant, localization: "ru", key: "files.remaining##{\($0.key)}", value: $0.value)
            }
        }
        return try OverridingLocalizer(localizer, overrides: overrides)
    }

    static func register() {
        pairedEntry("overrides.entry.notOverridden.paired", overridingTheKey: false)
        pairedEntry("overrides.entry.overridden.paired", overridingTheKey: true)
        Benchmark(
            "overrides.request.paired",
            configuration: .init(
                metrics: [PairedLocalizerBenchmarks.ratio], scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 101)
        ) { benchmark in
            guard let overrides = withoutTheKey else { throw BenchmarkSetupError("cannot open \(Repository.exampleBundle)") }
            let base = overrides.base.servingLocalizer
            let counts = LocalizerBenchmarks.counts
            let batch = PairedLocalizerBenchmarks.batch
            let projectStart = DispatchTime.now().uptimeNanoseconds
            for iteration in 0..<batch {
                let localization = try overrides.servingLocalizer(for: tenant).localization(for: .acceptLanguage(header))
                blackHole(try localization.localize("files.remaining", arguments: [.int(counts[iteration & 255])]))
            }
            let baselineStart = DispatchTime.now().uptimeNanoseconds
            for iteration in 0..<batch {
                let localization = try base.localization(for: .acceptLanguage(header))
                blackHole(try localization.localize("files.remaining", arguments: [.int(counts[iteration & 255])]))
            }
            let end = DispatchTime.now().uptimeNanoseconds
            benchmark.measurement(
                PairedLocalizerBenchmarks.ratio,
                Int((1000 * Double(baselineStart - projectStart) / Double(end - baselineStart)).rounded()))
        }
        Benchmark(
            "overrides.tenant.memory",
            configuration: .init(
                metrics: [.memoryLeakedBytes, LaneMemoryBenchmarks.entries], warmupIterations: 0, scalingFactor: .one,
                maxDuration: .seconds(10), maxIterations: 1)
        ) { benchmark in
            let tenants = (0..<21).map { Tenant("tenant-\($0)")! }
            let overrides = try OverridingLocalizer(
                Localizer(path: Repository.exampleBundle),
                overrides: tenants.map { TranslationOverride(tenant: $0, localization: "ru", key: "greeting", value: "\($0.name), %@") })
            guard let table = try overrides.base.servingLocalizer.bundle.table("Localizable", localization: "ru") else {
                throw BenchmarkSetupError("the example bundle has no ru Localizable table")
            }
            let keys = table.entries.keys.sorted()
            func answerAll(_ tenant: Tenant) {
                guard let localization = try? overrides.servingLocalizer(for: tenant).localization(for: .acceptLanguage(header)) else {
                    return
                }
                for key in keys { blackHole(try? localization.localize(key, arguments: [.int(3), .int(21)])) }
            }
            // The first tenant makes what every tenant shares (the bundle's tables, ICU's caches).
            answerAll(tenants[0])
            benchmark.startMeasurement()
            for tenant in tenants.dropFirst() { answerAll(tenant) }
            benchmark.stopMeasurement()
            benchmark.measurement(LaneMemoryBenchmarks.entries, tenants.count - 1)
            blackHole(overrides)
        }
    }

    private static func pairedEntry(_ name: String, overridingTheKey: Bool) {
        Benchmark(
            name,
            configuration: .init(
                metrics: [PairedLocalizerBenchmarks.ratio], scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 101)
        ) { benchmark in
            guard let overrides = overridingTheKey ? withTheKey : withoutTheKey else {
                throw BenchmarkSetupError("cannot open \(Repository.exampleBundle)")
            }
            let scoped = overrides.servingLocalizer(for: tenant)
            let base = overrides.base.servingLocalizer
            let counts = LocalizerBenchmarks.counts
            let request = LocalizerBenchmarks.request
            let batch = PairedLocalizerBenchmarks.batch
            let projectStart = DispatchTime.now().uptimeNanoseconds
            for iteration in 0..<batch {
                blackHole(try scoped.localize("files.remaining", arguments: [.int(counts[iteration & 255])], request))
            }
            let baselineStart = DispatchTime.now().uptimeNanoseconds
            for iteration in 0..<batch {
                blackHole(try base.localize("files.remaining", arguments: [.int(counts[iteration & 255])], request))
            }
            let end = DispatchTime.now().uptimeNanoseconds
            benchmark.measurement(
                PairedLocalizerBenchmarks.ratio,
                Int((1000 * Double(baselineStart - projectStart) / Double(end - baselineStart)).rounded()))
        }
    }
}
