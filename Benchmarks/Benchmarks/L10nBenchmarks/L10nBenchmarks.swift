import Benchmark

// Every benchmark's name is `group.case.side`: `side` is `project` for swift-l10n and `icu` or
// `foundation` for the baseline it is compared with in the same run. `scripts/bench` (through
// `BenchReport`) prints the medians per operation and the ratios between the two sides.
//
// Each iteration runs an operation `scalingFactor` times, so a nanosecond-scale operation is
// timed over thousands of repetitions; the report divides by it.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 1_000
    )
    PluralBenchmarks.register()
    NumberBenchmarks.register()
    MinimumGroupingBenchmarks.register()
    LocalizerBenchmarks.register()
    PairedLocalizerBenchmarks.register()
    LoadingBenchmarks.register()
    ResolutionBenchmarks.register()
    ConcurrencyBenchmarks.register()
    LaneMemoryBenchmarks.register()
    ServiceBenchmarks.register()
    AppleAPIBenchmarks.register()
    TemplateBenchmarks.register()
    LeafTemplateBenchmarks.register()
    OverrideBenchmarks.register()
}
