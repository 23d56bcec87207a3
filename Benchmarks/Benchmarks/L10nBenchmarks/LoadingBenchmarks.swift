import Benchmark
import Foundation
import L10n

/// Reading a 10,000-entry `.strings` and `.stringsdict` from memory into a table, against
/// `PropertyListSerialization`, and the memory the project's tables hold.
enum LoadingBenchmarks {
    static var configuration: Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 50)
    }

    /// Bytes the loaded tables hold (requested from malloc and not freed while they live), and
    /// the files' size; `BenchReport` divides one by the other.
    static var heldBytes: BenchmarkMetric { .custom("heldBytes") }
    static var fileBytes: BenchmarkMetric { .custom("fileBytes") }

    static func register() {
        Benchmark("load.strings.project", configuration: configuration) { _ in
            blackHole(
                try StringTable(
                    strings: TableFixtures.strings, file: "Big.strings", name: "Big", localization: "de"))
        } setup: {
            blackHole(TableFixtures.strings)
        }
        Benchmark("load.strings.foundation", configuration: configuration) { _ in
            blackHole(try PropertyListSerialization.propertyList(from: stringsData, options: [], format: nil))
        } setup: {
            blackHole(stringsData)
        }
        Benchmark("load.stringsdict.project", configuration: configuration) { _ in
            blackHole(
                try StringTable(
                    stringsdict: TableFixtures.stringsdict, file: "Big.stringsdict", name: "Big", localization: "ru"))
        } setup: {
            blackHole(TableFixtures.stringsdict)
        }
        Benchmark("load.stringsdict.foundation", configuration: configuration) { _ in
            blackHole(try PropertyListSerialization.propertyList(from: stringsdictData, options: [], format: nil))
        } setup: {
            blackHole(stringsdictData)
        }
        Benchmark(
            "load.memory.project",
            configuration: .init(
                metrics: [.memoryLeakedBytes, heldBytes, fileBytes], scalingFactor: .one, maxDuration: .seconds(2),
                maxIterations: 5)
        ) { benchmark in
            benchmark.startMeasurement()
            let strings = try StringTable(
                strings: TableFixtures.strings, file: "Big.strings", name: "Big", localization: "de")
            let stringsdict = try StringTable(
                stringsdict: TableFixtures.stringsdict, file: "Big.stringsdict", name: "Big", localization: "ru")
            benchmark.stopMeasurement()
            benchmark.measurement(fileBytes, TableFixtures.strings.count + TableFixtures.stringsdict.count)
            blackHole(strings)
            blackHole(stringsdict)
        } setup: {
            blackHole(TableFixtures.strings)
            blackHole(TableFixtures.stringsdict)
        }
    }

    static let stringsData = Data(TableFixtures.strings)
    static let stringsdictData = Data(TableFixtures.stringsdict)
}
