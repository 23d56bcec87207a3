import Benchmark
import Foundation
import L10n

/// What the `Localizer`'s per-processor copies cost in memory: the bytes one more lane
/// (`ThreadLane`) holds once it has answered every entry of the example bundle's Russian table
/// — its plans, compiled values, prepared formats and ICU format clones, and the thread's plan
/// slots.
///
/// A fresh `Localizer` answers every entry on one of the two long-lived worker threads
/// (`ConcurrencyBenchmarks.WorkerThreads`) first, which makes everything lanes share (tables,
/// resolutions, process-wide ICU caches); then the same entries on the other worker, whose
/// lane is the other one (threads take lanes round robin in the order they first ask, and the
/// workers ask one after the other), with malloc's bytes counted: what the second worker
/// leaves allocated is what a lane costs. One iteration, no warm-up: a repeat would find the
/// workers' plan slots holding plans of the previous iteration's localizer and count their
/// release.
enum LaneMemoryBenchmarks {
    static var entries: BenchmarkMetric { .custom("entries") }

    static func register() {
        Benchmark(
            "lane.memory.project",
            configuration: .init(
                metrics: [.memoryLeakedBytes, entries], warmupIterations: 0, scalingFactor: .one, maxDuration: .seconds(10),
                maxIterations: 1)
        ) { benchmark in
            let localizer = try Localizer(path: Repository.exampleBundle)
            guard let table = try localizer.bundle.table("Localizable", localization: "ru") else {
                throw BenchmarkSetupError("the example bundle has no ru Localizable table")
            }
            let keys = table.entries.keys.sorted()
            let answerAll: @Sendable (Int) -> Void = { _ in
                for key in keys {
                    blackHole(try? localizer.localize(key, arguments: [.int(3), .int(21)], LocalizerBenchmarks.request))
                }
            }
            let workers = ConcurrencyBenchmarks.WorkerThreads.shared.threads
            workers[0].run(answerAll, 0)
            workers[0].wait()
            benchmark.startMeasurement()
            workers[1].run(answerAll, 1)
            workers[1].wait()
            benchmark.stopMeasurement()
            benchmark.measurement(entries, keys.count)
            blackHole(localizer)
        }
    }
}
