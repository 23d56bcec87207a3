import Benchmark
import Foundation
import L10n

/// The `Localizer` under load from one worker and from two at once (the machine's two cores):
/// with nothing serialized on the hot path, two workers finish twice the work in the same time.
///
/// The workers are threads of their own, started for each sample (both cases pay the same start
/// cost, under 2 % of a sample), not child tasks: package-benchmark runs an async benchmark by
/// blocking a thread of Swift's cooperative pool on a semaphore until it ends, which on a 2-core
/// machine leaves the benchmark's tasks one thread — two tasks then measured 1.0× one, whatever
/// the library did. `DispatchQueue.concurrentPerform` was no better: it often ran both workers on
/// the calling thread.
enum ConcurrencyBenchmarks {
    static var configuration: Benchmark.Configuration { .init(
        metrics: [.wallClock], scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 500) }

    static func register() {
        for workers in [1, 2] {
            Benchmark("concurrent.tasks\(workers).project", configuration: configuration) { benchmark in
                let localizer = try LocalizerBenchmarks.openLocalizer()
                _ = try localizer.localize("files.remaining", arguments: [1], LocalizerBenchmarks.request)
                let iterations = benchmark.scaledIterations
                benchmark.startMeasurement()
                let finished = DispatchSemaphore(value: 0)
                for worker in 0..<workers {
                    let thread = Thread {
                        for iteration in iterations {
                            let count = LocalizerBenchmarks.counts[(iteration + worker) & 255]
                            let text = try? localizer.localize(
                                "files.remaining", arguments: [.int(count)], LocalizerBenchmarks.request)
                            precondition(text != nil, "the benchmark entry failed to format")
                            blackHole(text)
                        }
                        finished.signal()
                    }
                    thread.start()
                }
                for _ in 0..<workers { finished.wait() }
                benchmark.stopMeasurement()
            }
        }
    }
}
