// swift-tools-version: 6.1
import PackageDescription

/// The example service lives in Examples, its sources beside the App bundle it ships; everything
/// else there is excluded.
func examplesOutside(_ used: Set<String>) -> [String] {
    let entries = [
        "App", "Consumer", "Misconfigured", "Recordings", "Server", "SharedMessages", "Templates",
        "localize-requests.jsonl",
        "number-requests.txt",
        "plural-requests.jsonl", "recorder-requests.jsonl", "generated-requests.jsonl",
    ]
    return entries.filter { !used.contains($0) }
}

/// Where Foundation has no `String(localized:)`: L10nFoundation declares it there only.
let nonApplePlatforms: [Platform] = [.linux, .android, .openbsd, .wasi, .windows]

let package = Package(
    name: "swift-l10n",
    // The language of Examples/SharedMessages' catalog, which SwiftPM processes as a resource.
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        // The runtime a service imports: Localizer, requests, bundles, string tables, formatting.
        .library(name: "L10n", targets: ["L10n"]),
        // CLDR plural rules, ICU number formatting and locale identifiers on their own.
        .library(name: "L10nICU", targets: ["L10nICU"]),
        // `String(format:locale:)` with CoreFoundation's semantics, on its own.
        .library(name: "L10nFormat", targets: ["L10nFormat"]),
        // Readers and writers of the resource formats: .strings, property lists, String Catalogs.
        .library(name: "L10nResources", targets: ["L10nResources"]),
        // Lint and convert, as the `l10n` tool runs them.
        .library(name: "L10nTooling", targets: ["L10nTooling"]),
        // Typed Swift accessors for a bundle's strings (`l10n generate swift`, the L10nAccessors
        // plugin); L10nTooling re-exports it.
        .library(name: "L10nAccessorGeneration", targets: ["L10nAccessorGeneration"]),
        // For a Swift Testing suite: expect the runtime's answers to match a recording of Apple's.
        .library(name: "L10nTesting", targets: ["L10nTesting"]),
        // A LocalizationReporter that logs through swift-log and counts through swift-metrics.
        .library(name: "L10nObservability", targets: ["L10nObservability"]),
        // Apple's localization API where Foundation lacks it (Linux): `String(localized:)`,
        // `String.LocalizationValue`, `LocalizedStringResource`, answered by this runtime. Empty
        // on Apple's platforms, where Foundation's own declarations serve the same source.
        .library(name: "L10nFoundation", targets: ["L10nFoundation"]),
        // Localized pages and emails: a request's strings escaped for HTML or left as plain text,
        // arguments isolated by direction, the page's `lang` and `dir`. Engine-agnostic; the
        // template engines' integrations build on it.
        .library(name: "L10nTemplates", targets: ["L10nTemplates"]),
        // `l10n` for swift-mustache (Hummingbird's template engine); needs the `Mustache` trait.
        .library(name: "L10nMustache", targets: ["L10nMustache"]),
        // `#localized(…)` tags for Leaf (Vapor's template engine); needs the `Leaf` trait.
        .library(name: "L10nLeaf", targets: ["L10nLeaf"]),
        // Middleware and a request context for Hummingbird 2; needs the `Hummingbird` trait.
        .library(name: "L10nHummingbird", targets: ["L10nHummingbird"]),
        // Middleware and `request.localization` for Vapor 4; needs the `Vapor` trait.
        .library(name: "L10nVapor", targets: ["L10nVapor"]),
        // Overrides kept in PostgreSQL and in sync across instances; needs the `Postgres` trait.
        .library(name: "L10nPostgres", targets: ["L10nPostgres"]),
        .executable(name: "l10n", targets: ["L10nCLI"]),
        // A build-tool plugin: typed Swift accessors for a target's .lproj folders and catalogs.
        .plugin(name: "L10nAccessors", targets: ["L10nAccessors"]),
    ],
    // The web frameworks are behind traits, off by default: a package that does not enable one
    // does not even fetch its framework (SwiftPM resolves only the dependencies its enabled
    // traits use), and this package's own `swift build` compiles no NIO.
    traits: [
        .trait(name: "Hummingbird", description: "Builds L10nHummingbird against Hummingbird 2."),
        .trait(name: "Vapor", description: "Builds L10nVapor against Vapor 4."),
        .trait(name: "Mustache", description: "Builds L10nMustache against swift-mustache 2."),
        // Leaf renders inside Vapor: its tags read the request the Vapor middleware bound.
        .trait(name: "Leaf", description: "Builds L10nLeaf against Leaf 4 (enables Vapor).", enabledTraits: ["Vapor"]),
        .trait(
            name: "Postgres",
            description: "Builds L10nPostgres against postgres-nio, and `l10n overrides` into the command-line tool."),
        // Tooling only: no library product depends on it, so a service never builds swift-syntax.
        .trait(
            name: "Extract",
            description: "Builds `l10n extract` (keys from Swift sources into String Catalogs) against swift-syntax."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // L10nObservability only: the logging API the server ecosystem shares, so missing keys and
        // failures reach whatever handler the service bootstrapped. 1.11 is the first with
        // `LogEvent`, which newer versions require a LogHandler (the tests' one) to implement.
        .package(url: "https://github.com/apple/swift-log", from: "1.11.0"),
        // L10nObservability only: the metrics API the server ecosystem shares (Prometheus, StatsD,
        // OpenTelemetry backends plug in). Only its CoreMetrics module is linked: counters, no
        // Foundation.
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        // L10nHummingbird only (the `Hummingbird` trait): the framework it plugs into. 2.28 is the
        // version tested here.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        // L10nHummingbird only (the `Hummingbird` trait): `Service`, so the reloader runs in
        // Hummingbird's `ServiceGroup` and stops on its graceful shutdown. Hummingbird depends
        // on it already; naming it adds no package.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        // L10nMustache only (the `Mustache` trait): Hummingbird's template engine. No dependencies
        // of its own. 2.1 is the version tested here.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.0"),
        // L10nVapor only (the `Vapor` trait). 4.122 is the version tested here.
        .package(url: "https://github.com/vapor/vapor", from: "4.122.0"),
        // L10nLeaf only (the `Leaf` trait): Vapor's template engine, with LeafKit under it.
        // 4.5 is the version tested here.
        .package(url: "https://github.com/vapor/leaf", from: "4.5.0"),
        // Leaf's engine itself (`LeafRenderer`, `LeafError`), which Leaf re-exports only in part.
        // Leaf depends on it already; naming it adds no package.
        .package(url: "https://github.com/vapor/leaf-kit", from: "1.14.0"),
        // L10nPostgres only (the `Postgres` trait): PostgreSQL's wire protocol, LISTEN/NOTIFY
        // included, on SwiftNIO. 1.33 is the version tested here.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
        // L10nExtraction only (the `Extract` trait): Swift's own parser, so `l10n extract` reads the
        // sources as the compiler does (literals, interpolations, labels, declarations). 603 is the
        // parser of Swift 6.3, the toolchain here.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // The system ICU (`libicu-dev`): links it and gives its headers to the C shim. No Swift
        // module imports it (Foundation on Linux has its own copy of ICU's headers).
        .systemLibrary(
            name: "CICU",
            path: "Modules/CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"])]
        ),
        // The `cicu_*` shim: a header of plain C types for Swift, a `.c` file that includes ICU.
        .target(
            name: "CICUShim",
            dependencies: ["CICU"]
        ),
        // Helpers the other modules share: the lock, the one cache, thread-local values and
        // lanes, stack output. Not a product, so no package outside this one can import it;
        // its API is `public` + `@inlinable` because Swift 6.3 does not offer the bodies of
        // `package` inlinable code to other modules, and unspecialized generic caches cost
        // `format.itemsAt` 2.0 µs instead of 1.57 µs (scripts/bench).
        .target(
            name: "L10nSupport"
        ),
        // Vocabulary the file formats, the plural rules and the runtime share (`PluralCategory`),
        // in a leaf of its own so that reading a file links no ICU. Not a product: the modules
        // that speak it re-export it.
        .target(
            name: "L10nVocabulary"
        ),
        .target(
            name: "L10nICU",
            dependencies: ["CICUShim", "L10nSupport", "L10nVocabulary"]
        ),
        // File formats: text decoding, .strings, XML and binary property lists, JSON (internal)
        // and String Catalogs; their writers. No ICU.
        .target(
            name: "L10nResources",
            dependencies: ["L10nVocabulary", "L10nSupport"]
        ),
        // The format engine: `String(format:locale:)` with CoreFoundation's semantics, numbers
        // through ICU. Its tokenizer is package API for the runtime and the tooling.
        .target(
            name: "L10nFormat",
            dependencies: ["L10nICU", "L10nSupport"]
        ),
        // The runtime: resolution, bundles, string tables, stringsdict expansion, the Localizer.
        .target(
            name: "L10n",
            dependencies: ["L10nFormat", "L10nICU", "L10nResources", "L10nSupport", "L10nVocabulary"]
        ),
        // Apple's `String(localized:)` and `LocalizedStringResource` on platforms whose Foundation
        // lacks them. On Apple's platforms it depends on nothing and declares nothing, so a
        // package shared with an app imports it unconditionally and builds no ICU there.
        .target(
            name: "L10nFoundation",
            dependencies: [
                .target(name: "L10n", condition: .when(platforms: nonApplePlatforms)),
                .target(name: "L10nSupport", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
        // What a template engine needs to render a request's strings safely: escaping, direction,
        // isolation. Depends on the runtime alone, so it builds with no engine.
        .target(
            name: "L10nTemplates",
            dependencies: ["L10n", "L10nSupport"]
        ),
        // swift-mustache's side of L10nTemplates (the `Mustache` trait).
        .target(
            name: "L10nMustache",
            dependencies: [
                "L10n",
                "L10nSupport",
                "L10nTemplates",
                .product(name: "Mustache", package: "swift-mustache", condition: .when(traits: ["Mustache"])),
            ]
        ),
        // Leaf's side of L10nTemplates (the `Leaf` trait): tags over the localization the Vapor
        // middleware bound to the request.
        .target(
            name: "L10nLeaf",
            dependencies: [
                "L10n",
                "L10nTemplates",
                "L10nVapor",
                .product(name: "Leaf", package: "leaf", condition: .when(traits: ["Leaf"])),
                .product(name: "LeafKit", package: "leaf-kit", condition: .when(traits: ["Leaf"])),
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            ]
        ),
        // Lint and conversions between formats, for the CLI and for CI tools. L10nTemplates for
        // the way Mustache sections name their keys, which lint reads from templates.
        .target(
            name: "L10nTooling",
            dependencies: ["L10n", "L10nFormat", "L10nResources", "L10nICU", "L10nSupport", "L10nTemplates", "L10nAccessorGeneration"]
        ),
        // The generator of `l10n generate swift` and of the L10nAccessors plugin's tool, apart from
        // L10nTooling so the tool (compiled twice for every package that applies the plugin)
        // compiles neither lint, conversions nor templates.
        .target(
            name: "L10nAccessorGeneration",
            dependencies: ["L10n", "L10nFormat", "L10nResources"]
        ),
        // Swift Testing expectations over L10nTooling's comparison with a recording of Apple's
        // answers. Links the toolchain's Testing module, so it is a product of its own.
        .target(
            name: "L10nTesting",
            dependencies: ["L10n", "L10nTooling"]
        ),
        // Logging and metrics for the reporter protocol of L10n; the only module that links
        // swift-log and swift-metrics, so a service that imports L10n alone compiles neither.
        .target(
            name: "L10nObservability",
            dependencies: [
                "L10n",
                "L10nSupport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ]
        ),
        // Hummingbird's middleware and request context over L10n's language selection. Its
        // sources compile only with the `Hummingbird` trait, which brings the framework in.
        .target(
            name: "L10nHummingbird",
            dependencies: [
                "L10n",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Hummingbird"])),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Hummingbird"])),
            ]
        ),
        // Vapor's middleware and `Request` accessors over L10n's language selection (the `Vapor` trait).
        .target(
            name: "L10nVapor",
            dependencies: [
                "L10n",
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            ]
        ),
        // Overrides in PostgreSQL (the `Postgres` trait): the schema and its migrations, reading
        // and writing them, and a service that keeps an OverridingLocalizer in sync.
        .target(
            name: "L10nPostgres",
            dependencies: [
                "L10n",
                "L10nSupport",
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["Postgres"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Postgres"])),
                .product(name: "CoreMetrics", package: "swift-metrics", condition: .when(traits: ["Postgres"])),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Postgres"])),
            ]
        ),
        // Keys from Swift sources into String Catalogs, as Xcode's sync does (`l10n extract`; the
        // `Extract` trait). Not a product: the command-line tool is its one user.
        .target(
            name: "L10nExtraction",
            dependencies: [
                "L10nResources",
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Extract"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Extract"])),
            ]
        ),
        .executableTarget(
            name: "L10nCLI",
            dependencies: [
                "L10n",
                "L10nExtraction",
                "L10nFormat",
                "L10nICU",
                "L10nResources",
                "L10nSupport",
                "L10nTooling",
                "L10nPostgres",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["Postgres"])),
            ]
        ),
        // The example service (scripts/serve): Examples/Server's code serving Examples/App, shipped
        // as its SwiftPM resources. In this package rather than its own so it builds in the same
        // graph as the integration tests (scripts/test runs them); not a product.
        // Examples/SharedMessages: a package's target written with Apple's localization API only,
        // built here too so that the example service and the tests use it.
        .target(
            name: "SharedMessages",
            dependencies: ["L10nFoundation"],
            path: "Examples/SharedMessages/Sources/SharedMessages",
            resources: [.process("Resources")]
        ),
        .executableTarget(
            name: "L10nExampleServer",
            dependencies: [
                "L10n",
                "L10nFoundation",
                "SharedMessages",
                "L10nHummingbird",
                "L10nMustache",
                "L10nObservability",
                "L10nPostgres",
                "L10nTemplates",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
                .product(name: "Mustache", package: "swift-mustache", condition: .when(traits: ["Mustache"])),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Hummingbird"])),
                .product(name: "UnixSignals", package: "swift-service-lifecycle", condition: .when(traits: ["Hummingbird"])),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Examples",
            exclude: examplesOutside(["Server", "App", "Templates"]),
            sources: ["Server"],
            resources: [.copy("App"), .copy("Templates")]
        ),
        // Runs the generator of `l10n generate swift` on a target's resources and compiles the
        // accessors into it. Beside the sources rather than in Plugins/, which would be one more
        // top-level folder.
        .plugin(
            name: "L10nAccessors",
            capability: .buildTool(),
            dependencies: ["L10nAccessorsTool"],
            path: "Sources/L10nAccessors"
        ),
        // The plugin's tool: `l10n generate swift` with its defaults. Not L10nCLI itself, which
        // SwiftPM cannot give a plugin while the `l10n` product builds it (swift-package-manager#8831).
        .executableTarget(
            name: "L10nAccessorsTool",
            dependencies: ["L10n", "L10nAccessorGeneration"]
        ),
        // The fuzz targets' bodies (Fuzz/Sources/FuzzTargets): Fuzz/Package.swift hands them
        // libFuzzer's inputs, and FuzzReplay runs every input kept in Fuzz/Corpus through them
        // for the test suite, in each of its builds (AddressSanitizer's included), so the corpus
        // is checked without a fuzzer build. Not a product.
        .target(
            name: "FuzzTargets",
            dependencies: ["L10n", "L10nFormat", "L10nICU", "L10nResources", "L10nTemplates", "L10nTooling"],
            path: "Fuzz/Sources/FuzzTargets"
        ),
        .executableTarget(
            name: "FuzzReplay",
            dependencies: ["FuzzTargets"],
            path: "Fuzz/Sources/FuzzReplay"
        ),
        // Test helpers shared by the test targets: CLDR's sample values, running `l10n`.
        .target(
            name: "L10nTestSupport",
            dependencies: ["L10n", "L10nObservability", "L10nResources", "L10nSupport", .product(name: "Logging", package: "swift-log")],
            path: "Tests/L10nTestSupport"
        ),
        // Test-only: Apple's own localization matching, from the copy of Apple's ICU that
        // Foundation ships (lib_FoundationICU.so), opened at run time as a differential oracle
        // for the resolution tests. Nothing outside L10nTests depends on it.
        .target(
            name: "AppleICUOracle",
            path: "Tests/AppleICUOracle",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "L10nTests",
            dependencies: [
                "L10n", "L10nFormat", "L10nResources", "L10nTooling", "L10nSupport", "L10nTestSupport", "AppleICUOracle",
                // The corpus replay runs FuzzReplay, which depending on it builds before the tests.
                "FuzzReplay",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "L10nFormatTests",
            dependencies: ["L10nFormat", "L10nICU", "L10nSupport", "L10nTestSupport"]
        ),
        .testTarget(
            name: "L10nSupportTests",
            dependencies: ["L10nSupport"]
        ),
        .testTarget(
            name: "L10nResourcesTests",
            dependencies: ["L10nResources", "L10n", "L10nFormat", "L10nTestSupport"]
        ),
        .testTarget(
            name: "L10nToolingTests",
            dependencies: ["L10nTooling", "L10nAccessorGeneration", "L10n", "L10nFormat", "L10nResources", "L10nTestSupport"]
        ),
        // Extraction against hand-written sources in the style of real apps (with the `Extract`
        // trait, as every script builds the package).
        .testTarget(
            name: "L10nExtractionTests",
            dependencies: ["L10nExtraction", "L10nResources", "L10nTestSupport"]
        ),
        .testTarget(
            name: "L10nTestingTests",
            dependencies: ["L10nTesting", "L10nTooling", "L10n", "L10nTestSupport"]
        ),
        .testTarget(
            name: "L10nTemplatesTests",
            dependencies: ["L10nTemplates", "L10n", "L10nTestSupport"]
        ),
        // Rendering real templates (with the `Mustache` trait, as every script builds the package).
        .testTarget(
            name: "L10nMustacheTests",
            dependencies: [
                "L10nMustache",
                "L10nTemplates",
                "L10n",
                "L10nTestSupport",
                .product(name: "Mustache", package: "swift-mustache", condition: .when(traits: ["Mustache"])),
            ]
        ),
        .testTarget(
            name: "L10nICUTests",
            dependencies: ["L10nICU", "L10nSupport", "L10nTestSupport"]
        ),
        .testTarget(
            name: "L10nObservabilityTests",
            dependencies: [
                "L10nObservability",
                "L10n",
                "L10nSupport",
                "L10nTestSupport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ]
        ),
        // End-to-end over real sockets on 127.0.0.1 (with both frameworks' traits).
        .testTarget(
            name: "L10nHummingbirdTests",
            dependencies: [
                "L10nHummingbird",
                "L10n",
                "L10nTestSupport",
                "L10nObservability",
                "L10nFoundation",
                "SharedMessages",
                .product(name: "Logging", package: "swift-log"),
                "L10nMustache",
                "L10nTemplates",
                // The example service's routes (`/page`, `/email`), tested over HTTP as it serves them.
                "L10nExampleServer",
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
                .product(name: "Mustache", package: "swift-mustache", condition: .when(traits: ["Mustache"])),
            ]
        ),
        // Overrides in a real PostgreSQL (with the `Postgres` trait): a
        // throwaway cluster per test, instances of the example service over HTTP, `l10n overrides`.
        .testTarget(
            name: "L10nPostgresTests",
            dependencies: [
                "L10nPostgres",
                "L10n",
                "L10nSupport",
                "L10nTestSupport",
                // The example service and `l10n`, run as processes (built before the tests run).
                "L10nExampleServer",
                "L10nCLI",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ]
        ),
        .testTarget(
            name: "L10nVaporTests",
            dependencies: [
                "L10nVapor",
                "L10n",
                "L10nTestSupport",
                "L10nObservability",
                "L10nFoundation",
                "SharedMessages",
                .product(name: "Logging", package: "swift-log"),
                "L10nLeaf",
                "L10nTemplates",
                .product(name: "Leaf", package: "leaf", condition: .when(traits: ["Leaf"])),
                .product(name: "LeafKit", package: "leaf-kit", condition: .when(traits: ["Leaf"])),
                .product(name: "VaporTesting", package: "vapor", condition: .when(traits: ["Vapor"])),
            ]
        ),
        .testTarget(
            name: "L10nFoundationTests",
            dependencies: ["L10nFoundation", "L10n", "L10nTooling", "L10nTestSupport", "SharedMessages"]
        ),
        .testTarget(
            name: "L10nCLITests",
            // Depending on the executable makes `swift test` build `l10n` before the
            // end-to-end tests run it.
            dependencies: ["L10nCLI", "L10nTooling", "L10n", "L10nTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Swift settings for every Swift target (the C targets and the plugin, built for the host by
// SwiftPM's own rules, take none).
let cTargets: Set = ["CICUShim", "AppleICUOracle"]
for target in package.targets where ![.system, .plugin].contains(target.type) && !cTargets.contains(target.name) {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("ExistentialAny"),
        ]
}
