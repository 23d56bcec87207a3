import Benchmark
import Foundation

// Runs every benchmark of the `L10nBenchmarks` executable built beside this one, each in a
// fresh process as package-benchmark's own tool does, and prints the medians per operation
// and the ratios against the baselines measured in the same run: a table, or with `--json`
// one JSON object (`benchmarks`: name → {nsPerOp, allocsPerOp}; `ratios`: key → value).
//
// Usage: BenchReport [--json] [--filter SUBSTRING]

var json = false
var filter: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--json": json = true
    case "--filter": filter = arguments.next()
    default:
        FileHandle.standardError.write(Data("usage: BenchReport [--json] [--filter SUBSTRING]\n".utf8))
        exit(2)
    }
}

let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("L10nBenchmarks").path

func progress(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

do {
    let lister = try BenchmarkChild(executable: executable)
    try lister.write(.list)
    var benchmarks: [Benchmark] = []
    listing: while true {
        switch try lister.read() {
        case .list(let benchmark): benchmarks.append(benchmark)
        case .end: break listing
        case .error(let message): throw ReportError(message)
        default: continue
        }
    }
    try lister.finish()

    var figures = Figures()
    var failures: [String] = []
    for benchmark in benchmarks where filter.map({ benchmark.name.contains($0) }) ?? true {
        progress("running \(benchmark.name)")
        let child = try BenchmarkChild(executable: executable)
        try child.write(.run(benchmark: benchmark))
        running: while true {
            switch try child.read() {
            case .result(_, let results): figures.add(benchmark.name, results)
            case .error(let message):
                failures.append("\(benchmark.name): \(message)")
                break running
            case .end: break running
            default: continue
            }
        }
        try child.finish()
    }

    let ratios = Ratio.all.map { ($0, $0.compute(figures)) }
    if json {
        print(ReportOutput.json(figures, ratios))
    } else {
        print(ReportOutput.table(figures, ratios))
    }
    for failure in failures { progress("failed: \(failure)") }
    exit(failures.isEmpty ? 0 : 1)
} catch {
    progress("BenchReport: \(error)")
    exit(1)
}
