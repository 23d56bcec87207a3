// swift-tools-version: 6.1
import PackageDescription

// The benchmarks live in their own package so the main package stays light: package-benchmark
// and its dependencies are fetched and built only here. `scripts/bench` builds this package in
// release mode and runs it.
let package = Package(
    name: "L10nBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // With the `Mustache` and `Leaf` traits, for the template benchmarks (swift-mustache has no
        // dependencies; Leaf brings Vapor, so the first release build of this package takes minutes).
        .package(name: "swift-l10n", path: "..", traits: ["Mustache", "Leaf"]),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.0"),
        .package(url: "https://github.com/vapor/leaf-kit", from: "1.14.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.65.0"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The benchmarks, run by package-benchmark's runner (its build plugin writes `main`).
        .executableTarget(
            name: "L10nBenchmarks",
            dependencies: [
                .product(name: "L10n", package: "swift-l10n"),
                .product(name: "L10nICU", package: "swift-l10n"),
                .product(name: "L10nFoundation", package: "swift-l10n"),
                .product(name: "L10nTemplates", package: "swift-l10n"),
                .product(name: "L10nMustache", package: "swift-l10n"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "L10nLeaf", package: "swift-l10n"),
                .product(name: "LeafKit", package: "leaf-kit"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/L10nBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Runs the benchmarks executable through package-benchmark's protocol and prints the
        // table (or JSON) of medians, allocations and ratios.
        .executableTarget(
            name: "BenchReport",
            dependencies: [.product(name: "Benchmark", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
