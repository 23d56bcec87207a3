import Benchmark
import L10n

/// The `Localizer` under load from one task and from two at once (the machine's two cores):
/// with nothing serialized on the hot path, two tasks finish twice the work in the same time.
enum ConcurrencyBenchmarks {
    static var configuration: Benchmark.Configuration { .init(
        metrics: [.wallClock], scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 500) }

    static func register() {
        for tasks in [1, 2] {
            Benchmark("concurrent.tasks\(tasks).project", configuration: configuration) { benchmark in
                let localizer = try LocalizerBenchmarks.openLocalizer()
                _ = try localizer.localize("files.remaining", arguments: [1], LocalizerBenchmarks.request)
                let iterations = benchmark.scaledIterations
                benchmark.startMeasurement()
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for task in 0..<tasks {
                        group.addTask {
                            for iteration in iterations {
                                let count = LocalizerBenchmarks.counts[(iteration + task) & 255]
                                blackHole(try localizer.localize(
                                    "files.remaining", arguments: [.int(count)], LocalizerBenchmarks.request))
                            }
                        }
                    }
                    try await group.waitForAll()
                }
                benchmark.stopMeasurement()
            }
        }
    }
}
